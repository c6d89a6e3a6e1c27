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
import { site } from "../test-support/fixtures";

/** The frame around a page at `currentPath`; returns its menu. */
function renderFrame(currentPath = "/beans") {
  render(
    <Layout site={site} currentPath={currentPath}>
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
