/**
 * The editor at /admin/. As the staff meet it on the live site: the forms of a build with online editing set up
 * and its editorial workflow (Save, Status, Publish), saved by Decap's in-memory test backend instead of
 * GitHub (test-support/cms-workflow.ts): every page's preview drawn by the site's own template, even when
 * its script comes late; photographs from a phone, picked in the media library, shown and saved upright;
 * on a phone, EDITING.md's recipes tap by tap, one day's hours seen in the preview that takes the
 * screen, the form refusing what the build would refuse, every form at a phone's widths, and the line that
 * says when the site shows a publish; at a desk, Decap's own layout. Then /admin/ as a build writes it,
 * before editing is set up. Last, in the full lane, `npm run cms` on a copy of
 * the project, the one place a change is saved into content/ and the site rebuilt by `gatsby develop`.
 */
import fs from "fs";
import os from "os";
import path from "path";
import sharp from "sharp";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { SIGN_IN_WORDS } from "../editor/admin/identity";
import { DECAP_WORDS } from "../editor/admin/decap-words";
import { SAY } from "../editor/gateway/answers";
import { LONG_SIDE } from "../editor/admin/preview/picked-photos";
import { LIVE_STATUS_ID } from "../editor/admin/page-parts";
import { weekLines, type DayHours } from "../src/lib/hours";
import { parseContent } from "../src/schema/content-file";
import { FORMATS, type FileSchema } from "../src/schema/kinds";
import { aboutFile, pageFiles, siteFile } from "../src/schema/schema";
import { formatIssue } from "../src/schema/validate";
import { WEEK } from "../src/lib/calendar";
import { field, fieldCss, PHONE, PHONE_WIDTHS, phoneProblems, publish } from "../test-support/cms-phone";
import { lastLines, openSiteFacts, startCms, type CmsRun } from "../test-support/cms-run";
import { serveWorkflowAdmin, type WorkflowAdmin } from "../test-support/cms-workflow";
import { RECIPES, saveAndPublish, tappingPhone, type Phone } from "../test-support/recipes";
import { contentRoot, everyPage, notFound, pages, readContent } from "../test-support/content";
import { checkContentDir, copyContent, readField, setField } from "../test-support/content-copy";
import { HEIC_PHOTO, phonePhoto, uprightProblem } from "../test-support/phone-photos";
import { copyProject } from "../test-support/project-copy";
import { Visitor } from "../test-support/visitor";
import { missingEngine } from "../test-support/visitor/engines";
import { launchWebkit } from "../test-support/visitor/webkit";
import { freePort, type Engine } from "../test-support/visitor/driver";
import { webkitEditor } from "../test-support/webkit-editor";

const lower = <Day extends string>(day: Day) => day.toLowerCase() as Lowercase<Day>;
const base = Number(process.env.E2E_PORT ?? 9000);
/**
 * The first port each of this file's servers tries, above E2E_PORT: far enough apart that a server one
 * worker starts never takes the port another's is about to listen on (gatsby develop listens half a
 * minute after its port was found free).
 */
const PORTS = { workflow: base + 100, media: base + 105, hours: base + 110, desk: base + 120, develop: base + 150 };

/** The errors `page`'s console shows from now on (a policy violation among them). */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
  return errors;
}

/** The preview pane's page, beside the form (or in its place, on a phone). */
const preview = (page: Page) => page.frameLocator("iframe").first();

/** Waits until an <img> has drawn its photograph. */
const loaded = (image: Locator) =>
  expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 1), { timeout: 30_000 }).toBe(true);

/** The preview's menu, once the preview is the site's own page: a link to every page (folded behind its button at the pane's width). */
async function previewMenu(page: Page): Promise<Locator> {
  const nav = preview(page).getByRole("navigation", { name: readContent(siteFile).data.labels.mainNavigation, includeHidden: true });
  await expect(nav.getByRole("link", { includeHidden: true })).toHaveCount(pages.length, { timeout: 30_000 });
  return nav;
}

const pageEntry = (schema: FileSchema) => `pages/entries/${path.dirname(schema.file)}`;

/** Opens one entry's form ("site/entries/site", "pages/entries/team") in a fresh /admin/ at `origin`, signing in if asked to. */
async function openEntry(page: Page, origin: string, entry: string): Promise<void> {
  await page.goto("about:blank");
  await page.goto(`${origin}/admin/#/collections/${entry}`);
  const login = page.getByRole("button", { name: /login/i });
  const saved = page.getByText(/changes saved/i);
  // On a busy machine the editor takes longer than a check's 5 s to draw the entry.
  await expect(login.or(saved)).toBeVisible({ timeout: 30_000 });
  if (await login.isVisible()) await login.click();
  await expect(saved).toBeVisible({ timeout: 30_000 });
}

