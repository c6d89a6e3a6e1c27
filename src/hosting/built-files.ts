/** The files of a built site, as paths relative to its folder with "/" separators: all of them, and those its pages use. */
import fs from "fs";
import fsp from "fs/promises";
import path from "path";
import { Parser } from "htmlparser2";
import { ISLAND_SCRIPTS_ATTRIBUTE } from "../islands/islands";

export async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fsp.readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .sort();
}

/** The addresses a file of the built site loads or links to, as written (absolute, or relative to the file). */
function addressesIn(file: string, text: string): string[] {
  if (file.endsWith(".js")) return [...text.matchAll(/(?:from|import\()\s*"([^"]+)"/g)].map((match) => match[1]!);
  if (file.endsWith(".webmanifest")) return ((JSON.parse(text) as { icons?: { src: string }[] }).icons ?? []).map((icon) => icon.src);
  if (file.endsWith(".xml")) return [...text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
  const found: string[] = [];
  let style = false;
  const parser = new Parser({
    onopentag(name, attributes) {
      style = name === "style";
      for (const key of ["src", "href", "content"]) if (attributes[key]) found.push(attributes[key]);
      found.push(...(attributes[ISLAND_SCRIPTS_ATTRIBUTE]?.split(" ") ?? []));
      for (const key of ["srcset", "imagesrcset"]) {
        for (const candidate of (attributes[key] ?? "").split(",")) found.push(candidate.trim().split(/\s+/)[0] ?? "");
      }
    },
    ontext(css) {
      if (style) found.push(...[...css.matchAll(/url\(\s*["']?([^"')]+)/g)].map((match) => match[1]!));
    },
    onclosetag() {
      style = false;
    },
  });
  parser.write(text);
  parser.end();
  return found;
}

/**
 * The files of `dir` (listed in `files`) that `entries` lead to, directly or through the files they load
 * (scripts, stylesheets, photographs, the manifest's icons, the sitemaps' pages), entries included. Each
 * entry is a file and the address it is served at, against which its relative addresses resolve.
 */
export function usedFiles(dir: string, files: readonly string[], entries: ReadonlyMap<string, string>): Set<string> {
  const known = new Set(files);
  const used = new Set(entries.keys());
  const queue = [...entries];
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    const [file, address] = next;
    if (!/\.(?:html|webmanifest|xml|js)$/.test(file)) continue;
    for (const link of addressesIn(file, fs.readFileSync(path.join(dir, file), "utf8"))) {
      // Absolute addresses of the site itself (the sitemap's, the social card's) count by their path.
      const target = decodeURIComponent(new URL(link, `https://site${address}`).pathname).slice(1);
      if (known.has(target) && !used.has(target)) {
        used.add(target);
        queue.push([target, `/${target}`]);
      }
    }
  }
  return used;
}
