/** The JSON-LD search engines read, and the opening hours it is built from. */
import { cafeJsonLd } from "../src/lib/structuredData";
import { openingHours, parseDays } from "../src/lib/hours";

const facts = {
  name: "Test Roasters",
  summary: "A roaster used only in tests.",
  address: { street: "1 Example Way", city: "Testville", region: "CA", postalCode: "90000", country: "US" },
  phone: "555-010-0199",
  email: "hello@example.com",
  hours: { days: "Monday-Sunday", time: "7am-6pm" },
};

describe("opening hours", () => {
  it("reads day ranges and 12-hour times", () => {
    expect(openingHours(facts.hours)).toEqual({
      days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
      opens: "07:00",
      closes: "18:00",
    });
    expect(openingHours({ days: "Tuesday-Friday", time: "6:30am-12pm" })).toMatchObject({ opens: "06:30", closes: "12:00" });
    expect(parseDays("Saturday")).toEqual(["Saturday"]);
  });

  it.each([
    [{ days: "Mon-Sun", time: "7am-6pm" }, /"hours.days": "Mon" is not a day of the week/],
    [{ days: "Sunday-Monday", time: "7am-6pm" }, /ends before it starts/],
    [{ days: "Monday-Sunday", time: "7-6" }, /"hours.time": "7" is not a time such as 7am/],
    [{ days: "Monday-Sunday", time: "7am" }, /not a range of times such as 7am-6pm/],
    [{ days: "Monday-Sunday", time: "6pm-7am" }, /closes before it opens/],
  ])("refuses %j with a message naming the field", (hours, message) => {
    expect(() => openingHours(hours)).toThrow(message);
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

  it("opens every day of the week in 24-hour times", () => {
    const [spec] = data.openingHoursSpecification;
    expect(spec?.["@type"]).toBe("OpeningHoursSpecification");
    expect(spec?.dayOfWeek).toHaveLength(7);
    for (const day of spec?.dayOfWeek ?? []) expect(day).toMatch(/^https:\/\/schema\.org\/[A-Z][a-z]+day$/);
    expect(spec).toMatchObject({ opens: "07:00", closes: "18:00" });
  });
});
