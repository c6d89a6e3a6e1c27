/**
 * The rules of times, dates and opening hours that need more than a pattern. No file access: the build runs
 * them (validate.ts) and so does the CMS before it saves (editor/admin/preview/before-save.ts).
 */
import type { CrossIssue, CrossRule, ListField } from "./kinds";
import { nthItem } from "./issues";

/** "07:00" or "7:00" up to "23:59": the 24-hour times the form's time picker writes. */
const TIME = /^([01]?\d|2[0-3]):[0-5]\d$/;

/** A date as the YAML reader gives it (a Date for 2026-11-26 without quotes) or as text, if it is a real day. */
export function dateValue(value: unknown): string | undefined {
  const text = value instanceof Date && !Number.isNaN(value.getTime()) ? value.toISOString().slice(0, 10) : value;
  if (typeof text !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return undefined;
  // 2026-02-30 is no day: the calendar would turn it into March 2.
  return new Date(`${text}T00:00:00Z`).toISOString().slice(0, 10) === text ? text : undefined;
}

export const timeValue = (value: unknown): string | undefined =>
  typeof value === "string" && TIME.test(value) ? value.padStart(5, "0") : undefined;

/** "18:30" as the form's time picker shows it to the staff, "6:30 PM"; the build's log keeps "18:30". */
export function formTime(time: string): string {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return `${((hours + 11) % 12) + 1}:${String(minutes).padStart(2, "0")} ${hours < 12 ? "AM" : "PM"}`;
}

type Hours = { closed?: unknown; opens?: unknown; closes?: unknown };

/** Open days need both times, and the closing time after the opening one on the same day. */
function hoursIssues(value: Hours, what: string): CrossIssue[] {
  // Closed, or a "closed" that is no yes/no (reported on its own): nothing to say about the times.
  if (value.closed === true || (value.closed !== undefined && value.closed !== null && typeof value.closed !== "boolean")) return [];
  const issues: CrossIssue[] = [];
  const opens = timeValue(value.opens);
  const closes = timeValue(value.closes);
  const missing = (at: string, time: string) => ({ at, found: "nothing", expected: `the ${time} time ${what}, or its Closed switch on` });
  if (value.opens === undefined || value.opens === null || value.opens === "") issues.push(missing("opens", "opening"));
  if (value.closes === undefined || value.closes === null || value.closes === "") issues.push(missing("closes", "closing"));
  if (opens && closes && closes <= opens) {
    issues.push({
      at: "closes",
      found: `"${String(value.closes)}", which is not after the opening time "${String(value.opens)}"`,
      foundForStaff: `${formTime(closes)}, which is not after the opening time ${formTime(opens)}`,
      expected: "a closing time later on the same day than the opening time (hours past midnight cannot be written)",
    });
  }
  return issues;
}

export const dayHoursRule: CrossRule = {
  check: (value: Hours) => hoursIssues(value, "of this day"),
  note: "Give both times, closing after opening, or switch on Closed.",
};

type Special = Hours & { from?: unknown; until?: unknown };

/** A last day (`at`) before the first day `from`. */
function beforeFrom(value: Record<string, unknown>, at: string, expected: string): CrossIssue[] {
  const from = dateValue(value.from);
  const last = dateValue(value[at]);
  return from && last && last < from ? [{ at, found: `${last}, before the first day ${from}`, expected }] : [];
}

export const specialDateRule: CrossRule = {
  check: (value: Special) => [
    ...hoursIssues(value, "on these dates"),
    ...beforeFrom(value, "until", "the last day of the range, on or after the first day"),
  ],
  note: "The last day, if any, on or after the first; times as for a regular day.",
};

/** "2026-12-24" or "2026-12-24 to 2026-12-26". */
const span = ({ from, until }: { from: string; until: string }) => (until !== from ? `${from} to ${until}` : from);

/** No two special dates may cover the same day: the site could not tell which hours apply. */
export const specialDatesRule: CrossRule = {
  check: (value: Special[], list: ListField) => {
    const ranges = (Array.isArray(value) ? value : []).map((item) => {
      const from = dateValue(item?.from);
      return from ? { from, until: dateValue(item.until) ?? from } : undefined;
    });
    return ranges.flatMap((range, index) => {
      const earlier = ranges.findIndex(
        (other, before) => before < index && other && range && other.from <= range.until && range.from <= other.until,
      );
      if (!range || earlier < 0) return [];
      return [
        {
          at: `[${index}].from`,
          found: `${span(range)}, which overlaps ${nthItem(earlier, list.of.label)} (${span(ranges[earlier]!)})`,
          expected: "dates that no other special date covers; change that one instead",
        },
      ];
    });
  },
  note: "No two special dates may cover the same day.",
};

const untilIssues = (value: Record<string, unknown>) => beforeFrom(value, "until", "the last day to show it, on or after the first");

/** An announcement's dates: shown from `from` through `until`, each optional. */
export const announcementRule: CrossRule = {
  check: untilIssues,
  note: "Leave the dates empty to show it until you remove it.",
};

/** HOME's banner: its dates, and the offer's own last day, which may come before the headline's. */
export const bannerRule: CrossRule = {
  check: (value: Record<string, unknown>) => [
    ...untilIssues(value),
    ...beforeFrom(value, "offerUntil", "the offer's last day, on or after the first day to show the banner"),
  ],
  note: announcementRule.note,
};
