/** A keyboard user reaches everything in order, always sees where focus is, and can skip to content. */
import { expect, test, type Page } from "@playwright/test";
import { everyPage, pages, site } from "../test-support/content";

type Stop = { key: string; outline: string; shadow: string; inMain: boolean };

/** Tabs through the whole page once and records each focused element and how its focus is drawn. */
async function tabThrough(page: Page): Promise<Stop[]> {
  const stops: Stop[] = [];
  for (let i = 0; i < 80; i += 1) {
    await page.keyboard.press("Tab");
    const stop = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return null;
      const style = getComputedStyle(element);
      return {
        key: `${element.dataset.order ?? "?"} ${element.tagName} ${element.getAttribute("href") ?? ""}`,
        outline: style.outlineStyle === "none" ? "" : `${style.outlineWidth} ${style.outlineStyle}`,
        shadow: style.boxShadow === "none" ? "" : style.boxShadow,
        inMain: Boolean(element.closest("main")),
      };
    });
    if (!stop || stops.some((seen) => seen.key === stop.key)) break;
    stops.push(stop);
  }
  return stops;
}

/** Everything a visitor can operate, in document order, each numbered so twins (e.g. two e-mail links) differ. */
async function operable(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("a[href], button, input, select, textarea, [tabindex]")]
      .filter((element) => element.tabIndex >= 0 && element.getClientRects().length > 0)
      .filter((element) => getComputedStyle(element).visibility !== "hidden")
      .map((element, index) => {
        element.dataset.order = String(index);
        return `${index} ${element.tagName} ${element.getAttribute("href") ?? ""}`;
      }),
  );
}

for (const width of [390, 1280]) {
  test.describe(`keyboard at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const { path, label } of everyPage) {
      test(`${label}: skip link first, then every control in document order, each with a visible focus ring`, async ({
        page,
      }) => {
        await page.goto(path);
        await page.waitForLoadState("networkidle");
        const expected = await operable(page);
        const stops = await tabThrough(page);

        expect(stops[0]?.key).toBe("0 A #main");
        expect(stops.map((stop) => stop.key)).toEqual(expected);
        for (const stop of stops) {
          expect(stop.outline || stop.shadow, `no visible focus on ${stop.key}`).not.toBe("");
          if (stop.outline) expect(parseFloat(stop.outline)).toBeGreaterThanOrEqual(2);
        }
      });
    }
  });
}

test("the skip link moves focus to the main content", async ({ page }) => {
  await page.goto(pages[pages.length - 1]!.path);
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: site.labels.skipLink });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press("Enter");
  await expect(page.locator("main")).toBeFocused();
  // The next Tab continues from the main content, not from the top of the page.
  await page.keyboard.press("Tab");
  const inHeader = await page.evaluate(() => Boolean(document.activeElement?.closest("header")));
  expect(inHeader).toBe(false);
});
