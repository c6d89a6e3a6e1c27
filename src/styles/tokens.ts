/**
 * The design tokens of global.css, read in Node for what is not drawn by CSS: the browser's theme colour
 * (the web app manifest in gatsby-config.ts, and every page's <meta name="theme-color">) is the page's
 * background, `--color-bg`, written once there.
 */
import fs from "fs";
import path from "path";

export function themeColour(projectDir: string): string {
  const css = fs.readFileSync(path.join(projectDir, "src/styles/global.css"), "utf8");
  const value = /--color-bg:\s*(#[0-9a-fA-F]{6})\s*;/.exec(css)?.[1];
  if (!value) throw new Error("src/styles/global.css: expected --color-bg in :root, written #rrggbb.");
  return value;
}
