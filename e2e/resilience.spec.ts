/**
 * When the pages' scripts never arrive, or scripting is off: every page is still readable and reachable
 * (the phone menu is a link to the menu), and the carousel is a strip a reader can scroll. How each
 * engine gives up on a script that hangs or fails is e2e/engines/give-up.spec.ts.
 */
import { expect, test, type Page } from "@playwright/test";
import { pageFor, pages, readContent, site } from "../test-support/content";
import { coffeeFile } from "../src/schema/schema";

const coffee = pageFor(coffeeFile).path;
const { carousel } = readContent(coffeeFile).data;
const region = (page: Page) => page.getByRole("region", { name: carousel.label });

/** The carousel as a strip: no control that needs a script, and every photograph can be scrolled to. */
async function expectStrip(page: Page) {
  await expect(region(page).getByRole("button")).toHaveCount(0);
  for (const slide of carousel.slides as { alt: string }[]) {
    const photo = region(page).getByAltText(slide.alt).last();
    await photo.scrollIntoViewIfNeeded();
    await expect(photo).toBeInViewport({ ratio: 0.9 });
    await expect(photo).toBeVisible();
  }
  await expect(region(page).getByRole("group")).toHaveCount(carousel.slides.length);
}

for (const width of [390, 1280]) {
  test(`at ${width} px, with every island's script refused, content stays readable and navigation reaches every page`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const refused: string[] = [];
    await page.route(/\/islands\//, async (route) => {
      refused.push(route.request().url());
      await route.abort();
    });
    await page.goto("/");
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
    expect(refused.length, "the pages asked for their islands").toBeGreaterThan(0);
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test("the carousel is the strip as served, with every photograph visible when scrolled to", async ({ page }) => {
    await page.goto(coffee);
    await expect(region(page).locator('[tabindex="0"]')).toBeVisible();
    await expectStrip(page);
  });
});
