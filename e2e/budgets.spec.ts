/**
 * Exact byte budgets on first view, as served, and content before scripts (the timing budgets live in
 * `npm run bench`).
 */
import { expect, test } from "@playwright/test";
import { pageFor, pages, site } from "../test-support/content";
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
      if (view.bytes.script > BUDGETS.scriptBytes(path === pageFor(coffeeFile).path))
        problems.push(`${at}: ${kb(view.bytes.script)} KB of script`);
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

test("Gatsby's scripts start only once a page's first text and its judged photograph are on screen, and then hydrate it", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const { path } of pages) {
    await page.goto(path);
    // The app's own script, once it has arrived (its name is Gatsby's: app-<hash>.js).
    const app = () =>
      page.evaluate(() => performance.getEntriesByType("resource").find((entry) => /\/app-[0-9a-f]+\.js$/.test(entry.name))?.startTime);
    await expect.poll(app, { message: `${path}: the scripts never started` }).toBeGreaterThan(0);
    const firstPaint = await page.evaluate(() => performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Infinity);
    const photo = await page.evaluate(() => {
      const judged = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
      return judged
        ? ((performance.getEntriesByName(judged.currentSrc)[0] as PerformanceResourceTiming | undefined)?.responseEnd ?? Infinity)
        : 0;
    });
    const started = (await app())!;
    expect(started, `${path}: scripts started before the first paint`).toBeGreaterThan(firstPaint);
    expect(started, `${path}: scripts started before the judged photograph had arrived`).toBeGreaterThan(photo);
    // Hydrated: the menu control becomes a button, which only the scripts make work.
    await expect(page.getByRole("button", { name: site.labels.menu })).toBeVisible();
  }
});
