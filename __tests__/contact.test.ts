/**
 * The links made from site.yaml's phone number, e-mail address, address and map position and social
 * accounts, and the menu's sense of "this page". Which maps address each engine and phone opens is
 * e2e/engines/directions.spec.ts's and e2e/directions.spec.ts's.
 */
import { mailHref, telHref, xHandle } from "../src/lib/contact";
import { directionsHrefs, mapHref } from "../src/lib/maps";
import { site } from "../test-support/fixtures";
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

describe("map addresses", () => {
  const query = (href: string, name: string) => [new URL(href).origin + new URL(href).pathname, new URL(href).searchParams.get(name)];

  it("lead to the address on one line while no map position is set", () => {
    const { universal, apple } = directionsHrefs(site.address);
    expect(query(universal, "destination")).toEqual(["https://www.google.com/maps/dir/", "1 Example Way, Testville, CA 90000"]);
    expect(new URL(universal).searchParams.get("api")).toBe("1");
    expect(query(apple, "daddr")).toEqual(["https://maps.apple.com/", "1 Example Way, Testville, CA 90000"]);
    expect(query(mapHref(site.address), "query")).toEqual(["https://www.google.com/maps/search/", "1 Example Way, Testville, CA 90000"]);
  });

  it("lead to the exact spot once the map position is set, however it was spaced", () => {
    const at = { ...site.address, coordinates: "-33.8568 ,151.2153" };
    expect(query(directionsHrefs(at).universal, "destination")[1]).toBe("-33.8568,151.2153");
    expect(query(directionsHrefs(at).apple, "daddr")[1]).toBe("-33.8568,151.2153");
    expect(query(mapHref(at), "query")[1]).toBe("-33.8568,151.2153");
  });
});

it("finds the cafe's account on X, old address or new, for the social cards, and none among other accounts", () => {
  expect(xHandle(["https://www.instagram.com/beans", "https://x.com/beans_hq"])).toBe("@beans_hq");
  expect(xHandle(["https://twitter.com/oldbeans/"])).toBe("@oldbeans");
  expect(xHandle(["https://www.instagram.com/beans", "https://x.com/"])).toBeUndefined();
  expect(xHandle([])).toBeUndefined();
});
