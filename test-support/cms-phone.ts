/**
 * The CMS's entry editor on a phone (static/admin/phone.css), as the admin browser test and
 * `npm run guide:shots` use it: the phone's screen, a field found by its place in the form, and what a
 * phone's user would notice at once: a control too small to tap, text too small to read, anything past
 * the screen's edge.
 */
import { expect, type Locator, type Page } from "@playwright/test";
import { DECAP_WORDS } from "../editor/admin/decap-words";

/** An iPhone's screen in CSS pixels, the width the staff's phones have. */
export const PHONE = { width: 390, height: 844 };
/** The narrowest phones still in use, and a common Android width. */
export const PHONE_WIDTHS = [320, 360, 390];

/**
 * A field of the open entry by its names in the schema, outermost first: field(page, "hours", "monday").
 * Decap labels each field `<name>-field-<n>`; a field's container holds its label and its control.
 */
export function field(scope: Page | Locator, ...names: string[]): Locator {
  return names.reduce<Page | Locator>((within, name) => within.locator(fieldCss(name)).first(), scope) as Locator;
}

/** The same as a CSS selector, for engines driven without Playwright: fieldCss("hours", "monday"). */
export const fieldCss = (...names: string[]) =>
  names.map((name) => `[class*="-ControlContainer"]:has(> [class*="-ControlTopbar"] > label[for^="${name}-field-"])`).join(" ");

/** The items of a list field, each with its own bar (open, move, remove). */
export const listItems = (list: Locator) => list.locator('[class*="-SortableListItem"]');

/** Taps (or clicks) Publish, then Publish now, as the local backend offers them, and waits until Decap has saved. */
export async function publish(page: Page, by: "tap" | "click" = "tap"): Promise<void> {
  await page.getByRole("button", { name: "Publish", exact: true })[by]();
  await page.getByRole("menuitem", { name: "Publish now" })[by]();
  await expect(page.getByText(DECAP_WORDS.ui.toast.entrySaved, { exact: true })).toBeVisible({ timeout: 30_000 });
}

/**
 * Runs in the page: what is wrong with the editor at the window's width, one line each. Every control
 * shown (the media library's too) must be at least 24 x 24 CSS px (WCAG 2.2, 2.5.8; a radio, checkbox or
 * file input counts with its label) and wide enough for its words, and nothing may reach past either
 * edge of the screen or scroll sideways. Text in the entry editor and its switch must be at least 16 px: smaller, iOS zooms in on a
 * field it focuses.
 */
export function phoneProblems(): string[] {
  const problems: string[] = [];
  const width = document.documentElement.clientWidth;
  const shown = (element: Element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility === "visible" && !element.closest("[aria-hidden=true]");
  };
  const describe = (element: Element) =>
    `${element.tagName.toLowerCase()} "${(element.getAttribute("aria-label") ?? element.textContent ?? "").trim().slice(0, 40)}"`;
  if (document.documentElement.scrollWidth > width)
    problems.push(`the page scrolls sideways: ${document.documentElement.scrollWidth} px wide`);

  const CONTROLS =
    'button, a[href], input:not([type="hidden"]), select, textarea, [role="button"], [role="switch"], [contenteditable="true"]';
  for (const control of document.querySelectorAll(CONTROLS)) {
    // A wrapper around another control is not a target of its own; a radio, checkbox or file input is
    // tapped through its label.
    if (control.querySelector(CONTROLS) || !shown(control)) continue;
    const target = control.matches('input[type="radio"], input[type="checkbox"], input[type="file"]')
      ? (control.closest("label") ?? control)
      : control;
    const box = target.getBoundingClientRect();
    if (control.matches("button, [role=button]") && control.scrollWidth > control.clientWidth + 1) {
      problems.push(`${describe(control)} is too narrow for its words`);
    }
    if (box.width < 24 || box.height < 24) problems.push(`${describe(target)} is ${Math.round(box.width)} x ${Math.round(box.height)} px`);
    if (box.left < -0.5 || box.right > width + 0.5)
      problems.push(`${describe(target)} reaches past the screen (${Math.round(box.left)} to ${Math.round(box.right)} px)`);
  }

  const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = texts.nextNode(); node; node = texts.nextNode()) {
    const parent = node.parentElement;
    if (!parent || !node.textContent?.trim() || parent.closest("script, style, template") || !shown(parent)) continue;
    const inEditor = parent.closest('[class*="-EditorContainer"], .pane-switch');
    const range = document.createRange();
    range.selectNodeContents(node);
    const box = range.getBoundingClientRect();
    const size = parseFloat(getComputedStyle(parent).fontSize);
    const words = `"${node.textContent.trim().slice(0, 40)}"`;
    if (inEditor && size < 16) problems.push(`${words} is ${size} px`);
    if (box.left < -0.5 || box.right > width + 0.5)
      problems.push(`${words} reaches past the screen (${Math.round(box.left)} to ${Math.round(box.right)} px)`);
  }
  return [...new Set(problems)];
}
