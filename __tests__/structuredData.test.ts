/** The JSON-LD search engines read, and the opening hours it is built from. */
import { cafeJsonLd } from "../src/lib/structuredData";
import { openingHours } from "../src/lib/hours";
import { siteFile } from "../src/content/schema";
import { checkValue, formatIssue } from "../src/content/validate";

const facts = {
  name: "Test Roasters",
  summary: "A roaster used only in tests.",
  address: { street: "1 Example Way", city: "Testville", region: "CA", postalCode: "90000", country: "US" },
  phone: "555-010-0199",
  email: "hello@example.com",
  hours: { days: "Tuesday-Sunday", time: "7:30am-6:15pm" },
};

describe("opening hours", () => {
  it("reads day ranges and 12-hour times", () => {
    expect(openingHours(facts.hours)).toEqual({
      days: ["Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
      opens: "07:30",
      closes: "18:15",
    });
    expect(openingHours({ days: "Tuesday-Friday", time: "6:30am-12pm" })).toMatchObject({ opens: "06:30", closes: "12:00" });
    expect(openingHours({ days: "Saturday", time: "12pm-11:45pm" })).toEqual({ days: ["Saturday"], opens: "12:00", closes: "23:45" });
  });

  // The reading above relies on the schema having refused everything else first.
  it.each([
    [{ days: "Tue-Sun", time: "8am-5pm" }, /field hours\.days: found "Tue-Sun"; expected a day, or a range of days/],
    [{ days: "Sunday-Monday", time: "8am-5pm" }, /field hours\.days: found "Sunday-Monday"/],
    [{ days: "Tuesday-Sunday", time: "7-6" }, /field hours\.time: found "7-6"; expected opening and closing times/],
    [{ days: "Tuesday-Sunday", time: "7am" }, /field hours\.time: found "7am"/],
    [{ days: "Tuesday-Sunday", time: "6pm-7am" }, /field hours\.time: found "6pm-7am"; .*closing after opening/],
    [{ days: "Tuesday-Sunday", time: "12pm-12am" }, /field hours\.time: found "12pm-12am"/],
  ])("the schema refuses %j, naming the field", (hours, message) => {
    const issues = checkValue(siteFile.fields.hours, hours, "hours", "content/site/site.yaml").map(formatIssue);
    expect(issues).toEqual([expect.stringMatching(message)]);
  });
});

describe("CafeOrCoffeeShop JSON-LD", () => {
  const data = cafeJsonLd(facts, "https://example.com", "https://example.com/static/social.jpg");

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

  it("opens on the days of the hours given, in 24-hour times", () => {
    const [spec] = data.openingHoursSpecification;
    expect(spec?.["@type"]).toBe("OpeningHoursSpecification");
    expect(spec?.dayOfWeek).toHaveLength(6);
    for (const day of spec?.dayOfWeek ?? []) expect(day).toMatch(/^https:\/\/schema\.org\/[A-Z][a-z]+day$/);
    expect(spec).toMatchObject({ opens: "07:30", closes: "18:15" });
  });
});
