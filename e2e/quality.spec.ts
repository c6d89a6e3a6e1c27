/** What a visitor would notice on any page: sideways scrolling, errors, and calls to other sites. */
import { expect, test } from "@playwright/test";
import { everyPage, notFound, pages, site } from "../test-support/content";
import { watchPage } from "../test-support/watch";

for (const width of [320, 390, 768, 1280]) {
  test(`nothing scrolls sideways at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const { path } of everyPage) {
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} is ${overflow}px wider than the screen`).toBeLessThanOrEqual(0);
    }
  });
}

test("no page logs an error or warning, fails a request, or calls another origin", async ({ page, baseURL }) => {
  const origin = new URL(baseURL ?? "").origin;
  const watch = watchPage(page, origin);
  for (const { path } of pages) {
    await page.goto(path, { waitUntil: "networkidle" });
    // Scroll to the bottom so lazy images load too.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 500) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    });
    await page.waitForLoadState("networkidle");
  }
  expect(watch.consoleProblems).toEqual([]);
  expect(watch.failedRequests).toEqual([]);
  expect(watch.foreignRequests).toEqual([]);
});

test("the 404 page fails only on the unknown address itself, and logs nothing else", async ({ page, baseURL }) => {
  const origin = new URL(baseURL ?? "").origin;
  const watch = watchPage(page, origin);
  const response = await page.goto(notFound.path, { waitUntil: "networkidle" });
  expect(response?.status()).toBe(404);
  // Gatsby's runtime asks for the address and its page data before showing the 404 page; the browser
  // reports each of those 404s in the console, and nothing else may appear there.
  const ownAddress = new RegExp(`^404 ${origin}(/page-data)?${notFound.path}(/page-data\\.json)?$`);
  expect(watch.failedRequests.filter((failure) => !ownAddress.test(failure))).toEqual([]);
  expect(watch.consoleProblems.filter((problem) => !/^error: Failed to load resource: .* 404/.test(problem))).toEqual(
    [],
  );
  expect(watch.consoleProblems.length).toBeLessThanOrEqual(watch.failedRequests.length);
  expect(watch.foreignRequests).toEqual([]);
});

test("client-side navigation through all pages calls no other origin and logs nothing", async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const watch = watchPage(page, new URL(baseURL ?? "").origin);
  await page.goto("/");
  await expect(page.locator('header button[aria-controls="site-menu"]')).toBeAttached(); // hydrated
  for (const { label } of [...pages.slice(1), pages[0]!]) {
    await page.getByRole("navigation", { name: site.labels.mainNavigation }).getByRole("link", { name: label }).click();
    await expect(page.locator('nav a[aria-current="page"]')).toHaveText(label);
    await page.waitForLoadState("networkidle");
  }
  expect(watch.consoleProblems).toEqual([]);
  expect(watch.failedRequests).toEqual([]);
  expect(watch.foreignRequests).toEqual([]);
});
