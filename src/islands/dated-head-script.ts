/**
 * The dated announcements' <head> script (src/lib/dated.ts), inlined by the build into the pages that
 * have dated announcements, after their dates (a JSON block): it runs before the first paint, reads the
 * cafe's date from the zone's table (Intl only past the table's end) and adds the rules that show what
 * has started and hide what has expired since the build. If anything fails, the build's choice stands.
 */
import { cafeClock } from "../lib/zone";
import { DATED_DATA_ID, datedRules, type DatedData } from "../lib/dated";

/** The rules for `data` at `now`, into one <style> of the page's head (replaced if the page has one). */
function applyDated(data: DatedData, now = new Date()): void {
  const style = document.getElementById(`${DATED_DATA_ID}-rules`) ?? document.head.appendChild(document.createElement("style"));
  style.id = `${DATED_DATA_ID}-rules`;
  style.textContent = datedRules(data.groups, cafeClock(now, data.timeZone, data.zone).date);
}

/** Reads the page's dates and applies them; nothing on a page without them. */
export function applyPageDates(): void {
  try {
    const block = document.getElementById(DATED_DATA_ID);
    if (block?.textContent) applyDated(JSON.parse(block.textContent) as DatedData);
  } catch {
    // An unknown zone past the table's end, say: the build's choice stands.
  }
}
