/**
 * Getting around, in each engine: the menu by pointer at desktop width (plain links, each page loaded
 * whole), the phone menu by keyboard and by touch-sized pointer, and the whole page by keyboard.
 */
import { everyPage, pages, site } from "../../test-support/content";
import { expect, test, type Visitor } from "../../test-support/visitor";

const MENU_BUTTON = 'header button[aria-controls="site-menu"]:not([hidden])';
const link = (label: string) => ({ css: "nav#site-menu a", name: label });

/** The labels of the menu's links that are marked as the current page. */
const currentLinks = (visitor: Visitor) =>
  visitor.evaluate(() => [...document.querySelectorAll('[aria-current="page"]')].map((element) => element.textContent));

/** The page's islands have run: the menu control is a button, and the carousel's controls (if any) show. */
const ready = (visitor: Visitor) =>
  expect
    .poll(() => visitor.evaluate((css) => document.querySelector(css) !== null && !document.querySelector("[data-waiting]"), MENU_BUTTON))
    .toBe(true);

test("at desktop width the menu's links load every page, each marked in its menu, and nothing is logged or blocked", async ({
  visitor,
}) => {
  await visitor.open("/");
  for (const { path, label } of [...pages.slice(1), pages[0]!]) {
    await ready(visitor);
    await visitor.evaluate(() => ((window as unknown as { left: boolean }).left = true));
    // The pointer rests on the link first, as a visitor's does: Chromium prefetches the page then.
    await visitor.hover(link(label));
    await new Promise((resolve) => setTimeout(resolve, 300));
    await visitor.click(link(label));
    await expect.poll(() => visitor.path()).toBe(path);
    // A new document: plain links, no router between the pages.
    await expect.poll(() => visitor.evaluate(() => (window as unknown as { left?: boolean }).left ?? false)).toBe(false);
    await expect.poll(() => currentLinks(visitor)).toEqual([label]);
    expect(await visitor.problems()).toEqual([]);
  }
});

test("at 390 px the Menu button opens the links, Escape closes them, and a chosen page loads", async ({ visitor }) => {
  const [, second] = pages;
  const last = pages[pages.length - 1]!;
  await visitor.open(second!.path, { width: 390, height: 844 });
  await ready(visitor);
  const expanded = () => visitor.evaluate((css) => document.querySelector(css)?.getAttribute("aria-expanded"), MENU_BUTTON);
  const linksShown = () =>
    visitor.evaluate(() =>
      [...document.querySelectorAll("nav#site-menu a")].filter((a) => a.getClientRects().length > 0).map((a) => a.textContent),
    );
  const focused = () => visitor.evaluate(() => document.activeElement?.textContent);

  expect(await expanded()).toBe("false");
  expect(await linksShown()).toEqual([]);

  await visitor.focus(MENU_BUTTON);
  await visitor.press("Enter");
  await expect.poll(expanded).toBe("true");
  expect(await linksShown()).toEqual(pages.map((page) => page.label));
  expect(await currentLinks(visitor)).toEqual([second!.label]);
  expect(await visitor.axe(), "axe with the menu open").toEqual([]);

  await visitor.press("Tab");
  expect(await focused()).toBe(pages[0]!.label);
  await visitor.press("Escape");
  await expect.poll(expanded).toBe("false");
  expect(await focused()).toBe(site.labels.menu);

  await visitor.press("Space");
  await expect.poll(expanded).toBe("true");
  await visitor.click(link(last.label));
  await expect.poll(() => visitor.path()).toBe(last.path);
  await expect.poll(expanded).toBe("false");
  await visitor.click(MENU_BUTTON);
  await expect.poll(() => currentLinks(visitor)).toEqual([last.label]);
  expect(await visitor.problems()).toEqual([]);
});

type Stop = { key: string; ring: boolean };

/**
 * Tabs through the whole page once, recording each element that takes focus and whether its focus ring
 * shows (an outline of 2 px or more, or a shadow). One press a control, so focus stays in the page (a
 * control too many or too few shows as a difference in order), all sent as one batch.
 */
async function tabThrough(visitor: Visitor, presses: number): Promise<Stop[]> {
  await visitor.evaluate(() => {
    const stops: Stop[] = [];
    (window as unknown as { stops: Stop[] }).stops = stops;
    document.addEventListener("focusin", (event) => {
      const element = event.target as HTMLElement;
      const style = getComputedStyle(element);
      const outline = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2;
      stops.push({
        key: `${element.dataset.order ?? "?"} ${element.tagName} ${element.getAttribute("href") ?? ""}`,
        ring: outline || style.boxShadow !== "none",
      });
    });
  });
  await visitor.press("Tab", presses);
  return visitor.evaluate(() => (window as unknown as { stops: Stop[] }).stops);
}

/** Everything a visitor can operate, in document order, numbered so twins (two e-mail links) differ. */
const operable = (visitor: Visitor) =>
  visitor.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("a[href], button, input, select, textarea, [tabindex]")]
      .filter((element) => element.tabIndex >= 0 && element.getClientRects().length > 0)
      .filter((element) => getComputedStyle(element).visibility !== "hidden")
      .map((element, index) => {
        element.dataset.order = String(index);
        return `${index} ${element.tagName} ${element.getAttribute("href") ?? ""}`;
      }),
  );

for (const { path, label } of everyPage) {
  test(`${label} by keyboard: skip link first, then every control in order, each with a visible focus ring`, async ({ visitor }) => {
    for (const width of [390, 1280]) {
      await visitor.open(path, { width, height: 900 });
      await ready(visitor);
      const expected = await operable(visitor);
      const stops = await tabThrough(visitor, expected.length);
      expect(stops[0]?.key, `at ${width} px`).toBe("0 A #main");
      expect(
        stops.map((stop) => stop.key),
        `at ${width} px`,
      ).toEqual(expected);
      expect(
        stops.filter((stop) => !stop.ring).map((stop) => stop.key),
        `no visible focus at ${width} px`,
      ).toEqual([]);
    }
  });
}

test("the skip link is shown when focused and moves focus to the main content", async ({ visitor }) => {
  await visitor.open(pages[pages.length - 1]!.path, { width: 390, height: 844 });
  await visitor.press("Tab");
  const skip = await visitor.evaluate(() => {
    const rect = document.activeElement!.getBoundingClientRect();
    return { href: document.activeElement!.getAttribute("href"), inView: rect.top >= 0 && rect.bottom <= innerHeight && rect.width > 1 };
  });
  expect(skip).toEqual({ href: "#main", inView: true });
  await visitor.press("Enter");
  await expect.poll(() => visitor.evaluate(() => document.activeElement?.tagName)).toBe("MAIN");
  // The next Tab continues from the main content, not from the top of the page.
  await visitor.press("Tab");
  expect(await visitor.evaluate(() => Boolean(document.activeElement?.closest("header")))).toBe(false);
});
