/**
 * The house typeface on the first view of a first visit, the owner's choice, checked on screen: on every
 * page, at phone and desktop width, with the font file late as on a phone network's first visit: the site
 * holds it back until the page has drawn a frame without it, however long the engine takes to draw one.
 * The text is drawn at once in the fallback matched to Jost's metrics, Jost replaces it when the file
 * arrives, and that swap moves no box of the first screen (text, photograph, button...) by more than a
 * line of body text; a second visit, with the font cached, moves nothing.
 */
import { BUDGETS } from "../../test-support/budgets";
import { everyPage } from "../../test-support/content";
import { fontSwap, houseTypefaceOnFirstView, layoutShift, notInHouseTypeface } from "../../test-support/first-view-font";
import { expect, test } from "../../test-support/visitor";
import { FONT_HOLD_BOUND_MS } from "../../test-support/visitor/site";

test.use({ coldCache: true, fontHeld: true });

const VIEWPORTS = [
  { width: 320, height: 640 },
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
];

for (const { path, label } of everyPage) {
  for (const viewport of VIEWPORTS) {
    test(`${label} (${path}) at ${viewport.width} px, font late: text at once, then Jost, no box moving more than a line`, async ({
      visitor,
    }, testInfo) => {
      await visitor.open(path, viewport);
      const cold = await visitor.evaluate(fontSwap);
      expect(
        visitor.fontReleasedBy(),
        `the font was held until a frame was drawn without it (at most ${FONT_HOLD_BOUND_MS / 1000} s)`,
      ).toBe("frame");
      const { telling, notHouse } = notInHouseTypeface(await visitor.evaluate(houseTypefaceOnFirstView));
      expect(telling.length, "lines of text that tell the two faces apart").toBeGreaterThanOrEqual(3);
      expect(notHouse, "text not shown in the house typeface once it has arrived").toEqual([]);
      const shift = visitor.engine === "chromium" ? await visitor.evaluate(layoutShift) : undefined;
      const farthest = cold.moved[0];
      testInfo.annotations.push({
        type: "font swap",
        description: `${visitor.engine} ${path} ${viewport.width} px: ${cold.framesInFallback} frames in the fallback; ${
          shift === undefined ? "" : `layout shift ${shift.toFixed(4)}; `
        }farthest move ${farthest ? `${farthest.px} px (${farthest.box})` : "none"}`,
      });
      expect(cold.framesInFallback, "frames drawn before the font arrived").toBeGreaterThan(0);
      expect(
        cold.moved.filter(({ px }) => px > cold.bodyLine),
        `boxes moved more than a line (${cold.bodyLine} px)`,
      ).toEqual([]);
      // Chromium also has the layout-shift API.
      if (shift !== undefined) expect(shift, "layout shift").toBeLessThanOrEqual(BUDGETS.lateFontLayoutShift);

      // Again, with the font in the cache.
      await visitor.open(path, viewport);
      const warm = await visitor.evaluate(fontSwap);
      expect(warm.moved, "text blocks moved on a second visit").toEqual([]);
      if (shift !== undefined) expect(await visitor.evaluate(layoutShift), "layout shift on a second visit").toBe(0);
    });
  }
}
