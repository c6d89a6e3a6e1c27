/**
 * When the pages' scripts never arrive: every page is still readable and reachable, and the carousel,
 * whose script is fetched after the first paint, gives up on it and stays a strip a reader can scroll.
 */
import { expect, test, type Route } from "@playwright/test";
import { pageFor, pages, readContent, site } from "../test-support/content";
import { coffeeFile } from "../src/schema/schema";
import { GIVE_UP_MS } from "../src/islands/carousel";

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
  const { carousel } = readContent(coffeeFile).data;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.clock.install();
  let held: Route | undefined;
  await page.route(/\/islands\/carousel-swiper-/, (route) => {
    held = route;
  });
  await page.goto(pageFor(coffeeFile).path);
  await expect.poll(() => Boolean(held), { message: "the carousel asked for its script" }).toBe(true);

  const region = page.getByRole("region", { name: carousel.label });
  await page.clock.runFor(GIVE_UP_MS - 1000);
  await expect(region).not.toHaveAttribute("data-static");
  await page.clock.runFor(2000);
  await expect(region).toHaveAttribute("data-static", "");

  // The script arrives after all: nothing changes under the reader.
  await held!.continue();
  await page.waitForLoadState("networkidle");
  await page.clock.runFor(carousel.intervalSeconds * 2000);
  await expect(region.getByRole("button")).toHaveCount(0);
  for (const slide of carousel.slides as { alt: string }[]) {
    const photo = region.getByAltText(slide.alt);
    await photo.scrollIntoViewIfNeeded();
    await expect(photo).toBeInViewport({ ratio: 0.9 });
  }
  await expect(region.getByRole("group")).toHaveCount(carousel.slides.length);
});
