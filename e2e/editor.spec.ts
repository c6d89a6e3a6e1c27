/**
 * The editor end to end, offline, on both hosts, as a member of staff uses it on a 390 px phone: signed in
 * by the host's own sign-in (Cloudflare Access's e-mail and code; Netlify Identity's password), a broken
 * change refused at Save with its reason, "Closed tomorrow" saved and published at once as one commit of
 * content alone in their name, and put back from Recent changes. The built site is served as each host
 * serves it (test-support/editor-sites.ts), GitHub by a stand-in over a real git repository
 * (test-support/github-stand-in.ts), Access by a stand-in (test-support/access-stand-in.ts). Chromium
 * here; WebKit through the visitors' adapter below. The gateway's every refusal: __tests__/gateway.test.ts.
 */
import fs from "fs";
import path from "path";
import { expect, test, type Page } from "@playwright/test";
import { LIVE_STATUS_ID, SITE_ICON } from "../editor/admin/page-parts";
import { CHANGES_WORDS } from "../editor/admin/changes/panel";
import { ACCESS_WORDS, type AccessStandIn } from "../test-support/access-stand-in";
import { PHONE } from "../test-support/cms-phone";
import { contentRoot, pageFor } from "../test-support/content";
import { editorSites, type EditorSites, type ServedSite } from "../test-support/editor-sites";
import type { GitHubStandIn } from "../test-support/github-stand-in";
import { phonePhoto } from "../test-support/phone-photos";
import { RECIPES, seeItLive, signInByCode, tappingPhone } from "../test-support/recipes";
import { aboutFile, midtownFile, siteFile } from "../src/schema/schema";
import { placeInForm } from "../src/schema/issues";
import { Visitor } from "../test-support/visitor";
import { missingEngine } from "../test-support/visitor/engines";
import { launchWebkit } from "../test-support/visitor/webkit";
import { webkitEditor } from "../test-support/webkit-editor";

const STAFF = "maria@example.org";
const PASSWORD = "a long password of her own";
const SITE_FILE = `content/${siteFile.file}`;
/** The sites and WebKit's driver: the first free ports from 100 above the visitors' site. */
const BASE = Number(process.env.E2E_PORT ?? 9000) + 100;

test.describe.configure({ mode: "default" });
test.use({ ignoreHTTPSErrors: true, viewport: PHONE, hasTouch: true, isMobile: true });

let sites: EditorSites | undefined;
let dir = "";
let github: GitHubStandIn;
let access: AccessStandIn;
let cloudflare: ServedSite;
let netlify: ServedSite;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  sites = await editorSites(BASE, { email: STAFF, password: PASSWORD });
  ({ dir, github, access, cloudflare, netlify } = sites);
});

test.afterAll(async () => {
  if (process.env.EDITOR_DEBUG) console.log(github.requests.join("\n"), "\n----\n", cloudflare?.output(), netlify?.output());
  await sites?.close();
});

