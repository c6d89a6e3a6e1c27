/** The "open now" line, which only the browser can know: read out politely once, then updated silently every minute. */
import { openLine, openStatus, type OpenNowWords, type SpecialDate, type WeekHours } from "../lib/hours";
import { cafeClock, type ZoneTable } from "../lib/zone";

/** What the line's `data-hours` holds. */
export type OpenNowProps = { hours: WeekHours; specialDates: SpecialDate[]; timeZone: string; zone?: ZoneTable; words: OpenNowWords };

/** Long enough to be read out once. */
const ANNOUNCE_MS = 1500;

export function enhance(line: HTMLElement): void {
  const { hours, specialDates, timeZone, zone, words } = JSON.parse(line.dataset.hours ?? "") as OpenNowProps;
  const update = () => {
    const now = new Date();
    line.textContent = openLine(openStatus(hours, specialDates, cafeClock(now, timeZone, zone)), words);
    // Just after the next minute starts, when the cafe may have opened or closed.
    setTimeout(update, 60_000 - (now.getTime() % 60_000) + 20);
  };
  update();
  setTimeout(() => line.setAttribute("aria-live", "off"), ANNOUNCE_MS);
}
