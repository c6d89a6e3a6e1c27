/**
 * The /coffee carousel in each engine: it turns by itself, stops and moves the way the APG carousel
 * pattern and WCAG 2.2.2 ask, and holds still with reduced motion. It turns only once a visitor is there
 * to see it: prerendered, or back from the back/forward cache, it waits a whole interval from the moment
 * the page is shown.
 *
 * Its countdown runs on the page's clock under the test's hand (`serve({ fakeClock })`, which holds the
 * page's timers of an interval or more until `advanceClock`), so a test moves time on by an interval
 * less a moment, sees nothing turn, then by the moment, and sees the next slide: no waiting, and no
 * margin for a busy machine. The viewport's aria-live is "polite" exactly while the carousel holds still,
 * by pointer, pause button, keyboard focus or reduced motion (src/islands/carousel-swiper.ts). How many
 * photographs there are is the content's: two at least (the schema's minimum), and every step below
 * works out where it leads from that count.
 */
import { coffeeFile } from "../../src/schema/schema";
import { pageFor, pages, readContent } from "../../test-support/content";
import { fillPattern } from "../../src/lib/pattern";
import { expect, test, type Visitor } from "../../test-support/visitor";

const coffee = pageFor(coffeeFile).path;
const { carousel } = readContent(coffeeFile).data;
const total: number = carousel.slides.length;
const interval = carousel.intervalSeconds * 1000;
const fill = (pattern: string, n: number) => fillPattern(pattern, { n, total });
/** The slide after the n-th, 1-based: the carousel goes back to the first after the last. */
const after = (n: number) => (n % total) + 1;

const REGION = `section[aria-label=${JSON.stringify(carousel.label)}]`;
const button = (name: string) => ({ css: `${REGION} button`, name });
const indicator = (n: number) => button(fill(carousel.controls.goTo, n));

/** What a visitor can tell about the carousel: which slide shows, whether it sits in the frame, and more. */
const state = (visitor: Visitor) =>
  visitor.evaluate(
    (region, names) => {
      const root = document.querySelector(region)!;
      const slides = [...root.querySelectorAll<HTMLElement>(".swiper-slide")];
      const exposed = slides.filter((slide) => !slide.hasAttribute("aria-hidden"));
      const frame = root.querySelector(".swiper")!;
      const current = [...root.querySelectorAll("button[aria-current='true']")].map((el) => names.indexOf(el.textContent.trim()) + 1);
      // The pause/play button's name: its text, less what is hidden from assistive technology.
      const named = (node: Node): string =>
        node instanceof Element
          ? node.getAttribute("aria-hidden") === "true"
            ? ""
            : [...node.childNodes].map(named).join("")
          : (node.textContent ?? "");
      const rotation = named(root.querySelector("button")!).trim();
      return {
        current: current.length === 1 && exposed.length === 1 ? current[0]! : 0,
        inFrame: exposed.length === 1 && Math.round(exposed[0]!.getBoundingClientRect().left - frame.getBoundingClientRect().left) === 0,
        live: frame.getAttribute("aria-live"),
        rotation,
        ready: slides[1]?.getAttribute("aria-hidden") === "true",
      };
    },
    REGION,
    Array.from({ length: total }, (_, i) => fill(carousel.controls.goTo, i + 1)),
  );

const shown = async (visitor: Visitor, n: number, timeout?: number) =>
  expect
    .poll(
      async () => {
        const now = await state(visitor);
        return now.inFrame ? now.current : 0;
      },
      { timeout },
    )
    .toBe(n);

/** Opens /coffee and waits for Swiper to take over the server-rendered strip. */
async function open(visitor: Visitor, height = 900) {
  await visitor.open(coffee, { width: 1280, height });
  await expect.poll(async () => (await state(visitor)).ready).toBe(true);
}

/** The page's countdowns wait for `later` (the open-now line's minute among them). */
const handClock = (visitor: Visitor, conditions = {}) => visitor.serve({ ...conditions, fakeClock: { from: interval } });
// In every test, so that a slow engine never sees it turn by itself between two steps.
test.beforeEach(({ visitor }) => handClock(visitor));
/** Moves the page's clock `ms` on. */
const later = (visitor: Visitor, ms: number) => visitor.advanceClock(ms);
/** A moment short of a whole interval: then, nothing has turned yet. */
const MOMENT = 100;

test("turns by itself once an interval has passed, and holds while the pointer is over it", async ({ visitor }) => {
  await open(visitor);
  await visitor.hover(`${REGION} .swiper-slide:first-child figure`);
  await expect.poll(async () => (await state(visitor)).live).toBe("polite");
  await visitor.click(button(carousel.controls.next));
  await shown(visitor, 2);
  await later(visitor, 2 * interval);
  expect((await state(visitor)).current, "two intervals under the pointer").toBe(2);
  await visitor.away();
  expect((await state(visitor)).live).toBe("off");
  await later(visitor, interval - MOMENT);
  expect((await state(visitor)).current, "a moment before an interval from the pointer leaving").toBe(2);
  await later(visitor, MOMENT);
  await shown(visitor, after(2));
});

