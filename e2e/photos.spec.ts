/**
 * Photographs as fast as text, in Chromium against the built site:
 * - every photograph's `sizes` says how wide it is really shown, at phone, tablet and desktop widths,
 *   so the browser picks the smallest file that is sharp (never narrower than the photograph shown,
 *   never more than a tenth wider);
 * - the photograph a page is judged by is preloaded from the <head>, and the preload is exactly the
 *   file its <picture> uses, fetched once.
 * (The page's scripts start after its first text: budgets.spec.ts.)
 */
import { expect, test } from "@playwright/test";
import { pages } from "../test-support/content";
import { sizesProblems } from "../test-support/photo-sizes";

const WIDTHS = [360, 390, 412, 768, 1024, 1280, 1440, 1920];

test.describe("photographs", () => {
  for (const { label, path } of pages) {
    test(`${label}: each photograph's sizes is the width it is shown at, from phone to desktop`, async ({ page }) => {
      expect(await sizesProblems(page, path, WIDTHS)).toEqual([]);
    });
  }

  for (const viewport of [
    { width: 390, height: 844, deviceScaleFactor: 2 },
    { width: 412, height: 823, deviceScaleFactor: 1.75 },
    { width: 1280, height: 800, deviceScaleFactor: 1 },
  ]) {
    test(`the judged photograph is preloaded as the very file its picture shows, once, at ${viewport.width} px x${viewport.deviceScaleFactor}`, async ({
      browser,
    }) => {
      const context = await browser.newContext({
        viewport: { width: viewport.width, height: viewport.height },
        deviceScaleFactor: viewport.deviceScaleFactor,
      });
      const page = await context.newPage();
      // The photographs asked for since the page was opened.
      const requested: string[] = [];
      page.on("request", (request) => request.resourceType() === "image" && requested.push(request.url()));
      let judgedPages = 0;
      for (const { path } of pages) {
        requested.length = 0;
        await page.goto(path);
        const judged = page.locator('img[fetchpriority="high"]');
        if ((await judged.count()) === 0) {
          await expect(page.locator('head link[rel="preload"][as="image"]')).toHaveCount(0);
          continue;
        }
        judgedPages += 1;
        // Asked for with the HTML's first bytes: before the inlined CSS.
        await expect(page.locator('head link[rel="preload"][as="image"] ~ style'), `${path}: the preload after the CSS`).toHaveCount(1);
        await expect(judged).toHaveJSProperty("complete", true);
        const shown = await judged.evaluate((img: HTMLImageElement) => img.currentSrc);
        const preloaded = await page.evaluate(() =>
          performance
            .getEntriesByType("resource")
            .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === "link")
            .map((entry) => entry.name),
        );
        expect(preloaded, `${path}: what the <head> preloads`).toContain(shown);
        expect(
          requested.filter((url) => url === shown),
          `${path}: requests for ${shown}`,
        ).toHaveLength(1);
      }
      expect(judgedPages).toBeGreaterThan(0);
      await context.close();
    });
  }
});
