/**
 * Opening hours as written in content/site/site.yaml ("Monday-Sunday", "7am-6pm") turned into the days
 * and 24-hour times structured data needs. The content schema has already refused anything else (the
 * `days` and `hours` formats in src/content/kinds.ts), so this only reads; it restates no rule.
 */
import { WEEK, type Weekday } from "../content/week";

export type { Weekday };
export type OpeningHours = { days: Weekday[]; opens: string; closes: string };

/** "7am" -> "07:00", "6:30pm" -> "18:30", "12pm" -> "12:00". */
function time24(text: string): string {
  const [, hour = "", minute = "00", half = ""] = /^(\d{1,2})(?::(\d{2}))?(am|pm)$/.exec(text) ?? [];
  const hour24 = (Number(hour) % 12) + (half === "pm" ? 12 : 0);
  return `${String(hour24).padStart(2, "0")}:${minute}`;
}

/** Both fields of `hours` in site.yaml, already checked by the schema. */
export function openingHours(hours: { days: string; time: string }): OpeningHours {
  const [first, last = first] = hours.days.split("-") as Weekday[];
  const [opens = "", closes = ""] = hours.time.split("-").map(time24);
  return { days: WEEK.slice(WEEK.indexOf(first!), WEEK.indexOf(last!) + 1), opens, closes };
}
