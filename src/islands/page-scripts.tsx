/** The scripts a built page carries: those of the islands its markup marks, and the speculation rules. */
import { Parser } from "htmlparser2";
import { ISLAND_ATTRIBUTE, ISLAND_SCRIPTS_ATTRIBUTE, ISLANDS, type IslandBundles, type IslandName } from "./islands";
import { SPECULATION_RULES } from "./speculation-rules";

export function islandsIn(html: string | undefined): IslandName[] {
  if (typeof html !== "string")
    throw new Error("Gatsby no longer hands onRenderBody the page's markup (bodyHtml); see src/workarounds/package-internals.ts.");
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

/** The loader (after-paint.ts), which fetches the page's islands once it has painted; none on a page without. */
export function islandScripts(html: string | undefined, bundles: IslandBundles) {
  const scripts = [...new Set(islandsIn(html).map((name) => bundles.scripts[name]))];
  if (scripts.length === 0) return [];
  const list = { [ISLAND_SCRIPTS_ATTRIBUTE]: scripts.join(" ") };
  return [<script key="islands" {...list} dangerouslySetInnerHTML={{ __html: bundles.loader }} />];
}

export const speculationRules = () => (
  <script key="speculation-rules" type="speculationrules" dangerouslySetInnerHTML={{ __html: JSON.stringify(SPECULATION_RULES) }} />
);
