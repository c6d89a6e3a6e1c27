/** The days of the week, in the order the site lists them and structured data names them. */
export const WEEK = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;
export type Weekday = (typeof WEEK)[number];
