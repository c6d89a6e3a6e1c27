/** Copy patterns from content and the carousel's content checks: mistakes fail the build, by name. */
import { checkPattern, fillPattern } from "../src/lib/pattern";
import { toCarousel } from "../src/lib/carousel";
import { carouselCopy, photo } from "../test-support/fixtures";

describe("fillPattern", () => {
  it("fills every placeholder it has a value for", () => {
    expect(fillPattern("Go to slide {n} of {total}", { n: 3, total: 7 })).toBe("Go to slide 3 of 7");
    expect(fillPattern("{n}/{total}, {n}", { n: 1, total: 2 })).toBe("1/2, 1");
  });
});

describe("checkPattern", () => {
  it("accepts a pattern with exactly the expected placeholders", () => {
    expect(checkPattern("{total}: {n}", ["n", "total"], "f: x")).toBe("{total}: {n}");
  });

  it("names the field and the missing or unknown placeholder", () => {
    expect(() => checkPattern("Slide {n}", ["n", "total"], "content/x.md: carousel.slideLabel")).toThrow(
      'content/x.md: carousel.slideLabel: "Slide {n}" must contain {n} and {total} ({total} is missing).',
    );
    expect(() => checkPattern("{n} of {totl}", ["n", "total"], "f")).toThrow("{total} is missing, {totl} is not known");
  });
});

describe("toCarousel", () => {
  const source = (overrides: object = {}) => ({
    ...carouselCopy,
    intervalSeconds: 6,
    slides: ["a", "b"].map((alt) => ({
      alt,
      caption: `Caption ${alt}`,
      image: { childImageSharp: { gatsbyImageData: photo(alt).image } },
    })),
    ...overrides,
  });

  it("passes the copy, interval and slides through", () => {
    const carousel = toCarousel(source(), "content/coffee/index.md");
    expect(carousel.slides.map((slide) => [slide.alt, slide.caption])).toEqual([
      ["a", "Caption a"],
      ["b", "Caption b"],
    ]);
    expect(carousel.controls.goTo).toBe(carouselCopy.controls.goTo);
  });

  it.each([
    [{ slideLabel: "Slide" }, "carousel.slideLabel"],
    [{ controls: { ...carouselCopy.controls, goTo: "Go to {n}" } }, "carousel.controls.goTo"],
  ])("fails the build on %j", (overrides, message) => {
    expect(() => toCarousel(source(overrides), "content/coffee/index.md")).toThrow(message);
  });
});
