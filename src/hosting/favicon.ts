/**
 * /favicon.ico, which browsers, feed readers and crawlers ask for by name: two of the PNGs
 * gatsby-plugin-manifest makes, as they are, in one icon file (ico-endec).
 */
import fs from "fs/promises";
import path from "path";
import { encode } from "ico-endec";

/** The plugin's icons that go in, by their place in the site: 32 px (browsers' tabs) and 48 px (search engines ask for 48 or more). */
export const FAVICON_SOURCES = ["favicon-32x32.png", "icons/icon-48x48.png"];

export async function writeFaviconIco(siteDir: string): Promise<void> {
  const pngs = await Promise.all(FAVICON_SOURCES.map((file) => fs.readFile(path.join(siteDir, file))));
  await fs.writeFile(path.join(siteDir, "favicon.ico"), encode(pngs));
}
