/**
 * The carousel as built (src/components/Carousel.tsx) and once its island has taken it over
 * (src/islands/carousel-swiper.ts): names, roles, the controls, the pause button, focus and reduced motion.
 */
import { fireEvent, render, screen, within } from "@testing-library/react";
import { Carousel } from "../src/components/Carousel";
import { start } from "../src/islands/carousel-swiper";
import { carouselCopy, photo } from "../test-support/fixtures";

const slides = ["one", "two", "three"].map((name) => ({ ...photo(`Photo ${name}`), caption: `Caption ${name}` }));

function mockReducedMotion(reduce: boolean) {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: reduce && query === "(prefers-reduced-motion: reduce)",
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }));
}

/** The carousel as the build writes it, and, if `running`, after its island has started. */
function renderCarousel(running = true) {
  render(<Carousel {...carouselCopy} intervalSeconds={5} slides={slides} />);
  const region = screen.getByRole("region", { name: "At the farm" });
  if (running) start(region);
  const slideGroups = within(region).getAllByRole("group", { hidden: true });
  return { region, slideGroups, liveRegion: () => slideGroups[0]?.closest("[aria-live]") };
}

const button = (region: HTMLElement, name: string) => within(region).getByRole("button", { name, hidden: true });

beforeEach(() => mockReducedMotion(false));

describe("Carousel markup", () => {
  it("is a region described as a carousel, with slides named 'n of total' in content order", () => {
    const { region, slideGroups } = renderCarousel(false);
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
    const { region } = renderCarousel(false);
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
    expect(button(region, "Show picture 1 of 3")).toHaveAttribute("aria-current", "true");
    expect(button(region, "Show picture 2 of 3")).not.toHaveAttribute("aria-current");
  });

  it("shows its buttons once the island runs (the build writes them hidden)", () => {
    expect(button(renderCarousel(false).region, "Halt").closest("[data-waiting]")).not.toBeNull();
    document.body.innerHTML = "";
    expect(button(renderCarousel().region, "Halt").closest("[data-waiting]")).toBeNull();
  });

  it("shows only the first slide to assistive technology once Swiper runs", () => {
    const { slideGroups } = renderCarousel();
    expect(slideGroups.map((group) => group.hasAttribute("aria-hidden"))).toEqual([false, true, true]);
  });

  it("fetches the next photograph too once the carousel runs (the build sends only the first as eager)", () => {
    const { slideGroups } = renderCarousel();
    const loading = slideGroups.map((group) => group.querySelector("img")?.getAttribute("loading"));
    expect(loading).toEqual(["eager", "eager", "lazy"]);
  });
});

describe("Carousel rotation control", () => {
  it("is named for what it will do, and the live region is off while rotating and polite when stopped", () => {
    const { region, liveRegion } = renderCarousel();
    expect(within(region).getByRole("button", { name: "Halt" })).toBeInTheDocument();
    expect(liveRegion()).toHaveAttribute("aria-live", "off");

    fireEvent.click(within(region).getByRole("button", { name: "Halt" }));
    expect(within(region).getByRole("button", { name: "Go" })).toBeInTheDocument();
    expect(liveRegion()).toHaveAttribute("aria-live", "polite");

    fireEvent.click(within(region).getByRole("button", { name: "Go" }));
    expect(within(region).getByRole("button", { name: "Halt" })).toBeInTheDocument();
    expect(liveRegion()).toHaveAttribute("aria-live", "off");
  });

  it("stops when keyboard focus enters the carousel, and stays stopped until play is pressed", () => {
    const { region, liveRegion } = renderCarousel();
    within(region).getByRole("button", { name: "Forward" }).focus();
    expect(within(region).getByRole("button", { name: "Go" })).toBeInTheDocument();
    expect(liveRegion()).toHaveAttribute("aria-live", "polite");

    within(region).getByRole("button", { name: "Back" }).focus();
    expect(within(region).getByRole("button", { name: "Go" })).toBeInTheDocument();
    fireEvent.click(within(region).getByRole("button", { name: "Go" }));
    expect(within(region).getByRole("button", { name: "Halt" })).toBeInTheDocument();
  });

  it("starts still when the visitor prefers reduced motion, and can still be played", () => {
    mockReducedMotion(true);
    const { region, liveRegion } = renderCarousel();
    expect(within(region).getByRole("button", { name: "Go" })).toBeInTheDocument();
    expect(liveRegion()).toHaveAttribute("aria-live", "polite");
    fireEvent.click(within(region).getByRole("button", { name: "Go" }));
    expect(within(region).getByRole("button", { name: "Halt" })).toBeInTheDocument();
  });
});