/** HOME's line of the week that holds `day` once that day has `hours`, as "Tuesday-Friday, 7am-6pm". */
function weekLine(day: (typeof WEEK)[number], hours: DayHours, contentDir = contentRoot): string {
  const { hours: week, hoursWords } = readContent(siteFile, contentDir).data;
  const line = weekLines({ ...week, [lower(day)]: hours }).find((entry) => entry.days.includes(day))!;
  return `${line.days}, ${line.time ?? hoursWords.closedDay}`;
}

/** An open day of the week (Monday if none is), and its name in the files. */
function openDay(contentDir = contentRoot) {
  const { hours } = readContent(siteFile, contentDir).data;
  const name = WEEK.find((weekday) => !hours[lower(weekday)].closed) ?? WEEK[0];
  return { name, day: lower(name), hours: hours[lower(name)] };
}

/** Runs in the page: the text of a file of the in-memory repository, as published. */
function repoText(file: string): string {
  type Tree = { [name: string]: Tree } & { content?: string };
  return `content/${file}`.split("/").reduce((folder, name) => folder[name]!, (window as unknown as { repoFiles: Tree }).repoFiles)
    .content!;
}

/** Runs in the page: a photograph of the in-memory repository, as published, in base64. */
async function repoPhoto(file: string): Promise<string> {
  type Tree = { [name: string]: Tree } & { content?: { fileObj: Blob } };
  const { content } = `content/${file}`
    .split("/")
    .reduce((folder, name) => folder[name]!, (window as unknown as { repoFiles: Tree }).repoFiles);
  const bytes = new Uint8Array(await content!.fileObj.arrayBuffer());
  let text = "";
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text);
}

/** Runs in the page: the entries saved and not yet published. */
const drafts = () => Object.keys((window as unknown as { repoFilesUnpublished: object }).repoFilesUnpublished);

function published(text: string, schema: FileSchema) {
  const parsed = parseContent(text, `content/${schema.file}`);
  if ("issue" in parsed) throw new Error(formatIssue(parsed.issue));
  return parsed;
}

/** The week's hours in site.yaml's published text. */
const publishedHours = (text: string) => published(text, siteFile).data.hours as Record<Lowercase<(typeof WEEK)[number]>, DayHours>;

/** The editor at `origin` in WebKit on a phone, signed in afresh at `hash` (the tests' own browser keeps its storage between runs). */
async function webkitSignedIn(engine: Engine, origin: string, hash = "") {
  const visitor = new Visitor("webkit", await engine.visit(false), origin);
  const editor = webkitEditor(visitor);
  await visitor.open("/admin/", PHONE);
  await visitor.evaluate(() => localStorage.clear());
  await visitor.open(`/admin/${hash}`, PHONE);
  await editor.tap({ css: "button", name: "Login" });
  return { visitor, editor };
}

/** A pointer's clicks where a recipe taps: the same steps at a desk. */
const clickingDesk = (page: Page): Phone => ({
  ...tappingPhone(page),
  tap: (target) => target.click(),
  type: (target, text) => target.fill(text),
});

/**
 * The editor as on the live site (test-support/cms-workflow.ts). Its repository starts as this project's
 * content/ at every load of /admin/.
 */
