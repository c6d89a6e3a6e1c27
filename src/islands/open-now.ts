/** The "open now" line, which only the browser can know: read out politely once, then updated silently every minute. */
import { openLine, openStatus, type OpenNowWords, type SpecialDate, type WeekHours } from "../lib/hours";
import { cafeClock, type ZoneTable } from "../lib/zone";
import { onReturn, whenShown } from "./activation";

/** What the line's `data-hours` holds. */
export type OpenNowProps = { hours: WeekHours; specialDates: SpecialDate[]; timeZone: string; zone?: ZoneTable; words: OpenNowWords };

/** Long enough to be read out once. */
const ANNOUNCE_MS = 1500;

export function enhance(line: HTMLElement): void {
  const { hours, specialDates, timeZone, zone, words } = JSON.parse(line.dataset.hours ?? "") as OpenNowProps;
  let next: ReturnType<typeof setTimeout> | undefined;
  const update = () => {
    clearTimeout(next);
    const now = new Date();
    line.textContent = openLine(openStatus(hours, specialDates, cafeClock(now, timeZone, zone)), words);
    // Just after the next minute starts, when the cafe may have opened or closed.
    next = setTimeout(update, 60_000 - (now.getTime() % 60_000) + 20);
  };
  // A prerendered page keeps the line's empty space until it is shown: the hour it was prepared at may be long gone.
  whenShown(() => {
    update();
    setTimeout(() => line.setAttribute("aria-live", "off"), ANNOUNCE_MS);
  });
  onReturn(update);
}
