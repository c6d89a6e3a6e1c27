/**
 * The carousel as the build writes it (src/components/Carousel.tsx), before any script runs: names,
 * roles, the order of its controls, and what it asks for at once. What its island then does (turning,
 * stopping, the live region, reduced motion) is proven in every engine by e2e/engines/carousel.spec.ts,
 * which photographs it fetches by e2e/carousel.spec.ts, and the strip without its script by
 * e2e/resilience.spec.ts.
 */
import { render, screen, within } from "@testing-library/react";
import { Carousel } from "../src/components/Carousel";
import { carouselCopy, photo, queried } from "../test-support/fixtures";

const slides = ["one", "two", "three"].map((name) => ({ ...queried(photo(`Photo ${name}`)), caption: `Caption ${name}` }));

function renderCarousel() {
  render(<Carousel carousel={{ ...carouselCopy, intervalSeconds: 5, slides }} file="content/coffee/index.md" />);
  const region = screen.getByRole("region", { name: "At the farm" });
  return { region, slideGroups: within(region).getAllByRole("group", { hidden: true }) };
}

it("is a region described as a carousel, with slides named 'n of total' in content order", () => {
  const { region, slideGroups } = renderCarousel();
  expect(region).toHaveAttribute("aria-roledescription", "slideshow");
  expect(slideGroups.map((group) => group.getAttribute("aria-label"))).toEqual(["1/3", "2/3", "3/3"]);
  slideGroups.forEach((group) => expect(group).toHaveAttribute("aria-roledescription", "picture"));
  expect(slideGroups.map((group) => within(group).getByRole("img", { hidden: true }).getAttribute("alt"))).toEqual([
    "Photo one",
    "Photo two",
    "Photo three",
  ]);
});

it("puts the pause button first, then previous, one indicator per slide, and next, all native buttons", () => {
  const { region } = renderCarousel();
  const names = within(region)
    .getAllByRole("button", { hidden: true })
    .map((element) => [element.tagName, element.textContent]);
  expect(names).toEqual([
    ["BUTTON", "HaltGo"],
    ["BUTTON", "Back"],
    ["BUTTON", "Show picture 1 of 3"],
    ["BUTTON", "Show picture 2 of 3"],
    ["BUTTON", "Show picture 3 of 3"],
    ["BUTTON", "Forward"],
  ]);
  expect(within(region).getByRole("button", { name: "Show picture 1 of 3", hidden: true })).toHaveAttribute("aria-current", "true");
  expect(within(region).getByRole("button", { name: "Show picture 2 of 3", hidden: true })).not.toHaveAttribute("aria-current");
});

it("as served, is a strip of slides all shown to assistive technology, asks for the first photograph alone, and waits for its island", () => {
  const { region, slideGroups } = renderCarousel();
  expect(slideGroups.filter((group) => group.hasAttribute("aria-hidden"))).toEqual([]);
  expect(slideGroups.map((group) => group.querySelector("img")?.getAttribute("loading"))).toEqual(["eager", "lazy", "lazy"]);
  expect(region.querySelectorAll("[data-held]")).toHaveLength(2);
  // Its buttons are in place but hidden: they can do nothing until the script runs.
  expect(within(region).getByRole("button", { name: "Back", hidden: true }).closest("[data-waiting]")).not.toBeNull();
  expect(region).toHaveAttribute("data-island", "carousel");
  expect(region).toHaveAttribute("data-interval-seconds", "5");
});
