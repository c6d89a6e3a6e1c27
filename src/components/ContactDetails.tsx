/** Address (with the way there), phone, e-mail and social accounts of the cafe, as an <address> with working links. */
import * as styles from "./ContactDetails.module.css";
import { mailHref, telHref } from "../lib/contact";
import { PostalAddress } from "./PostalAddress";
import { DirectionsLink } from "./DirectionsLink";

type Props = { site: Pick<Queries.SiteFrameFragment, "address" | "directions" | "phone" | "email" | "socialAccounts"> };

export function ContactDetails({ site }: Props) {
  return (
    <address className={styles.contact}>
      <span>
        <PostalAddress address={site.address} oneLine />
      </span>
      <DirectionsLink site={site} />
      <a href={telHref(site.phone)}>{site.phone}</a>
      <a href={mailHref(site.email)}>{site.email}</a>
      {site.socialAccounts?.map((account) => (
        <a key={account.url} href={account.url}>
          {account.name}
        </a>
      ))}
    </address>
  );
}
