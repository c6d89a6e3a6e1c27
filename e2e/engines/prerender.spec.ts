/**
 * A page prepared unseen, as Chromium prerenders the page a visitor reaches for (the speculation rules,
 * src/islands/page-scripts.tsx), in each engine: its islands are ready when the visitor arrives, and the
 * open-now line reads the clock only then. The carousel's part is in carousel.spec.ts. A stand-in tells
 * the page it is prerendered (test-support/visitor/site.ts): Chromium prerenders nothing while a test
 * drives it, and the other engines never do, but the page must be right wherever the engine is.
 */
import { pages } from "../../test-support/content";
import { expect, test, type Visitor } from "../../test-support/visitor";

const PHONE = { width: 390, height: 844 };

/** Every island the page marks has started, and what the open-now line says (null on a page without it). */
const unseen = (visitor: Visitor) =>
  visitor.evaluate(() => {
    const islands = [...document.querySelectorAll("[data-island]")];
    return {
      started: islands.length > 0 && islands.every((element) => element.hasAttribute("data-island-started")),
      openNow: document.querySelector("[data-open-now]")?.textContent ?? null,
    };
  });

for (const { path, label } of pages) {
  test(`${label}, prerendered, is whole before it is shown, and reads the cafe's clock only when the visitor arrives`, async ({
    visitor,
  }) => {
    visitor.serve({ prerendered: true });
    await visitor.open(path, PHONE);
    // No animation frame yet, as in a real prerender: the islands start all the same.
    await expect
      .poll(async () => (await unseen(visitor)).started, { message: "every island started before the page was shown" })
      .toBe(true);
    const before = await unseen(visitor);
    if (before.openNow !== null) expect(before.openNow, "the open-now line, before the visitor arrives").toBe("");

    await visitor.activate();
    if (before.openNow !== null) await expect.poll(async () => (await unseen(visitor)).openNow).not.toBe("");
    expect(await visitor.problems()).toEqual([]);
  });
}
