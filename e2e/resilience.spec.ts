/**
 * When the pages' scripts never arrive, or scripting is off: every page is still readable and reachable
 * (the phone menu is a link to the menu), and the carousel, whose script is fetched after the first
 * paint, gives up on it and stays a strip a reader can scroll.
 */
import { expect, test, type Page, type Route } from "@playwright/test";
import { pageFor, pages, readContent, site } from "../test-support/content";
import { coffeeFile } from "../src/schema/schema";
import { GIVE_UP_MS } from "../src/islands/carousel";

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

test("a carousel whose script never arrives gives up after its wait, and stays the strip even if the script comes later", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.clock.install();
  let held: Route | undefined;
  await page.route(/\/islands\/carousel-swiper-/, (route) => {
    held = route;
  });
  await page.goto(coffee);
  await expect.poll(() => Boolean(held), { message: "the carousel asked for its script" }).toBe(true);

  await page.clock.runFor(GIVE_UP_MS - 1000);
  await expect(region(page)).not.toHaveAttribute("data-static");
  await page.clock.runFor(2000);
  await expect(region(page)).toHaveAttribute("data-static", "");

  // The script arrives after all: nothing changes under the reader.
  await held!.continue();
  await page.waitForLoadState("networkidle");
  await page.clock.runFor(carousel.intervalSeconds * 2000);
  await expectStrip(page);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test("the carousel is the strip as served, with every photograph visible when scrolled to", async ({ page }) => {
    await page.goto(coffee);
    await expect(region(page).locator('[tabindex="0"]')).toBeVisible();
    await expectStrip(page);
  });
});