test("the pause button stops it for a whole interval and more, and play restarts it", async ({ visitor }) => {
  await open(visitor);
  await visitor.click(button(carousel.controls.pause));
  await visitor.away();
  expect(await state(visitor)).toMatchObject({ rotation: carousel.controls.play, live: "polite" });
  // axe on the still carousel (every-page.spec.ts scans it running).
  expect(await visitor.axe()).toEqual([]);
  await later(visitor, 2 * interval);
  expect((await state(visitor)).current, "two intervals paused").toBe(1);
  await visitor.click(button(carousel.controls.play));
  await visitor.away();
  await expect.poll(() => state(visitor)).toMatchObject({ rotation: carousel.controls.pause, live: "off" });
  await later(visitor, interval);
  await shown(visitor, 2);
});

test("previous, next and the indicators go where they say, wrapping at both ends, with no error", async ({ visitor }) => {
  await open(visitor);
  await visitor.click(button(carousel.controls.next));
  await shown(visitor, 2);
  await visitor.click(button(carousel.controls.previous));
  await shown(visitor, 1);
  await visitor.click(button(carousel.controls.previous));
  await shown(visitor, total);
  await visitor.click(button(carousel.controls.next));
  await shown(visitor, 1);
  await visitor.click(indicator(total));
  await shown(visitor, total);
  // Each photograph shown came under the site's policy, with nothing blocked or failing.
  expect(await visitor.problems()).toEqual([]);
});

test("keyboard focus stops it, arrow keys move it only from inside, PageDown still scrolls", async ({ visitor }) => {
  await open(visitor, 600);
  await visitor.focus("main");
  await visitor.press("ArrowRight");
  await visitor.press("Tab");
  expect(await state(visitor)).toMatchObject({ current: 1, rotation: carousel.controls.play, live: "polite" });
  expect(await visitor.evaluate(() => document.activeElement?.tagName)).toBe("BUTTON");

  await visitor.press("ArrowRight");
  await shown(visitor, 2);
  await visitor.press("ArrowLeft");
  await shown(visitor, 1);
  // Back from the first to the last: reached by a key alone, its photograph still arrives.
  await visitor.press("ArrowLeft");
  await shown(visitor, total);
  await expect
    .poll(() =>
      visitor.evaluate(
        (region) =>
          [...document.querySelectorAll<HTMLImageElement>(`${region} .swiper-slide:last-child img`)].every(
            (img) => img.complete && img.naturalWidth > 0,
          ),
        REGION,
      ),
    )
    .toBe(true);

  await visitor.evaluate(() => window.scrollTo(0, 0));
  await visitor.press("PageDown");
  await expect.poll(() => visitor.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  expect((await state(visitor)).current).toBe(total);

  await visitor.press("Enter");
  await expect.poll(async () => (await state(visitor)).rotation).toBe(carousel.controls.pause);
});

test.describe("with reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("it starts still, moves instantly when asked, and play still works", async ({ visitor }) => {
    await open(visitor);
    await expect.poll(() => state(visitor)).toMatchObject({ current: 1, rotation: carousel.controls.play, live: "polite" });
    await visitor.click(button(carousel.controls.next));
    // Instantly: global.css caps every transition at 0.01 ms with reduced motion (300 ms otherwise).
    const duration = await visitor.evaluate(
      (region) => getComputedStyle(document.querySelector(`${region} .swiper-wrapper`)!).transitionDuration,
      REGION,
    );
    expect(parseFloat(duration)).toBeLessThanOrEqual(0.00001);
    await shown(visitor, 2);
    await visitor.click(button(carousel.controls.play));
    await visitor.away();
    await expect.poll(() => state(visitor)).toMatchObject({ rotation: carousel.controls.pause, live: "off" });
  });
});

test("prerendered, it holds its first slide until the visitor arrives, and turns a whole interval after", async ({ visitor }) => {
  handClock(visitor, { prerendered: true });
  await open(visitor);
  await later(visitor, 2 * interval);
  expect(await state(visitor), "unseen for two intervals").toMatchObject({
    current: 1,
    inFrame: true,
    rotation: carousel.controls.pause,
  });
  await visitor.activate();
  await later(visitor, interval - MOMENT);
  expect((await state(visitor)).current, "a moment before an interval from the visitor's arrival").toBe(1);
  await later(visitor, MOMENT);
  await shown(visitor, 2);
});

test.describe("with the back/forward cache", () => {
  test.use({ backForwardCache: true });

  test("back by the back button, it waits a whole interval before it turns, however long it had been counting", async ({ visitor }) => {
    const elsewhere = pages.find((page) => page.path !== coffee)!;
    await open(visitor);
    // Left a moment before it would have turned.
    await later(visitor, interval - MOMENT);
    await visitor.evaluate(() => ((window as unknown as { left: boolean }).left = true));
    await visitor.click({ css: "nav#site-menu a", name: elsewhere.label });
    await expect.poll(() => visitor.path()).toBe(elsewhere.path);
    await visitor.back();
    await expect.poll(() => visitor.path().catch(() => "")).toBe(coffee);
    expect(await visitor.evaluate(() => (window as unknown as { left?: boolean }).left), "the page as it was left").toBe(true);
    await later(visitor, interval - MOMENT);
    expect((await state(visitor)).current, "a moment before a whole interval back").toBe(1);
    await later(visitor, MOMENT);
    await shown(visitor, 2);
  });
});
