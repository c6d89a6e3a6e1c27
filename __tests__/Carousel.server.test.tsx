/**
 * @jest-environment node
 *
 * The carousel's markup as the build writes it, before any script runs.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { Carousel } from "../src/components/Carousel";
import { carouselCopy, photo } from "../test-support/fixtures";

const slides = ["one", "two", "three"].map((name) => ({ ...photo(`Photo ${name}`), caption: `Caption ${name}` }));
const html = renderToStaticMarkup(<Carousel {...carouselCopy} intervalSeconds={5} slides={slides} />);

describe("Carousel as served", () => {
  it("has its buttons in place but hidden, since they can do nothing until the script runs", () => {
    expect(html).toMatch(/<div class="controls" data-waiting=""><button type="button"/);
  });

  it("asks for only the first photograph at once; the others wait until they are near", () => {
    expect([...html.matchAll(/<img [^>]*loading="(\w+)"/g)].map((match) => match[1])).toEqual(["eager", "lazy", "lazy"]);
    expect(html.match(/data-held=""/g)).toHaveLength(2);
  });

  it("is handed to the carousel island, with its interval", () => {
    expect(html).toMatch(/<section [^>]*data-interval-seconds="5" data-island="carousel">/);
  });

  it("shows every slide to assistive technology, since without a script they form a scrollable strip", () => {
    const slideTags = html.match(/<div [^>]*role="group"[^>]*>/g) ?? [];
    expect(slideTags).toHaveLength(3);
    for (const tag of slideTags) expect(tag).not.toContain("aria-hidden");
  });
});
