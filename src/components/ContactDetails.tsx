/** Address (with the way there), phone, e-mail and social accounts of the cafe, as an <address> with working links. */
import * as styles from "./ContactDetails.module.css";
import { EmailLink, PhoneLink } from "./ContactLinks";
import { PostalAddress } from "./PostalAddress";
import { DirectionsLink } from "./DirectionsLink";

type Props = { site: Pick<Queries.SiteFrameFragment, "address" | "directions" | "phone" | "email" | "socialAccounts">; className?: string };

export function ContactDetails({ site, className }: Props) {
  return (
    <address className={`${styles.contact} ${className ?? ""}`}>
      <span>
        <PostalAddress address={site.address} oneLine />
      </span>
      <DirectionsLink site={site} />
      <PhoneLink phone={site.phone} />
      <EmailLink email={site.email} />
      {site.socialAccounts?.map((account) => (
        <a key={account.url} href={account.url}>
          {account.name}
        </a>
      ))}
    </address>
  );
}
