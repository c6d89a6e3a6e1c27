/**
 * The site's islands: what a page does in a visitor's browser, each a small script of its own
 * (src/islands/<name>.ts, bundled by build.ts) that enhances markup the build already wrote. A component
 * marks the element it hands to an island with `island(name)`; the build adds that island's script to
 * exactly the pages whose markup carries the mark (page-scripts.tsx). Every page works without them.
 */
export const ISLANDS = ["menu", "open-now", "carousel", "directions"] as const;
export type IslandName = (typeof ISLANDS)[number];

/**
 * Islands whose code rides in another island's script instead of a file of their own: the directions
 * links are on every page, as the menu is, so switching them costs no request.
 */
export const RIDES_WITH: Partial<Record<IslandName, IslandName>> = { directions: "menu" };

/** The island whose script carries `name`'s code. */
export const scriptOf = (name: IslandName): IslandName => RIDES_WITH[name] ?? name;

export const ISLAND_ATTRIBUTE = "data-island";

/** The islands' folder in the built site, and the address it is served at. */
export const ISLANDS_FOLDER = "islands";

/** The attribute that hands an element to an island. */
export const island = (name: IslandName) => ({ [ISLAND_ATTRIBUTE]: name });

/**
 * What the build made of the islands (build.ts), handed to the HTML renderer as a constant (gatsby-node.ts):
 * each island's script address (a rider's is its carrier's), and the text of the dated announcements' inline script.
 */
export type IslandBundles = { scripts: Record<IslandName, string>; dated: string };

declare const __ISLANDS__: IslandBundles | undefined;

/** The islands as built, in the HTML renderer of `gatsby build`; none elsewhere (develop, Jest, the CMS). */
export const islandBundles = (): IslandBundles | undefined => (typeof __ISLANDS__ === "undefined" ? undefined : __ISLANDS__);
