/** The cafe's street address: on two lines, or on one line with a comma. */
import { addressLines } from "../lib/maps";

export function PostalAddress({ address, oneLine = false }: { address: Queries.SiteFrameFragment["address"]; oneLine?: boolean }) {
  const [street, town] = addressLines(address);
  return (
    <>
      {street}
      {oneLine ? ", " : <br />}
      {town}
    </>
  );
}
