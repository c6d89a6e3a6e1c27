/** Address, phone and e-mail of the cafe, as an <address> with working links. */
import React from "react";
import * as styles from "./ContactDetails.module.css";
import type { SiteFrame } from "./Layout";
import { EmailLink, PhoneLink } from "./ContactLinks";

type Props = { site: Pick<SiteFrame, "address" | "phone" | "email">; className?: string };

export function ContactDetails({ site, className }: Props) {
  const { street, city, region, postalCode } = site.address;
  return (
    <address className={`${styles.contact} ${className ?? ""}`}>
      <span>
        {street}, {city}, {region} {postalCode}
      </span>
      <PhoneLink phone={site.phone} />
      <EmailLink email={site.email} />
    </address>
  );
}
