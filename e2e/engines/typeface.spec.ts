/** The house typeface on the first view of a first visit: the owner's choice, checked on screen. */
import { houseTypefaceOnFirstView } from "../../test-support/first-view-font";
import { expect, test } from "../../test-support/visitor";

// Off until the site's font loading stops depending on timing. With `font-display: optional` an engine
// keeps the fallback for the whole page when the font is not ready within about 100 ms of the first
// paint; on a busy machine that happens on some cold visits in all three engines, in WebKit most often.
// Remove this line when the font is declared `swap` with a metric-matched fallback.
test.fixme(true, "font-display: optional: the first view's typeface depends on timing in every engine");

test.use({ coldCache: true });

test("HOME's first view, on a first visit at 390 px, is in the house typeface", async ({ visitor }) => {
  await visitor.open("/", { width: 390, height: 844 });
  const measured = await visitor.evaluate(houseTypefaceOnFirstView);
  expect(measured.length, "lines of text measured").toBeGreaterThanOrEqual(3);
  const inFallback = measured.filter(({ shown, fallback }) => Math.abs(shown - fallback) < 0.01);
  expect(inFallback, "text shown in the fallback font").toEqual([]);
});
