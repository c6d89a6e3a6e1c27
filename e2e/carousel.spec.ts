/**
 * The /coffee carousel, what only Chromium through Playwright can watch: which photographs it fetches
 * and when (on a controlled clock, `page.clock`), layout shift, and where Swiper's styles go (its script:
 * budgets.spec.ts). How it turns, stops and moves is tested in every engine in
 * e2e/engines/carousel.spec.ts; without its script, in resilience.spec.ts.
 */
import { expect, test, type Page } from "@playwright/test";
import { pageFor, readContent } from "../test-support/content";
import { layoutShift } from "../test-support/first-view-font";
import { fillPattern } from "../src/lib/pattern";
import { coffeeFile, teamFile } from "../src/schema/schema";

const coffee = pageFor(coffeeFile).path;

const { carousel } = readContent(coffeeFile).data;
const total: number = carousel.slides.length;
const region = (page: Page) => page.getByRole("region", { name: carousel.label });
const button = (page: Page, name: string) => region(page).getByRole("button", { name, exact: true });
const indicator = (page: Page, n: number) => button(page, fillPattern(carousel.controls.goTo, { n, total }));
const slides = (page: Page) => region(page).locator(`[aria-roledescription="${carousel.slideRoleDescription}"]`);

/** Swiper has taken over once the slides that are not showing are hidden from assistive technology. */
async function ready(page: Page) {
  await expect(slides(page).nth(1)).toHaveAttribute("aria-hidden", "true");
}

/**
 * Opens /coffee on a paused clock, so the carousel only moves when the test lets time pass. Pointing at
 * it and away again restarts its countdown, so every test starts a full interval from the next slide.
 */
async function open(page: Page) {
  await page.clock.install();
  await page.goto(coffee);
  await ready(page);
  // A moment ahead of the page's clock, read again if a busy machine let the clock pass it first.
  await expect(async () => page.clock.pauseAt(await page.evaluate(() => Date.now() + 250))).toPass();
  await region(page).locator("figure").first().hover();
  await page.mouse.move(1, 1);
}

test.describe("the /coffee carousel", () => {
  test("loads the first photograph with the page, the next once it runs, each further one before it is shown", async ({ page }) => {
    const requested = new Set<string>();
    page.on("request", (request) => requested.add(new URL(request.url()).pathname));
    await open(page);
    await page.waitForLoadState("networkidle");
    const fetched = async () => {
      const perSlide = await slides(page).evaluateAll((els) =>
        els.map((el) =>
          Array.from(el.querySelectorAll("picture source, picture img"))
            .flatMap((node) => (node.getAttribute("srcset") ?? "").split(","))
            .map((entry) => entry.trim().split(" ")[0] ?? "")
            .filter(Boolean),
        ),
      );
      return perSlide.map((urls) => urls.some((url) => requested.has(url)));
    };
    // Which photographs should have come by now (0-based), however many the content has.
    const expected = new Set([0, 1]);
    const asExpected = () => Array.from({ length: total }, (_, i) => expected.has(i));
    expect(await fetched()).toEqual(asExpected());
    await button(page, carousel.controls.next).click();
    expected.add(2 % total);
    await expect.poll(fetched).toEqual(asExpected());
    // Pointing at a control fetches the photograph it leads to, here the last one (previous from the first).
    await button(page, carousel.controls.previous).click();
    expected.add(total - 1);
    await expect.poll(fetched).toEqual(asExpected());
    // An indicator pointed at fetches its photograph: the first not fetched yet, if any is left.
    const waiting = Array.from({ length: total }, (_, i) => i).find((i) => !expected.has(i)) ?? total - 1;
    await indicator(page, waiting + 1).hover();
    expected.add(waiting);
    await expect.poll(fetched).toEqual(asExpected());
  });
});

/**
 * Cumulative layout shift while /coffee loads and its island hands the strip to Swiper, with the web font
 * held back: its arrival moves text on every page a little (the typeface's own budget, typeface.spec.ts),
 * which would hide what this test is about.
 */
for (const width of [390, 1280]) {
  test(`no layout shift while /coffee loads and the carousel starts, at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.route(/\.woff2$/, (route) => route.abort());
    await page.goto(coffee, { waitUntil: "networkidle" });
    await ready(page);
    await expect(region(page).locator("img").first()).toHaveJSProperty("complete", true);
    await page.waitForTimeout(500);
    expect(await page.evaluate(layoutShift)).toBe(0);
  });
}

test("Swiper's styles reach /coffee only", async ({ page }) => {
  await page.goto(pageFor(teamFile).path);
  expect(await page.content()).not.toContain("swiper-slide");
});
