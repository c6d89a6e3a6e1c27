/**
 * /favicon.ico, which browsers, feed readers and crawlers ask for by name: two of the PNGs
 * gatsby-plugin-manifest makes, in one icon file (a format that has held PNGs since 2007).
 */
import fs from "fs/promises";
import path from "path";

/** The plugin's icons that go in, by their place in the site: 32 px (browsers' tabs) and 48 px (search engines ask for 48 or more). */
export const FAVICON_SOURCES = ["favicon-32x32.png", "icons/icon-48x48.png"];

/** A 6-byte header, a 16-byte entry for each image, then the images. */
export function icoOf(pngs: readonly Buffer[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(1, 2); // an icon, not a cursor
  header.writeUInt16LE(pngs.length, 4);
  let offset = header.length + 16 * pngs.length;
  const entries = pngs.map((png) => {
    const entry = Buffer.alloc(16);
    // A PNG's width and height are at bytes 16 and 20; the entry writes 256 as 0.
    entry.writeUInt8(png.readUInt32BE(16) % 256, 0);
    entry.writeUInt8(png.readUInt32BE(20) % 256, 1);
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...pngs]);
}

export async function writeFaviconIco(siteDir: string): Promise<void> {
  const pngs = await Promise.all(FAVICON_SOURCES.map((file) => fs.readFile(path.join(siteDir, file))));
  await fs.writeFile(path.join(siteDir, "favicon.ico"), icoOf(pngs));
}