type Host = { name: string; origin: () => string; signIn(page: Page): Promise<void> };
const HOSTS: Host[] = [
  {
    name: "Cloudflare",
    origin: () => access.origin,
    // Access's page: the e-mail address, then the code it sent. The editor then opens signed in.
    signIn: (page) => signInByCode(tappingPhone(page), access.origin, STAFF, () => access.codes.get(STAFF)!),
  },
  {
    name: "Netlify",
    origin: () => netlify.origin,
    // Decap's button opens Identity's widget: the e-mail address and password.
    async signIn(page) {
      // On 127.0.0.1 the widget asks which Netlify site it belongs to; a site on Netlify never asks.
      await page.addInitScript((origin) => localStorage.setItem("netlifySiteURL", origin), netlify.origin);
      await page.goto(`${netlify.origin}/admin/`);
      // The cafe's icon on the sign-in screen, and not Decap's logo (PACKAGE_INTERNALS.decapSignIn).
      await expect(page.locator(`img[src="${SITE_ICON}"]`)).toBeVisible();
      expect(await page.locator(`img[src="${SITE_ICON}"]`).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      await expect(page.locator('[class*="-NetlifyCreditIcon"]')).toHaveCount(1);
      await expect(page.locator('[class*="-NetlifyCreditIcon"]')).toBeHidden();
      await page.getByRole("button", { name: "Login with Netlify Identity" }).tap();
      const widget = page.frameLocator("#netlify-identity-widget");
      await widget.getByLabel("Enter your email").fill(STAFF);
      await widget.getByLabel("Enter your password").fill(PASSWORD);
      await widget.locator("form").getByRole("button", { name: "Log in" }).tap();
    },
  },
];

/** The editor's first screen, signed in: no further tap. */
const signedIn = (page: Page) => expect(page.getByRole("link", { name: "Pages", exact: true }).first()).toBeVisible({ timeout: 30_000 });

for (const host of HOSTS) {
  // Cloudflare's in the fast lane; Netlify's, the same gateway behind another sign-in, in the full one.
  const lane = { tag: host.name === "Cloudflare" ? [] : ["@full"] };
  test(
    `on ${host.name}, in Chromium at 390 px: signed in, a photograph too small refused at Save, "Closed tomorrow" published at once as one commit of content in her name, then put back`,
    lane,
    async ({ page }) => {
      test.setTimeout(240_000);
      // The phone's "Are you sure?" boxes: what each asked, and the answer the test gives.
      const asked: string[] = [];
      let answer = true;
      page.on("dialog", (dialog) => {
        asked.push(dialog.message());
        void (answer ? dialog.accept() : dialog.dismiss());
      });
      if (process.env.EDITOR_DEBUG) {
        page.on("console", (message) => console.log("CONSOLE", message.type(), message.text()));
        page.on("response", (response) => console.log("ANSWER", response.status(), response.url().slice(0, 140)));
        page.on("request", (request) => console.log("ASKED", request.method(), request.url().slice(0, 140)));
        page.on("pageerror", (error) => console.log("PAGEERROR", error.message));
        page.on("requestfailed", (request) => console.log("FAILED", request.url(), request.failure()?.errorText));
      }
      await host.signIn(page);
      await signedIn(page);
      if (host.name === "Cloudflare") await expect(page.getByRole("button", { name: /login/i })).toHaveCount(0);

      // A photograph too small for ABOUT: not saved, and the editor says why in the form's names.
      const before = github.git.resolve("main")!;
      const small = path.join(dir, `small-${host.name}.jpg`);
      await phonePhoto(small, 1200, 900);
      await page.getByRole("link", { name: "Pages", exact: true }).first().tap();
      await page
        .getByRole("link", { name: aboutFile.label })
        .filter({ has: page.getByRole("heading", { level: 2, name: aboutFile.label }) })
        .tap();
      await expect(page.getByText(/changes saved/i)).toBeVisible({ timeout: 30_000 });
      await page.getByRole("button", { name: "Choose different image" }).tap();
      await page
        .locator('input[type="file"]')
        .setInputFiles({ name: "IMG_0300.JPG", mimeType: "image/jpeg", buffer: fs.readFileSync(small) });
      await page.getByRole("button", { name: "Choose selected" }).tap({ timeout: 30_000 });
      await page.getByRole("button", { name: "Save", exact: true }).tap();
      const why = page.getByText(`${aboutFile.label}, ${placeInForm(aboutFile, "photo.image")}: found a photograph of 1200 x 900 pixels`);
      await expect(why).toBeVisible({ timeout: 30_000 });
      expect(github.git.resolve("main")).toBe(before);
      expect(github.git.refs("refs/heads/cms/")).toEqual([]);

      // "Closed tomorrow", saved and published with no wait (the photograph left unsaved: "leave anyway?", OK).
      await page.goto(`${host.origin()}/admin/`);
      await signedIn(page);
      const closedTomorrow = RECIPES.find((recipe) => recipe.job === "Closed tomorrow")!;
      const published = github.published().length;
      await closedTomorrow.run(tappingPhone(page), contentRoot);
      const [commit, ...more] = github.published().slice(published);
      expect(more).toEqual([]);
      expect(commit!.author.name).toBe("maria");
      expect(commit!.author.email).toMatch(/@staff\.invalid$/);
      expect(commit!.message).toMatch(/^Publish Site-wide facts\n\nPublished-by: maria /);
      expect(github.git.changes(commit!.parents[0], commit!.sha).map((file) => file.filename)).toEqual([SITE_FILE]);

      // Recent changes lists it in the staff's words; Put back publishes the earlier version as a new change.
      await page.goto(`${host.origin()}/admin/`);
      await signedIn(page);
      await page.getByRole("button", { name: "Recent changes" }).tap();
      const latest = page.getByRole("dialog", { name: "Recent changes" }).getByRole("listitem").first();
      await expect(latest.getByRole("heading", { level: 3 })).toHaveText(/^Site-wide facts: Special dates/, { timeout: 30_000 });
      await expect(latest).toContainText(/maria, today at/);
      // Put back asks first, as Publish does: Cancel puts nothing back.
      answer = false;
      await latest.getByRole("button", { name: "Put back" }).tap();
      expect(asked.at(-1)).toBe(CHANGES_WORDS.sure);
      await expect(latest.getByRole("button", { name: "Put back" })).toBeEnabled();
      await expect(latest.getByRole("status")).toBeEmpty();
      expect(github.published().length).toBe(published + 1);
      answer = true;
      await latest.getByRole("button", { name: "Put back" }).tap();
      await expect(latest.getByRole("status")).toHaveText(/^Put back\. The site shows it/, { timeout: 30_000 });
      await expect(page.locator(`#${LIVE_STATUS_ID}`)).toHaveText(/^Published\./);
      const [putBack, ...others] = github.published().slice(published + 1);
      expect(others).toEqual([]);
      expect(putBack!.message).toMatch(/^Publish Site-wide facts\n\nPublished-by: maria /);
      expect(github.git.fileAt("main", SITE_FILE)!.toString()).toBe(github.git.fileAt(before, SITE_FILE)!.toString());

      // The site in the phone's browser: the menu, the page, and a pull down to load it again.
      await seeItLive(tappingPhone(page), host.origin(), pageFor(midtownFile));
    },
  );
}

test.describe("in WebKit on a phone, through the visitors' adapter", { tag: "@full" }, () => {
  for (const host of HOSTS) {
    test(`on ${host.name}: signed in, a photograph too small refused, "Closed tomorrow" published, then put back`, async () => {
      const missing = missingEngine("webkit");
      test.skip(Boolean(missing), missing);
      test.setTimeout(300_000);
      const engine = await launchWebkit({ reducedMotion: false, portFrom: BASE + 20 });
      let shown: Awaited<ReturnType<typeof engine.visit>> | undefined;
      try {
        const driver = await engine.visit(false);
        shown = driver;
        const visitor = new Visitor("webkit", driver, host.origin());
        const editor = webkitEditor(visitor, driver);
        // A browser of the tests' own, whose storage outlives a run: signed out.
        await visitor.open("/favicon.ico", PHONE);
        await visitor.evaluate(() => localStorage.clear());
        if (host.name === "Cloudflare") {
          await visitor.open("/admin/", PHONE);
          await editor.tap('input[name="email"]');
          await visitor.type(STAFF);
          await editor.tap({ css: "button", name: ACCESS_WORDS.send });
          await editor.tap('input[name="code"]');
          await visitor.type(access.codes.get(STAFF)!);
          await editor.tap({ css: "button", name: ACCESS_WORDS.signIn });
        } else {
          await visitor.evaluate((origin) => localStorage.setItem("netlifySiteURL", origin), host.origin());
          await visitor.open("/admin/", PHONE);
          await editor.tap({ css: "button", name: "Login with Netlify Identity" });
          await editor.identityLogin(STAFF, PASSWORD);
        }
        await expect.poll(() => editor.text("body"), { timeout: 30_000 }).toContain("Site-wide facts");

        // A photograph too small for ABOUT, picked from the phone: not saved, and the editor says why.
        const before = github.git.resolve("main")!;
        const small = path.join(dir, `small-webkit-${host.name}.jpg`);
        await phonePhoto(small, 1200, 900);
        await visitor.open(`/admin/#/collections/pages/entries/${aboutFile.file.split("/")[0]}`, PHONE);
        await editor.tap({ css: "button", name: "Choose different image" });
        // The media library opens a moment after the tap, on a busy machine more than a moment.
        await expect
          .poll(() => visitor.evaluate(() => document.querySelector('input[type="file"]') !== null), { timeout: 30_000 })
          .toBe(true);
        await driver.upload('input[type="file"]', small);
        await editor.tap({ css: "button", name: "Choose selected" });
        const why = `${aboutFile.label}, ${placeInForm(aboutFile, "photo.image")}: found a photograph of 1200 x 900 pixels`;
        await expect(async () => {
          await editor.tap({ css: "button", name: "Save" });
          await expect.poll(() => editor.text("body"), { timeout: 10_000 }).toContain(why);
        }).toPass({ timeout: 60_000 });
        expect(github.git.resolve("main")).toBe(before);

        // "Closed tomorrow", saved and published at once (the photograph left unsaved: "leave anyway?", OK).
        await editor.tap(".Toastify__close-button");
        await visitor.evaluate(() => {
          window.confirm = () => true;
          location.hash = "#/collections/site";
        });
        await editor.closedTomorrow(contentRoot);
        await editor.saveAndPublish();
        const head = github.git.resolve("main")!;
        expect(github.git.readCommit(head)!.author.name).toBe("maria");

        // Recent changes: put it back.
        await visitor.open("/admin/", PHONE);
        // Tapped again if the editor was still drawing its first screen over it.
        const open = () => visitor.evaluate(() => document.querySelector("dialog")?.open === true);
        await expect(async () => {
          await editor.tap({ css: "button", name: "Recent changes" });
          await expect.poll(open, { timeout: 3000 }).toBe(true);
        }).toPass({ timeout: 60_000 });
        // Its "Are you sure?" box answered OK, as the phone's own box would be.
        await visitor.evaluate(() => {
          window.confirm = () => true;
        });
        await editor.tap({ css: "dialog li:first-child button", name: "Put back" });
        await expect.poll(() => editor.text("dialog li:first-child [role=status]"), { timeout: 30_000 }).toMatch(/^Put back\./);
        expect(github.git.fileAt("main", SITE_FILE)!.toString()).toBe(github.git.fileAt(before, SITE_FILE)!.toString());
      } catch (error) {
        if (process.env.EDITOR_DEBUG)
          console.log(
            "PAGE",
            await shown?.evaluate(
              "location.href + '\\n' + document.body.innerText + '\\nDIALOG ' + document.querySelector('dialog')?.open + ' ' + document.querySelector('dialog')?.innerText",
            ),
          );
        throw error;
      } finally {
        await engine.close();
      }
    });
  }
});
