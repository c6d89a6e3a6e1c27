/**
 * @jest-environment node
 *
 * static/admin/phone.css changes parts of Decap CMS that are not its public API: its emotion class names
 * (`css-<hash>-EditorContainer`: the hash changes between releases, the label does not), react-split-pane's
 * panes, the notices' classes, and styles the rules answer (the editor's min-width of 800 px, for one).
 * This checks each against the installed Decap, so an update that changes one fails here, naming the
 * rule to look at again: it may have stopped working, or become unnecessary.
 */
import fs from "fs";
import path from "path";
import { cmsBackend } from "../src/cms/backend";
import { adminPageHtml } from "../src/cms/page";

const root = path.resolve(__dirname, "..");
const stylesheet = fs.readFileSync(path.join(root, "static", "admin", "phone.css"), "utf8");
const bundle = fs.readFileSync(require.resolve("decap-cms/dist/decap-cms.js"), "utf8");
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

const failure = (index: number, what: string) =>
  `Decap changed (decap-cms ${installed}): ${what}. phone.css's rule ${rules[index]!.selector} relies on it (${why(index)})`;

/**
 * The styles Decap gives the parts with one emotion label, as the bundle's text around it: a styled
 * component names its label before its styles (`label:"Name"})("...`), a css block after them (`...;label:name;`).
 */
const decapStyles = (label: string) => [
  ...[...bundle.matchAll(new RegExp(`label:"${label}"`, "g"))].map((match) => bundle.slice(match.index, match.index + 700)),
  ...[...bundle.matchAll(new RegExp(`label:${label};`, "g"))].map((match) => bundle.slice(Math.max(0, match.index - 700), match.index)),
];

it("is written for the Decap that package-lock.json pins, and says so at its top", () => {
  expect(stylesheet.slice(0, 400)).toContain(`decap-cms ${installed}`);
  expect((JSON.parse(fs.readFileSync(require.resolve("decap-cms/package.json"), "utf8")) as { version: string }).version).toBe(installed);
});

it("comments every rule with the part of Decap (or of the switch) it changes", () => {
  expect(rules.length).toBeGreaterThan(20);
  for (const [index, rule] of rules.entries()) expect([rule.selector, why(index)]).not.toEqual([rule.selector, "no comment"]);
});

it("changes only parts that Decap still has", () => {
  const problems: string[] = [];
  for (const [index, { selector }] of rules.entries()) {
    for (const [, label] of selector.matchAll(/\[class\*="-(\w+)"\]/g)) {
      if (decapStyles(label!).length === 0) problems.push(failure(index, `it no longer has a part labelled ${label}`));
    }
    for (const [, name] of selector.matchAll(/\.(SplitPane|Pane1|Pane2|Resizer|notif__container|Toastify__close-button)\b/g)) {
      if (!bundle.includes(name!)) problems.push(failure(index, `nothing in it is called ${name} any more`));
    }
  }
  expect(problems).toEqual([]);
});

it("shows and hides the site's own switch by the names /admin/index.html gives it, and Decap still draws into its #nc-root", () => {
  const page = adminPageHtml(cmsBackend("develop", {}));
  for (const name of new Set([...stylesheet.matchAll(/[.#](pane-switch|show-form|show-preview)\b/g)].map((match) => match[1]!))) {
    expect([name, page.includes(`"${name}"`)]).toEqual([name, true]);
  }
  expect(page).toContain('<div id="nc-root"></div>');
  // Decap renders into an element with this id when the page has one, before the switch in reading order.
  expect(bundle).toMatch(/="nc-root"/);
});

/** What Decap does that a rule answers: if Decap stops doing it, the rule may be unnecessary, or wrong. */
const ANSWERED = [
  { part: "EditorContainer", decap: "min-width:800px", rule: '[class*="-EditorContainer"]' },
  { part: "EditorContainer", decap: "padding-top:66px", rule: '[class*="-EditorContainer"]' },
  { part: "ToolbarContainer", decap: "position:absolute;top:0;left:0;width:100%;min-width:800px", rule: '> [class*="-ToolbarContainer"]' },
  { part: "fieldLabel", decap: "font-size:12px", rule: ":is(label, input" },
  { part: "ControlHint", decap: "font-size:12px", rule: ":is(label, input" },
  { part: "ControlTopbar", decap: "display:flex;justify-content:space-between;gap:20px", rule: '[class*="-ControlTopbar"]' },
  { part: "ControlErrorsList", decap: "text-align:right;text-transform:uppercase", rule: '[class*="-ControlErrorsList"]' },
  { part: "DateTimeControl", decap: "gap:20px", rule: '[class*="-DateTimeControl"]' },
  { part: "StyledListItemTopBar", decap: "height:26px", rule: '[class*="-StyledListItemTopBar"]' },
  { part: "ToggleContainer", decap: "width:40px;height:20px", rule: '[class*="-ControlPaneContainer"] button' },
  { part: "ToggleHandle", decap: "top:0", rule: '[class*="-ToggleHandle"]' },
];

it.each(ANSWERED)("Decap's $part still has $decap, which a rule answers", ({ part, decap, rule }) => {
  const index = rules.findIndex((entry) => entry.selector.includes(rule));
  expect(index).toBeGreaterThanOrEqual(0);
  if (!decapStyles(part).some((style) => style.includes(decap))) throw new Error(failure(index, `its ${part} no longer has ${decap}`));
});

it("turns to one column exactly where Decap's two panes stop fitting side by side", () => {
  const minSizes = [...bundle.matchAll(/minSize:(\d+)/g)].map((match) => Number(match[1]));
  expect(minSizes).toContain(400);
  const breakpoint = Number(/@media \(max-width: ([\d.]+)px\)/.exec(stylesheet)?.[1]);
  expect(Math.ceil(breakpoint)).toBe(2 * 400);
});
