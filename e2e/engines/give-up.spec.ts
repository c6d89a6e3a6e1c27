/**
 * What a page fetches after its HTML, it gives up on by GIVE_UP_MS (src/islands/give-up.ts): in each
 * engine, with the site holding the scripts back or failing them, and the page's long timers under the
 * test's hand (a fake clock, test-support/visitor/site.ts). Held forever, a script leaves its islands
 * as they are without script once the wait is over, not before; one that fails does so at once; one that
 * comes after the wait changes nothing. In every case no photograph stays hidden, no control is dead,
 * and nothing is logged but the engine's own note of the failed load.
 */
import { GIVE_UP_MS } from "../../src/islands/give-up";
import { coffeeFile } from "../../src/schema/schema";
import { everyPage, pageFor, readContent } from "../../test-support/content";
import { expect, test, type Visitor } from "../../test-support/visitor";

const coffee = pageFor(coffeeFile).path;
const { carousel } = readContent(coffeeFile).data;
const ISLAND_SCRIPTS = /^\/islands\/[^/]+\.js$/;
const SWIPER = /^\/islands\/carousel-swiper-[^/]+\.js$/;
const PHONE = { width: 390, height: 844 };

/** What a reader meets: islands started or static, photographs hidden, buttons that belong to no working island, the carousel's motion. */
const onScreen = (visitor: Visitor) =>
  visitor.evaluate(() => {
    const shown = (element: Element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== "hidden";
    const islands = [...document.querySelectorAll("[data-island]")];
    return {
      islands: islands.length,
      started: islands.filter((element) => element.hasAttribute("data-island-started")).length,
      static: islands.filter((element) => element.hasAttribute("data-static")).length,
      hiddenPhotos: [...document.querySelectorAll("main img")].filter((img) => !shown(img)).map((img) => img.getAttribute("alt")),
      deadButtons: [...document.querySelectorAll("button")]
        .filter((button) => shown(button) && !button.closest("[data-island-started]:not([data-static])"))
        .map((button) => button.textContent?.trim()),
      sliding: document.querySelector(".swiper-initialized") !== null,
    };
  });

/**
 * Problems other than the engine's own note that something it asked for did not come: the failed script,
 * or on the 404 page the page itself. A script's uncaught error or unhandled rejection is always a problem
 * (a rejected import not caught shows as "Failed to fetch dynamically imported module" or "error loading
 * dynamically imported module").
 */
async function problems(visitor: Visitor): Promise<string[]> {
  const engineNote = /Failed to load resource|status of 404|net::ERR_|Loading module from .* was blocked/i;
  return (await visitor.problems()).filter((problem) => !engineNote.test(problem) || /dynamically imported|unhandled/i.test(problem));
}

/** The carousel's photographs, each shown when scrolled to: the strip a reader scrolls without script. */
async function expectStrip(visitor: Visitor) {
  const photos = await visitor.evaluate((label) => {
    const region = document.querySelector(`section[aria-label=${JSON.stringify(label)}]`)!;
    return [...region.querySelectorAll("img")].map((img) => {
      img.scrollIntoView({ block: "nearest", inline: "nearest" });
      const box = img.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && box.right > 0 && box.left < innerWidth;
    });
  }, carousel.label);
  expect(photos).toEqual(carousel.slides.map(() => true));
}

/** At phone width the menu is reached by its link, which opens the list without script. */
async function menuOpensByLink(visitor: Visitor) {
  await visitor.click('a[data-menu][href="#site-menu"]');
  await expect.poll(() => visitor.evaluate(() => getComputedStyle(document.querySelector("nav#site-menu")!).display)).not.toBe("none");
}

/** Waits until the scripts the site held have been asked for and the page's timers are set. */
const askedFor = (visitor: Visitor, pattern: RegExp) =>
  expect
    .poll(() => visitor.held().filter((path) => pattern.test(path)).length, { message: "the page asked for its scripts" })
    .toBeGreaterThan(0);

for (const { path, label } of everyPage) {
  test(`${label}: island scripts that never come are given up after the wait, and one that comes later changes nothing`, async ({
    visitor,
  }) => {
    visitor.serve({ hold: ISLAND_SCRIPTS, fakeClock: true });
    await visitor.open(path, PHONE);
    await askedFor(visitor, ISLAND_SCRIPTS);
    const waiting = await onScreen(visitor);
    expect(waiting.islands, "islands on the page").toBeGreaterThan(0);
    expect(waiting).toMatchObject({ started: 0, static: 0 });

    await visitor.advanceClock(GIVE_UP_MS - 1000);
    expect((await onScreen(visitor)).static, "islands given up a second before the wait is over").toBe(0);
    await visitor.advanceClock(2000);
    const gaveUp = await onScreen(visitor);
    expect(gaveUp).toMatchObject({ started: 0, static: waiting.islands, hiddenPhotos: [], deadButtons: [], sliding: false });
    if (path === coffee) await expectStrip(visitor);

    // The scripts come after all: they run, and leave the page as it is.
    visitor.release();
    await expect
      .poll(() =>
        visitor.evaluate(() => performance.getEntriesByType("resource").filter((entry) => entry.name.includes("/islands/")).length),
      )
      .toBeGreaterThan(0);
    await visitor.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    expect(await onScreen(visitor)).toEqual(gaveUp);
    await menuOpensByLink(visitor);
    expect(await problems(visitor)).toEqual([]);
  });
}

test("Swiper that never comes: the carousel becomes the strip after the wait, the other islands work, and Swiper later changes nothing", async ({
  visitor,
}) => {
  visitor.serve({ hold: SWIPER, fakeClock: true });
  await visitor.open(coffee, PHONE);
  await askedFor(visitor, SWIPER);
  const waiting = await onScreen(visitor);
  expect(waiting.started, "every island started").toBe(waiting.islands);

  await visitor.advanceClock(GIVE_UP_MS - 1000);
  expect((await onScreen(visitor)).static, "the carousel given up a second before the wait is over").toBe(0);
  await visitor.advanceClock(2000);
  const gaveUp = await onScreen(visitor);
  expect(gaveUp).toMatchObject({ static: 1, hiddenPhotos: [], deadButtons: [], sliding: false });
  await expectStrip(visitor);

  visitor.release();
  await expect
    .poll(() => visitor.evaluate(() => performance.getEntriesByType("resource").some((entry) => entry.name.includes("carousel-swiper"))))
    .toBe(true);
  await visitor.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  expect(await onScreen(visitor)).toEqual(gaveUp);
  expect(await problems(visitor)).toEqual([]);
});

for (const [failure, conditions] of [
  ["answered 404", { notFound: ISLAND_SCRIPTS }],
  ["cut off by a network error", { drop: ISLAND_SCRIPTS }],
] as const) {
  test(`island scripts ${failure}: the page is as without script at once, with no wait`, async ({ visitor }) => {
    // The fake clock never moves: only the failure itself can end the wait.
    visitor.serve({ ...conditions, fakeClock: true });
    await visitor.open(coffee, PHONE);
    await expect
      .poll(
        async () => {
          const { islands, static: given } = await onScreen(visitor);
          return islands > 0 && given === islands;
        },
        { message: "every island given up" },
      )
      .toBe(true);
    expect(await onScreen(visitor)).toMatchObject({ started: 0, hiddenPhotos: [], deadButtons: [], sliding: false });
    await expectStrip(visitor);
    await menuOpensByLink(visitor);
    expect(await problems(visitor)).toEqual([]);
  });
}

test("Swiper answered 404: the carousel is the strip at once, with no wait", async ({ visitor }) => {
  visitor.serve({ notFound: SWIPER, fakeClock: true });
  await visitor.open(coffee, PHONE);
  await expect.poll(async () => (await onScreen(visitor)).static).toBe(1);
  expect(await onScreen(visitor)).toMatchObject({ hiddenPhotos: [], deadButtons: [], sliding: false });
  await expectStrip(visitor);
  expect(await problems(visitor)).toEqual([]);
});
