/**
 * Fixture data for rendering pages and components in Jest. Deliberately not the real content: the pages
 * must show whatever they are given, and the e2e suite checks the built site against the real content files.
 */
import type { IGatsbyImageData } from "gatsby-plugin-image";
import type { Photo } from "../src/photos/Picture";
import { createElement, type ComponentType } from "react";
import { render } from "@testing-library/react";
import type { PageContext } from "../src/lib/page-context";

export const site: Queries.SiteFrameFragment = {
  name: "Test Roasters",
  wordmark: { top: "TEST", bottom: "ROASTERS" },
  summary: "A roaster used only in tests.",
  address: { street: "1 Example Way", city: "Testville", region: "CA", postalCode: "90000", coordinates: null },
  directions: { label: "Find us", spoken: "at {address}, on a map" },
  phone: "555-010-0199",
  email: "hello@example.com",
  socialAccounts: null,
  copyrightYear: 1999,
  labels: { skipLink: "Jump to the page", menu: "Pages", mainNavigation: "Site", announcement: "News" },
  nav: [
    { label: "START", path: "/" },
    { label: "BEANS", path: "/beans" },
    { label: "SHOP", path: "/shop" },
    { label: "JOBS", path: "/jobs" },
    { label: "STORY", path: "/story" },
  ],
};

export function photo(alt: string, width = 1200, height = 800): Photo {
  const image: IGatsbyImageData = {
    layout: "constrained",
    width,
    height,
    images: { fallback: { src: `/static/${alt.length}.jpg`, srcSet: `/static/${alt.length}.jpg ${width}w`, sizes: "100vw" }, sources: [] },
  };
  return { image, alt };
}

/** Carousel words unlike the real ones, so a test fails if a component invents its own. */
export const carouselCopy = {
  label: "At the farm",
  roleDescription: "slideshow",
  slideRoleDescription: "picture",
  slideLabel: "{n}/{total}",
  controls: { pause: "Halt", play: "Go", previous: "Back", next: "Forward", goTo: "Show picture {n} of {total}" },
};

const closed = { closed: true, opens: null, closes: null };
const short = { closed: false, opens: "08:00", closes: "14:00" };

/** Hours unlike the real ones: Tuesday-Friday 8am-2pm in Chicago, and one special date in 2030. */
export const cafeHours: Queries.CafeHoursFragment = {
  timeZone: "America/Chicago",
  hours: { monday: closed, tuesday: short, wednesday: short, thursday: short, friday: short, saturday: closed, sunday: closed },
  specialDates: [{ from: "2030-01-18", until: null, closed: true, opens: null, closes: null, note: "Shut for the roast" }],
  hoursWords: {
    openUntil: "Serving till {time}",
    opensToday: "Shut, back at {time}",
    opensTomorrow: "Shut, back tomorrow {time}",
    opensOn: "Shut, back {day} {time}",
    closedNow: "Shut",
    closedDay: "No service",
  },
};

/** A photograph as a page's query returns it. */
export const queried = ({ image, alt }: Photo) => ({ alt, image: { childImageSharp: { gatsbyImageData: image } } });

/** Renders a page template (src/templates) with its query's data, at `path`, as built on `today`. */
export function renderPage(Template: ComponentType<any>, data: { site: object; page: object }, path: string, today = "2030-01-01") {
  const pageContext: PageContext = {
    id: "",
    file: "content/test/index.md",
    today,
    siteUrl: "https://example.com",
    themeColor: "#000000",
  };
  return render(createElement(Template, { data, path, location: { pathname: path }, pageContext }));
}
