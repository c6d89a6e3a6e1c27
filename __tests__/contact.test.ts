import { mailHref, samePath, telHref } from "../src/lib/contact";

describe("contact links", () => {
  it("turns a written US phone number into an international tel: link", () => {
    expect(telHref("916-225-0738")).toBe("tel:+19162250738");
    expect(telHref("(916) 225 0738")).toBe("tel:+19162250738");
    expect(telHref("1-916-225-0738")).toBe("tel:+19162250738");
  });

  it("refuses a number that is not ten digits, naming the field", () => {
    expect(() => telHref("225-0738")).toThrow(/phone: "225-0738" is not a 10-digit US phone number/);
  });

  it("makes a mailto: link", () => {
    expect(mailHref("a@b.com")).toBe("mailto:a@b.com");
  });

  it("treats a trailing slash as the same page, but not a different page", () => {
    expect(samePath("/coffee/", "/coffee")).toBe(true);
    expect(samePath("/", "/")).toBe(true);
    expect(samePath("/coffee", "/")).toBe(false);
    expect(samePath("/coffee", "/coffee-shop")).toBe(false);
  });
});
