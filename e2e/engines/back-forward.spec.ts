/**
 * The back button, in each engine: every page comes back from the back/forward cache as the visitor left
 * it, without loading again (nothing on the site keeps a page out: no unload handler, no `no-store`), and
 * the open-now line reads the clock again as the page returns. The carousel's part is in carousel.spec.ts.
 */
import { pages } from "../../test-support/content";
import { expect, test, type Visitor } from "../../test-support/visitor";

test.use({ backForwardCache: true });

const DESKTOP = { width: 1280, height: 900 };
const MENU_LINK = "nav#site-menu a";

/** The page's islands have run (the menu control is a button at phone width, and started at any width). */
const ready = (visitor: Visitor) =>
  expect
    .poll(() =>
      visitor.evaluate(() =>
        [...document.querySelectorAll("[data-island]")].every((element) => element.hasAttribute("data-island-started")),
      ),
    )
    .toBe(true);

/** Why Chromium did not restore the page, in its words (other engines do not say). */
const notRestoredReasons = (visitor: Visitor) =>
  visitor.evaluate(() => {
    const entry = performance.getEntriesByType("navigation")[0] as PerformanceEntry & { notRestoredReasons?: unknown };
    return JSON.stringify(entry.notRestoredReasons ?? "not given");
  });

/**
 * On a page with the open-now line, waits until the minute has at least 15 s to run: the line's own update
 * at the turn of the minute must not fall between the test's writing over it and its coming back.
 */
async function clearOfTheMinute(visitor: Visitor) {
  if (!(await visitor.evaluate(() => document.querySelector("[data-open-now]") !== null))) return;
  const second = Date.now() % 60_000;
  if (second > 45_000) await new Promise((resolve) => setTimeout(resolve, 61_000 - second));
}

for (const [index, { path, label }] of pages.entries()) {
  test(`${label} comes back from the back/forward cache as it was left, with the open-now line read again`, async ({ visitor }) => {
    const next = pages[(index + 1) % pages.length]!;
    await visitor.open(path, DESKTOP);
    await ready(visitor);
    await clearOfTheMinute(visitor);
    // What only the same document can still hold when it comes back, and, where the line is, a reading the page must replace.
    const reading = await visitor.evaluate(() => {
      (window as unknown as { visitorLeft: boolean }).visitorLeft = true;
      const line = document.querySelector("[data-open-now]");
      const now = line?.textContent ?? null;
      if (line) line.textContent = "(read before leaving)";
      return now;
    });

    await visitor.click({ css: MENU_LINK, name: next.label });
    await expect.poll(() => visitor.path()).toBe(next.path);
    await visitor.back();
    // A script cannot run in the page while it goes away, in some engines: asked again until it is back.
    await expect.poll(() => visitor.path().catch(() => "")).toBe(path);

    const back = await visitor.evaluate(() => ({
      restored: (window as unknown as { visitorLeft?: boolean }).visitorLeft === true,
      openNow: document.querySelector("[data-open-now]")?.textContent ?? null,
    }));
    expect(back.restored, `not restored: ${await notRestoredReasons(visitor)}`).toBe(true);
    expect(back.openNow, "the open-now line after the back button").toBe(reading);
    expect(await visitor.problems()).toEqual([]);
  });
}
