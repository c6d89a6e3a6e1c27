/**
 * What AVIF saves a first visit over WebP on the site's own photographs: each page's first view at 390
 * and 1280 px (test-support/first-view.ts), the built dist/ as it is against a copy whose pages have
 * their AVIF sources and preloads taken out, so that browsers take the WebP files of the same build.
 */
import fs from "fs";
import path from "path";
import { chromium } from "@playwright/test";
import { chromiumArgs, testBrowserPath } from "../../test-support/browser";
import { pages } from "../../test-support/content";
import { kb, measureFirstView } from "../../test-support/first-view";
import { serveDir } from "../../test-support/serve-dir";
import { SITE_FOLDER } from "../../src/hosting/site-folder";
import { table } from "./measure";

const WIDTHS = [390, 1280];

export async function formatsReport(root: string): Promise<string> {
  const siteDir = path.join(root, SITE_FOLDER);
  const webpOnly = path.join(root, ".bench", "webp-only");
  fs.rmSync(webpOnly, { recursive: true, force: true });
  fs.cpSync(siteDir, webpOnly, { recursive: true });
  for (const file of fs.readdirSync(webpOnly).filter((name) => name.endsWith(".html"))) {
    const html = fs.readFileSync(path.join(webpOnly, file), "utf8");
    fs.writeFileSync(path.join(webpOnly, file), html.replace(/<(?:source|link)[^>]*type="image\/avif"[^>]*>/g, ""));
  }
  const [withAvif, withoutAvif] = await Promise.all([serveDir(siteDir), serveDir(webpOnly)]);
  const browser = await chromium.launch({ executablePath: testBrowserPath, args: chromiumArgs });
  const rows: string[][] = [];
  const totals = WIDTHS.map(() => [0, 0]);
  try {
    for (const { path: route } of pages) {
      const row = [route];
      for (const [index, width] of WIDTHS.entries()) {
        const avif = (await measureFirstView(browser, `${withAvif.url}${route}`, width)).bytes.image;
        const webp = (await measureFirstView(browser, `${withoutAvif.url}${route}`, width)).bytes.image;
        totals[index]![0]! += avif;
        totals[index]![1]! += webp;
        row.push(`${kb(avif)} KB`, `${kb(webp)} KB`);
      }
      rows.push(row);
    }
  } finally {
    await browser.close();
    await withAvif.close();
    await withoutAvif.close();
  }
  rows.push(["all pages", ...totals.flatMap(([avif, webp]) => [`${kb(avif!)} KB`, `${kb(webp!)} KB`])]);
  return [
    "The photographs a first view downloads (bytes as served), with AVIF offered first and with WebP alone:",
    table(["page", ...WIDTHS.flatMap((width) => [`AVIF at ${width} px`, `WebP at ${width} px`])], rows),
  ].join("\n\n");
}
