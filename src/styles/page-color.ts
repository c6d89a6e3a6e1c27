/**
 * The page's background colour, `--color-bg` in global.css, read in Node for what CSS does not draw: the
 * browser's theme colour (the web app manifest, and every page's <meta name="theme-color">).
 */
import fs from "fs";
import path from "path";

export function pageColor(projectDir: string): string {
  const css = fs.readFileSync(path.join(projectDir, "src/styles/global.css"), "utf8");
  const value = /--color-bg:\s*(#[0-9a-fA-F]{6})\s*;/.exec(css)?.[1];
  if (!value) throw new Error("src/styles/global.css: expected --color-bg in :root, written #rrggbb.");
  return value;
}
