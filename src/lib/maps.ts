/** Map addresses from the cafe's address and map position in site.yaml. No page fetches them: a visitor taps them. */
export type MapAddress = { street: string; city: string; region: string; postalCode: string; coordinates?: string | null };

export const addressLines = ({ street, city, region, postalCode }: MapAddress) => [street, `${city}, ${region} ${postalCode}`] as const;

export const addressLine = (address: MapAddress) => addressLines(address).join(", ");

export function coordinatesOf({ coordinates }: MapAddress): { latitude: number; longitude: number } | undefined {
  if (!coordinates) return undefined;
  const [latitude, longitude] = coordinates.split(",").map(Number) as [number, number];
  return { latitude, longitude };
}

/** The map position, when set, is the exact door. */
function destination(address: MapAddress): string {
  const at = coordinatesOf(address);
  return at ? `${at.latitude},${at.longitude}` : addressLine(address);
}

const withQuery = (base: string, query: Record<string, string>) => `${base}?${new URLSearchParams(query).toString()}`;

/**
 * `universal` opens the Maps app on Android and the maps site elsewhere
 * (https://developers.google.com/maps/documentation/urls/get-started); the directions island switches to `apple` on Apple devices.
 */
export function directionsHrefs(address: MapAddress): { universal: string; apple: string } {
  const to = destination(address);
  return {
    universal: withQuery("https://www.google.com/maps/dir/", { api: "1", destination: to }),
    apple: withQuery("https://maps.apple.com/", { daddr: to }),
  };
}

export const mapHref = (address: MapAddress) => withQuery("https://www.google.com/maps/search/", { api: "1", query: destination(address) });
