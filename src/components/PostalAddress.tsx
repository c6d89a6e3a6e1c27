/** The cafe's street address on two lines. */
import React from "react";
import type { SiteFrame } from "./Layout";

export function PostalAddress({ address }: { address: SiteFrame["address"] }) {
  return (
    <>
      {address.street}
      <br />
      {address.city}, {address.region} {address.postalCode}
    </>
  );
}
