/** The JSON-LD search engines read, and the opening hours it is built from. */
import { cafeJsonLd, cafeJsonLdText, socialImage } from "../src/lib/structured-data";
import type { WeekHours } from "../src/lib/hours";
import { siteFile } from "../src/schema/schema";
import { checkValue, formatIssue } from "../src/schema/validate";
import { site } from "../test-support/fixtures";

const open = { opens: "07:30", closes: "18:15" };
const hours: WeekHours = {
  monday: { closed: true },
  tuesday: open,
  wednesday: open,
  thursday: open,
  friday: open,
  saturday: { opens: "08:00", closes: "14:00" },
  sunday: open,
};
/** The test roaster's facts (test-support/fixtures.ts), with a country and its own hours. */
const facts = {
  ...site,
  address: { ...site.address, country: "US" },
  hours,
  specialDates: [
    { from: "2031-05-01", closed: true, note: "Gone" },
    { from: "2031-05-20", until: "2031-05-22", opens: "09:00", closes: "12:00", note: "Short days" },
    { from: "2031-06-10", closed: true, note: "Inventory" },
  ],
};

const SITE = "content/site/site.yaml";
const issues = (name: "hours" | "specialDates" | "timeZone", value: unknown) =>
  checkValue(siteFile.fields[name], value, name, SITE).map(formatIssue);

describe("opening hours in site.yaml", () => {
  it("takes open days, closed days and special dates given as text or as YAML dates", () => {
    expect(issues("hours", hours)).toEqual([]);
    expect(issues("specialDates", [{ from: new Date("2031-05-01T00:00:00Z"), closed: true, note: "Gone" }])).toEqual([]);
    expect(issues("specialDates", facts.specialDates)).toEqual([]);
    expect(issues("timeZone", "America/Los_Angeles")).toEqual([]);
  });

  // The reading in src/lib/hours.ts relies on the schema having refused everything else first. (A time
  // with am/pm, a day closing before it opens, overlapping dates: EDITING.md's examples, editing-guide.test.ts.)
  it.each([
    [{ ...hours, monday: { opens: "07:00", closes: "25:00" } }, /field hours\.monday\.closes: found "25:00"/],
    [
      { ...hours, monday: { opens: "07:00" } },
      /field hours\.monday\.closes: found nothing; expected the closing time of this day, or its Closed switch on/,
    ],
    [{ ...hours, monday: { closed: "yes" } }, /field hours\.monday\.closed: found "yes"; expected true or false/],
  ])("refuses impossible hours, naming the field: %j", (value, message) => {
    expect(issues("hours", value)).toEqual([expect.stringMatching(message)]);
  });

  it.each([
    [
      [{ from: "2031-02-30", closed: true, note: "x" }],
      /specialDates\[0\]\.from: found "2031-02-30"; expected a date written year-month-day/,
    ],
    [
      [{ from: "2031-05-03", until: "2031-05-01", closed: true, note: "x" }],
      /specialDates\[0\]\.until: found 2031-05-01, before the first day 2031-05-03/,
    ],
    [[{ from: "2031-05-01", opens: "12:00", closes: "09:00", note: "x" }], /specialDates\[0\]\.closes: found "09:00", which is not after/],
    [[{ from: "2031-05-01", closed: true }], /specialDates\[0\]\.note: found nothing/],
  ])("refuses special dates that cannot be right, naming the field: %j", (value, message) => {
    expect(issues("specialDates", value)).toEqual([expect.stringMatching(message)]);
  });

  it.each([
    ["38.5733, -121.4702", true],
    ["-90,180", true],
    ["0.0, -0.5", true],
    ["90.5, 10", false],
    ["-91, 10", false],
    ["38.57, 180.01", false],
    ["38.57, -200", false],
    ["38.57 -121.47", false],
    ["38,57, -121,47", false],
    ["38.57° N, 121.47° W", false],
  ])("takes a map position %j only as a latitude and a longitude in range: %s", (value, fine) => {
    const found = checkValue(siteFile.fields.address, { ...facts.address, coordinates: value }, "address", SITE).map(formatIssue);
    // The message names the file, the field, what it found and both ranges.
    const message = `${SITE}, field address.coordinates: found ${JSON.stringify(value)}; expected a latitude from -90 to 90`;
    expect(found).toEqual(fine ? [] : [expect.stringContaining(message)]);
    if (!fine) expect(found[0]).toContain("longitude from -180 to 180");
  });

  it("refuses a time zone browsers do not know", () => {
    expect(issues("timeZone", "America/Sacramento")).toEqual([
      expect.stringMatching(/field timeZone: found "America\/Sacramento"; expected a time zone name/),
    ]);
  });
});

