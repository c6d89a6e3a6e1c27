import { mailHref, telHref } from "../src/lib/contact";
import { samePath } from "../src/lib/paths";

describe("contact links", () => {
  it("turns a written US phone number into an international tel: link", () => {
    expect(telHref("530-555-0199")).toBe("tel:+15305550199");
    expect(telHref("(530) 555 0199")).toBe("tel:+15305550199");
    expect(telHref("1-530-555-0199")).toBe("tel:+15305550199");
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
