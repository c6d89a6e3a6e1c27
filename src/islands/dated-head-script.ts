/** Inlined in the <head> of dated pages: shows and hides announcements for today before the first paint (docs/opening-hours.md). */
import { cafeClock } from "../lib/zone";
import { DATED_DATA_ID, datedRules, type DatedData } from "../lib/dated";

export function applyPageDates(): void {
  try {
    const block = document.getElementById(DATED_DATA_ID);
    if (!block?.textContent) return;
    const { groups, timeZone, zone } = JSON.parse(block.textContent) as DatedData;
    // Under `gatsby develop` it runs again on each page the browser draws: one <style> is rewritten.
    const style = document.getElementById(`${DATED_DATA_ID}-rules`) ?? document.head.appendChild(document.createElement("style"));
    style.id = `${DATED_DATA_ID}-rules`;
    style.textContent = datedRules(groups, cafeClock(new Date(), timeZone, zone).date);
  } catch {
    // An unknown zone past the table's end, say: the build's choice stands.
  }
}
