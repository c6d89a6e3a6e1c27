/**
 * The /coffee carousel in Chromium: it turns by itself, and stops, pauses and moves the way the APG
 * carousel pattern and WCAG 2.2.2 ask. Timing runs on Playwright's controlled clock (`page.clock`).
 */
import { expect, test, type Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { pageFor, readContent } from "../test-support/content";
import { coffeeFile, teamFile } from "../src/schema/schema";

const coffee = pageFor(coffeeFile).path;

const { carousel } = readContent(coffeeFile).data;
const total: number = carousel.slides.length;
const interval = carousel.intervalSeconds * 1000;
const fill = (pattern: string, n: number) => pattern.replace("{n}", String(n)).replace("{total}", String(total));

const region = (page: Page) => page.getByRole("region", { name: carousel.label });
const button = (page: Page, name: string) => region(page).getByRole("button", { name, exact: true });
const indicator = (page: Page, n: number) => button(page, fill(carousel.controls.goTo, n));
const slides = (page: Page) => region(page).locator(`[aria-roledescription="${carousel.slideRoleDescription}"]`);

/** Swiper has taken over once the slides that are not showing are hidden from assistive technology. */
async function ready(page: Page) {
  await expect(slides(page).nth(1)).toHaveAttribute("aria-hidden", "true");
}

/** Slide n (from 1) is the current one: its indicator says so, it is exposed, and it sits in the frame. */
async function expectShown(page: Page, n: number) {
  await expect(indicator(page, n)).toHaveAttribute("aria-current", "true");
  const slide = region(page).getByRole("group", { name: fill(carousel.slideLabel, n), exact: true });
  await expect(slide).toBeVisible();
  await expect
    .poll(() => slide.evaluate((el) => Math.round(el.getBoundingClientRect().left - el.parentElement!.parentElement!.getBoundingClientRect().left)))
    .toBe(0);
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

const away = (page: Page) => page.mouse.move(1, 1);

test.describe("the /coffee carousel", () => {
  test("advances by itself each interval and wraps from the last slide to the first", async ({ page }) => {
    await open(page);
    await expectShown(page, 1);
    await page.clock.runFor(interval - 1);
    await expectShown(page, 1);
    await page.clock.runFor(1);
    await expectShown(page, 2);

    await indicator(page, total).click();
    await away(page);
    await expectShown(page, total);
    await page.clock.runFor(interval);
    await expectShown(page, 1);
  });

  test("pauses while the pointer is over it and resumes when it leaves", async ({ page }) => {
    await open(page);
    await region(page).locator("figure").first().hover();
    await page.clock.runFor(interval * 3);
    await expectShown(page, 1);
    await away(page);
    await page.clock.runFor(interval);
    await expectShown(page, 2);
  });

  test("previous, next and the indicators go where they say", async ({ page }) => {
    await open(page);
    await button(page, carousel.controls.next).click();
    await expectShown(page, 2);
    await button(page, carousel.controls.previous).click();
    await expectShown(page, 1);
    await button(page, carousel.controls.previous).click();
    await expectShown(page, total);
    await indicator(page, 3).click();
    await expectShown(page, 3);
    await expect(slides(page).and(page.locator(":not([aria-hidden])"))).toHaveCount(1);
  });

  test("the pause button stops it for good and play restarts it", async ({ page }) => {
    await open(page);
    await button(page, carousel.controls.pause).click();
    await away(page);
    await expect(button(page, carousel.controls.play)).toBeVisible();
    await expect(slides(page).first().locator("xpath=../..")).toHaveAttribute("aria-live", "polite");
    await page.clock.runFor(interval * 3);
    await expectShown(page, 1);

    await button(page, carousel.controls.play).click();
    await away(page);
    await expect(button(page, carousel.controls.pause)).toBeVisible();
    await expect(slides(page).first().locator("xpath=../..")).toHaveAttribute("aria-live", "off");
    await page.clock.runFor(interval);
    await expectShown(page, 2);
  });

  test("keyboard focus stops it; arrow keys move it while focus is inside; play restarts it", async ({ page }) => {
    await open(page);
    await page.locator("main").focus();
    await page.keyboard.press("ArrowRight");
    await expectShown(page, 1);

    await page.keyboard.press("Tab");
    await expect(button(page, carousel.controls.play)).toBeFocused();
    await page.clock.runFor(interval * 3);
    await expectShown(page, 1);

    await page.keyboard.press("ArrowRight");
    await expectShown(page, 2);
    await page.keyboard.press("ArrowLeft");
    await expectShown(page, 1);

    await page.keyboard.press("Enter");
    await expect(button(page, carousel.controls.pause)).toBeFocused();
    await page.clock.runFor(interval);
    await expectShown(page, 2);
  });

  test("PageDown scrolls the page, also with focus in the carousel", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    await open(page);
    await page.locator("main").focus();
    await page.keyboard.press("Tab");
    await expect(button(page, carousel.controls.play)).toBeFocused();
    await page.evaluate(() => window.scrollTo(0, 0));
    const before = await page.evaluate(() => window.scrollY);
    await page.keyboard.press("PageDown");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before);
    await expectShown(page, 1);
  });

  test("with reduced motion it stays still and moves instantly, and play still works", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await open(page);
    await expect(button(page, carousel.controls.play)).toBeVisible();
    await page.clock.runFor(interval * 3);
    await expectShown(page, 1);

    await button(page, carousel.controls.next).click();
    // Instantly: the strip's move lasts at most 0.01 ms (global.css caps every transition with reduced
    // motion; the site's default is 300 ms), so it is complete by the next frame.
    const strip = slides(page).first().locator("xpath=..");
    expect(parseFloat(await strip.evaluate((el) => getComputedStyle(el).transitionDuration))).toBeLessThanOrEqual(0.00001);
    await expectShown(page, 2);

    await button(page, carousel.controls.play).click();
    await away(page);
    await page.clock.runFor(interval);
    await expectShown(page, 3);
  });

  test("loads the first photograph with the page, the next once it runs, each further one before it is shown", async ({
    page,
  }) => {
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
    expect(await fetched()).toEqual(Array.from({ length: total }, (_, i) => i < 2));
    await button(page, carousel.controls.next).click();
    await expect.poll(fetched).toEqual(Array.from({ length: total }, (_, i) => i < 3));
    // Pointing at a control fetches the photograph it leads to, here the last one (previous from the first).
    await button(page, carousel.controls.previous).click();
    await expect.poll(fetched).toEqual(Array.from({ length: total }, (_, i) => i < 3 || i === total - 1));
    await indicator(page, 5).hover();
    await expect.poll(fetched).toEqual(Array.from({ length: total }, (_, i) => i < 3 || i === 4 || i === total - 1));
  });

  test("a slide reached by an arrow key alone, with nothing pointed at first, shows its photograph", async ({ page }) => {
    await open(page);
    // Focus on the pause button (no control that leads anywhere), then back from the first slide to the last.
    await button(page, carousel.controls.pause).focus();
    await page.keyboard.press("ArrowLeft");
    await expectShown(page, total);
    const photo = slides(page).last().locator("img");
    await expect(photo).toBeVisible();
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  });

  test("axe finds no WCAG 2.2 AA or best-practice problem, running or paused", async ({ page }) => {
    // A real clock here: axe waits on timers of its own.
    await page.goto(coffee);
    await ready(page);
    const scan = () =>
      new AxeBuilder({ page })
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
        .analyze();
    expect((await scan()).violations).toEqual([]);
    await button(page, carousel.controls.pause).click();
    expect((await scan()).violations).toEqual([]);
  });
});