test.describe("the editor as on the live site", () => {
  test.describe.configure({ timeout: 120_000 });
  let admin: WorkflowAdmin;
  test.beforeAll(async () => {
    admin = await serveWorkflowAdmin(await freePort(PORTS.workflow));
  });
  test.afterAll(() => admin.close());

  /** Signed in, at the editor's first screen; the phone's "Are you sure?" boxes are answered OK. */
  async function start(page: Page, origin = admin.url): Promise<string[]> {
    const errors = consoleErrors(page);
    page.on("dialog", (dialog) => void dialog.accept());
    await page.goto(`${origin}/admin/`);
    await page.getByRole("button", { name: /login/i }).click();
    await expect(page.getByRole("link", { name: "Pages", exact: true }).first()).toBeVisible({ timeout: 30_000 });
    return errors;
  }

  test(
    "each page's preview is drawn by the site's own template, with its photographs, even when its script comes late",
    { tag: "@full" },
    async ({ page }) => {
      const errors = consoleErrors(page);
      // The previews' script starts the editor (editor/admin/preview/register.tsx). Held back until the page has
      // drawn a frame without it, as a slow server or a busy phone delivers it, it must still be the site's
      // own template that draws the preview, not Decap's plain list of fields.
      const drawnWithout = () =>
        page.evaluate(
          () => new Promise<boolean>((resolve) => requestAnimationFrame(() => resolve(document.querySelector(".pane-switch") !== null))),
        );
      await page.route("**/admin/previews.js", async (route) => {
        await expect.poll(() => drawnWithout().catch(() => false), { timeout: 30_000 }).toBe(true);
        await route.fallback();
      });
      for (const entry of everyPage) {
        const { data } = readContent(entry.schema);
        await openEntry(page, admin.url, pageEntry(entry.schema));
        // This page's own entry is marked in the menu (none on the 404 page).
        await expect((await previewMenu(page)).locator('[aria-current="page"]')).toHaveCount(entry === notFound ? 0 : 1);
        if ("heading" in data) await expect(preview(page).getByRole("heading", { level: 1 })).toHaveText(data.heading as string);
        // Every photograph has loaded, with the alt text from the form.
        for (const image of await preview(page).locator("main img").all()) {
          await image.scrollIntoViewIfNeeded();
          await loaded(image);
          await expect(image).not.toHaveAttribute("alt", "");
        }
      }
      expect(errors).toEqual([]);
    },
  );

  test(
    "photographs from a phone, picked in the media library, show upright in the preview, and are saved upright and small",
    { tag: "@full" },
    async ({ page }) => {
      // A HEIC put into content/ by hand, which browsers cannot show, shows in the preview all the same.
      const contentDir = copyContent();
      const folder = path.join(contentDir, path.dirname(aboutFile.file));
      fs.copyFileSync(HEIC_PHOTO.file, path.join(folder, "copied.heic"));
      setField(contentDir, aboutFile.file, "photo.image", "copied.heic");
      const own = await serveWorkflowAdmin(await freePort(PORTS.media), { contentDir });
      const sideways = path.join(os.tmpdir(), `sideways-${process.pid}.jpg`);
      try {
        const shown = preview(page).getByRole("img", { name: readContent(aboutFile, contentDir).data.photo.alt });
        await start(page, own.url);
        await openEntry(page, own.url, pageEntry(aboutFile));
        await expect.poll(async () => uprightProblem(await shown.screenshot()), { timeout: 30_000 }).toBeUndefined();

        await phonePhoto(sideways, 4032, 3024, 6);
        const picks = [
          { file: HEIC_PHOTO.file, name: "IMG_0001.HEIC", mimeType: "image/heic", width: HEIC_PHOTO.width, height: HEIC_PHOTO.height },
          { file: sideways, name: "IMG_0002.JPG", mimeType: "image/jpeg", width: LONG_SIDE, height: (LONG_SIDE * 3) / 4 },
        ];
        for (const pick of picks) {
          await openEntry(page, own.url, pageEntry(aboutFile));
          await page.getByRole("button", { name: "Choose different image" }).click();
          await page
            .locator('input[type="file"]')
            .setInputFiles({ name: pick.name, mimeType: pick.mimeType, buffer: fs.readFileSync(pick.file) });
          await page.getByRole("button", { name: "Choose selected" }).click({ timeout: 30_000 });
          // The preview shows it as the phone did: landscape, the right way up.
          await expect.poll(async () => uprightProblem(await shown.screenshot()), { timeout: 30_000 }).toBeUndefined();
          expect(await shown.evaluate((img: HTMLImageElement) => img.naturalWidth / img.naturalHeight)).toBeCloseTo(4 / 3, 2);
          await saveAndPublish(clickingDesk(page));

          // Saved upright as a JPEG of at most LONG_SIDE pixels, a small commit (Decap writes its name in lower case).
          const saved = pick.name.toLowerCase().replace(/\.\w+$/, ".jpg");
          expect(published(await page.evaluate(repoText, aboutFile.file), aboutFile).data.photo).toMatchObject({ image: saved });
          const bytes = Buffer.from(await page.evaluate(repoPhoto, `${path.dirname(aboutFile.file)}/${saved}`), "base64");
          expect(await sharp(bytes).metadata()).toMatchObject({ format: "jpeg", width: pick.width, height: pick.height });
          expect(bytes.length).toBeLessThan(1_000_000);
          expect(await uprightProblem(bytes)).toBeUndefined();
        }
      } finally {
        await own.close();
        fs.rmSync(sideways, { force: true });
        fs.rmSync(contentDir, { recursive: true, force: true });
      }
    },
  );

  test(
    "at 1280 px the editor is Decap's own desk layout: the stylesheet for phones changes nothing there",
    { tag: "@full" },
    async ({ browser }) => {
      // As where the host builds a preview of each change (Netlify): phone.css hides "Check for Preview" elsewhere.
      const own = await serveWorkflowAdmin(await freePort(PORTS.desk), { previews: true });
      /** Where every part of the editor is drawn, and at what size of type, in a window of 1280 x 800. */
      async function deskLayout(withPhoneStyle: boolean) {
        const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
        if (!withPhoneStyle) await page.route("**/admin/phone.css", (route) => route.fulfill({ contentType: "text/css", body: "" }));
        await openEntry(page, own.url, "site/entries/site");
        // Decap's "Check for Preview", drawn late; hidden at every width where no previews are built (phone.css).
        await expect(page.getByText(/check for preview/i)).toBeAttached({ timeout: 30_000 });
        await previewMenu(page);
        const layout = await page.evaluate(() =>
          [...document.querySelectorAll("body *")]
            .filter(
              (element) =>
                element.getClientRects().length > 0 &&
                !element.closest('script, style, [class*="-PreviewButtonContainer"]') &&
                !element.matches(':has(> [class*="-PreviewButtonContainer"])'),
            )
            .map((element) => {
              const box = element.getBoundingClientRect();
              const part = [...element.classList].map((name) => name.replace(/^css-[a-z0-9]+-/, "")).join(".");
              return `${element.tagName.toLowerCase()}.${part} ${[box.x, box.y, box.width, box.height].map(Math.round).join(",")} ${getComputedStyle(element).fontSize}`;
            }),
        );
        const panes = await Promise.all([".Pane1", ".Pane2"].map((pane) => page.locator(pane).boundingBox()));
        await expect(page.locator(".pane-switch")).toBeHidden();
        await page.close();
        return { layout, panes };
      }
      const styled = await deskLayout(true);
      const plain = await deskLayout(false);
      await own.close();
      expect(styled.layout.length).toBeGreaterThan(300);
      expect(styled.layout).toEqual(plain.layout);
      // Decap's desk: the form and the preview side by side, each at least as wide as Decap's 400 px.
      const [form, preview] = styled.panes;
      expect(form!.width).toBeGreaterThanOrEqual(400);
      expect(preview!.width).toBeGreaterThanOrEqual(400);
      expect(preview!.x).toBeGreaterThanOrEqual(form!.x + form!.width);
    },
  );

  /**
   * On a phone: Chromium as a 390 x 844 touch screen. Each routine change is made by tapping and typing
   * in the form, saved, set Ready and published, and then found in the repository.
   */
  test.describe("on a phone", () => {
    test.use({ viewport: PHONE, hasTouch: true, isMobile: true });
    /** What the phone shows is readable and tappable, with nothing past the screen's edge (once it has stopped moving). */
    const noPhoneProblems = (page: Page) => expect.poll(() => page.evaluate(phoneProblems)).toEqual([]);

    // The first, "Closed tomorrow", is the fast lane's save and publish.
    for (const recipe of RECIPES) {
      test(
        `EDITING.md's "${recipe.job}", tap by tap at 390 px: saved, set Ready, published, and in the file`,
        { tag: recipe === RECIPES[0] ? [] : ["@full"] },
        async ({ page }) => {
          const errors = await start(page);
          await recipe.run(tappingPhone(page), contentRoot);
          recipe.saved(published(await page.evaluate(repoText, recipe.file.file), recipe.file), contentRoot);
          await noPhoneProblems(page);
          expect(errors.filter((text) => /Content Security Policy/i.test(text))).toEqual([]);
        },
      );
    }

    test(
      "one day's hours: changed in the form, seen in the preview that takes the screen, saved and published",
      { tag: "@full" },
      async ({ page }) => {
        const { name, day, hours } = openDay();
        const times = hours.opens === "05:45" ? { opens: "05:30", closes: "12:30" } : { opens: "05:45", closes: "12:15" };
        const shown = weekLine(name, { closed: false, ...times });

        await start(page);
        await openSiteFacts(page);
        const dayField = field(page, "hours", day);
        if ((await dayField.getByRole("switch").getAttribute("aria-checked")) === "true") await dayField.getByRole("switch").tap();
        await dayField.getByLabel(/^Opens/).fill(times.opens);
        await dayField.getByLabel(/^Closes/).fill(times.closes);
        await noPhoneProblems(page);

        // The preview fills the screen in the form's place, and shows the day as the page will.
        await page.getByText("Preview", { exact: true }).tap();
        const pane = page.locator("iframe").first();
        await expect(pane).toBeVisible();
        await expect(dayField).toBeHidden();
        expect((await pane.boundingBox())?.width).toBe(PHONE.width);
        await expect(preview(page).getByText(shown)).toBeVisible();
        await noPhoneProblems(page);

        await page.getByText("Form", { exact: true }).tap();
        await expect(dayField.getByLabel(/^Opens/)).toBeInViewport();
        await saveAndPublish(tappingPhone(page));
        expect(publishedHours(await page.evaluate(repoText, siteFile.file))[day]).toEqual({ closed: false, ...times });
      },
    );

    /** Saves what the form holds, which a rule refuses: the build's `words` show on the phone, and nothing is saved. */
    async function refused(page: Page, words: string | RegExp): Promise<void> {
      await page.getByRole("button", { name: "Save", exact: true }).tap();
      await expect(page.getByText(words).first()).toBeInViewport();
      await noPhoneProblems(page);
      expect(await page.evaluate(drafts)).toEqual([]);
    }

    test("a value a field's rule refuses: the form says why in the build's words at the field, readable on the phone, and saves nothing", async ({
      page,
    }) => {
      await start(page);
      await openSiteFacts(page);
      await page.getByLabel("Phone", { exact: true }).fill("225-0738");
      await refused(page, FORMATS.usPhone.example);
    });

    test('hours a rule across fields refuses (closing before opening): the notice is "Not saved:" and the build\'s words, naming the field as the form does, readable on the phone, and nothing saved', async ({
      page,
    }) => {
      await start(page);
      await openSiteFacts(page);
      const day = field(page, "hours", "monday");
      if ((await day.getByRole("switch").getAttribute("aria-checked")) === "true") await day.getByRole("switch").tap();
      await day.getByLabel(/^Opens/).fill("18:00");
      await day.getByLabel(/^Closes/).fill("07:00");
      const { hours } = siteFile.fields;
      // The times as the form shows them, not as the file holds them; the notice the sentence alone, as the gateway says it.
      const why = `${siteFile.label}, ${hours.label}, ${hours.fields.monday.label}, ${hours.fields.monday.fields.closes.label}: found 7:00 AM, which is not after the opening time 6:00 PM`;
      await refused(page, new RegExp(`^${SAY.notSaved([why]).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`));
    });

    test(
      "every entry's form at 320, 360 and 390 px: controls of 24 px or more, text of 16 px or more, nothing past the screen",
      { tag: "@full" },
      async ({ page }) => {
        for (const entry of ["site/entries/site", ...pageFiles.map(pageEntry)]) {
          await openEntry(page, admin.url, entry);
          for (const width of PHONE_WIDTHS) {
            await page.setViewportSize({ width, height: PHONE.height });
            await expect.poll(() => page.evaluate(phoneProblems), { message: `${entry} at ${width} px` }).toEqual([]);
          }
          // The toolbar and the switch over the preview, at the narrowest width.
          await page.getByText("Preview", { exact: true }).tap();
          await expect.poll(() => page.evaluate(phoneProblems), { message: `${entry}'s preview at 320 px` }).toEqual([]);
          await page.setViewportSize(PHONE);
        }
        // The switch is the site's own markup: a group of two radio buttons that meets WCAG 2.2 AA.
        const axe = await new AxeBuilder({ page })
          .include(".pane-switch")
          .withTags(["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"])
          .analyze();
        expect(axe.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
        expect(axe.passes.length).toBeGreaterThan(0);
      },
    );

    test(
      "the workflow's controls (save, status, publish, delete) all fit on the screen at 320 and 390 px, and no deploy preview is offered where none is built",
      { tag: "@full" },
      async ({ page }) => {
        await start(page);
        await openSiteFacts(page);
        await page.getByLabel("Phone", { exact: true }).fill("916-555-0142");
        await page.getByRole("button", { name: "Save", exact: true }).tap();
        await expect(page.getByText(DECAP_WORDS.ui.toast.entrySaved, { exact: true })).toBeVisible({ timeout: 30_000 });
        const controls = [
          page.getByRole("button", { name: /^Status: / }),
          page.getByRole("button", { name: "Publish", exact: true }),
          page.getByRole("button", { name: /^Delete unpublished/ }),
        ];
        // Decap would offer "Check for Preview" for good; the host builds no previews of changes.
        await expect(page.getByRole("button", { name: /preview/i })).toHaveCount(0);
        for (const width of PHONE_WIDTHS) {
          await page.setViewportSize({ width, height: PHONE.height });
          for (const control of controls) await expect(control).toBeInViewport({ ratio: 1 });
          await expect.poll(() => page.evaluate(phoneProblems), { message: `at ${width} px` }).toEqual([]);
        }
      },
    );

    test(
      "in WebKit, through the visitor's adapter, on a phone: one day closed in the form, seen in the preview that takes the screen, saved and published",
      { tag: "@full" },
      async () => {
        const missing = missingEngine("webkit");
        test.skip(Boolean(missing), missing);
        // A day open in the repository, to close.
        const { name, day } = openDay();
        const contentDir = copyContent();
        setField(contentDir, siteFile.file, `hours.${day}`, { closed: false, opens: "07:00", closes: "18:00" });
        const shown = weekLine(name, { closed: true }, contentDir);
        const own = await serveWorkflowAdmin(await freePort(PORTS.hours), { contentDir });
        const engine = await launchWebkit({ reducedMotion: false, portFrom: base + 80 });
        try {
          const { visitor, editor } = await webkitSignedIn(engine, own.url, "#/collections/site/entries/site");
          const closed = `${fieldCss(day)} [role="switch"]`;
          await editor.tap(closed);
          await expect
            .poll(() => visitor.evaluate((css) => document.querySelector(css)?.getAttribute("aria-checked"), closed))
            .toBe("true");
          expect(await visitor.evaluate(phoneProblems)).toEqual([]);

          // The preview takes the screen, and shows the day closed as the page will.
          await visitor.click({ css: ".pane-switch label", name: "Preview" });
          const previewText = () =>
            visitor.evaluate(() => {
              const frame = document.querySelector<HTMLIFrameElement>(".Pane2 iframe");
              const onScreen =
                frame && getComputedStyle(frame).visibility === "visible" && frame.getBoundingClientRect().width === innerWidth;
              return onScreen ? (frame.contentDocument?.body.innerText ?? "") : "";
            });
          await expect.poll(previewText, { timeout: 30_000 }).toContain(shown);
          expect(await visitor.evaluate(() => getComputedStyle(document.querySelector(".Pane1")!).visibility)).toBe("hidden");
          expect(await visitor.evaluate(phoneProblems)).toEqual([]);

          await visitor.click({ css: ".pane-switch label", name: "Form" });
          await editor.saveAndPublish();
          expect(publishedHours(await visitor.evaluate(repoText, siteFile.file))[day]).toMatchObject({ closed: true });
        } finally {
          await engine.close();
          await own.close();
          fs.rmSync(contentDir, { recursive: true, force: true });
        }
      },
    );

    test("the editor speaks the staff's words where Decap says entry, collections or Editorial Workflow", async ({ page }) => {
      const asked: string[] = [];
      page.on("dialog", (dialog) => void asked.push(dialog.message()));
      await start(page);
      const { collection, editor, workflow } = DECAP_WORDS;
      await expect(page.getByRole("heading", { name: collection.sidebar.collections })).toBeVisible();
      await openSiteFacts(page);
      await page
        .getByLabel("Phone", { exact: true })
        .fill(readContent(siteFile).data.phone === "916-555-0142" ? "916-555-0143" : "916-555-0142");
      await saveAndPublish(tappingPhone(page));
      expect(asked).toEqual([editor.editor.onPublishing]);
      await page.getByRole("link", { name: /changes saved/i }).tap();
      await page.getByRole("link", { name: "Workflow" }).tap();
      await expect(page.getByRole("heading", { name: workflow.workflow.workflowHeading })).toBeVisible({ timeout: 30_000 });
      await expect(page.getByText(/\b(entry|entries|collections?|editorial)\b/i)).toHaveCount(0);
    });

    test("a card the site shows has no Unpublish in its Published menu: a page cannot be taken off the site from the editor", async ({
      page,
    }) => {
      await start(page);
      await openSiteFacts(page);
      await page.getByRole("button", { name: "Published", exact: true }).tap();
      await expect(page.getByRole("menuitem")).toHaveCount(0);
      await expect(page.getByText("Unpublish", { exact: true })).toHaveCount(0);
    });

    test(
      'in WebKit, through the visitor\'s adapter, at 390 px: "Closed tomorrow" through Save, Status: Ready and Publish now, then the line that says when the site shows it',
      { tag: "@full" },
      async () => {
        const missing = missingEngine("webkit");
        test.skip(Boolean(missing), missing);
        admin.setBuild(build("a", 3600));
        const engine = await launchWebkit({ reducedMotion: false, portFrom: base + 90 });
        try {
          const { visitor, editor } = await webkitSignedIn(engine, admin.url);
          await editor.closedTomorrow(contentRoot);
          await expect.poll(() => visitor.evaluate(phoneProblems), { timeout: 10_000 }).toEqual([]);
          await editor.saveAndPublish();
          await expect.poll(() => visitor.evaluate(phoneProblems), { timeout: 10_000 }).toEqual([]);
          RECIPES[0]!.saved(published(await visitor.evaluate(repoText, siteFile.file), siteFile), contentRoot);

          // The site's next build, made after the publish: the editor opened again, as a phone does with a
          // tab it put to sleep, asks the site at once and says so.
          admin.setBuild(build("e", 0));
          await visitor.open("/admin/", PHONE);
          await expect
            .poll(() => editor.liveLine(), { timeout: 30_000 })
            .toMatch(/^Published\. The site shows it (since|\(seen at) \d{1,2}:\d\d/);
        } finally {
          await engine.close();
        }
      },
    );

    /** A build of the site made from a commit made `secondsAgo` before now (or after, if negative). */
    const build = (commit: string, secondsAgo: number) => ({
      commit: commit.repeat(40),
      committed: new Date(Date.now() - secondsAgo * 1000).toISOString(),
    });
    const status = (page: Page) => page.locator(`#${LIVE_STATUS_ID}`);

    /** Changes the phone number and publishes it; the live site's build stays `before` until the test says. */
    async function publishAnEdit(page: Page) {
      await start(page);
      await openSiteFacts(page);
      await page
        .getByLabel("Phone", { exact: true })
        .fill(readContent(siteFile).data.phone === "916-555-0142" ? "916-555-0143" : "916-555-0142");
      await saveAndPublish(tappingPhone(page));
      await expect(status(page)).toHaveText(/^Published\. The site shows it in a few minutes/);
      await expect(status(page)).toHaveRole("status");
    }

    /** Lets the editor's clock run `seconds` on, and waits until it has asked the site again. */
    async function later(page: Page, seconds: number) {
      const asked = admin.buildRequests();
      await page.clock.fastForward(seconds * 1000);
      await expect.poll(() => admin.buildRequests()).toBeGreaterThan(asked);
    }

    test("after a publish, the editor says when the site shows it: not for a build that was under way before, then with the time", async ({
      page,
    }) => {
      await page.clock.install();
      admin.setBuild(build("a", 3600));
      await publishAnEdit(page);

      // A build of an earlier commit, still under way when the change was published, goes live: not this one.
      admin.setBuild(build("b", 60));
      await later(page, 21);
      await expect(status(page)).toHaveText(/^Published\. The site shows it in a few minutes/);

      // The build of this publish.
      admin.setBuild(build("c", 0));
      await later(page, 21);
      await expect(status(page)).toHaveText(/^Published\. The site shows it since \d{1,2}:\d\d/);
      await expect(status(page)).toBeInViewport({ ratio: 1 });
      await expect.poll(() => page.evaluate(phoneProblems)).toEqual([]);
      await page.getByRole("button", { name: "Close", exact: true }).tap();
      await expect(status(page)).toBeEmpty();
    });

    test(
      "when the site has not shown a publish after 15 minutes, the editor says so and what to do, and still says when it does",
      { tag: "@full" },
      async ({ page }) => {
        await page.clock.install();
        admin.setBuild(build("a", 3600));
        await publishAnEdit(page);
        await later(page, 15 * 60);
        await expect(status(page)).toHaveText(/after 15 minutes the site does not show it yet\. Your change is kept.*Tell the owner\./);
        await expect.poll(() => page.evaluate(phoneProblems)).toEqual([]);

        // Reloaded, as a phone does with a tab it put to sleep, it goes on watching, and tells the news.
        admin.setBuild(build("d", 0));
        await page.reload();
        await expect(status(page)).toHaveText(/^Published\. The site shows it/, { timeout: 30_000 });
      },
    );
  });
});

test("the built /admin/ before editing is set up says so, in the editor's place, with nothing loaded from elsewhere", async ({
  page,
  baseURL,
}) => {
  const errors = consoleErrors(page);
  const elsewhere: string[] = [];
  // The site's own host, not the page's: the page is still about:blank when the editor's own address is asked for.
  const site = new URL(baseURL!).host;
  page.on("request", (request) => new URL(request.url()).host !== site && elsewhere.push(request.url()));
  await page.goto("/admin/");
  await expect(page.getByRole("alert")).toContainText(SAY.notSetUp);
  await expect(page.getByRole("button", { name: SIGN_IN_WORDS.reload })).toBeVisible();
  expect(elsewhere.filter((url) => !url.startsWith("data:") && !url.startsWith("blob:"))).toEqual([]);
  expect(errors.filter((text) => !/status of 503/.test(text))).toEqual([]);
  const axe = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"]).analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);
});

/**
 * `npm run cms` on a copy of the project: decap-server writes the change into content/, and `gatsby
 * develop` shows it. What only it shows is tested here, in the full lane: a change saved in the editor
 * into the file and onto the rebuilt page, in the site's own styling, and a mistake saved into the file
 * reported by develop and recovered from when it is fixed.
 */
test.describe("npm run cms on a copy of the project", { tag: "@full" }, () => {
  test.describe.configure({ mode: "serial", timeout: 360_000 });
  let dir = "";
  let cms: CmsRun | undefined;
  let developUrl = "";
  const output = () => cms?.output() ?? "";

  test.beforeAll(async () => {
    test.setTimeout(360_000);
    dir = copyProject();
    // Ports of its own above E2E_PORT, or where CMS_PROXY_PORT and CMS_DEVELOP_PORT say.
    const proxy = Number(process.env.CMS_PROXY_PORT ?? (await freePort(PORTS.develop)));
    const develop = Number(process.env.CMS_DEVELOP_PORT ?? (await freePort(proxy + 1)));
    cms = await startCms(dir, { proxy, develop });
    developUrl = cms.url;
  });

  test.afterEach(async ({}, testInfo) => {
    // What `npm run cms` printed is the first thing to read when one of these tests fails.
    if (testInfo.status !== testInfo.expectedStatus) {
      await testInfo.attach("npm run cms output", { body: output(), contentType: "text/plain" });
      console.log(`npm run cms printed, last lines:\n${lastLines(output())}`);
    }
  });

  test.afterAll(() => {
    cms?.stop();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  const content = () => path.join(dir, "content");

  /** Loads a page of the site until it shows what `check` waits for (develop rebuilds after each save). */
  async function siteShows(page: Page, route: string, check: () => Promise<void>): Promise<void> {
    await expect(async () => {
      await page.goto(`${developUrl}${route}`);
      await check();
    }).toPass({ timeout: 90_000 });
  }

  /** Runs in the page: whether every stylesheet of the element's document has loaded. */
  const stylesLoaded = (node: Element) =>
    [...node.ownerDocument.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every((link) => link.sheet !== null);

  /** How an element looks: what the site's CSS decides, compared between the preview and the page. */
  const looks = (element: Locator) =>
    element.evaluate((node) => {
      const style = getComputedStyle(node);
      // The house typeface, first in the list (its fallback faces, after it, name local fonts a machine may lack).
      const fontReady = node.ownerDocument.fonts.check(`${style.fontSize} ${style.fontFamily.split(",")[0]}`);
      return { background: style.backgroundColor, color: style.color, font: style.fontFamily, weight: style.fontWeight, fontReady };
    });

  test("the banner offer changed in /admin/ shows in the preview as on the site, is saved to site.yaml and shown on the rebuilt home page", async ({
    page,
  }) => {
    const errors = consoleErrors(page);
    const { banner, labels } = readContent(siteFile, content()).data;
    await openEntry(page, developUrl, "site/entries/site");
    const offer = page.getByLabel("Offer", { exact: true });
    await expect(offer).toHaveValue(banner.offer);
    const changed = `${banner.offer} today`.slice(-60);
    await offer.fill(changed);
    // The preview beside the form follows as the editor types, in the site's styling.
    const previewBanner = preview(page).getByRole("complementary", { name: labels.announcement });
    await expect(previewBanner).toContainText(changed);
    await expect.poll(() => previewBanner.evaluate(stylesLoaded), { message: "the preview's stylesheets" }).toBe(true);
    await expect.poll(async () => (await looks(previewBanner.locator("strong"))).fontReady).toBe(true);
    const inPreview = { banner: await looks(previewBanner), offer: await looks(previewBanner.locator("strong")) };
    await publish(page, "click");

    await expect.poll(() => readField(content(), siteFile.file, "banner.offer")).toBe(changed);
    // What the CMS wrote still passes every content check (formats, no unknown keys).
    expect((await checkContentDir(content())).map(formatIssue)).toEqual([]);
    expect(errors.filter((text) => /Content Security Policy/i.test(text))).toEqual([]);

    const onPage = page.getByRole("complementary", { name: labels.announcement });
    await siteShows(page, "/", () => expect(onPage).toContainText(changed, { timeout: 3000 }));
    await expect.poll(async () => (await looks(onPage.locator("strong"))).fontReady).toBe(true);
    expect(inPreview).toEqual({ banner: await looks(onPage), offer: await looks(onPage.locator("strong")) });
  });

  test("a mistake saved under develop is reported, and the site recovers when it is fixed", async ({ page }) => {
    // Each save written whole, as decap-server writes it (how develop tells two saves apart when it reads
    // a file emptied halfway through a save is __tests__/develop-saves.test.ts's).
    setField(content(), siteFile.file, "hours.monday", { closed: false, opens: "7am", closes: "18:00" });
    await expect
      .poll(output, { timeout: 60_000 })
      .toContain('content/site/site.yaml, field hours.monday.opens: found "7am"; expected a 24-hour time');
    // As an editor would, look at the page before fixing the file: develop has then finished with the
    // mistaken save (it still serves it, with the message above in its output).
    await expect
      .poll(() => fetch(`${developUrl}/page-data/index/page-data.json`).then((response) => response.text()), { timeout: 60_000 })
      .toContain('"7am"');

    // Hours no other day of the file is likely to have, so Monday is a line of its own.
    setField(content(), siteFile.file, "hours.monday", { closed: false, opens: "06:15", closes: "13:45" });
    await expect
      .poll(output, { timeout: 60_000, message: "develop never checked the fixed file" })
      .toContain("content/site/site.yaml is fine again.");
    await siteShows(page, "/", () => expect(page.getByRole("main").getByText("6:15am-1:45pm")).toBeVisible({ timeout: 3000 }));
  });
});
