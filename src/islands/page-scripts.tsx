/**
 * The scripts a built page carries (gatsby-ssr.tsx, onRenderBody): the module of each island whose mark
 * (islands.ts) is in the page's markup, read with an HTML parser, and the speculation rules that let
 * Chromium fetch the next page while a visitor's pointer or finger is on its link.
 */
import { Parser } from "htmlparser2";
import { ISLAND_ATTRIBUTE, ISLANDS, type IslandBundles, type IslandName } from "./islands";

/** The islands a page's markup asks for, in the order of ISLANDS. */
export function islandsIn(html: string | undefined): IslandName[] {
  if (typeof html !== "string")
    throw new Error("Gatsby no longer hands onRenderBody the page's markup (bodyHtml); see src/gatsby-workarounds/gatsby-internals.ts.");
  const found = new Set<string>();
  const parser = new Parser({
    onopentag(_name, attributes) {
      const name = attributes[ISLAND_ATTRIBUTE];
      if (name !== undefined) found.add(name);
    },
  });
  parser.write(html);
  parser.end();
  const unknown = [...found].filter((name) => !(ISLANDS as readonly string[]).includes(name));
  if (unknown.length > 0) throw new Error(`The page asks for islands that do not exist: ${unknown.join(", ")} (src/islands/islands.ts).`);
  return ISLANDS.filter((name) => found.has(name));
}

/** Module scripts run once the page has been read, in order; in <head>, the browser finds them at once. One a script file. */
export const islandScripts = (html: string | undefined, bundles: IslandBundles) =>
  [...new Set(islandsIn(html).map((name) => bundles.scripts[name]))].map((src) => <script key={src} type="module" src={src} />);

/**
 * Chromium fetches a page of the site when a visitor's pointer rests on its link or a finger goes down on
 * it ("moderate"), so the next page is often there by the time the click lands. Not the editor.
 */
const SPECULATION_RULES = {
  prefetch: [{ where: { and: [{ href_matches: "/*" }, { not: { href_matches: "/admin/*" } }] }, eagerness: "moderate" }],
};

export const speculationRules = () => (
  <script key="speculation-rules" type="speculationrules" dangerouslySetInnerHTML={{ __html: JSON.stringify(SPECULATION_RULES) }} />
);
