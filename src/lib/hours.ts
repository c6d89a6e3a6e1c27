/** Opening hours from site.yaml, on the cafe's wall clock and calendar. The schema has refused impossible values. */
import { WEEK, addDays, type Weekday } from "./calendar";
import type { CafeClock } from "./zone";
import { fillPattern } from "./pattern";

export type DayHours = { closed?: boolean | null; opens?: string | null; closes?: string | null };
export type WeekHours = Record<Lowercase<Weekday>, DayHours>;
/** `from` and `until` are both included. */
export type SpecialDate = DayHours & { from: string; until?: string | null; note: string };

/** Times in minutes after midnight. */
export type DayPlan = { opens: number; closes: number; note?: string } | { closed: true; note?: string };

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

export function weekdayOf(date: string): Weekday {
  const sundayFirst = new Date(`${date}T12:00:00Z`).getUTCDay();
  return WEEK[(sundayFirst + 6) % 7]!;
}

export const isOpen = (hours: DayHours): hours is DayHours & { opens: string; closes: string } =>
  !hours.closed && Boolean(hours.opens) && Boolean(hours.closes);

const plan = (hours: DayHours, note?: string): DayPlan =>
  !isOpen(hours)
    ? { closed: true, ...(note ? { note } : {}) }
    : { opens: minutesOf(hours.opens), closes: minutesOf(hours.closes), ...(note ? { note } : {}) };

export const lastDay = (entry: SpecialDate): string => entry.until || entry.from;

export const stillAhead = (special: readonly SpecialDate[], today: string) => special.filter((entry) => lastDay(entry) >= today);

/** The schema allows no overlaps, so the first match is the only one. */
export const specialOn = (special: readonly SpecialDate[], date: string): SpecialDate | undefined =>
  special.find((entry) => entry.from <= date && date <= lastDay(entry));

export function planFor(week: WeekHours, special: readonly SpecialDate[], date: string): DayPlan {
  const exception = specialOn(special, date);
  if (exception) return plan(exception, exception.note);
  return plan(week[weekdayOf(date).toLowerCase() as keyof WeekHours]);
}

export type OpenStatus =
  { open: true; closes: number; note?: string } | { open: false; note?: string; next?: { date: string; inDays: number; opens: number } };

export function openStatus(week: WeekHours, special: readonly SpecialDate[], clock: CafeClock): OpenStatus {
  const today = planFor(week, special, clock.date);
  const note = today.note ? { note: today.note } : {};
  if ("opens" in today && clock.minutes >= today.opens && clock.minutes < today.closes)
    return { open: true, closes: today.closes, ...note };
  for (let inDays = 0; inDays <= 35; inDays++) {
    const date = addDays(clock.date, inDays);
    const day = inDays === 0 ? today : planFor(week, special, date);
    if ("opens" in day && (inDays > 0 || clock.minutes < day.opens))
      return { open: false, ...note, next: { date, inDays, opens: day.opens } };
  }
  return { open: false, ...note };
}

/** From site.yaml, with {time} and {day} to fill in. */
export type OpenNowWords = Record<"openUntil" | "opensToday" | "opensTomorrow" | "opensOn" | "closedNow", string>;

export function openLine(status: OpenStatus, words: OpenNowWords): string {
  let line: string;
  if (status.open) line = fillPattern(words.openUntil, { time: clockText(status.closes) });
  else if (!status.next) line = words.closedNow;
  else {
    const { date, inDays, opens } = status.next;
    const time = clockText(opens);
    const day = inDays < 7 ? weekdayOf(date) : dateText(date);
    line = fillPattern(inDays === 0 ? words.opensToday : inDays === 1 ? words.opensTomorrow : words.opensOn, { time, day });
  }
  return status.note ? `${line} (${status.note})` : line;
}

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/** Not by Intl: browsers' and Node's formats differ in small ways, and the browser must write what the build wrote. */
export function dateText(date: string): string {
  const [, month = 1, day = 1] = date.split("-").map(Number);
  return `${MONTHS[month - 1]} ${day}`;
}

/** "7am-6:30pm"; none for a day closed. */
const hoursText = (day: DayPlan) => ("opens" in day ? `${clockText(day.opens)}-${clockText(day.closes)}` : undefined);

export type WeekLine = { days: string; time?: string };

export function weekLines(week: WeekHours): WeekLine[] {
  const times = WEEK.map((day) => hoursText(plan(week[day.toLowerCase() as keyof WeekHours])));
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
  const hours = hoursText(plan(entry));
  return `${dates}: ${entry.note}${hours ? `, ${hours}` : ""}`;
}

export const ANNOUNCE_DAYS_AHEAD = 14;
export const upcoming = (special: readonly SpecialDate[], today: string) =>
  stillAhead(special, today).map((entry) => ({ entry, from: addDays(entry.from, -ANNOUNCE_DAYS_AHEAD), until: lastDay(entry) }));
