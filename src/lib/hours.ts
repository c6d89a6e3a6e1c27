/**
 * Opening hours as written in content/site/site.yaml ("Monday-Sunday", "7am-6pm") turned into the days
 * and 24-hour times structured data needs. The content schema has already refused anything else (the
 * `days` and `hours` formats in src/content/kinds.ts), so this only reads; it restates no rule.
 */
import { WEEK, minutesOf, type Weekday } from "../content/week";

export type { Weekday };
export type OpeningHours = { days: Weekday[]; opens: string; closes: string };

/** "7am" -> "07:00", "6:30pm" -> "18:30", "12pm" -> "12:00". */
function time24(text: string): string {
  const minutes = minutesOf(text);
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

/** Both fields of `hours` in site.yaml, already checked by the schema. */
export function openingHours(hours: { days: string; time: string }): OpeningHours {
  const [first, last = first] = hours.days.split("-") as Weekday[];
  const [opens = "", closes = ""] = hours.time.split("-").map(time24);
  return { days: WEEK.slice(WEEK.indexOf(first!), WEEK.indexOf(last!) + 1), opens, closes };
}
