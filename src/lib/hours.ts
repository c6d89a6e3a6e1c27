/**
 * Opening hours as data (content/site/site.yaml: `hours`, `specialDates`, `timeZone`), read the same way
 * by the pages at build time, by the "open now" line in the browser and by the structured data.
 *
 * Every time here is the cafe's own wall-clock time, and every date a calendar date in the cafe's time
 * zone ("2026-11-26"). The browser's clock is turned into that (cafeClock) with a table of the zone's
 * UTC offsets that the build makes with Intl (zoneTable), so a visitor in another zone, a daylight-saving
 * change or midnight changes nothing: the cafe opens at 7:00 on its own clock whatever the UTC offset is
 * that day. The content schema has already refused impossible values (src/schema/hours-rules.ts), so
 * this only reads.
 */
import { WEEK, type Weekday } from "../schema/week";

export type { Weekday };

/** One weekday's regular hours: "07:00" and "18:00", or closed. */
export type DayHours = { closed?: boolean | null; opens?: string | null; closes?: string | null };
/** The regular week, by lower-case day name (monday ... sunday). */
export type WeekHours = Record<Lowercase<Weekday>, DayHours>;
/** A day or a range of days (from <= until, both included) that is closed or has other hours. */
export type SpecialDate = DayHours & { from: string; until?: string | null; note: string };

/** What applies on one date: open hours in minutes after midnight, or closed; with a special date's note. */
export type DayPlan = { opens: number; closes: number; note?: string } | { closed: true; note?: string };

/** "07:00" -> 420. */
export const minutesOf = (time: string): number => {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return hours * 60 + minutes;
};

/** 420 -> "7am", 1110 -> "6:30pm", 720 -> "12pm", 0 -> "12am": how the site writes a time. */
export function clockText(minutes: number): string {
  const hour = Math.floor(minutes / 60);
  const minute = minutes % 60;
  return `${hour % 12 || 12}${minute ? `:${String(minute).padStart(2, "0")}` : ""}${hour < 12 ? "am" : "pm"}`;
}

/** A calendar date's weekday: "2026-11-26" -> "Thursday". */
export function weekdayOf(date: string): Weekday {
  const sundayFirst = new Date(`${date}T12:00:00Z`).getUTCDay();
  return WEEK[(sundayFirst + 6) % 7]!;
}

/** "2026-11-30" plus 2 days -> "2026-12-02" (calendar arithmetic, no time zone involved). */
export function addDays(date: string, days: number): string {
  const [year = 0, month = 1, day = 1] = date.split("-").map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** Open that day: not switched to closed, and both times given (the schema refuses one alone). */
export const isOpen = (hours: DayHours): hours is DayHours & { opens: string; closes: string } =>
  !hours.closed && Boolean(hours.opens) && Boolean(hours.closes);

const plan = (hours: DayHours, note?: string): DayPlan =>
  !isOpen(hours)
    ? { closed: true, ...(note ? { note } : {}) }
    : { opens: minutesOf(hours.opens), closes: minutesOf(hours.closes), ...(note ? { note } : {}) };

/** A special date's last day: its `until`, or its only day. */
export const lastDay = (entry: SpecialDate): string => entry.until || entry.from;

/** The special dates whose last day is not before `today`. */
export const stillAhead = (special: readonly SpecialDate[], today: string) => special.filter((entry) => lastDay(entry) >= today);

/** The special date that covers `date`, if any (the schema allows no overlaps). */
export const specialOn = (special: readonly SpecialDate[], date: string): SpecialDate | undefined =>
  special.find((entry) => entry.from <= date && date <= lastDay(entry));

/** The hours that apply on `date`: a special date's, or that weekday's regular hours. */
export function planFor(week: WeekHours, special: readonly SpecialDate[], date: string): DayPlan {
  const exception = specialOn(special, date);
  if (exception) return plan(exception, exception.note);
  return plan(week[weekdayOf(date).toLowerCase() as keyof WeekHours]);
}

/** Now on the cafe's clock: its calendar date and the minutes since its midnight. */
export type CafeClock = { date: string; minutes: number };

/**
 * The cafe's time zone as UTC offsets, for some years from the build on. A page's first use of Intl
 * holds its main thread for tens of milliseconds while the browser loads its locale and zone data
 * (docs/opening-hours.md), so the build asks Intl (zoneTable) and the pages only look up the table.
 * Times are minutes since 1970-01-01 UTC: each offset (in minutes, -420 for PDT) holds from its `from`
 * until the next one's, the last until `until`.
 */
export type ZoneTable = { offsets: [from: number, offset: number][]; until: number };

const MINUTE = 60_000;

/** How far ahead the build's table reaches; a site not rebuilt for longer reads the clock with Intl. */
const ZONE_TABLE_YEARS = 10;

/** The zone's offset at `minute` (minutes since 1970), if the table covers it. */
function offsetIn(table: ZoneTable, minute: number): number | undefined {
  if (minute < (table.offsets[0]?.[0] ?? Infinity) || minute >= table.until) return undefined;
  let offset: number | undefined;
  for (const [from, value] of table.offsets) {
    if (from > minute) break;
    offset = value;
  }
  return offset;
}

/** `now` on the cafe's clock: from the build's table when it covers `now` (in the browser), else by Intl. */
export function cafeClock(now: Date, timeZone: string, table?: ZoneTable): CafeClock {
  const offset = table && offsetIn(table, now.getTime() / MINUTE);
  if (offset !== undefined) {
    const wall = new Date(now.getTime() + offset * MINUTE);
    return { date: wall.toISOString().slice(0, 10), minutes: wall.getUTCHours() * 60 + wall.getUTCMinutes() };
  }
  return intlClock(clockFormat(timeZone), now);
}

const clockFormat = (timeZone: string) =>
  new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  });

