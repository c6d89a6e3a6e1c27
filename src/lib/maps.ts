/**
 * Map addresses made from the cafe's address in content/site/site.yaml and, when set, its map position
 * (a format of the schema: latitude, longitude). Nothing here is fetched by a page: the links open a
 * maps app or site only when a visitor taps them, and the JSON-LD names the map to search engines.
 */
export type MapAddress = { street: string; city: string; region: string; postalCode: string; coordinates?: string | null };

/** The address's two lines, as an envelope has them: "1430 28th Street", "Sacramento, CA 95816". */
export const addressLines = ({ street, city, region, postalCode }: MapAddress) => [street, `${city}, ${region} ${postalCode}`] as const;

/** The address on one line: "1430 28th Street, Sacramento, CA 95816". */
export const addressLine = (address: MapAddress) => addressLines(address).join(", ");

/** The map position as numbers, or undefined when it is not set. */
export function coordinatesOf({ coordinates }: MapAddress): { latitude: number; longitude: number } | undefined {
  if (!coordinates) return undefined;
  const [latitude, longitude] = coordinates.split(",").map(Number) as [number, number];
  return { latitude, longitude };
}

/** Where the maps are to go: the map position when set (the exact door), else the address. */
function destination(address: MapAddress): string {
  const at = coordinatesOf(address);
  return at ? `${at.latitude},${at.longitude}` : addressLine(address);
}

const withQuery = (base: string, query: Record<string, string>) => `${base}?${new URLSearchParams(query).toString()}`;

/**
 * Directions to the cafe. `universal` is Google Maps' cross-platform address, which opens the Maps app
 * on Android and the maps site elsewhere (https://developers.google.com/maps/documentation/urls/get-started);
 * `apple` opens Apple Maps on an iPhone, iPad or Mac (Apple's Map Links, `daddr`), where the directions
 * island switches the link to it.
 */
export function directionsHrefs(address: MapAddress): { universal: string; apple: string } {
  const to = destination(address);
  return {
    universal: withQuery("https://www.google.com/maps/dir/", { api: "1", destination: to }),
    apple: withQuery("https://maps.apple.com/", { daddr: to }),
  };
}

/** The cafe on a map (schema.org `hasMap`). */
export const mapHref = (address: MapAddress) => withQuery("https://www.google.com/maps/search/", { api: "1", query: destination(address) });
