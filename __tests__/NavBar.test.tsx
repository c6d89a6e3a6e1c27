/** The site header's navigation as built, and the menu island (src/islands/menu.ts) that makes its phone menu a button. */
import { fireEvent, render, screen, within } from "@testing-library/react";
import { NavBar } from "../src/components/NavBar";
import { enhance } from "../src/islands/menu";
import { site } from "../test-support/fixtures";

const nav = () => screen.getByRole("navigation", { name: "Site" });

describe("NavBar", () => {
  it("lists the navigation labels in content order", () => {
    render(<NavBar site={site} currentPath="/" />);
    const labels = within(nav())
      .getAllByRole("link")
      .map((link) => link.textContent);
    expect(labels).toEqual(["START", "BEANS", "SHOP", "JOBS", "STORY"]);
  });

  it.each(site.nav.map((item) => [item.path, item.label]))("on %s marks exactly one link, %s, as the current page", (path, label) => {
    render(<NavBar site={site} currentPath={`${path}`} />);
    const current = within(nav())
      .getAllByRole("link")
      .filter((link) => link.getAttribute("aria-current") === "page");
    expect(current.map((link) => link.textContent)).toEqual([label]);
  });

  it("marks the current page also when the address has a trailing slash", () => {
    render(<NavBar site={site} currentPath="/shop/" />);
    expect(within(nav()).getByRole("link", { name: "SHOP" })).toHaveAttribute("aria-current", "page");
  });

  it("marks nothing on a path that is not in the navigation", () => {
    render(<NavBar site={site} currentPath="/nowhere" />);
    expect(nav().querySelector("[aria-current]")).toBeNull();
  });

  it("links the wordmark to the home page", () => {
    render(<NavBar site={site} currentPath="/beans" />);
    expect(screen.getByRole("link", { name: "TEST ROASTERS" })).toHaveAttribute("href", "/");
  });

  it("as built, opens the links through a plain link to them, with the disclosure button hidden", () => {
    render(<NavBar site={site} currentPath="/" />);
    expect(screen.getByRole("link", { name: "Pages" })).toHaveAttribute("href", `#${nav().id}`);
    expect(screen.queryByRole("button", { name: "Pages" })).toBeNull();
  });
});

describe("the menu island", () => {
  function enhanced() {
    render(<NavBar site={site} currentPath="/" />);
    enhance(screen.getByRole("banner"));
    return screen.getByRole("button", { name: "Pages" });
  }

  it("swaps the link for a button that opens and closes the navigation, and Escape closes it", () => {
    const button = enhanced();
    expect(screen.queryByRole("link", { name: "Pages" })).toBeNull();
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(button).toHaveAttribute("aria-controls", nav().id);

    fireEvent.click(button);
    expect(button).toHaveAttribute("aria-expanded", "true");
    expect(nav()).toHaveAttribute("data-open", "true");

    const link = within(nav()).getByRole("link", { name: "BEANS" });
    link.focus();
    fireEvent.keyDown(link, { key: "Escape" });
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(nav()).toHaveAttribute("data-open", "false");
    expect(button).toHaveFocus();
  });

  it("leaves other keys, and Escape on a closed menu, alone", () => {
    const button = enhanced();
    const link = within(nav()).getByRole("link", { name: "BEANS" });
    link.focus();
    fireEvent.keyDown(link, { key: "Escape" });
    expect(link).toHaveFocus();
    fireEvent.click(button);
    fireEvent.keyDown(link, { key: "Enter" });
    expect(button).toHaveAttribute("aria-expanded", "true");
  });
});
