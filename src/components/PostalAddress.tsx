/** The cafe's street address: on two lines, or on one line with a comma. */
import type { SiteFrame } from "./site-frame";

export function PostalAddress({ address, oneLine = false }: { address: SiteFrame["address"]; oneLine?: boolean }) {
  return (
    <>
      {address.street}
      {oneLine ? ", " : <br />}
      {address.city}, {address.region} {address.postalCode}
    </>
  );
}
