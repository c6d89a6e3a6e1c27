/** The ways to the cafe: its street address, the directions link, and all of them at once in the footer. */
import * as styles from "./ContactDetails.module.css";
import { mailHref, telHref } from "../lib/contact";
import { addressLine, addressLines, directionsHrefs } from "../lib/maps";
import { fillPattern } from "../lib/pattern";
import { island } from "../islands/islands";

type Site = Queries.SiteFrameFragment;

/** The cafe's street address, on two lines. */
export function PostalAddress({ address }: { address: Site["address"] }) {
  const [street, town] = addressLines(address);
  return (
    <>
      {street}
      <br />
      {town}
    </>
  );
}

/** Opens the way to the cafe in the visitor's maps app, or a maps site on a desk; nothing is fetched until it is tapped. */
export function DirectionsLink({ site }: { site: Pick<Site, "address" | "directions"> }) {
  const { universal, apple } = directionsHrefs(site.address);
  return (
    <a href={universal} data-apple-maps={apple} target="_blank" rel="noreferrer" className={styles.directions} {...island("directions")}>
      {site.directions.label}
      <span className="visually-hidden"> {fillPattern(site.directions.spoken, { address: addressLine(site.address) })}</span>
    </a>
  );
}

/** Address (with the way there), phone, e-mail and social accounts of the cafe, as an <address> with working links. */
export function ContactDetails({ site }: { site: Pick<Site, "address" | "directions" | "phone" | "email" | "socialAccounts"> }) {
  const [street, town] = addressLines(site.address);
  return (
    <address className={styles.contact}>
      {/* The street is a text node of its own, as in the two-line addresses (e2e/engines/directions.spec.ts finds each address by it). */}
      <span>
        {street}, {town}
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
