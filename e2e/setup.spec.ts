/**
 * The owner's setup page (/admin/setup/) in the browsers, on the built site served as each host serves it
 * (test-support/editor-sites.ts), with GitHub and Access as stand-ins: in Chromium and in WebKit, on a
 * 390 px phone and a 1280 px screen, it reads without a sideways scroll, axe finds nothing, and it works
 * from the keyboard; in Chromium, the GitHub App is made from its manifest and its ID, key and install page
 * shown; on Netlify, the owner signs in on the page itself. Every check's verdict: __tests__/setup.test.ts.
 */
import fs from "fs";
import path from "path";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { EDITOR_PAGES, IDENTITY_EMAILS } from "../editor/addresses";
import { SETUP_IDS } from "../editor/admin/page-parts";
import { SETUP_WORDS } from "../editor/admin/setup/words";
import { ACCESS_WORDS, type AccessStandIn } from "../test-support/access-stand-in";
import { editorSites, type EditorSites, type ServedSite } from "../test-support/editor-sites";
import type { GitHubStandIn } from "../test-support/github-stand-in";
import { AXE_TAGS, Visitor } from "../test-support/visitor";
import { missingEngine } from "../test-support/visitor/engines";
import { launchWebkit } from "../test-support/visitor/webkit";

const OWNER = "owner@example.org";
const PASSWORD = "the owner's own long password";
/** The sites and WebKit's driver: the first free ports from 200 above the visitors' site. */
const BASE = Number(process.env.E2E_PORT ?? 9000) + 200;
const SIZES = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
];
/** Where the pictures go, to be looked at (SETUP_SHOTS=<folder>); the test's own output folder otherwise. */
const SHOTS = process.env.SETUP_SHOTS;

test.describe.configure({ mode: "default" });
test.use({ ignoreHTTPSErrors: true });

let sites: EditorSites | undefined;
let github: GitHubStandIn;
let access: AccessStandIn;
let netlify: ServedSite;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  sites = await editorSites(BASE, { email: OWNER, password: PASSWORD });
  ({ github, access, netlify } = sites);
});

test.afterAll(() => sites?.close());

/** Access's sign-in, as the owner meets it on the way to the setup page. */
async function signInToAccess(page: Page) {
  await page.goto(`${access.origin}${EDITOR_PAGES.setup}`);
  await page.getByLabel(ACCESS_WORDS.email).fill(OWNER);
  await page.getByRole("button", { name: ACCESS_WORDS.send }).click();
  await page.getByLabel(ACCESS_WORDS.code).fill(access.codes.get(OWNER)!);
  await page.getByRole("button", { name: ACCESS_WORDS.signIn }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Setting up the editor" })).toBeVisible();
}

const said = (page: Page) => page.locator(`#${SETUP_IDS.said}`);
const check = (page: Page, name: string) => page.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3, name }) });

async function shoot(page: Page, name: string) {
  const file = SHOTS ? path.join(SHOTS, `${name}.png`) : test.info().outputPath(`${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
}

test("in Chromium at 390 and 1280 px: every setting with its verdict, readable without a sideways scroll, clean for axe, and used from the keyboard alone", async ({
  page,
}) => {
  test.setTimeout(120_000);
  github.settings.bypass[1] = "never";
  try {
    await signInToAccess(page);
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await page.reload();
      await expect(said(page)).toHaveText(SETUP_WORDS.toFix(1));
      const publish = check(page, "Publish Needs fixing");
      await expect(publish).toContainText(/Found: GitHub refuses every Publish/);
      await expect(publish).toContainText(/To fix: GitHub → the repository → Settings → Rules → Rulesets/);
      await expect(check(page, "Cloudflare Access in front of /admin/ Fine")).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
      const axe = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
      expect(axe.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(", ")}`)).toEqual([]);
      await shoot(page, `setup-chromium-${size.width}`);
    }

    // From the keyboard: to Check again, once the owner has fixed the ruleset on GitHub.
    github.settings.bypass[1] = "pull_requests_only";
    await page.locator("body").focus();
    let focused = "";
    for (let tabs = 0; tabs < 10 && focused !== "Check again"; tabs += 1) {
      await page.keyboard.press("Tab");
      focused = await page.evaluate(() => document.activeElement?.textContent ?? "");
    }
    expect(focused).toBe("Check again");
    await page.keyboard.press("Enter");
    await expect(said(page)).toHaveText(SETUP_WORDS.allFine);
    await expect(page.locator(`#${SETUP_IDS.appIsSet}`)).toHaveText(SETUP_WORDS.appIsSet);
    // On to the App's form: the organization's name typed, the button reached, each showing where the focus is.
    await page.keyboard.press("Tab");
    await expect(page.getByRole("radio", { name: "My own GitHub account" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("radio", { name: /An organization/ })).toBeChecked();
    await page.keyboard.press("Tab");
    await expect(page.getByLabel("The organization's name on GitHub")).toBeFocused();
    await page.keyboard.press("Tab");
    const make = page.getByRole("button", { name: "Make the App on GitHub" });
    await expect(make).toBeFocused();
    expect(await make.evaluate((button) => getComputedStyle(button).outlineStyle)).toBe("solid");
    // An organization without a name goes nowhere, and says why.
    await page.keyboard.press("Enter");
    await expect(page.locator(`#${SETUP_IDS.made}`)).toHaveText(`${SETUP_WORDS.notMade}${SETUP_WORDS.organization}`);
    await expect(page.locator(`#${SETUP_IDS.made}`)).toBeFocused();
  } finally {
    github.settings.bypass[1] = "pull_requests_only";
  }
});

