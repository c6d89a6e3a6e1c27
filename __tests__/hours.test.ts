/**
 * The opening-hours logic on a controlled clock: every moment is given as an exact instant (UTC), and
 * the answers are what the cafe's own clock says, whatever the machine's zone is. The week, the special
 * dates and the words are this test's own, unlike the content's.
 */
import { openLine, openStatus, specialDateText, weekLines, type SpecialDate, type WeekHours } from "../src/lib/hours";
import { cafeClock, zoneTable } from "../src/lib/zone";

const ZONE = "America/Los_Angeles";
const weekday = { closed: false, opens: "07:00", closes: "18:00" };
const WEEK: WeekHours = {
  monday: weekday,
  tuesday: weekday,
  wednesday: weekday,
  thursday: weekday,
  friday: weekday,
  saturday: { opens: "08:00", closes: "16:30" },
  sunday: { closed: true },
};
const SPECIAL: SpecialDate[] = [
  { from: "2026-12-24", opens: "07:00", closes: "14:00", note: "Christmas Eve hours" },
  { from: "2026-12-31", until: "2027-01-02", closed: true, note: "New Year break" },
];
const WORDS = {
  openUntil: "Serving till {time}",
  opensToday: "Shut, back at {time}",
  opensTomorrow: "Shut, back tomorrow at {time}",
  opensOn: "Shut, back {day} at {time}",
  closedNow: "Shut",
};

const lineAt = (instant: string, week = WEEK, special = SPECIAL) =>
  openLine(openStatus(week, special, cafeClock(new Date(instant), ZONE)), WORDS);

describe("the build's table of the cafe's zone, which spares the browser Intl", () => {
  const MINUTE = 60_000;
  /** Moments across the table: every change of offset and the minute before it, and every 97 hours between. */
  const momentsOf = (table: ReturnType<typeof zoneTable>) => [
    ...table.offsets.flatMap(([from]) => [from - 1, from]),
    ...Array.from({ length: Math.floor((table.until - table.offsets[0]![0]) / (97 * 60)) }, (_, i) => table.offsets[0]![0] + i * 97 * 60),
  ];

  it.each([
    ["America/Los_Angeles"],
    ["Australia/Lord_Howe"], // half an hour forward in October, back in April
    ["Asia/Kolkata"], // +5:30 all year
  ])("reads the same clock as Intl for ten years in %s", (zone) => {
    const table = zoneTable(zone, "2026-11-26");
    for (const minute of momentsOf(table)) {
      const now = new Date(minute * MINUTE);
      expect([now.toISOString(), cafeClock(now, zone, table)]).toEqual([now.toISOString(), cafeClock(now, zone)]);
    }
  });

  it("is read past its end with Intl, for a site not rebuilt for years", () => {
    const table = zoneTable(ZONE, "2026-11-26", 1);
    expect(cafeClock(new Date("2030-07-01T06:59:00Z"), ZONE, table)).toEqual({ date: "2030-06-30", minutes: 23 * 60 + 59 });
  });
});

describe("open now", () => {
  // Each moment as an instant (UTC), with the cafe's own time beside it: the answers follow the cafe's
  // clock across both daylight-saving changes and its midnight, not UTC's.
  it.each([
    ["2026-03-02T14:30:00Z", "Shut, back at 7am", "6:30 PST, Monday, the week before the spring change"],
    ["2026-03-09T13:59:00Z", "Shut, back at 7am", "6:59 PDT, the Monday after it"],
    ["2026-03-09T14:00:00Z", "Serving till 6pm", "7:00 PDT, the minute it opens"],
    ["2026-10-26T14:30:00Z", "Serving till 6pm", "7:30 PDT, Monday, the week before the autumn change"],
    ["2026-11-02T14:30:00Z", "Shut, back at 7am", "6:30 PST, the Monday after it"],
    ["2026-11-02T15:00:00Z", "Serving till 6pm", "7:00 PST, the minute it opens"],
    ["2026-06-04T00:59:00Z", "Serving till 6pm", "17:59 PDT on Wednesday, the minute before closing"],
    ["2026-06-04T01:00:00Z", "Shut, back tomorrow at 7am", "18:00 PDT, closed, and the next opening named"],
    ["2026-06-06T06:59:00Z", "Shut, back tomorrow at 8am", "23:59 PDT on Friday"],
    ["2026-06-06T07:00:00Z", "Shut, back at 8am", "0:00 on Saturday: opens today"],
    ["2026-06-06T22:00:00Z", "Serving till 4:30pm", "15:00 on Saturday, its own hours"],
    ["2026-06-06T23:30:00Z", "Shut, back Monday at 7am", "16:30 on Saturday: Sunday closed, the weekday named"],
    ["2026-12-24T21:00:00Z", "Serving till 2pm (Christmas Eve hours)", "13:00 PST on a special date: its hours, and why"],
    ["2026-12-24T22:00:00Z", "Shut, back tomorrow at 7am (Christmas Eve hours)", "14:00 on it"],
    ["2026-12-31T03:00:00Z", "Shut, back Monday at 7am", "19:00 on 30 December: a closure across the year's end"],
    ["2027-01-01T18:00:00Z", "Shut, back Monday at 7am (New Year break)", "10:00 on 1 January, inside it"],
  ])("at %s says %j (%s)", (instant, line) => {
    expect(lineAt(instant)).toBe(line);
  });

  it("gives the date instead of the weekday when the next opening is a week or more away", () => {
    const closedWeeks: SpecialDate[] = [{ from: "2026-07-01", until: "2026-07-20", closed: true, note: "Summer break" }];
    // Tuesday 30 June 20:00: next opening Tuesday 21 July.
    expect(lineAt("2026-07-01T03:00:00Z", WEEK, closedWeeks)).toBe("Shut, back July 21 at 7am");
  });

  it("says only closed when no day in the next five weeks opens", () => {
    const shut = Object.fromEntries(Object.keys(WEEK).map((day) => [day, { closed: true }])) as WeekHours;
    expect(lineAt("2026-06-03T18:00:00Z", shut, [])).toBe("Shut");
  });
});

describe("the week as people read it", () => {
  it("is one line when every day has the same hours", () => {
    const every = Object.fromEntries(Object.keys(WEEK).map((day) => [day, weekday])) as WeekHours;
    expect(weekLines(every)).toEqual([{ days: "Monday-Sunday", time: "7am-6pm" }]);
  });

  it("groups neighbouring days with the same hours, and closed days have no time", () => {
    expect(weekLines(WEEK)).toEqual([
      { days: "Monday-Friday", time: "7am-6pm" },
      { days: "Saturday", time: "8am-4:30pm" },
      { days: "Sunday" },
    ]);
  });

  it("writes special dates for the banner, single days with their weekday, ranges across months", () => {
    expect(specialDateText(SPECIAL[0]!)).toBe("Thursday, December 24: Christmas Eve hours, 7am-2pm");
    expect(specialDateText(SPECIAL[1]!)).toBe("December 31-January 2: New Year break");
    expect(specialDateText({ from: "2026-08-10", until: "2026-08-14", closed: true, note: "Roastery week" })).toBe(
      "August 10-14: Roastery week",
    );
  });
});
