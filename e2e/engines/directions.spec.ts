/**
 * The way to the cafe, in each engine: wherever a page shows the cafe's street address (HOME's visit
 * block, MIDTOWN CAFE's info row, JOIN THE TEAM, every footer), the same box holds a link with the
 * staff's words that tells a screen reader where it goes, and opens Google Maps' directions to the
 * address (or to the map position, once set) in a new tab. These engines run on Linux, where it stays
 * Google's; on Apple's devices the island switches it to Apple Maps (e2e/directions.spec.ts, as an iPhone).
 */
import { everyPage, site } from "../../test-support/content";
import { expect, test } from "../../test-support/visitor";

const line = `${site.address.street}, ${site.address.city}, ${site.address.region} ${site.address.postalCode}`;
const destination = site.address.coordinates ? site.address.coordinates.replace(/\s/g, "") : line;

for (const { path, label } of everyPage) {
  test(`${label} (${path}): every address shown has its directions link beside it`, async ({ visitor }) => {
    await visitor.open(path, { width: 390, height: 844 });
    const found = await visitor.evaluate(
      async (street, words) => {
        // Once the islands have started (after the first paint), the directions island among them.
        for (let tries = 0; document.querySelector("[data-island]:not([data-island-started])") && tries < 100; tries++) {
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        const isLink = (link: HTMLAnchorElement) => (link.textContent ?? "").trim().startsWith(words);
        const links = [...document.querySelectorAll("a")].filter(isLink);
        // Each place the address shows (the street written on its own, as an address is, not within a
        // sentence; outside the links): the nearest box around it that holds a directions link, and how
        // many streets and links that box holds, one each when every address has its own link beside it.
        const streets: Node[] = [];
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (node.textContent?.trim() === street && !node.parentElement?.closest("a")) streets.push(node);
        }
        const places = streets.map((node) => {
          let box = node.parentElement;
          while (box && !links.some((link) => box!.contains(link))) box = box.parentElement;
          const inBox = (item: Node) => Boolean(box?.contains(item));
          return { place: box?.tagName ?? "none", streets: streets.filter(inBox).length, links: links.filter(inBox).length };
        });
        return {
          places,
          links: links.map((link) => ({
            name: (link.textContent ?? "").replace(/\s+/g, " ").trim(),
            href: link.href,
            target: link.target,
          })),
        };
      },
      site.address.street,
      site.directions.label,
    );
    expect(found.places.length, "places showing the address").toBeGreaterThanOrEqual(1);
    expect(found.places.filter((place) => place.links !== 1 || place.streets !== 1)).toEqual([]);
    expect(found.links).toHaveLength(found.places.length);
    for (const link of found.links) {
      expect(link.name).toBe(`${site.directions.label} ${site.directions.spoken.replace("{address}", line)}`);
      const href = new URL(link.href);
      expect(`${href.origin}${href.pathname}`).toBe("https://www.google.com/maps/dir/");
      expect([href.searchParams.get("api"), href.searchParams.get("destination")]).toEqual(["1", destination]);
      expect(link.target).toBe("_blank");
    }
    test.info().annotations.push({ type: "opens", description: `${visitor.engine}: ${found.links[0]?.href}` });
  });
}
