/**
 * The frame of every page as built (Layout, with NavBar and the footer) and the menu island
 * (src/islands/menu.ts), with fixture data, for what the browser tests do not reach. The skip link, the
 * landmarks, the menu's order and current page and the phone menu are proven in every engine by
 * e2e/engines/ (every-page, navigation), the menu without scripts by e2e/resilience.spec.ts, and the
 * current page at an address with a trailing slash by contact.test.ts (samePath).
 */
import { fireEvent, render, screen, within } from "@testing-library/react";
import { Layout } from "../src/components/Layout";
import { enhance } from "../src/islands/menu";
import { enhance as directions } from "../src/islands/directions";
import { site } from "../test-support/fixtures";

/** The frame around a page at `currentPath`; returns its menu. */
function renderFrame(currentPath = "/beans", facts: Queries.SiteFrameFragment = site) {
  render(
    <Layout site={facts} currentPath={currentPath}>
      <h1>Beans</h1>
    </Layout>,
  );
  return screen.getByRole("navigation", { name: "Site" });
}

it("shows the copyright with the year and name from content, and working phone and e-mail links", () => {
  renderFrame();
  const footer = screen.getByRole("contentinfo");
  expect(footer).toHaveTextContent("© 1999 Test Roasters");
  expect(footer.querySelector('a[href="tel:+15550100199"]')).toHaveTextContent("555-010-0199");
  expect(footer.querySelector('a[href="mailto:hello@example.com"]')).toHaveTextContent("hello@example.com");
});

it("links the footer's address to the way there, in words that say where, and names no social account while none is set", () => {
  renderFrame();
  const footer = screen.getByRole("contentinfo");
  const link = within(footer).getByRole("link", { name: "Find us at 1 Example Way, Testville, CA 90000, on a map" });
  expect(link).toHaveTextContent(/^Find us/);
  expect(new URL(link.getAttribute("href")!).hostname).toBe("www.google.com");
  expect(link).toHaveAttribute("target", "_blank");
  expect(
    within(footer)
      .getAllByRole("link")
      .map((each) => each.getAttribute("href")),
  ).toEqual([link.getAttribute("href"), "tel:+15550100199", "mailto:hello@example.com"]);
});

it("links each social account in the footer, by its name", () => {
  const socialAccounts = [
    { name: "Gram", url: "https://www.instagram.com/beans" },
    { name: "Bird", url: "https://x.com/beans" },
  ];
  renderFrame("/beans", { ...site, socialAccounts });
  const footer = screen.getByRole("contentinfo");
  for (const { name, url } of socialAccounts) expect(within(footer).getByRole("link", { name })).toHaveAttribute("href", url);
});

it.each([
  [
    "an iPhone",
    "Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1",
    "maps.apple.com",
  ],
  [
    "an iPad or a Mac",
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Safari/605.1.15",
    "maps.apple.com",
  ],
  [
    "an Android phone",
    "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36",
    "www.google.com",
  ],
  ["Linux", "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15", "www.google.com"],
])("with the directions island running on %s, the link opens %s", (_, userAgent, host) => {
  const agent = jest.spyOn(navigator, "userAgent", "get").mockReturnValue(userAgent);
  renderFrame();
  const link = within(screen.getByRole("contentinfo")).getByRole("link", { name: /^Find us/ });
  directions(link);
  expect(new URL(link.getAttribute("href")!).hostname).toBe(host);
  expect(new URL(link.getAttribute("href")!).search).toMatch(/1\+Example\+Way/);
  agent.mockRestore();
});

it("links the wordmark to the home page", () => {
  renderFrame();
  expect(screen.getByRole("link", { name: "TEST ROASTERS" })).toHaveAttribute("href", "/");
});

it("with the menu island running, leaves focus where it is on Escape while the menu is closed, and the menu open on other keys", () => {
  const nav = renderFrame();
  enhance(screen.getByRole("banner"));
  const button = screen.getByRole("button", { name: "Pages" });
  const link = within(nav).getByRole("link", { name: "BEANS" });
  link.focus();
  fireEvent.keyDown(link, { key: "Escape" });
  expect(link).toHaveFocus();
  fireEvent.click(button);
  fireEvent.keyDown(link, { key: "Enter" });
  expect(button).toHaveAttribute("aria-expanded", "true");
});
