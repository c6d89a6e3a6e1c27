/**
 * The parts of Decap's editor that static/admin/phone.css and the CMS tests find by their generated class
 * names (PACKAGE_INTERNALS.decapParts), looked for in the editor Decap draws, and the styles of Decap's
 * that the stylesheet's rules answer, read from it at a desk's width, where the stylesheet changes nothing.
 * A Decap update that renames a part, or no longer does what a rule answers, fails here, naming it: then
 * look at the editor at 390 px (`npm run cms`), mend or drop the rule, and name the new release at the
 * stylesheet's top. That the rules give a phone one column is proven in e2e/admin.spec.ts.
 */
import fs from "fs";
import path from "path";
import { expect, test, type Page } from "@playwright/test";
import { PACKAGE_INTERNALS } from "../src/workarounds/package-internals";
import { serveWorkflowAdmin, type WorkflowAdmin } from "../test-support/cms-workflow";
import { field } from "../test-support/cms-phone";
import { projectRoot } from "../test-support/built";
import { freePort } from "../test-support/visitor/driver";
import { siteFile } from "../src/schema/schema";
import { DECAP_WORDS } from "../editor/admin/decap-words";

const { labels, classes } = PACKAGE_INTERNALS.decapParts;
const stylesheet = fs.readFileSync(path.join(projectRoot, "static", "admin", "phone.css"), "utf8");
const byLabel = (label: string) => `[class*="-${label}"]`;

/** What Decap does at a desk's width that a rule of the stylesheet answers: the rule, where to look, and Decap's style. */
const ANSWERED = [
  { rule: byLabel("EditorContainer"), at: byLabel("EditorContainer"), decap: { minWidth: "800px", paddingTop: "66px" } },
  {
    rule: `${byLabel("EditorContainer")} > ${byLabel("ToolbarContainer")}`,
    at: `${byLabel("EditorContainer")} > ${byLabel("ToolbarContainer")}`,
    decap: { position: "absolute", minWidth: "800px" },
  },
  { rule: ":is(label, input", at: `${byLabel("FieldLabel")}`, decap: { fontSize: "12px" } },
  { rule: ":is(label, input", at: `${byLabel("ControlHint")}`, decap: { fontSize: "12px" } },
  { rule: byLabel("ControlTopbar"), at: byLabel("ControlTopbar"), decap: { display: "flex", columnGap: "20px" } },
  { rule: byLabel("ControlErrorsList"), at: byLabel("ControlErrorsList"), decap: { textAlign: "right", textTransform: "uppercase" } },
  { rule: byLabel("DateTimeControl"), at: byLabel("DateTimeControl"), decap: { columnGap: "20px" } },
  { rule: byLabel("StyledListItemTopBar"), at: byLabel("StyledListItemTopBar"), decap: { height: "26px" } },
  { rule: `${byLabel("ControlPaneContainer")} button`, at: `${byLabel("ToggleHandle")}`, decap: { top: "0px" } },
];

let admin: WorkflowAdmin;
test.beforeAll(async () => {
  admin = await serveWorkflowAdmin(await freePort(Number(process.env.E2E_PORT ?? 9000) + 110), { previews: true });
});
test.afterAll(() => admin.close());

/** The registered parts and classes on the screen now. */
const onScreen = (page: Page) =>
  page.evaluate(
    ({ labels, classes }) => [
      ...labels.filter((label) => document.querySelector(`[class*="-${label}"]`)),
      ...classes.filter((name) => document.querySelector(`.${name}`)),
    ],
    { labels: [...labels], classes: [...classes] },
  );

test("every part the stylesheet and the tests name is in Decap's editor, with the styles the rules answer", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  page.on("dialog", (dialog) => void dialog.accept());
  // The in-memory repository has no deploy previews: this one says it has, so the editor links to it.
  await page.addInitScript(() =>
    document.addEventListener(
      "DOMContentLoaded",
      () => {
        type Backend = { getDeployPreview?: () => Promise<object> };
        const cms = (window as unknown as { CMS: { registerBackend: (name: string, make: (...args: unknown[]) => Backend) => void } }).CMS;
        const register = cms.registerBackend.bind(cms);
        // Decap makes a backend with `new`, so a function, not an arrow.
        cms.registerBackend = (name, make) =>
          register(name, function withPreview(...args: unknown[]) {
            return Object.assign(make(...args), { getDeployPreview: () => Promise.resolve({ url: "/", status: "SUCCESS" }) });
          });
      },
      { once: true },
    ),
  );
  const seen = new Set<string>();
  const look = async () => (await onScreen(page)).forEach((name) => seen.add(name));
  const styles: string[] = [];
  const answered = async () => {
    for (const { rule, at, decap } of ANSWERED) {
      expect(stylesheet, `phone.css has a rule for ${rule}`).toContain(rule);
      const found = await page.evaluate(
        ({ at, names }) => {
          const element = document.querySelector(at);
          const style = element && getComputedStyle(element);
          return style
            ? Object.fromEntries(names.map((name) => [name, style.getPropertyValue(name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`))]))
            : null;
        },
        { at, names: Object.keys(decap) },
      );
      if (found)
        styles.push(
          `${at} ${JSON.stringify(found) === JSON.stringify(decap) ? "as answered" : `has ${JSON.stringify(found)}, not ${JSON.stringify(decap)}`}`,
        );
    }
  };

  await page.goto(`${admin.url}/admin/`);
  await page.getByRole("button", { name: /login/i }).waitFor();
  await look();
  await page.getByRole("button", { name: /login/i }).click();
  // The site-wide file's card on the editor's first screen.
  const card = page
    .getByRole("link", { name: siteFile.label })
    .filter({ has: page.getByRole("heading", { level: 2, name: siteFile.label }) });
  await card.click();
  await expect(page.getByText(/changes saved/i)).toBeVisible({ timeout: 30_000 });
  await look();
  // Decap draws into the page's own #nc-root, which comes before the phone's switch (page.ts).
  await expect(page.locator(`#nc-root ${byLabel("EditorContainer")}`)).toHaveCount(1);

  // A change saved: the entry joins the workflow, and the editor finds its preview.
  const words = field(page, "hoursWords", "closedDay").locator("input");
  await words.fill(`${await words.inputValue()} x`);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText(DECAP_WORDS.ui.toast.entrySaved, { exact: true })).toBeVisible({ timeout: 30_000 });
  await look();
  const check = page.locator(byLabel("RefreshPreviewButton"));
  const preview = page.locator(byLabel("PreviewLink"));
  await expect(check.or(preview).first()).toBeVisible();
  await look();
  if (await check.isVisible()) await check.click();
  await expect(preview).toBeVisible();
  await look();

  // A special date added and saved empty: a list item, and the refusal with its notice.
  await field(page, "specialDates").getByRole("button", { name: /add/i }).first().click();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.locator(byLabel("ControlErrorsList")).first()).toBeVisible();
  await look();
  await answered();

  const missing = [...labels, ...classes].filter((name) => !seen.has(name));
  expect(missing, "parts of Decap no longer found by these names").toEqual([]);
  expect(styles.filter((line) => !line.endsWith("as answered"))).toEqual([]);
  expect(styles).toHaveLength(ANSWERED.length);
  // The stylesheet turns to one column exactly where Decap's editor stops fitting.
  const breakpoint = Number(/@media \(max-width: ([\d.]+)px\)/.exec(stylesheet)?.[1]);
  expect(Math.ceil(breakpoint)).toBe(parseFloat(ANSWERED[0]!.decap.minWidth ?? ""));
});
