/**
 * @jest-environment node
 *
 * static/admin/phone.css, the editor on phones, as a reader of it needs it: each rule says which part of
 * Decap it changes, and the stylesheet names the Decap release it was written for, the installed one.
 * That those parts are still in Decap's editor, with the styles the rules answer, is proven in a browser
 * (e2e/decap-parts.spec.ts); the parts are registered in src/workarounds/package-internals.ts.
 */
import fs from "fs";
import path from "path";
import { editorBackend } from "../editor/admin/backend";
import { adminPageHtml } from "../editor/admin/page";
import type { OtherFiles } from "../editor/admin/page-parts";

const root = path.resolve(__dirname, "..");
const stylesheet = fs.readFileSync(path.join(root, "static", "admin", "phone.css"), "utf8");
const installed = (
  JSON.parse(fs.readFileSync(path.join(root, "package-lock.json"), "utf8")) as { packages: Record<string, { version: string }> }
).packages["node_modules/decap-cms"]!.version;

/** The stylesheet's rules, each with the comment above it (which names the Decap part it changes). */
const rules = [...stylesheet.matchAll(/(?:\/\*([\s\S]*?)\*\/\s*)?([^{}/]+)\{[^{}]*\}/g)]
  .map(([, comment, selector]) => ({ selector: selector!.trim().replace(/\s+/g, " "), comment: comment?.trim().replace(/\s+/g, " ") }))
  .filter(({ selector }) => !selector.startsWith("@media"));

/** The comment that explains a rule: its own, else the nearest one above it. */
function why(index: number): string {
  for (let at = index; at >= 0; at -= 1) if (rules[at]!.comment) return rules[at]!.comment!;
  return "no comment";
}

it("is written for the Decap that package-lock.json pins, and says so at its top", () => {
  expect(stylesheet.slice(0, 400)).toContain(`decap-cms ${installed}`);
  expect((JSON.parse(fs.readFileSync(require.resolve("decap-cms/package.json"), "utf8")) as { version: string }).version).toBe(installed);
});

it("comments every rule with the part of Decap (or of the switch) it changes", () => {
  expect(rules.length).toBeGreaterThan(20);
  for (const [index, rule] of rules.entries()) expect([rule.selector, why(index)]).not.toEqual([rule.selector, "no comment"]);
});

it("shows and hides the site's own switch by the names /admin/index.html gives it, after the #nc-root Decap draws into", () => {
  const page = adminPageHtml(editorBackend("develop", {}), { site: {}, home: {} } as OtherFiles);
  for (const name of new Set([...stylesheet.matchAll(/[.#](pane-switch|show-form|show-preview)\b/g)].map((match) => match[1]!))) {
    expect([name, page.includes(`"${name}"`)]).toEqual([name, true]);
  }
  expect(page).toContain('<div id="nc-root"></div>');
});
