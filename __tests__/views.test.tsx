/** Each page's view shows what it is given, with one h1 and headings in order. */
import { render, screen, within } from "@testing-library/react";
import { HomeView } from "../src/views/HomeView";
import { CoffeeView } from "../src/views/CoffeeView";
import { MidtownView } from "../src/views/MidtownView";
import { TeamView } from "../src/views/TeamView";
import { AboutView } from "../src/views/AboutView";
import { cafeHours, carouselCopy, photo, site } from "../test-support/fixtures";

function headingLevels(): number[] {
  return screen.getAllByRole("heading").map((heading) => Number(heading.tagName.slice(1)));
}

function expectOneH1AndNoSkippedLevels() {
  const levels = headingLevels();
  expect(levels.filter((level) => level === 1)).toHaveLength(1);
  expect(levels[0]).toBe(1);
  levels.forEach((level, index) => {
    if (index > 0) expect(level - (levels[index - 1] ?? 1)).toBeLessThanOrEqual(1);
  });
}

describe("HomeView", () => {
  beforeEach(() => {
    render(
      <HomeView
        site={site}
        currentPath="/"
        banner={{ headline: "Patio open", offer: "Three scones for $5", from: null, until: null, specialDates: true }}
        hero={photo("Beans in warm light")}
        introHtml="<p>We roast things.</p>"
        visit={{ heading: "Find us", addressLabel: "Where", phoneLabel: "Call", emailLabel: "Write", hoursLabel: "When" }}
        hours={cafeHours}
        today="2030-01-01"
      />,
    );
  });

  it("shows the banner offer above the header", () => {
    const banner = screen.getByRole("complementary", { name: "News" });
    expect(banner).toHaveTextContent("Patio open");
    expect(banner).toHaveTextContent("Three scones for $5");
    expect(banner.compareDocumentPosition(screen.getByRole("banner"))).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it("titles the page with the wordmark over the hero photograph", () => {
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("TEST ROASTERS");
    expect(screen.getByAltText("Beans in warm light")).toBeInTheDocument();
  });

  it("gives the address, hours, a tel: link and a mailto: link", () => {
    const visit = screen.getByRole("region", { name: "Find us" });
    expect(visit).toHaveTextContent("1 Example Way");
    expect(visit).toHaveTextContent("Testville, CA 90000");
    expect(visit).toHaveTextContent("Monday, No serviceTuesday-Friday, 8am-2pmSaturday-Sunday, No service");
    expect(within(visit).getByRole("link", { name: "555-010-0199" })).toHaveAttribute("href", "tel:+15550100199");
    expect(within(visit).getByRole("link", { name: "hello@example.com" })).toHaveAttribute(
      "href",
      "mailto:hello@example.com",
    );
  });

  it("renders the introduction and keeps headings in order", () => {
    expect(screen.getByText("We roast things.")).toBeInTheDocument();
    expectOneH1AndNoSkippedLevels();
  });
});

describe("CoffeeView", () => {
  const slides = ["one", "two", "three"].map((name) => ({ ...photo(`Photo ${name}`), caption: `Caption ${name}` }));

  beforeEach(() => {
    render(
      <CoffeeView
        site={site}
        currentPath="/beans"
        heading="Beans from friends"
        bodyHtml="<p>First.</p><p>Second.</p>"
        carousel={{ ...carouselCopy, intervalSeconds: 5, slides }}
      />,
    );
  });

  it("shows the heading and both paragraphs", () => {
    expect(screen.getByRole("heading", { level: 1, name: "Beans from friends" })).toBeInTheDocument();
    expect(screen.getByText("First.")).toBeInTheDocument();
    expect(screen.getByText("Second.")).toBeInTheDocument();
  });

  it("shows every photograph in content order with its alt text", () => {
    const region = screen.getByRole("region", { name: "At the farm" });
    // Slides other than the current one are hidden from assistive technology while the carousel runs.
    const alts = within(region)
      .getAllByRole("img", { hidden: true })
      .map((img) => img.getAttribute("alt"));
    expect(alts).toEqual(["Photo one", "Photo two", "Photo three"]);
  });
});

describe("MidtownView", () => {
  const gallery = Array.from({ length: 8 }, (_, index) => photo(`Gallery ${index + 1}`, 600, 600));

  beforeEach(() => {
    render(
      <MidtownView
        site={site}
        currentPath="/shop"
        heading="The shop"
        notice={{ heading: "Notice", points: ["Cups to go", "Seats back"], thanks: "Thanks!", from: null, until: null }}
        welcomeHeading="Welcome in"
        welcomeHtml="<p>A big room.</p>"
        galleryHeading="Inside"
        gallery={gallery}
        exterior={photo("The painted wall", 2400, 1200)}
        info={{ placeLabel: "PLACE", hoursLabel: "HOURS", contactLabel: "CONTACT" }}
        hours={cafeHours}
        today="2030-01-01"
      />,
    );
  });

  it("shows the notice as a list with its thanks", () => {
    const notice = screen.getByRole("region", { name: "Notice" });
    expect(within(notice).getAllByRole("listitem").map((li) => li.textContent)).toEqual(["Cups to go", "Seats back"]);
    expect(notice).toHaveTextContent("Thanks!");
  });

  it("shows eight gallery photographs and the large exterior photograph", () => {
    const galleryRegion = screen.getByRole("region", { name: "Inside" });
    expect(within(galleryRegion).getAllByRole("img")).toHaveLength(8);
    expect(screen.getByAltText("The painted wall")).toBeInTheDocument();
  });

  it("ends with the info row: place and address, hours, e-mail link", () => {
    expect(screen.getByRole("heading", { name: "PLACE" }).parentElement).toHaveTextContent("1 Example Way");
    expect(screen.getByRole("heading", { name: "HOURS" }).parentElement).toHaveTextContent("MondayNo serviceTuesday-Friday8am-2pmSaturday-SundayNo service");
    expect(
      within(screen.getByRole("heading", { name: "CONTACT" }).parentElement as HTMLElement).getByRole("link"),
    ).toHaveAttribute("href", "mailto:hello@example.com");
    expectOneH1AndNoSkippedLevels();
  });
});

describe("TeamView", () => {
  const groups = [
    { name: "Group A", items: ["a1", "a2"] },
    { name: "Group B", items: ["b1", "b2", "b3"] },
  ];

  beforeEach(() => {
    render(
      <TeamView
        site={site}
        currentPath="/jobs"
        heading="WANT A JOB?"
        subheading="GREAT."
        bodyHtml="<p>We are small.</p>"
        requirements={{ heading: "What we need", groups }}
        apply={{ heading: "Apply", text: "Bring a resume." }}
      />,
    );
  });

  it("has both headings in order", () => {
    expect(screen.getByRole("heading", { level: 1, name: "WANT A JOB?" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "GREAT." })).toBeInTheDocument();
    expectOneH1AndNoSkippedLevels();
  });

  it("shows each requirement group as a real list under its own heading", () => {
    for (const group of groups) {
      const list = screen.getByRole("heading", { level: 3, name: group.name }).nextElementSibling as HTMLElement;
      expect(list.tagName).toBe("UL");
      expect(within(list).getAllByRole("listitem").map((li) => li.textContent)).toEqual(group.items);
    }
  });

  it("asks for a resume in person at the address", () => {
    const apply = screen.getByRole("region", { name: "Apply" });
    expect(apply).toHaveTextContent("Bring a resume.");
    expect(apply).toHaveTextContent("1 Example Way");
  });
});

describe("AboutView", () => {
  it("shows the heading, the founders' photograph and the story with its sections", () => {
    render(
      <AboutView
        site={site}
        currentPath="/story"
        heading="Our story"
        photo={photo("Two founders")}
        bodyHtml="<p>Once.</p><h2>Later</h2><p>More.</p>"
      />,
    );
    expect(screen.getByRole("heading", { level: 1, name: "Our story" })).toBeInTheDocument();
    expect(screen.getByAltText("Two founders")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "Later" })).toBeInTheDocument();
    expectOneH1AndNoSkippedLevels();
  });
});
