/** The built site: which HTML pages a build left in a public/ folder. */
import fs from "fs";
import path from "path";

export const projectRoot = path.resolve(__dirname, "..");
export const publicDir = path.join(projectRoot, "public");

/** Folders of a build that hold no page of the site. */
const NOT_PAGES = new Set(["page-data", "static", "admin", "_gatsby", "~partytown"]);

export type BuiltPage = { route: string; file: string };

/** Every built HTML page under `dir` (the site's public/ by default), e.g. { route: "/coffee", file }. */
export function builtPages(dir = publicDir): BuiltPage[] {
  if (!fs.existsSync(dir)) return [];
  const found: BuiltPage[] = [];
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory() && !NOT_PAGES.has(entry.name)) walk(full);
      else if (entry.isFile() && entry.name.endsWith(".html")) {
        const relative = path.relative(dir, full).split(path.sep).join("/");
        found.push({ route: `/${relative.replace(/(^|\/)index\.html$/, "").replace(/\.html$/, "")}`, file: full });
      }
    }
  };
  walk(dir);
  return found.sort((a, b) => a.route.localeCompare(b.route));
}
