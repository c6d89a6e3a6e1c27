/** `--color-bg` read in Node for what CSS does not draw: the manifest's and the pages' theme colour. */
import fs from "fs";
import path from "path";

export function pageColor(projectDir: string): string {
  const css = fs.readFileSync(path.join(projectDir, "src/styles/global.css"), "utf8");
  const value = /--color-bg:\s*(#[0-9a-fA-F]{6})\s*;/.exec(css)?.[1];
  if (!value) throw new Error("src/styles/global.css: expected --color-bg in :root, written #rrggbb.");
  return value;
}
