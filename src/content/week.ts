/** Days and times as editors write them, read the same way by the schema and by lib/hours.ts. */

/** The days of the week, in the order the site lists them and structured data names them. */
export const WEEK = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;
export type Weekday = (typeof WEEK)[number];

/** "7am" -> 420, "6:30pm" -> 1110, "12pm" -> 720: minutes after midnight of a time the schema accepted. */
export function minutesOf(time: string): number {
  const [, hour = "0", minute = "0", half] = /^(\d{1,2})(?::(\d{2}))?(am|pm)$/.exec(time) ?? [];
  return ((Number(hour) % 12) + (half === "pm" ? 12 : 0)) * 60 + Number(minute);
}
