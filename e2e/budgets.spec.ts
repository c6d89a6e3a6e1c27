/**
 * Exact byte budgets on first view, as served; the scripts each page runs, and when the large one starts
 * (the timing budgets live in `npm run bench`).
 */
import { gzipSync } from "zlib";
import { expect, test, type Page, type Response } from "@playwright/test";
import { everyPage, pageFor, pages } from "../test-support/content";
import { coffeeFile } from "../src/schema/schema";
import { BUDGETS } from "../test-support/budgets";
import { kb, measureFirstView } from "../test-support/first-view";

test("every page's first view stays within its byte budgets", async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  let allPhone = 0;
  const problems: string[] = [];
  for (const { path } of pages) {
    for (const width of [390, 1280]) {
      const view = await measureFirstView(browser, `${baseURL}${path}`, width);
      const at = `${path} at ${width} px`;
      if (view.fontFiles > BUDGETS.fontFiles) problems.push(`${at}: ${view.fontFiles} font files`);
      if (view.bytes.font > BUDGETS.fontBytes) problems.push(`${at}: ${kb(view.bytes.font)} KB of fonts`);
      if (view.foreign.length > BUDGETS.foreignRequests) problems.push(`${at}: ${view.foreign.join(", ")}`);
      if (width === 390) {
        allPhone += view.total;
        if (view.total > BUDGETS.pageBytesPhone) problems.push(`${at}: ${kb(view.total)} KB in all`);
      }
      expect(view.bytes.document, `${at} loaded no document`).toBeGreaterThan(0);
    }
  }
  if (allPhone > BUDGETS.allPagesBytesPhone) problems.push(`five pages at 390 px: ${kb(allPhone)} KB in all`);
  expect(problems).toEqual([]);
});

/** What a page runs, once its islands have all started: each script's gzipped size, by address ("inline" for <head>'s). */
async function scriptsOf(page: Page, path: string): Promise<{ files: string[]; bytes: number }> {
  const bodies: Promise<{ url: string; body: Buffer }>[] = [];
  const record = (response: Response) => {
    if (response.request().resourceType() === "script") bodies.push(response.body().then((body) => ({ url: response.url(), body })));
  };
  page.on("response", record);
  await page.goto(path, { waitUntil: "networkidle" });
  // A carousel's controls show once its later script (Swiper) has arrived and run.
  await expect(page.locator("[data-waiting]")).toHaveCount(0);
  await page.waitForLoadState("networkidle");
  page.off("response", record);
  const inline = await page.evaluate(() =>
    [...document.scripts].filter((script) => !script.src && !/json$/.test(script.type)).map((script) => script.text),
  );
  const loaded = await Promise.all(bodies);
  const gzipped = [...inline.map((text) => Buffer.from(text)), ...loaded.map(({ body }) => body)].map(
    (body) => gzipSync(body, { level: 9 }).length,
  );
  return { files: loaded.map(({ url }) => new URL(url).pathname), bytes: gzipped.reduce((sum, size) => sum + size, 0) };
}

test("every page runs only its islands' scripts, within its budget: no framework, no page data, no script preloads", async ({ page }) => {
  const requested: string[] = [];
  page.on("request", (request) => requested.push(new URL(request.url()).pathname));
  for (const { path } of everyPage) {
    const { files, bytes } = await scriptsOf(page, path);
    const carousel = (await page.locator('[data-island="carousel"]').count()) > 0;
    expect(
      files.filter((file) => !file.startsWith("/islands/")),
      `${path}: scripts from elsewhere`,
    ).toEqual([]);
    expect(bytes, `${path}: gzipped bytes of script, files and inline`).toBeLessThanOrEqual(BUDGETS.scriptBytes(carousel));
    await expect(page.locator('link[rel="preload"][as="script"], link[rel="modulepreload"]'), path).toHaveCount(0);
  }
  expect(requested.filter((file) => /page-data|app-data|\.json$/.test(file))).toEqual([]);
});

test("the carousel's Swiper is fetched only once the page's first text is on screen", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(pageFor(coffeeFile).path, { waitUntil: "networkidle" });
  await expect(page.locator("[data-waiting]")).toHaveCount(0);
  const { swiper, firstPaint } = await page.evaluate(() => ({
    swiper: performance.getEntriesByType("resource").find((entry) => entry.name.includes("/islands/carousel-swiper"))?.startTime,
    firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Infinity,
  }));
  expect(swiper, "Swiper never fetched").toBeDefined();
  expect(swiper!, "Swiper fetched before the first paint").toBeGreaterThan(firstPaint);
});