function intlClock(format: Intl.DateTimeFormat, now: Date): CafeClock {
  const parts: Record<string, string> = {};
  for (const { type, value } of format.formatToParts(now)) parts[type] = value;
  return { date: `${parts.year}-${parts.month}-${parts.day}`, minutes: Number(parts.hour) * 60 + Number(parts.minute) };
}

/**
 * The zone's table (ZoneTable) from the day before `firstDay` (a date, so that the table, and with it the
 * pages, change once a day at most) for ZONE_TABLE_YEARS, by Intl at build time. It looks a day at a
 * time for a change of offset, then for the change's exact minute: zones change their offset months
 * apart, never twice in a day.
 */
export function zoneTable(timeZone: string, firstDay: string, years = ZONE_TABLE_YEARS): ZoneTable {
  const format = clockFormat(timeZone);
  const offsetAt = (minute: number) => {
    const clock = intlClock(format, new Date(minute * MINUTE));
    return Date.parse(`${clock.date}T00:00:00Z`) / MINUTE + clock.minutes - minute;
  };
  const DAY = 24 * 60;
  const first = Date.parse(`${addDays(firstDay, -1)}T00:00:00Z`) / MINUTE;
  const until = first + Math.round(years * 365.25) * DAY;
  const offsets: ZoneTable["offsets"] = [[first, offsetAt(first)]];
  for (let day = first; day < until; day += DAY) {
    const current = offsets[offsets.length - 1]![1];
    let [before, after] = [day, Math.min(day + DAY, until)];
    if (offsetAt(after) === current) continue;
    while (after - before > 1) {
      const middle = Math.floor((before + after) / 2);
      if (offsetAt(middle) === current) before = middle;
      else after = middle;
    }
    offsets.push([after, offsetAt(after)]);
  }
  return { offsets, until };
}

const zones = new Map<string, ZoneTable | undefined>();

/**
 * The zone's table from the day before `today` (zoneTable), made once for each zone and day: every page
 * that reads the cafe's clock in the browser carries it. None for a zone Intl does not know (one being
 * typed in the CMS form); the browser then asks Intl, as past the table's end.
 */
export function cafeZone(timeZone: string, today: string): ZoneTable | undefined {
  const key = `${timeZone} ${today}`;
  if (!zones.has(key)) {
    try {
      zones.set(key, zoneTable(timeZone, today));
    } catch {
      zones.set(key, undefined);
    }
  }
  return zones.get(key);
}

/** Whether the cafe is open at `clock`, and until when; or when it opens next (up to five weeks ahead). */
export type OpenStatus =
  { open: true; closes: number; note?: string } | { open: false; note?: string; next?: { date: string; inDays: number; opens: number } };

