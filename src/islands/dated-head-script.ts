/** Inlined in the <head> of dated pages: shows and hides announcements for today before the first paint (docs/opening-hours.md). */
import { cafeClock } from "../lib/zone";
import { DATED_DATA_ID, datedRules, type DatedData } from "../lib/dated";

function applyDated(data: DatedData, now = new Date()): void {
  const style = document.getElementById(`${DATED_DATA_ID}-rules`) ?? document.head.appendChild(document.createElement("style"));
  style.id = `${DATED_DATA_ID}-rules`;
  style.textContent = datedRules(data.groups, cafeClock(now, data.timeZone, data.zone).date);
}

export function applyPageDates(): void {
  try {
    const block = document.getElementById(DATED_DATA_ID);
    if (block?.textContent) applyDated(JSON.parse(block.textContent) as DatedData);
  } catch {
    // An unknown zone past the table's end, say: the build's choice stands.
  }
}
