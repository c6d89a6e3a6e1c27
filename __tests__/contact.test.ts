/** The links made from site.yaml's phone number and e-mail address, and the menu's sense of "this page". */
import { mailHref, telHref } from "../src/lib/contact";
import { samePath } from "../src/lib/paths";

it("turns a US phone number, however written, into an international tel: link, and an address into a mailto: link", () => {
  expect(["530-555-0199", "(530) 555 0199", "1-530-555-0199"].map(telHref)).toEqual(Array(3).fill("tel:+15305550199"));
  expect(mailHref("a@b.com")).toBe("mailto:a@b.com");
});

it("treats a trailing slash as the same page, but not a different or a longer address", () => {
  const pairs = [
    ["/coffee/", "/coffee"],
    ["/", "/"],
    ["/coffee", "/"],
    ["/coffee", "/coffee-shop"],
  ] as const;
  expect(pairs.map(([a, b]) => samePath(a, b))).toEqual([true, true, false, false]);
});
