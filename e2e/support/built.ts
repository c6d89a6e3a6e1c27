/** The built site in public/: which HTML pages it holds. */
import fs from "fs";
import path from "path";

export const publicDir = path.resolve(__dirname, "../../public");

/** Every built HTML page as [url path, file], e.g. ["/coffee", ".../public/coffee/index.html"]. */
export function builtPages(): [string, string][] {
  const found: [string, string][] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory() && !["page-data", "static", "admin", "_gatsby", "_nginx", "~partytown"].includes(entry.name)) walk(full);
      else if (entry.isFile() && entry.name.endsWith(".html")) {
        const rel = path.relative(publicDir, full).replace(/\\/g, "/");
        const url = `/${rel.replace(/(^|\/)index\.html$/, "").replace(/\.html$/, "")}`;
        found.push([url, full]);
      }
    }
  };
  walk(publicDir);
  return found.sort(([a], [b]) => a.localeCompare(b));
}
