/**
 * Every page as a visitor lands on it, in each engine: it loads whole, with its photographs, no error and
 * no Content-Security-Policy violation; nothing scrolls sideways from 320 to 1280 px; axe finds
 * nothing at phone or desktop width; and the menu marks the page as the current one.
 */
import { everyPage, notFound, pages } from "../../test-support/content";
import { expect, test, type Visitor } from "../../test-support/visitor";

/**
 * Scrolls down to each photograph on show (not one the carousel holds back), as a reader would, and
 * waits for it to arrive; returns those that failed or had not arrived within 5 s.
 */
const missingPhotos = (visitor: Visitor) =>
  visitor.evaluate(async () => {
    const missing: string[] = [];
    for (const img of [...document.images].filter((image) => image.getClientRects().length > 0)) {
      window.scrollTo(0, img.getBoundingClientRect().top + window.scrollY - window.innerHeight / 2);
      const until = Date.now() + 5000;
      while (!(img.complete && img.naturalWidth > 0) && Date.now() < until) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      if (!(img.complete && img.naturalWidth > 0)) missing.push(img.currentSrc || img.src || img.alt);
    }
    window.scrollTo(0, 0);
    return missing;
  });

const sideways = (visitor: Visitor) => visitor.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

for (const { path, label } of everyPage) {
  test(`${label} (${path}): whole, error-free, no sideways scrolling, no axe finding`, async ({ visitor }) => {
    await visitor.open(path, { width: 390, height: 844 });
    expect(await visitor.evaluate(() => document.querySelectorAll("h1").length)).toBe(1);
    expect(await missingPhotos(visitor), "photographs that did not load").toEqual([]);
    expect(await visitor.axe(), "axe at 390 px").toEqual([]);

    for (const width of [320, 390, 768, 1280]) {
      await visitor.resize({ width, height: 900 });
      expect(await sideways(visitor), `px wider than the screen at ${width} px`).toBeLessThanOrEqual(0);
    }
    expect(await visitor.axe(), "axe at 1280 px").toEqual([]);

    // The menu marks this page, and only this page, as current; not by colour alone (it is underlined).
    const current = await visitor.evaluate(() =>
      [...document.querySelectorAll("nav#site-menu a")]
        .filter((link) => link.getAttribute("aria-current") === "page")
        .map((link) => [link.textContent, getComputedStyle(link).textDecorationLine.includes("underline")]),
    );
    const entry = pages.find((item) => item.path === path);
    expect(current).toEqual(entry ? [[entry.label, true]] : []);

    // The 404 page is served with status 404; an engine that logs that answer may, and nothing else may appear.
    const problems = await visitor.problems();
    const expected = path === notFound.path ? /(status of )?404|Failed to load resource/ : /^$/;
    expect(problems.filter((problem) => !expected.test(problem))).toEqual([]);
  });
}
