import { render, screen } from "@testing-library/react";
import { Layout } from "../src/components/Layout";
import { site } from "../test-support/fixtures";

describe("Layout", () => {
  beforeEach(() => {
    render(
      <Layout site={site} currentPath="/beans">
        <h1>Beans</h1>
      </Layout>,
    );
  });

  it("starts with a skip link to the main content", () => {
    const skip = screen.getAllByRole("link")[0];
    expect(skip).toHaveTextContent("Jump to the page");
    expect(skip).toHaveAttribute("href", "#main");
    expect(screen.getByRole("main")).toHaveAttribute("id", "main");
  });

  it("has a banner, the main navigation, the page inside <main>, and a footer", () => {
    expect(screen.getByRole("banner")).toBeInTheDocument();
    expect(screen.getByRole("navigation", { name: "Site" })).toBeInTheDocument();
    expect(screen.getByRole("main")).toContainElement(screen.getByRole("heading", { level: 1, name: "Beans" }));
    expect(screen.getByRole("contentinfo")).toBeInTheDocument();
  });

  it("shows the copyright with the year and name from content", () => {
    expect(screen.getByRole("contentinfo")).toHaveTextContent("© 1999 Test Roasters");
  });

  it("gives the footer working phone and e-mail links", () => {
    const footer = screen.getByRole("contentinfo");
    expect(footer.querySelector('a[href="tel:+15550100199"]')).toHaveTextContent("555-010-0199");
    expect(footer.querySelector('a[href="mailto:hello@example.com"]')).toHaveTextContent("hello@example.com");
  });
});
