/**
 * The layout shift of each page when the house typeface arrives late: Chromium opens every page at 390
 * and 1280 px with an empty cache and the font file held back 300 ms, as on a phone network's first
 * visit, and sums the page's layout shifts once Jost is on screen. The browser tests hold the same
 * measure to its budget (e2e/engines/typeface.spec.ts); the bench reports it beside Lighthouse's CLS,
 * which sees the font on time.
 */
import fs from "fs";
import path from "path";
import { chromium } from "@playwright/test";
import { chromiumArgs, testBrowserPath } from "../../test-support/browser";
import { BUDGETS } from "../../test-support/budgets";
import { everyPage } from "../../test-support/content";
import { serveDir } from "../../test-support/serve-dir";
import { table } from "./measure";
import { SITE_FOLDER } from "../../src/hosting/site-folder";

const LATE_MS = 300;
const WIDTHS = [390, 1280] as const;

/**
 * Runs in the page (a string, so that nothing this script's TS loader adds goes with it): once every
 * font has loaded and two frames have been drawn, the sum of the layout shifts without recent input.
 */
const SHIFT_AFTER_FONTS = `(async () => {
  await document.fonts.ready;
  await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  let sum = 0;
  const add = (entries) => { for (const entry of entries) if (!entry.hadRecentInput) sum += entry.value; };
  const observer = new PerformanceObserver((list) => add(list.getEntries()));
  observer.observe({ type: "layout-shift", buffered: true });
  await new Promise((done) => setTimeout(done, 100));
  add(observer.takeRecords());
  observer.disconnect();
  return sum;
})()`;

/** Each page's layout shift with the font late, by width. Measures the built dist/ as it is. */
export async function lateFontShift(root: string): Promise<Record<string, Record<number, number>>> {
  const siteDir = path.join(root, SITE_FOLDER);
  if (!fs.existsSync(path.join(siteDir, "index.html"))) throw new Error(`${SITE_FOLDER}/ is empty: run npm run build`);
  const site = await serveDir(siteDir);
  const browser = await chromium.launch({ executablePath: testBrowserPath, args: chromiumArgs });
  const shifts: Record<string, Record<number, number>> = {};
  try {
    for (const { path: route } of everyPage) {
      shifts[route] = {};
      for (const width of WIDTHS) {
        const context = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 900 } });
        const page = await context.newPage();
        await page.route("**/*.woff2", async (font) => {
          await new Promise((done) => setTimeout(done, LATE_MS));
          await font.continue();
        });
        await page.goto(`${site.url}${route}`);
        shifts[route][width] = await page.evaluate<number>(SHIFT_AFTER_FONTS);
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await site.close();
  }
  return shifts;
}

/** The bench's table of it. */
export async function lateFontReport(root: string): Promise<string> {
  const shifts = await lateFontShift(root);
  const budget = BUDGETS.lateFontLayoutShift;
  const rows = Object.entries(shifts).map(([route, byWidth]) => [
    route,
    ...WIDTHS.map((width) => byWidth[width]!.toFixed(4)),
    WIDTHS.every((width) => byWidth[width]! <= budget) ? "yes" : "NO",
  ]);
  return [
    `Layout shift with the font file ${LATE_MS} ms late (Chromium, empty cache, once Jost is on screen):`,
    table(["page", ...WIDTHS.map((width) => `${width} px`), `within ${budget}`], rows),
  ].join("\n");
}