/**
 * Cumulative layout shift while /coffee loads, hydrates and Swiper takes over, with the web font held
 * back: when it arrives it swaps in and reflows the text of every page (the site's font loading, not the
 * carousel; see the README), which would hide what this test is about.
 */
for (const width of [390, 1280]) {
  test(`no layout shift while /coffee loads and the carousel starts, at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.route(/\.woff2$/, (route) => route.abort());
    await page.addInitScript(() => {
      const win = window as unknown as { layoutShift: number };
      win.layoutShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) win.layoutShift += entry.value;
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto(coffee, { waitUntil: "networkidle" });
    await ready(page);
    await expect(region(page).locator("img").first()).toHaveJSProperty("complete", true);
    await page.waitForTimeout(500);
    const cls = await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
    test.info().annotations.push({ type: "CLS", description: String(cls) });
    expect(cls).toBe(0);
  });
}

test("Swiper's code and styles reach /coffee only", async ({ page }) => {
  const swiperIn = async (path: string) => {
    const scripts: Promise<string>[] = [];
    const record = (response: import("@playwright/test").Response) => {
      if (response.request().resourceType() === "script" && response.ok()) scripts.push(response.text());
    };
    page.on("response", record);
    await page.goto(path, { waitUntil: "networkidle" });
    page.off("response", record);
    const bodies = [...(await Promise.all(scripts)), await page.content()];
    return bodies.filter((body) => body.includes("swiper-slide")).length;
  };
  expect(await swiperIn(pageFor(teamFile).path)).toBe(0);
  expect(await swiperIn(coffee)).toBeGreaterThan(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test("all seven photographs can be scrolled to, and no control that needs a script is shown", async ({ page }) => {
    await page.goto(coffee);
    await expect(region(page).getByRole("button")).toHaveCount(0);
    const strip = region(page).locator('[tabindex="0"]');
    await expect(strip).toBeVisible();
    for (const slide of carousel.slides as { alt: string }[]) {
      const photo = region(page).getByAltText(slide.alt).last();
      await photo.scrollIntoViewIfNeeded();
      await expect(photo).toBeInViewport({ ratio: 0.9 });
      await expect(photo).toBeVisible();
    }
    expect(await region(page).getByRole("group").count()).toBe(total);
  });
});
