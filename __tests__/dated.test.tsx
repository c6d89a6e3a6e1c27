/**
 * Dated announcements and the "open now" line, as built and once their scripts have run (src/islands), on
 * a controlled clock, with this test's own hours (test-support/fixtures.ts: Tuesday-Friday 8am-2pm in
 * Chicago, closed 18 January 2030).
 */
import { render, screen } from "@testing-library/react";
import HomePage from "../src/templates/home";
import MidtownPage from "../src/templates/midtown";
import { OpenNow } from "../src/components/OpeningHours";
import { bannerDates, datedData, type DatedData } from "../src/lib/dated";
import { DatedScript } from "../src/components/DatedScript";
import { zoneTable } from "../src/lib/zone";
import { applyPageDates } from "../src/islands/dated-head-script";
import { enhance } from "../src/islands/open-now";
import { cafeHours, photo, queried, renderPage, site } from "../test-support/fixtures";

const visit = { heading: "Find us", addressLabel: "Where", phoneLabel: "Call", emailLabel: "Write", hoursLabel: "When" };
type Banner = { from: string | null; until: string | null; offerUntil?: string | null; announceSpecialDates: boolean };
const page = { path: "/", title: "Home", description: "A roaster", body: { html: "<p>Hi.</p>" } };

function home(today: string, dates: Partial<Banner> = {}) {
  const banner = {
    headline: "Patio open",
    offer: "Three scones for $5",
    from: null,
    until: null,
    offerUntil: null,
    announceSpecialDates: true,
    ...dates,
  };
  renderPage(HomePage, { site: { ...site, ...cafeHours, banner }, page: { ...page, hero: queried(photo("Beans")), visit } }, "/", today);
  return screen.getByRole("complementary", { name: "News", hidden: true });
}

describe("the HOME banner on the day the page is made", () => {
  it("shows the offer between its dates", () => {
    expect(home("2030-01-01", { from: "2030-01-01", until: "2030-01-02" })).not.toHaveAttribute("data-dated-hidden");
  });

  it("is hidden as a whole once the offer has expired and no special date is near", () => {
    expect(home("2030-01-03", { until: "2030-01-02" })).toHaveAttribute("data-dated-hidden");
  });

  it("drops the offer after its own last day and keeps the headline, with nothing between them", () => {
    const banner = home("2030-01-03", { offerUntil: "2030-01-02" });
    expect(banner).not.toHaveAttribute("data-dated-hidden");
    expect(screen.getByText("Patio open", { exact: false }).closest("p")).not.toHaveAttribute("data-dated-hidden");
    expect(screen.getByText("Three scones for $5")).toHaveAttribute("data-dated-hidden");
    expect(banner.querySelector("[aria-hidden]")).toHaveAttribute("data-dated-hidden");
  });

  it("shows the offer on its last day", () => {
    home("2030-01-02", { offerUntil: "2030-01-02" });
    expect(screen.getByText("Three scones for $5")).not.toHaveAttribute("data-dated-hidden");
  });

  it("announces a special date from two weeks ahead, with its day, date and note", () => {
    const banner = home("2030-01-04", { until: "2030-01-02" });
    expect(banner).not.toHaveAttribute("data-dated-hidden");
    const line = screen.getByText("Friday, January 18: Shut for the roast");
    expect(line).not.toHaveAttribute("data-dated-hidden");
    expect(screen.getByText(/Patio open/).closest("p")).toHaveAttribute("data-dated-hidden");
  });

  it("keeps a special date further ahead in the page, hidden, for the browser to show on its day", () => {
    home("2030-01-03");
    expect(screen.getByText("Friday, January 18: Shut for the roast", { exact: false })).toHaveAttribute("data-dated-hidden");
  });

  it("leaves special dates out when the editor has switched that off", () => {
    home("2030-01-10", { announceSpecialDates: false });
    expect(screen.queryByText(/Shut for the roast/)).toBeNull();
  });

  it("leaves out special dates that have passed", () => {
    home("2030-01-19");
    expect(screen.queryByText(/Shut for the roast/)).toBeNull();
  });
});

describe("the Midtown notice", () => {
  it("is hidden after its last day", () => {
    const notice = { heading: "Notice", points: ["Cups to go"], thanks: "Thanks!", from: null, until: "2030-01-01" };
    const midtown = {
      ...page,
      heading: "The shop",
      notice,
      welcome: { heading: "Welcome" },
      gallery: { heading: "Inside", photos: [queried(photo("One", 600, 600))] },
      exterior: queried(photo("Wall")),
      info: { placeLabel: "PLACE", hoursLabel: "HOURS", contactLabel: "CONTACT" },
    };
    renderPage(MidtownPage, { site: { ...site, ...cafeHours }, page: midtown }, "/shop", "2030-01-02");
    expect(screen.getByRole("region", { name: "Notice", hidden: true })).toHaveAttribute("data-dated-hidden");
  });
});

/** The build's table of the fixture's zone, and one that ran out years before the tests' dates. */
const ZONE = zoneTable(cafeHours.timeZone, "2030-01-01");
const RUN_OUT = zoneTable(cafeHours.timeZone, "2026-01-01", 1);

/** Makes Intl unusable, as a check that the page's first paint and start-up never wait for it. */
const withoutIntl = () =>
  jest.spyOn(Intl, "DateTimeFormat").mockImplementation(() => {
    throw new Error("Intl was asked while the table covers the date");
  });

