/**
 * The editor on a phone in WebKit, through the visitor's adapter (WebKitGTK's WebDriver): a tap waits
 * until its target is there (the editor draws each screen after a moment), a menu is opened again if the
 * editor drew its toolbar anew, and the staff's "Closed tomorrow" is made tap by tap, as EDITING.md says.
 * e2e/admin.spec.ts and e2e/editor.spec.ts use it.
 */
import { expect } from "@playwright/test";
import { siteFile } from "../src/schema/schema";
import { LIVE_STATUS_ID } from "../editor/admin/page-parts";
import { fieldCss } from "./cms-phone";
import { closedDay } from "./recipes";
import type { Target, Visitor } from "./visitor";
import type { WindowsDriver } from "./visitor/driver";

/** `driver` answers the page's own dialog boxes (WebDriver would otherwise refuse every command while one is open). */
export function webkitEditor(visitor: Visitor, driver?: WindowsDriver) {
  const tap = (target: Target) =>
    expect
      .poll(
        () =>
          visitor.click(target).then(
            () => true,
            () => false,
          ),
        { timeout: 30_000 },
      )
      .toBe(true);
  const text = (css: string) => visitor.evaluate((selector) => document.querySelector<HTMLElement>(selector)?.innerText ?? "", css);

  /** Taps a menu's button, again if the editor drew the toolbar anew before the menu showed, then the item. */
  const choose = async (button: string, item: string) => {
    const shown = () =>
      visitor.evaluate(
        (name) => [...document.querySelectorAll('[role="menuitem"]')].some((element) => element.textContent?.trim() === name),
        item,
      );
    await expect(async () => {
      await visitor.click({ css: '[role="button"]', name: button });
      await expect.poll(shown, { timeout: 2000 }).toBe(true);
    }).toPass({ timeout: 60_000 });
    await tap({ css: '[role="menuitem"]', name: item });
  };

  return {
    tap,
    text,
    choose,
    /**
     * Netlify Identity's widget, opened: the e-mail address and password typed into its form (in a frame
     * of the page's own, which WebDriver's commands here do not enter), then Log in.
     */
    async identityLogin(email: string, password: string) {
      const form = () =>
        visitor.evaluate(() =>
          Boolean(
            document.querySelector<HTMLIFrameElement>("#netlify-identity-widget")?.contentDocument?.querySelector("form input[name=email]"),
          ),
        );
      await expect.poll(form, { timeout: 30_000 }).toBe(true);
      await visitor.evaluate(
        (address, secret) => {
          const widget = document.querySelector<HTMLIFrameElement>("#netlify-identity-widget")!.contentDocument!;
          for (const [name, value] of [
            ["email", address],
            ["password", secret],
          ] as const) {
            const input = widget.querySelector<HTMLInputElement>(`input[name=${name}]`)!;
            Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!.call(input, value);
            input.dispatchEvent(new Event("input", { bubbles: true }));
          }
          widget.querySelector<HTMLButtonElement>("form button[type=submit]")!.click();
        },
        email,
        password,
      );
    },
    /** The live line's words (the editor's line that says when the site shows a publish). */
    liveLine: () => text(`#${LIVE_STATUS_ID}`),
    /** From the editor's first screen: the site-wide facts, a special date added, closed, with its note. */
    async closedTomorrow(contentDir: string) {
      await tap('a[href$="/collections/site/entries/site"]');
      const items = `${fieldCss("specialDates")} [class*="-SortableListItem"]`;
      const count = () => visitor.evaluate((css) => document.querySelectorAll(css).length, items);
      await expect
        .poll(() => visitor.evaluate((css) => document.querySelector(css) !== null, fieldCss("specialDates")), { timeout: 30_000 })
        .toBe(true);
      const before = await count();
      await tap({ css: `${fieldCss("specialDates")} button`, name: `Add ${siteFile.fields.specialDates.of.label.toLowerCase()}` });
      await expect.poll(count, { timeout: 30_000 }).toBe(before + 1);
      await visitor.evaluate((css) => [...document.querySelectorAll(css)].at(-1)!.setAttribute("data-new", ""), items);
      const { from, note } = closedDay(contentDir);
      // The date as the phone's date picker gives it to the page.
      await visitor.evaluate(
        (css, value) => {
          const input = document.querySelector<HTMLInputElement>(css)!;
          Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!.call(input, value);
          input.dispatchEvent(new Event("input", { bubbles: true }));
          input.dispatchEvent(new Event("change", { bubbles: true }));
        },
        `[data-new] ${fieldCss("from")} input`,
        from,
      );
      await tap(`[data-new] ${fieldCss("closed")} [role="switch"]`);
      await tap(`[data-new] ${fieldCss("note")} input`);
      await visitor.type(note);
    },
    /** Save, Status: Ready, Publish now; resolves once the line says it is published. */
    async saveAndPublish() {
      // The phone's own "Are you sure you want to publish this entry?" box, answered OK.
      await visitor.evaluate(() => void (window.confirm = () => true));
      // The status menu comes once the save is done: the gateway's check and the repository's answers.
      // Save is tapped again if the editor let the first tap go by (a save already done ignores it).
      const saved = () =>
        visitor.evaluate(() =>
          [...document.querySelectorAll('[role="button"]')].some((element) => element.textContent?.trim() === "Status: Draft"),
        );
      await expect(async () => {
        if (!(await saved())) await tap({ css: "button", name: "Save" });
        await expect.poll(saved, { timeout: 30_000 }).toBe(true);
      }).toPass({ timeout: 120_000 });
      await choose("Status: Draft", "Ready");
      // Publish waits for the status to be saved (a round trip to the repository).
      const ready = () =>
        visitor.evaluate(() =>
          [...document.querySelectorAll('[role="button"]')].some((element) => element.textContent?.trim() === "Status: Ready"),
        );
      await expect.poll(ready, { timeout: 30_000 }).toBe(true);
      await choose("Publish", "Publish now");
      await expect
        .poll(
          async () => {
            await driver?.acceptDialog();
            return text(`#${LIVE_STATUS_ID}`);
          },
          { timeout: 30_000 },
        )
        .toMatch(/^Published\. The site shows it in a few minutes/);
    },
  };
}
