/** Calendar dates as the site writes them ("2026-11-26"), and the days of the week. */

/** The days of the week, in the order the site lists them and structured data names them. */
export const WEEK = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;
export type Weekday = (typeof WEEK)[number];

/** "2026-11-30" plus 2 days -> "2026-12-02" (calendar arithmetic, no time zone involved). */
export function addDays(date: string, days: number): string {
  const [year = 0, month = 1, day = 1] = date.split("-").map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}