/**
 * The <head> script's work (src/islands/dated-head-script.ts; the build inlines it). A special date shown from two
 * weeks ahead, and the open-now line on a special closed day, are proven in a browser on the built pages
 * by e2e/edited-site.spec.ts.
 */
describe("the <head> script that corrects the build's choice for the visitor's day", () => {
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
    document.head.innerHTML = "";
  });

  /** Runs the script at `instant` on a head with the banner's dates; returns the style rules it added. */
  function rulesAt(instant: string, banner: Banner, zone = ZONE): string {
    jest.useFakeTimers().setSystemTime(new Date(instant));
    const { group } = bannerDates(banner, cafeHours.specialDates, "2030-01-01");
    const data: DatedData = { timeZone: cafeHours.timeZone, zone, groups: [group] };
    const head = render(<DatedScript data={data} />, { container: document.head.appendChild(document.createElement("template")) });
    if (zone === ZONE) withoutIntl();
    applyPageDates();
    const rules = [...document.head.querySelectorAll("style")].map((style) => style.textContent).join("");
    head.unmount();
    document.head.querySelectorAll("style").forEach((style) => style.remove());
    jest.restoreAllMocks();
    return rules;
  }

  it("is left out of a page whose announcements have no dates", () => {
    const { group } = bannerDates({ from: null, until: null, announceSpecialDates: false }, cafeHours.specialDates, "2030-01-01");
    expect(datedData(cafeHours.timeZone, "2030-01-01", [group])).toBeUndefined();
    expect(render(<DatedScript data={undefined} />).container).toBeEmptyDOMElement();
  });

  it("hides a banner whose last day has passed on the cafe's clock, not on UTC's", () => {
    const banner = { from: null, until: "2030-01-02", announceSpecialDates: false };
    const shown = (key: string) => `[data-dated="${key}"][data-dated-hidden]{display:revert!important}`;
    const hidden = (key: string) => `[data-dated="${key}"]{display:none!important}`;
    // 05:00 UTC on 3 January is still 23:00 on 2 January in Chicago.
    expect(rulesAt("2030-01-03T05:00:00Z", banner)).toBe(["banner-headline", "banner-offer", "banner"].map(shown).join(""));
    expect(rulesAt("2030-01-03T06:00:00Z", banner)).toBe(["banner-headline", "banner-offer", "banner"].map(hidden).join(""));
  });

  it("hides the offer alone once its own last day has passed, on a page built before", () => {
    const rules = rulesAt("2030-01-04T12:00:00Z", { from: null, until: null, offerUntil: "2030-01-03", announceSpecialDates: false });
    expect(rules).toContain('[data-dated="banner-offer"]{display:none!important}');
    expect(rules).toContain('[data-dated="banner-headline"][data-dated-hidden]{display:revert!important}');
    expect(rules).toContain('[data-dated="banner"][data-dated-hidden]{display:revert!important}');
  });

  it("reads the cafe's date with Intl once the build's table has run out", () => {
    const banner = { from: null, until: "2030-01-02", announceSpecialDates: false };
    expect(rulesAt("2030-01-03T05:00:00Z", banner, RUN_OUT)).toContain(
      '[data-dated="banner-headline"][data-dated-hidden]{display:revert!important}',
    );
    expect(rulesAt("2030-01-03T06:00:00Z", banner, RUN_OUT)).toContain('[data-dated="banner-headline"]{display:none!important}');
  });

  it("leaves the build's choice when the dates cannot be read", () => {
    document.head.innerHTML = '<script type="application/json" id="dated-announcements">{"timeZone":</script>';
    expect(applyPageDates).not.toThrow();
    expect(document.head.querySelector("style")).toBeNull();
  });
});

describe("the open-now line", () => {
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  /** The line as built for `today`, once the open-now island has started on it. */
  function openNow(today: string): HTMLElement {
    render(<OpenNow hours={cafeHours} today={today} />);
    const line = document.querySelector<HTMLElement>("[data-open-now]")!;
    expect(line).toHaveTextContent("");
    enhance(line);
    return line;
  }

  it("appears as the page is read, is read out once, then follows the clock silently", () => {
    // Tuesday 15 January 2030, 13:58 in Chicago (UTC-6).
    jest.useFakeTimers().setSystemTime(new Date("2030-01-15T19:58:00Z"));
    const line = openNow("2030-01-15");
    expect(line).toHaveTextContent("Serving till 2pm");
    expect(line).toHaveAttribute("aria-live", "polite");
    jest.advanceTimersByTime(2000);
    expect(line).toHaveAttribute("aria-live", "off");
    jest.advanceTimersByTime(120_000);
    expect(line).toHaveTextContent("Shut, back tomorrow 8am");
    expect(line).toHaveAttribute("aria-live", "off");
  });

  it("reads the cafe's clock from the build's table, so that the page's start never waits for Intl", () => {
    jest.useFakeTimers().setSystemTime(new Date("2030-01-15T19:58:00Z"));
    render(<OpenNow hours={cafeHours} today="2030-01-15" />);
    withoutIntl();
    enhance(document.querySelector<HTMLElement>("[data-open-now]")!);
    expect(document.querySelector("[data-open-now]")).toHaveTextContent("Serving till 2pm");
  });

  it("carries only the special dates still ahead on the day the page is made", () => {
    render(<OpenNow hours={cafeHours} today="2030-01-19" />);
    const { specialDates } = JSON.parse(document.querySelector<HTMLElement>("[data-open-now]")!.dataset.hours!);
    expect(specialDates).toEqual([]);
  });
});