test("in Chromium, the GitHub App is made from its manifest: GitHub sends the owner back, and the page shows its ID, its key once and where to install it", async ({
  page,
}) => {
  test.setTimeout(120_000);
  // github.com's "Create GitHub App" page, played by the stand-in: it makes the App and sends the owner back with a code.
  await page.route("https://github.com/settings/apps/new*", async (route) => {
    const asked = new URL(route.request().url());
    const answer = await route.fetch({ url: `${github.url}${asked.pathname}${asked.search}`, maxRedirects: 0 });
    const back = answer.headers()["location"]!;
    await route.fulfill({
      contentType: "text/html",
      body: `<!doctype html><title>Create GitHub App</title><a href="${back.replace(/"/g, "&quot;")}">Create GitHub App</a>`,
    });
  });
  await signInToAccess(page);
  await expect(said(page)).toHaveText(SETUP_WORDS.allFine);
  await page.getByRole("button", { name: "Make the App on GitHub" }).click();
  await page.getByRole("link", { name: "Create GitHub App" }).click();

  const made = page.locator(`#${SETUP_IDS.made}`);
  await expect(made).toContainText(SETUP_WORDS.made(90210));
  await expect(made).toBeFocused();
  await expect(made).toContainText("Workers & Pages → identity-coffees → Settings → Variables and Secrets");
  await expect(page.getByLabel("The App's private key")).toHaveValue(
    /^-----BEGIN RSA PRIVATE KEY-----\n[\s\S]+-----END RSA PRIVATE KEY-----\n?$/,
  );
  const install = page.getByRole("link", { name: /Install the App on the site's repository/ });
  await expect(install).toHaveAttribute("href", /^https:\/\/github\.com\/apps\/[a-z0-9-]+\/installations\/new$/);
  // The code is gone from the address: a reload cannot ask for the key again.
  expect(new URL(page.url()).search).toBe("");

  // What GitHub was asked to make: the editor's permissions alone, no webhook, installable by its owner alone, back to this page.
  const [manifest] = [...github.manifests.values()].map((entry) => entry.manifest);
  expect(manifest).toMatchObject({
    default_permissions: { contents: "write", pull_requests: "write", metadata: "read" },
    default_events: [],
    hook_attributes: { active: false },
    public: false,
    redirect_url: `${access.origin}${EDITOR_PAGES.setup}`,
  });
  await shoot(page, "setup-chromium-app-made");
});

test(
  "on Netlify, in Chromium: the owner signs in on the setup page itself, then GitHub is checked; the e-mails' templates are served",
  { tag: "@full" },
  async ({ page }) => {
    test.setTimeout(120_000);
    await page.addInitScript((origin) => localStorage.setItem("netlifySiteURL", origin), netlify.origin);
    await page.goto(`${netlify.origin}${EDITOR_PAGES.setup}`);
    await expect(check(page, "Netlify Identity Needs fixing")).toContainText("you are not signed in");
    await expect(check(page, "GitHub Needs fixing")).toBeVisible();
    await page.getByRole("button", { name: "Sign in" }).click();
    const widget = page.frameLocator("#netlify-identity-widget");
    await widget.getByLabel("Enter your email").fill(OWNER);
    await widget.getByLabel("Enter your password").fill(PASSWORD);
    await widget.locator("form").getByRole("button", { name: "Log in" }).click();
    await expect(check(page, "Netlify Identity Fine")).toContainText(`you are signed in as ${OWNER}`);
    await expect(check(page, "The editor's GitHub App Fine")).toBeVisible();
    await expect(check(page, "Identity's e-mails Look at this")).toContainText(IDENTITY_EMAILS.invitation);

    for (const [template, token] of [
      [IDENTITY_EMAILS.invitation, "invite_token"],
      [IDENTITY_EMAILS.recovery, "recovery_token"],
    ]) {
      const answer = await page.request.get(`${netlify.origin}${template}`);
      expect(answer.status(), template).toBe(200);
      expect(await answer.text()).toContain(`href="{{ .SiteURL }}/admin/#${token}={{ .Token }}"`);
    }
  },
);

test.describe("in WebKit, through the visitors' adapter", { tag: "@full" }, () => {
  test("at 390 and 1280 px: readable without a sideways scroll, clean for axe, and Check again reached and pressed from the keyboard", async () => {
    const missing = missingEngine("webkit");
    test.skip(Boolean(missing), missing);
    test.setTimeout(240_000);
    const engine = await launchWebkit({ reducedMotion: false, portFrom: BASE + 20 });
    try {
      const driver = await engine.visit(false);
      const visitor = new Visitor("webkit", driver, access.origin);
      await visitor.open(EDITOR_PAGES.setup, SIZES[0]);
      await visitor.click('input[name="email"]');
      await visitor.type(OWNER);
      await visitor.click({ css: "button", name: ACCESS_WORDS.send });
      await expect.poll(() => visitor.evaluate(() => Boolean(document.querySelector('input[name="code"]')))).toBe(true);
      await visitor.click('input[name="code"]');
      await visitor.type(access.codes.get(OWNER)!);
      await visitor.click({ css: "button", name: ACCESS_WORDS.signIn });
      const status = () => visitor.evaluate((id) => document.getElementById(id)?.textContent ?? "", SETUP_IDS.said);
      const axeSource = fs.readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");
      for (const size of SIZES) {
        await visitor.open(EDITOR_PAGES.setup, size);
        await expect.poll(status, { timeout: 30_000 }).toBe(SETUP_WORDS.allFine);
        expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
        // axe's own script, run in the page (the editor's policy allows eval, as Decap needs it).
        const violations = await visitor.evaluate(
          async (source, tags) => {
            const win = window as unknown as {
              axe?: { run(context: Document, options: object): Promise<{ violations: { id: string }[] }> };
            };
            if (!win.axe) (0, eval)(source);
            return (await win.axe!.run(document, { runOnly: { type: "tag", values: tags } })).violations.map((violation) => violation.id);
          },
          axeSource,
          AXE_TAGS,
        );
        expect(violations).toEqual([]);
        // WebKit pictures what is on screen: the top, then the end of the page.
        for (const [part, scroll] of [
          ["top", 0],
          ["end", 100_000],
        ] as const) {
          await visitor.evaluate((y) => window.scrollTo(0, y), scroll);
          const name = `setup-webkit-${size.width}-${part}.png`;
          fs.writeFileSync(SHOTS ? path.join(SHOTS, name) : test.info().outputPath(name), await driver.screenshot());
        }
      }
      // From the keyboard: Tab to Check again, and Enter checks again.
      await visitor.evaluate((id) => {
        (document.activeElement as HTMLElement | null)?.blur();
        document.getElementById(id)!.textContent = "";
      }, SETUP_IDS.said);
      let focused = "";
      for (let tabs = 0; tabs < 10 && focused !== "Check again"; tabs += 1) {
        await visitor.press("Tab");
        focused = await visitor.evaluate(() => document.activeElement?.textContent ?? "");
      }
      expect(focused).toBe("Check again");
      await visitor.press("Enter");
      await expect.poll(status, { timeout: 30_000 }).toBe(SETUP_WORDS.allFine);
    } finally {
      await engine.close();
    }
  });
});
