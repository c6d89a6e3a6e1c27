/**
 * A link beside the cafe's address that opens the way there in the visitor's maps app, or a maps site
 * in a new tab on a desk (src/lib/maps.ts). Its words are the staff's: the visible ones, then, for a
 * screen reader, where it goes. Nothing is fetched from a maps service until it is tapped; on Apple's
 * devices the directions island switches it to Apple Maps (src/islands/directions.ts).
 */
import * as styles from "./DirectionsLink.module.css";
import type { SiteFrame } from "./site-frame";
import { addressLine, directionsHrefs } from "../lib/maps";
import { fillPattern } from "../lib/pattern";
import { island } from "../islands/islands";

export function DirectionsLink({ site }: { site: Pick<SiteFrame, "address" | "directions"> }) {
  const { universal, apple } = directionsHrefs(site.address);
  return (
    <a href={universal} data-apple-maps={apple} target="_blank" rel="noreferrer" className={styles.directions} {...island("directions")}>
      {site.directions.label}
      <span className="visually-hidden"> {fillPattern(site.directions.spoken, { address: addressLine(site.address) })}</span>
    </a>
  );
}
