/**
 * Opening hours as written in content/site/site.yaml ("Monday-Sunday", "7am-6pm") turned into the
 * days and 24-hour times structured data needs. Anything it cannot read is an error that says what
 * it expected, so a typo fails the build instead of publishing wrong hours to search engines.
 */
const WEEK = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;
export type Weekday = (typeof WEEK)[number];

export type OpeningHours = { days: Weekday[]; opens: string; closes: string };

function weekday(text: string, field: string): Weekday {
  const day = WEEK.find((name) => name.toLowerCase() === text.trim().toLowerCase());
  if (!day) throw new Error(`field "${field}": "${text.trim()}" is not a day of the week such as Monday.`);
  return day;
}

/** "Monday-Sunday" -> every day from Monday to Sunday; "Saturday" -> just that day. */
export function parseDays(text: string): Weekday[] {
  const [first, last = first, ...rest] = text.split(/\s*[-–]\s*/);
  if (first === undefined || rest.length > 0) {
    throw new Error(`field "hours.days": "${text}" is not a range of days such as Monday-Sunday.`);
  }
  const from = WEEK.indexOf(weekday(first, "hours.days"));
  const to = WEEK.indexOf(weekday(last, "hours.days"));
  if (to < from) throw new Error(`field "hours.days": "${text}" ends before it starts; write it Monday first, e.g. Monday-Sunday.`);
  return WEEK.slice(from, to + 1);
}

/** "7am" -> "07:00", "6:30pm" -> "18:30", "12pm" -> "12:00". */
function time24(text: string): string {
  const match = /^(\d{1,2})(?::(\d{2}))?\s*(am|pm)$/i.exec(text.trim());
  const hour = Number(match?.[1]);
  const minute = Number(match?.[2] ?? 0);
  if (!match || hour < 1 || hour > 12 || minute > 59) {
    throw new Error(`field "hours.time": "${text.trim()}" is not a time such as 7am or 6:30pm.`);
  }
  const isPm = match[3]?.toLowerCase() === "pm";
  const hour24 = (hour % 12) + (isPm ? 12 : 0);
  return `${String(hour24).padStart(2, "0")}:${String(minute).padStart(2, "0")}`;
}

/** Both fields of `hours` in site.yaml. Throws an Error naming the field and the expected form. */
export function openingHours(hours: { days: string; time: string }): OpeningHours {
  const parts = hours.time.split(/\s*[-–]\s*/);
  if (parts.length !== 2) throw new Error(`field "hours.time": "${hours.time}" is not a range of times such as 7am-6pm.`);
  const [opens, closes] = parts.map(time24) as [string, string];
  if (closes <= opens) throw new Error(`field "hours.time": "${hours.time}" closes before it opens.`);
  return { days: parseDays(hours.days), opens, closes };
}