describe("CafeOrCoffeeShop JSON-LD", () => {
  const data = cafeJsonLd(facts, "https://example.com", "https://example.com/static/social.jpg", "2031-05-02");

  it("has the fields schema.org and search engines' local results require", () => {
    expect(data["@context"]).toBe("https://schema.org");
    expect(data["@type"]).toBe("CafeOrCoffeeShop");
    expect(data.name).toBe("Test Roasters");
    expect(data.url).toBe("https://example.com/");
    expect(data.image).toMatch(/^https:\/\//);
    expect(data.telephone).toBe("+15550100199");
    expect(data.email).toBe("hello@example.com");
    expect(data.address).toEqual({
      "@type": "PostalAddress",
      streetAddress: "1 Example Way",
      addressLocality: "Testville",
      addressRegion: "CA",
      postalCode: "90000",
      addressCountry: "US",
    });
  });

  it("names a map of the address, and neither a position nor accounts while site.yaml sets none", () => {
    expect(new URL(data.hasMap).searchParams.get("query")).toBe("1 Example Way, Testville, CA 90000");
    expect(data).not.toHaveProperty("geo");
    expect(data).not.toHaveProperty("sameAs");
  });

  it("gives the map position as GeoCoordinates, the map at it, and the social accounts as sameAs, once set", () => {
    const accounts = [{ url: "https://www.instagram.com/beans" }, { url: "https://x.com/beans" }];
    const placed = cafeJsonLd(
      { ...facts, address: { ...facts.address, coordinates: "38.5, -121.25" }, socialAccounts: accounts },
      "https://example.com",
      "https://example.com/x.jpg",
      "2031-05-02",
    );
    expect(placed.geo).toEqual({ "@type": "GeoCoordinates", latitude: 38.5, longitude: -121.25 });
    expect(new URL(placed.hasMap).searchParams.get("query")).toBe("38.5,-121.25");
    expect(placed.sameAs).toEqual(["https://www.instagram.com/beans", "https://x.com/beans"]);
  });

  it("gives each open day its own hours, in 24-hour times, and leaves closed days out", () => {
    const days = data.openingHoursSpecification.map((spec) => [spec.dayOfWeek, spec.opens, spec.closes]);
    expect(days).toEqual([
      ["https://schema.org/Tuesday", "07:30", "18:15"],
      ["https://schema.org/Wednesday", "07:30", "18:15"],
      ["https://schema.org/Thursday", "07:30", "18:15"],
      ["https://schema.org/Friday", "07:30", "18:15"],
      ["https://schema.org/Saturday", "08:00", "14:00"],
      ["https://schema.org/Sunday", "07:30", "18:15"],
    ]);
  });

  it("lists the special dates still ahead on the day it is made, closed ones as midnight to midnight", () => {
    expect(data.specialOpeningHoursSpecification).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        validFrom: "2031-05-20",
        validThrough: "2031-05-22",
        opens: "09:00",
        closes: "12:00",
        description: "Short days",
      },
      {
        "@type": "OpeningHoursSpecification",
        validFrom: "2031-06-10",
        validThrough: "2031-06-10",
        opens: "00:00",
        closes: "00:00",
        description: "Inventory",
      },
    ]);
    const later = cafeJsonLd(facts, "https://example.com", "https://example.com/x.jpg", "2031-07-01");
    expect(later).not.toHaveProperty("specialOpeningHoursSpecification");
  });
});

describe("the JSON-LD text the build puts in every page's <head>", () => {
  it("is the JSON-LD, with the social picture's address, and no text in it can end the script", () => {
    const summary = "Beans </script><script>alert(1)</script>";
    const text = cafeJsonLdText({ ...facts, summary }, "https://example.com", "https://example.com/static/abc/social.jpg", "2031-05-02");
    expect(text).not.toContain("<");
    const data = JSON.parse(text);
    expect(data.description).toBe(summary);
    expect(data.image).toBe("https://example.com/static/abc/social.jpg");
    expect(data.specialOpeningHoursSpecification).toHaveLength(2);
  });

  it("stops the build, naming the file and field, when the social picture could not be processed", () => {
    expect(socialImage({ images: { fallback: { src: "/static/abc/social.jpg" } }, width: 1200, height: 630 })).toEqual({
      src: "/static/abc/social.jpg",
      width: 1200,
      height: 630,
    });
    expect(() => socialImage(null)).toThrow(/content\/site\/site.yaml: social.image/);
    expect(() => socialImage({ images: { fallback: null }, width: 0, height: 0 })).toThrow(/social.image/);
  });
});
