/** The islands: small scripts that enhance the build's markup, each added only to pages that mark an element with `island(name)`. */
export const ISLANDS = ["menu", "open-now", "carousel", "directions", "next-page"] as const;
export type IslandName = (typeof ISLANDS)[number];

/** The directions links and the menu's links are on every page, as the menu is, so riding in its script costs no request. */
export const RIDES_WITH: Partial<Record<IslandName, IslandName>> = { directions: "menu", "next-page": "menu" };

export const scriptOf = (name: IslandName): IslandName => RIDES_WITH[name] ?? name;

export const ISLAND_ATTRIBUTE = "data-island";

/** Set on an island's element when its script has taken it over (start.ts). */
export const ISLAND_STARTED_ATTRIBUTE = "data-island-started";

/** On the page's loader script: the addresses of the islands' scripts, space-separated (after-paint.ts). */
export const ISLAND_SCRIPTS_ATTRIBUTE = "data-island-scripts";

export const ISLANDS_FOLDER = "islands";

/** The islands a script the build wrote starts (build.ts names each `islands/<carrier>-<hash>.js`). */
export function islandsCarriedBy(script: string): IslandName[] {
  const carrier = /\/([a-z-]+)-[^/-]+\.js$/.exec(script)?.[1];
  return ISLANDS.filter((name) => scriptOf(name) === carrier);
}

export const island = (name: IslandName) => ({ [ISLAND_ATTRIBUTE]: name });

/** What the build made of the islands (a rider's script is its carrier's), and the inline scripts. */
export type IslandBundles = { scripts: Record<IslandName, string>; dated: string; loader: string };

declare const __ISLANDS__: IslandBundles | undefined;

/** Defined only in the HTML renderer of `gatsby build`; not in develop, Jest or the CMS. */
export const islandBundles = (): IslandBundles | undefined => (typeof __ISLANDS__ === "undefined" ? undefined : __ISLANDS__);
