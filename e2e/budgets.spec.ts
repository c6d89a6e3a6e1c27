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
  if (allPhone > BUDGETS.allPagesBytesPhone) problems.push(`${pages.length} pages at 390 px: ${kb(allPhone)} KB in all`);
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

test("every island starts only once the page's first text is on screen, and the open-now line fills the space kept for it", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // The first paint held back by a render-blocking script in each page's <head>, so that an island that
  // started as soon as its script ran would start before it.
  await page.route("**/*", async (route) => {
    if (route.request().resourceType() !== "document") return route.continue();
    const response = await route.fetch();
    const held = (await response.text()).replace("<head>", '<head><script async blocking="render" src="/__hold-first-paint.js"></script>');
    await route.fulfill({ response, body: held });
  });
  await page.route("**/__hold-first-paint.js", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.fulfill({ contentType: "text/javascript", body: "" });
  });
  // When each island starts (start.ts marks its element), and the open-now line's height as the page is read, empty.
  await page.addInitScript(() => {
    const seen = { starts: [] as { island: string; at: number }[], emptyLine: -1 };
    Object.assign(window, { islandsSeen: seen });
    new MutationObserver((records) => {
      for (const { target } of records) {
        const element = target as Element;
        seen.starts.push({ island: element.getAttribute("data-island") ?? "", at: performance.now() });
      }
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-island-started"] });
    addEventListener("DOMContentLoaded", () => {
      const line = document.querySelector("[data-open-now]");
      if (line?.textContent === "") seen.emptyLine = line.getBoundingClientRect().height;
    });
  });
  for (const { path } of everyPage) {
    await page.goto(path, { waitUntil: "load" });
    await expect(page.locator("[data-island]:not([data-island-started])"), path).toHaveCount(0);
    const found = await page.evaluate(() => {
      const { starts, emptyLine } = (window as unknown as { islandsSeen: { starts: { island: string; at: number }[]; emptyLine: number } })
        .islandsSeen;
      const line = document.querySelector("[data-open-now]");
      return {
        early: starts.filter(({ at }) => at < (performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Infinity)),
        line: line ? { emptyLine, filled: line.getBoundingClientRect().height, text: line.textContent ?? "" } : undefined,
      };
    });
    expect(found.early, `${path}: islands started before the first paint`).toEqual([]);
    if (found.line) {
      expect(found.line.text, `${path}: the open-now line`).not.toBe("");
      expect(found.line.filled, `${path}: the open-now line's height once filled`).toBe(found.line.emptyLine);
    }
  }
});