export function openStatus(week: WeekHours, special: readonly SpecialDate[], clock: CafeClock): OpenStatus {
  const today = planFor(week, special, clock.date);
  if ("opens" in today && clock.minutes >= today.opens && clock.minutes < today.closes) {
    return { open: true, closes: today.closes, ...(today.note ? { note: today.note } : {}) };
  }
  const note = today.note ? { note: today.note } : {};
  for (let inDays = 0; inDays <= 35; inDays++) {
    const date = addDays(clock.date, inDays);
    const day = inDays === 0 ? today : planFor(week, special, date);
    if ("opens" in day && (inDays > 0 || clock.minutes < day.opens))
      return { open: false, ...note, next: { date, inDays, opens: day.opens } };
  }
  return { open: false, ...note };
}

/** The words of the "open now" line, from site.yaml; {time}, {day} and {note} are filled in. */
export type OpenNowWords = {
  openUntil: string;
  opensToday: string;
  opensTomorrow: string;
  opensOn: string;
  closedNow: string;
};

const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (all, key: string) => values[key] ?? all);

/** "Open now, until 6pm", "Closed now, opens Tuesday at 7am"...; a special date's note follows the line. */
export function openLine(status: OpenStatus, words: OpenNowWords): string {
  let line: string;
  if (status.open) line = fill(words.openUntil, { time: clockText(status.closes) });
  else if (!status.next) line = words.closedNow;
  else {
    const { date, inDays, opens } = status.next;
    const time = clockText(opens);
    const day = inDays < 7 ? weekdayOf(date) : dateText(date);
    line = fill(inDays === 0 ? words.opensToday : inDays === 1 ? words.opensTomorrow : words.opensOn, { time, day });
  }
  return status.note ? `${line} (${status.note})` : line;
}

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/**
 * "2026-12-28" -> "December 28". Written out here, not by Intl: browsers' and Node's date formats differ
 * in small ways (spaces, dashes), and the banner's text must be the same when the browser takes over
 * the page as when the build wrote it.
 */
export function dateText(date: string): string {
  const [, month = 1, day = 1] = date.split("-").map(Number);
  return `${MONTHS[month - 1]} ${day}`;
}

/** One line of the regular week as people read it: "Monday-Friday" and "7am-6pm", or closed (no time). */
export type WeekLine = { days: string; time?: string };

/** The week in as few lines as it takes: one when every day matches ("Monday-Sunday", "7am-6pm"). */
export function weekLines(week: WeekHours): WeekLine[] {
  const times = WEEK.map((day) => {
    const today = plan(week[day.toLowerCase() as keyof WeekHours]);
    return "opens" in today ? `${clockText(today.opens)}-${clockText(today.closes)}` : undefined;
  });
  const lines: WeekLine[] = [];
  WEEK.forEach((day, index) => {
    if (index > 0 && times[index] === times[index - 1]) {
      const last = lines[lines.length - 1]!;
      last.days = `${last.days.split("-")[0]}-${day}`;
    } else lines.push({ days: day, ...(times[index] ? { time: times[index] } : {}) });
  });
  return lines;
}

/** A special date as the banner announces it: "Thursday, November 26: Closed for Thanksgiving". */
export function specialDateText(entry: SpecialDate): string {
  const last = entry.until && entry.until !== entry.from ? entry.until : undefined;
  const sameMonth = last && last.slice(0, 7) === entry.from.slice(0, 7);
  const dates = !last
    ? `${weekdayOf(entry.from)}, ${dateText(entry.from)}`
    : `${dateText(entry.from)}-${sameMonth ? Number(last.slice(8)) : dateText(last)}`;
  const hours = plan(entry);
  return `${dates}: ${entry.note}${"opens" in hours ? `, ${clockText(hours.opens)}-${clockText(hours.closes)}` : ""}`;
}

/** Special dates that have not passed by `today`, with the day from which to announce each (two weeks ahead). */
export const ANNOUNCE_DAYS_AHEAD = 14;
export const upcoming = (special: readonly SpecialDate[], today: string) =>
  stillAhead(special, today).map((entry) => ({ entry, from: addDays(entry.from, -ANNOUNCE_DAYS_AHEAD), until: lastDay(entry) }));
