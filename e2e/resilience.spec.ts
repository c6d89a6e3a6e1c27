/** When the page's JavaScript never arrives, the page is still readable and every page reachable. */
import { expect, test } from "@playwright/test";
import { pages, readContent, site } from "../test-support/content";

for (const width of [390, 1280]) {
  test(`at ${width} px, with page chunks blocked, content stays readable and navigation reaches every page`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const blocked: string[] = [];
    await page.route(/\/component---[^/]+\.js$/, async (route) => {
      blocked.push(route.request().url());
      await route.abort();
    });
    page.on("pageerror", () => undefined); // Gatsby reports the missing chunk; that is the point here.

    await page.goto("/");
    // The scripts start after the first paint: walk on only once they have asked for a chunk and been
    // refused, or a quick walk can load every page before any script runs and test nothing.
    await expect.poll(() => blocked.length).toBeGreaterThan(0);
    for (const { path, label, schema } of pages) {
      const nav = page.locator("nav#site-menu");
      if (!(await nav.isVisible())) await page.getByRole("link", { name: site.labels.menu }).click();
      await nav.getByRole("link", { name: label }).click();
      await expect(page).toHaveURL(new RegExp(`${path === "/" ? "/" : path}$`));
      const { data } = readContent(schema);
      if ("heading" in data) await expect(page.locator("h1")).toHaveText(data.heading as string);
      await expect(page.locator("main")).toBeVisible();
      await expect(page.getByRole("contentinfo")).toBeVisible();
    }
  });
}
