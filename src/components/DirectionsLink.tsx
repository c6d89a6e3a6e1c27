/** Opens the way to the cafe in the visitor's maps app, or a maps site on a desk; nothing is fetched until it is tapped. */
import * as styles from "./DirectionsLink.module.css";
import { addressLine, directionsHrefs } from "../lib/maps";
import { fillPattern } from "../lib/pattern";
import { island } from "../islands/islands";

export function DirectionsLink({ site }: { site: Pick<Queries.SiteFrameFragment, "address" | "directions"> }) {
  const { universal, apple } = directionsHrefs(site.address);
  return (
    <a href={universal} data-apple-maps={apple} target="_blank" rel="noreferrer" className={styles.directions} {...island("directions")}>
      {site.directions.label}
      <span className="visually-hidden"> {fillPattern(site.directions.spoken, { address: addressLine(site.address) })}</span>
    </a>
  );
}
