/** The cafe's clock, in its own time zone whatever the visitor's zone and whatever the UTC offset that day. */
import { addDays } from "./calendar";

export type CafeClock = { date: string; minutes: number };

/**
 * A page's first use of Intl holds its main thread for tens of milliseconds (docs/opening-hours.md), so the
 * build asks Intl and the pages look up this table. Times are minutes since 1970 UTC; offsets are minutes (-420 for PDT).
 */
export type ZoneTable = { offsets: [from: number, offset: number][]; until: number };

const MINUTE = 60_000;

const offsetIn = ({ offsets, until }: ZoneTable, minute: number) =>
  minute < until ? offsets.filter(([from]) => from <= minute).at(-1)?.[1] : undefined;

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
 * Starts at a date, so that the table, and with it the pages, change once a day at most. It looks a day at a time
 * for a change of offset, then for its exact minute: zones change their offset months apart, never twice a day.
 * A site not rebuilt for longer than `years` reads the clock with Intl.
 */
export function zoneTable(timeZone: string, firstDay: string, years = 10): ZoneTable {
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

/** None for a zone Intl does not know (one being typed in the CMS form): the browser then asks Intl. */
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
