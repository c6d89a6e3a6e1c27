/**
 * The CMS at /admin/, used the way an editor does with `npm run cms`, on a temporary copy of the project:
 * see every page's preview drawn by the site's own views, even when they load slowly; change the banner
 * offer, see it in the preview looking as on the site, publish, find the change in the file on disk and
 * on the rebuilt page; type a phone number the build would refuse and see the form refuse it; then save
 * a mistake in the file itself and see `gatsby develop` report it and recover once it is fixed; pick a
 * phone's sideways photograph and an iPhone's HEIC in the media library, see each upright in the preview,
 * save, and find it upright, in its shape and small on disk and on the rebuilt page.
 */
import fs from "fs";
import path from "path";
import { expect, test, type Page } from "@playwright/test";
import { copyProject } from "../test-support/project-copy";
import { lastLines, openSiteFacts, startCms, type CmsRun } from "../test-support/cms-run";
import { everyPage, notFound, pageFor, pages, readContent } from "../test-support/content";
import { readField, setField, type Write } from "../test-support/content-copy";
import { aboutFile, midtownFile, pageFiles, siteFile, teamFile } from "../src/schema/schema";
import sharp from "sharp";
import { HEIC_PHOTO, phonePhoto, uprightProblem } from "../test-support/phone-photos";
import { LONG_SIDE } from "../src/cms/preview/picked-photos";
import { FORMATS } from "../src/schema/kinds";
import { checkContentDir } from "../src/schema/files";
import { formatIssue } from "../src/schema/validate";
import AxeBuilder from "@axe-core/playwright";
import { cmsBackend } from "../src/cms/backend";
import { adminConfigYaml, decapConfig } from "../src/cms/config";
import { dump } from "js-yaml";
import { NOT_SET_UP_HEADING, adminPageHtml } from "../src/cms/page";
import type { Locator } from "@playwright/test";
import os from "os";
import { publishPreviews } from "../src/cms/preview/bundle";
import { projectRoot } from "../test-support/built";
import { adminPolicy } from "../src/cms/policy";
import { field, listItems, PHONE, PHONE_WIDTHS, phoneProblems, publishByTap } from "../test-support/cms-phone";
import { Visitor } from "../test-support/visitor";
import { launchWebkit } from "../test-support/visitor/webkit";
import { missingEngine } from "../test-support/visitor/engines";
import { addDays, dateText, specialDateText, specialOn, weekLines } from "../src/lib/hours";
import { cafeClock } from "../src/lib/zone";
import { WEEK } from "../src/schema/week";

const lower = <Day extends string>(day: Day) => day.toLowerCase() as Lowercase<Day>;
/** A field as JSON, with YAML's dates as the form writes them ("2026-12-01"). */
const asText = (value: unknown) =>
  JSON.stringify(value, (_key, item: unknown) => (typeof item === "string" && /^\d{4}-\d\d-\d\dT/.test(item) ? item.slice(0, 10) : item));

/** Ports for this test's decap-server (the CMS asks for it there) and gatsby develop. */
const proxyPort = Number(process.env.CMS_PROXY_PORT ?? 8381);
const developUrl = `http://127.0.0.1:${process.env.CMS_DEVELOP_PORT ?? 8301}`;

test.describe("npm run cms on a copy of the project", () => {
  test.describe.configure({ mode: "serial", timeout: 360_000 });
  let dir = "";
  let cms: CmsRun | undefined;
  const output = () => cms?.output() ?? "";

  test.beforeAll(async () => {
    test.setTimeout(360_000);
    dir = copyProject();
    cms = await startCms(dir, { proxy: proxyPort, develop: Number(new URL(developUrl).port) });
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

  /** Opens the site-wide facts' form in /admin/, signed in to the local backend. */
  async function openSiteForm(page: Page): Promise<void> {
    await page.goto(`${developUrl}/admin/`);
    await expect(page).toHaveTitle("Content editor");
    await page.getByRole("button", { name: /login/i }).click();
    await openSiteFacts(page);
    // The entry loads from decap-server; on a busy machine that takes longer than a check's 5 s.
    await expect(page.getByLabel("Phone", { exact: true })).toBeVisible({ timeout: 30_000 });
  }

  /** How an element looks: what the site's CSS decides, compared between the preview and the page. */
  const looks = (element: Locator) =>
    element.evaluate((node) => {
      const style = getComputedStyle(node);
      // The house typeface, first in the list (its fallback faces, after it, name local fonts a machine may lack).
      const fontReady = node.ownerDocument.fonts.check(`${style.fontSize} ${style.fontFamily.split(",")[0]}`);
      return { background: style.backgroundColor, color: style.color, font: style.fontFamily, weight: style.fontWeight, fontReady };
    });

  test("each page's preview is drawn by the site's own view, with its photographs", async ({ page }) => {
    const problems: string[] = [];
    page.on("console", (message) => message.type() === "error" && problems.push(message.text()));
    await openSiteForm(page);
    for (const entry of everyPage) {
      const name = entry.schema.file.split("/")[0]!;
      const { data } = readContent(entry.schema, path.join(dir, "content"));
      await page.goto("about:blank");
      await page.goto(`${developUrl}/admin/#/collections/pages/entries/${name}`);
      const frame = page.frameLocator("iframe").first();
      // The site's frame: its menu (folded behind its button at the pane's width), with this page's own
      // entry marked (none on the 404 page).
      const { mainNavigation } = readContent(siteFile, path.join(dir, "content")).data.labels;
      const nav = frame.getByRole("navigation", { name: mainNavigation, includeHidden: true });
      await expect(nav.getByRole("link", { includeHidden: true })).toHaveCount(pages.length, { timeout: 30_000 });
      await expect(nav.locator('[aria-current="page"]')).toHaveCount(entry === notFound ? 0 : 1);
      if ("heading" in data) await expect(frame.getByRole("heading", { level: 1 })).toHaveText(data.heading as string);
      // Every photograph has loaded, with the alt text from the form.
      for (const image of await frame.locator("main img").all()) {
        await image.scrollIntoViewIfNeeded();
        await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 1)).toBe(true);
        await expect(image).not.toHaveAttribute("alt", "");
      }
    }
    expect(problems).toEqual([]);
  });

  test("the site's own preview is drawn even when its script arrives after the CMS could have opened the entry", async ({ page }) => {
    await openSiteForm(page);
    // Held back as a slow server or a busy machine holds it: the CMS waits for it, and does not draw
    // the entry with its own plain preview meanwhile.
    await page.route("**/admin/previews.js", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 4000));
      await route.fallback();
    });
    await page.goto("about:blank");
    await page.goto(`${developUrl}/admin/#/collections/pages/entries/${path.dirname(aboutFile.file)}`);
    const { mainNavigation } = readContent(siteFile, path.join(dir, "content")).data.labels;
    const nav = page.frameLocator("iframe").first().getByRole("navigation", { name: mainNavigation, includeHidden: true });
    await expect(nav.getByRole("link", { includeHidden: true })).toHaveCount(pages.length, { timeout: 30_000 });
  });

  test("the banner offer changed in /admin/ shows in the preview, is saved to site.yaml and shown on the rebuilt home page", async ({
    page,
  }) => {
    const problems: string[] = [];
    page.on("console", (message) => message.type() === "error" && problems.push(message.text()));
    await openSiteForm(page);

    const { banner, labels } = readContent(siteFile, path.join(dir, "content")).data;
    const offer = page.getByLabel("Offer", { exact: true });
    await expect(offer).toHaveValue(banner.offer);
    const changed = `${banner.offer} today`.slice(-60);
    await offer.fill(changed);
    // The preview beside the form follows as the editor types, in the site's styling.
    const previewBanner = page.frameLocator("iframe").first().getByRole("complementary", { name: labels.announcement });
    await expect(previewBanner).toContainText(changed);
    await expect.poll(async () => (await looks(previewBanner.locator("strong"))).fontReady).toBe(true);
    const inPreview = { banner: await looks(previewBanner), offer: await looks(previewBanner.locator("strong")) };
    await page.getByRole("button", { name: "Publish" }).click();
    await page.getByText("Publish now").click();
    await expect(page.getByText(/entry saved/i)).toBeVisible();

    await expect.poll(() => readField(path.join(dir, "content"), "site/site.yaml", "banner.offer")).toBe(changed);
    // What the CMS wrote still passes every content check (formats, no unknown keys).
    expect((await checkContentDir(path.join(dir, "content"))).map(formatIssue)).toEqual([]);
    expect(problems.filter((text) => /Content Security Policy/i.test(text))).toEqual([]);

    await expect(async () => {
      await page.goto(`${developUrl}/`);
      await expect(page.getByRole("complementary", { name: labels.announcement })).toContainText(changed, { timeout: 3000 });
    }).toPass({ timeout: 90_000 });
    const onPage = page.getByRole("complementary", { name: labels.announcement });
    await expect.poll(async () => (await looks(onPage.locator("strong"))).fontReady).toBe(true);
    expect(inPreview).toEqual({ banner: await looks(onPage), offer: await looks(onPage.locator("strong")) });
  });

  test("a phone number without area code is refused by the form with the schema's words, and nothing is saved", async ({ page }) => {
    const file = path.join(dir, "content", "site", "site.yaml");
    const before = fs.readFileSync(file, "utf8");
    await openSiteForm(page);
    await page.getByLabel("Phone", { exact: true }).fill("225-0738");
    await page.getByRole("button", { name: "Publish" }).click();
    await page.getByText("Publish now").click();
    await expect(page.getByText(FORMATS.usPhone.example).first()).toBeVisible();
    await page.waitForTimeout(1000);
    expect(fs.readFileSync(file, "utf8")).toBe(before);
  });

  test("photographs from a phone, picked in the media library, show upright in the preview, are saved small, and show upright in their shape on the page", async ({
    page,
  }) => {
    const content = path.join(dir, "content");
    const folder = path.join(content, path.dirname(aboutFile.file));
    const { data } = readContent(aboutFile, content);
    const route = pageFor(aboutFile).path;
    const sideways = path.join(os.tmpdir(), `sideways-${process.pid}.jpg`);
    await phonePhoto(sideways, 4032, 3024, 6);
    await openSiteForm(page);
    // A HEIC copied into content/ directly, which browsers cannot show, shows in the preview all the same.
    fs.copyFileSync(HEIC_PHOTO.file, path.join(folder, "copied.heic"));
    setField(content, aboutFile.file, "photo.image", "copied.heic");
    await page.goto("about:blank");
    await page.goto(`${developUrl}/admin/#/collections/pages/entries/${path.dirname(aboutFile.file)}`);
    const copied = page.frameLocator("iframe").first().getByRole("img", { name: data.photo.alt });
    await expect.poll(async () => uprightProblem(await copied.screenshot()), { timeout: 30_000 }).toBeUndefined();

    const picks = [
      {
        file: HEIC_PHOTO.file,
        name: "IMG_0001.HEIC",
        mimeType: "image/heic",
        saved: "img_0001.jpg",
        width: HEIC_PHOTO.width,
        height: HEIC_PHOTO.height,
      },
      {
        file: sideways,
        name: "IMG_0002.JPG",
        mimeType: "image/jpeg",
        saved: "img_0002.jpg",
        width: LONG_SIDE,
        height: (LONG_SIDE * 3) / 4,
      },
    ];
    for (const pick of picks) {
      await page.goto("about:blank");
      await page.goto(`${developUrl}/admin/#/collections/pages/entries/${path.dirname(aboutFile.file)}`);
      await page.getByRole("button", { name: "Choose different image" }).click();
      await page
        .locator('input[type="file"]')
        .setInputFiles({ name: pick.name, mimeType: pick.mimeType, buffer: fs.readFileSync(pick.file) });
      await page.getByRole("button", { name: "Choose selected" }).click({ timeout: 30_000 });
      // The preview shows it as the phone did: landscape, the right way up.
      const preview = page.frameLocator("iframe").first().getByRole("img", { name: data.photo.alt });
      await expect.poll(async () => uprightProblem(await preview.screenshot()), { timeout: 30_000 }).toBeUndefined();
      expect(await preview.evaluate((img: HTMLImageElement) => img.naturalWidth / img.naturalHeight)).toBeCloseTo(4 / 3, 2);

      await page.getByRole("button", { name: "Publish" }).click();
      await page.getByText("Publish now").click();
      await expect(page.getByText(/entry saved/i)).toBeVisible({ timeout: 30_000 });
      await expect.poll(() => readField(content, aboutFile.file, "photo.image")).toBe(pick.saved);
      // Saved upright as a JPEG of at most LONG_SIDE pixels, a small commit (Decap writes its name in lower case).
      const saved = path.join(folder, pick.saved);
      expect(await sharp(saved).metadata()).toMatchObject({ format: "jpeg", width: pick.width, height: pick.height });
      expect(fs.statSync(saved).size).toBeLessThan(1_000_000);
      expect(await uprightProblem(saved)).toBeUndefined();

      await expect(async () => {
        await page.goto(`${developUrl}${route}`);
        const shown = page.getByRole("main").getByRole("img", { name: data.photo.alt });
        await expect(shown).toHaveAttribute("src", new RegExp(pick.saved.replace(".jpg", "")), { timeout: 3000 });
        await shown.scrollIntoViewIfNeeded();
        await expect
          .poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 1), { timeout: 30_000 })
          .toBe(true);
        const [width, height] = await Promise.all([shown.getAttribute("width"), shown.getAttribute("height")]);
        expect(Number(width) / Number(height)).toBeCloseTo(4 / 3, 2);
        expect(await uprightProblem(await shown.screenshot())).toBeUndefined();
      }).toPass({ timeout: 120_000 });
    }
    fs.rmSync(sideways);
  });

  /**
   * On a phone: Chromium as a 390 x 844 touch screen. Each routine change is made by tapping and typing
   * in the form, saved with Publish, and then found in the file and on the page develop serves.
   */
  test.describe("on a phone", () => {
    test.use({ viewport: PHONE, hasTouch: true, isMobile: true });
    const content = () => path.join(dir, "content");
    const siteData = () => readContent(siteFile, content()).data;

    /** Opens one entry's form ("site/entries/site", "pages/entries/team"), signing in first if asked to. */
    async function openOnPhone(page: Page, entry: string): Promise<void> {
      await page.goto("about:blank");
      await page.goto(`${developUrl}/admin/#/collections/${entry}`);
      const login = page.getByRole("button", { name: /login/i });
      const saved = page.getByText(/changes saved/i);
      await expect(login.or(saved)).toBeVisible({ timeout: 30_000 });
      if (await login.isVisible()) await login.tap();
      await expect(saved).toBeVisible({ timeout: 30_000 });
    }

    /** Loads a page of the site until it shows what `check` waits for (develop rebuilds after each save). */
    async function siteShows(page: Page, route: string, check: () => Promise<void>): Promise<void> {
      await expect(async () => {
        await page.goto(`${developUrl}${route}`);
        await check();
      }).toPass({ timeout: 90_000 });
    }

    /** What the phone shows is readable and tappable, with nothing past the screen's edge (once it has stopped moving). */
    const noPhoneProblems = (page: Page) => expect.poll(() => page.evaluate(phoneProblems)).toEqual([]);

    test("the phone number: tapped, typed, published, and shown on the site", async ({ page }) => {
      const changed = siteData().phone === "916-555-0142" ? "916-555-0143" : "916-555-0142";
      await openOnPhone(page, "site/entries/site");
      await noPhoneProblems(page);
      await page.getByLabel("Phone", { exact: true }).tap();
      await page.getByLabel("Phone", { exact: true }).fill(changed);
      await publishByTap(page);
      await expect.poll(() => readField(content(), siteFile.file, "phone")).toBe(changed);
      await siteShows(page, "/", () => expect(page.getByRole("contentinfo").getByText(changed)).toBeVisible({ timeout: 3000 }));
    });

    test("one day's hours: changed in the form, seen in the preview, published, and shown on the site", async ({ page }) => {
      const { hours, hoursWords } = siteData();
      const day = WEEK.find((name) => !hours[lower(name)].closed) ?? WEEK[0];
      const times = hours[lower(day)].opens === "05:45" ? { opens: "05:30", closes: "12:30" } : { opens: "05:45", closes: "12:15" };
      const line = weekLines({ ...hours, [lower(day)]: { closed: false, ...times } }).find((entry) => entry.days.includes(day))!;
      const shown = `${line.days}, ${line.time ?? hoursWords.closed}`;

      await openOnPhone(page, "site/entries/site");
      const dayField = field(page, "hours", lower(day));
      if (
        await dayField
          .getByRole("switch")
          .getAttribute("aria-checked")
          .then((checked) => checked === "true")
      ) {
        await dayField.getByRole("switch").tap();
      }
      await dayField.getByLabel(/^Opens/).fill(times.opens);
      await dayField.getByLabel(/^Closes/).fill(times.closes);
      await noPhoneProblems(page);

      // The preview fills the screen in the form's place, and shows the day as the page will.
      await page.getByText("Preview", { exact: true }).tap();
      const preview = page.locator("iframe").first();
      await expect(preview).toBeVisible();
      await expect(dayField).toBeHidden();
      expect((await preview.boundingBox())?.width).toBe(PHONE.width);
      await expect(page.frameLocator("iframe").first().getByText(shown)).toBeVisible();
      await noPhoneProblems(page);

      await page.getByText("Form", { exact: true }).tap();
      await expect(dayField.getByLabel(/^Opens/)).toBeInViewport();
      await publishByTap(page);
      await expect.poll(() => readField(content(), siteFile.file, `hours.${lower(day)}`)).toEqual({ closed: false, ...times });
      await siteShows(page, "/", () => expect(page.getByRole("main").getByText(shown)).toBeVisible({ timeout: 3000 }));
    });

    test("a special date, closed, with its note: added, published, and announced in the home page's banner", async ({ page }) => {
      const { specialDates, timeZone, banner, labels } = siteData();
      // A day of the coming week that no special date covers yet, so the banner announces it.
      let from = addDays(cafeClock(new Date(), timeZone).date, 3);
      while (specialOn(specialDates, from)) from = addDays(from, 1);
      const note = "Closed for the storm";

      await openOnPhone(page, "site/entries/site");
      const list = field(page, "specialDates");
      await list.getByRole("button", { name: /^Add / }).tap();
      const added = listItems(list).last();
      await field(added, "from").locator("input").fill(from);
      await field(added, "closed").getByRole("switch").tap();
      await field(added, "note").locator("input").fill(note);
      if (!banner.specialDates) await field(page, "banner", "specialDates").getByRole("switch").tap();
      await noPhoneProblems(page);
      await publishByTap(page);

      await expect.poll(() => asText(readField(content(), siteFile.file, "specialDates"))).toContain(`"from":"${from}"`);
      const announced = specialDateText({ from, closed: true, note });
      await siteShows(page, "/", () =>
        expect(page.getByRole("complementary", { name: labels.announcement }).getByText(announced)).toBeVisible({ timeout: 3000 }),
      );
    });

    test("the banner: switched on from today until a day next week with a new offer, published, and shown on the home page", async ({
      page,
    }) => {
      const { banner, timeZone, labels } = siteData();
      const from = cafeClock(new Date(), timeZone).date;
      const until = addDays(from, 7);
      const offer = banner.offer === "Free refills all week" ? "Free refills this week" : "Free refills all week";

      await openOnPhone(page, "site/entries/site");
      const form = field(page, "banner");
      await field(form, "offer").locator("input").fill(offer);
      await field(form, "from").locator("input").fill(from);
      await field(form, "until").locator("input").fill(until);
      await publishByTap(page);

      await expect.poll(() => asText(readField(content(), siteFile.file, "banner"))).toContain(`"until":"${until}"`);
      await siteShows(page, "/", () =>
        expect(page.getByRole("complementary", { name: labels.announcement }).getByText(offer)).toBeVisible({ timeout: 3000 }),
      );
    });

    test("a sentence added to a page's text, typed at its end, published, and shown on the page", async ({ page }) => {
      const { timeZone } = siteData();
      const sentence = `From ${dateText(cafeClock(new Date(), timeZone).date)} the roaster runs on Tuesday mornings.`;
      await openOnPhone(page, `pages/entries/${path.dirname(aboutFile.file)}`);
      const text = field(page, "body").locator('[contenteditable="true"]');
      await text.tap();
      await page.keyboard.press("Control+End");
      await page.keyboard.press("Enter");
      await page.keyboard.type(sentence);
      await publishByTap(page);

      await expect.poll(() => readContent(aboutFile, content()).body).toContain(sentence);
      expect((await checkContentDir(content())).map(formatIssue)).toEqual([]);
      await siteShows(page, pageFor(aboutFile).path, () =>
        expect(page.getByRole("main").getByText(sentence)).toBeVisible({ timeout: 3000 }),
      );
    });

    test("a gallery photo replaced from the phone, by a HEIC and by a sideways JPEG: uploaded, published, and upright on the page", async ({
      page,
    }) => {
      const { data } = readContent(midtownFile, content());
      const { alt } = data.gallery.photos[0]!;
      const sideways = path.join(os.tmpdir(), `sideways-phone-${process.pid}.jpg`);
      await phonePhoto(sideways, 4032, 3024, 6);
      const picks = [
        { file: HEIC_PHOTO.file, name: "IMG_0101.HEIC", mimeType: "image/heic", saved: "img_0101.jpg" },
        { file: sideways, name: "IMG_0102.JPG", mimeType: "image/jpeg", saved: "img_0102.jpg" },
      ];
      for (const pick of picks) {
        await openOnPhone(page, `pages/entries/${path.dirname(midtownFile.file)}`);
        const photo = listItems(field(page, "gallery", "photos")).first();
        await photo.locator('[class*="-TopBarButton"]').first().tap();
        await photo.getByRole("button", { name: "Choose different image" }).tap();
        // As on a phone: Upload opens the phone's photo picker, which hands over the file as the phone stores it.
        const chooser = page.waitForEvent("filechooser", { timeout: 30_000 });
        await page.getByText("Upload", { exact: true }).tap();
        await (await chooser).setFiles({ name: pick.name, mimeType: pick.mimeType, buffer: fs.readFileSync(pick.file) });
        await expect(page.getByRole("button", { name: "Choose selected" })).toBeEnabled({ timeout: 30_000 });
        await noPhoneProblems(page);
        await page.getByRole("button", { name: "Choose selected" }).tap();
        await publishByTap(page);

        await expect.poll(() => readField(content(), midtownFile.file, "gallery.photos[0].image"), { timeout: 30_000 }).toBe(pick.saved);
        expect(await uprightProblem(path.join(content(), path.dirname(midtownFile.file), pick.saved))).toBeUndefined();
        await siteShows(page, pageFor(midtownFile).path, async () => {
          const shown = page.getByRole("main").getByRole("img", { name: alt }).first();
          await expect(shown).toHaveAttribute("src", new RegExp(pick.saved.replace(".jpg", "")), { timeout: 3000 });
          await shown.scrollIntoViewIfNeeded();
          await expect
            .poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 1), { timeout: 30_000 })
            .toBe(true);
          expect(await uprightProblem(await shown.screenshot())).toBeUndefined();
        });
      }
      fs.rmSync(sideways);
    });

    test("a requirement added to JOIN THE TEAM: a list item added and typed, published, and listed on the page", async ({ page }) => {
      const { data } = readContent(teamFile, content());
      const requirement = data.requirements.groups[0]!.items.includes("Happy to start at 6am")
        ? "Happy to start at 5:30am"
        : "Happy to start at 6am";
      await openOnPhone(page, `pages/entries/${path.dirname(teamFile.file)}`);
      const group = listItems(field(page, "requirements", "groups")).first();
      await group.locator('[class*="-TopBarButton"]').first().tap();
      const items = field(group, "items");
      await items.getByRole("button", { name: /^Add / }).tap();
      await items.locator("input").last().fill(requirement);
      await noPhoneProblems(page);
      await publishByTap(page);

      await expect.poll(() => readField(content(), teamFile.file, "requirements.groups[0].items")).toContain(requirement);
      await siteShows(page, pageFor(teamFile).path, () =>
        expect(page.getByRole("main").getByRole("listitem").filter({ hasText: requirement })).toBeVisible({ timeout: 3000 }),
      );
    });

    test("a value a field's rule refuses: the form says why in the build's words at the field, readable on the phone, and saves nothing", async ({
      page,
    }) => {
      const file = path.join(content(), siteFile.file);
      const before = fs.readFileSync(file, "utf8");
      await openOnPhone(page, "site/entries/site");
      await page.getByLabel("Phone", { exact: true }).fill("225-0738");
      await page.getByRole("button", { name: "Publish", exact: true }).tap();
      await page.getByRole("menuitem", { name: "Publish now" }).tap();
      await expect(page.getByText(FORMATS.usPhone.example).first()).toBeInViewport();
      await noPhoneProblems(page);
      await page.waitForTimeout(1000);
      expect(fs.readFileSync(file, "utf8")).toBe(before);
    });

    test("hours a rule across fields refuses (closing before opening): the build's words in Decap's notice, readable on the phone, and nothing saved", async ({
      page,
    }) => {
      const file = path.join(content(), siteFile.file);
      const before = fs.readFileSync(file, "utf8");
      await openOnPhone(page, "site/entries/site");
      const day = field(page, "hours", "monday");
      if ((await day.getByRole("switch").getAttribute("aria-checked")) === "true") await day.getByRole("switch").tap();
      await day.getByLabel(/^Opens/).fill("18:00");
      await day.getByLabel(/^Closes/).fill("07:00");
      await page.getByRole("button", { name: "Publish", exact: true }).tap();
      await page.getByRole("menuitem", { name: "Publish now" }).tap();
      await expect(page.getByText(/field hours\.monday\.closes: found "07:00"/)).toBeInViewport();
      await noPhoneProblems(page);
      await page.waitForTimeout(1000);
      expect(fs.readFileSync(file, "utf8")).toBe(before);
    });
  });

  test("every entry's form at 320, 360 and 390 px: controls of 24 px or more, text of 16 px or more, nothing past the screen", async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    for (const entry of ["site/entries/site", ...pageFiles.map((file) => `pages/entries/${path.dirname(file.file)}`)]) {
      await page.goto("about:blank");
      await page.goto(`${developUrl}/admin/#/collections/${entry}`);
      const login = page.getByRole("button", { name: /login/i });
      await expect(login.or(page.getByText(/changes saved/i))).toBeVisible({ timeout: 30_000 });
      if (await login.isVisible()) await login.click();
      await expect(page.getByText(/changes saved/i)).toBeVisible({ timeout: 30_000 });
      for (const width of PHONE_WIDTHS) {
        await page.setViewportSize({ width, height: PHONE.height });
        await expect.poll(() => page.evaluate(phoneProblems), { message: `${entry} at ${width} px` }).toEqual([]);
      }
      // The toolbar and the switch over the preview, at the narrowest width.
      await page.getByText("Preview", { exact: true }).click();
      await expect.poll(() => page.evaluate(phoneProblems), { message: `${entry}'s preview at 320 px` }).toEqual([]);
      await page.setViewportSize(PHONE);
    }
    // The switch is the site's own markup: a group of two radio buttons that meets WCAG 2.2 AA.
    const axe = await new AxeBuilder({ page }).include(".pane-switch").withTags(["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"]).analyze();
    expect(axe.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
    expect(axe.passes.length).toBeGreaterThan(0);
  });

  test("at 1280 px the editor is Decap's own desk layout: the stylesheet for phones changes nothing there", async ({ browser }) => {
    /** Where every part of the editor is drawn, and at what size of type, in a window of 1280 x 800. */
    async function deskLayout(withPhoneStyle: boolean) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      if (!withPhoneStyle) await page.route("**/admin/phone.css", (route) => route.fulfill({ contentType: "text/css", body: "" }));
      await openSiteForm(page);
      await expect(page.getByText(/check for preview/i)).toBeVisible({ timeout: 30_000 });
      const { mainNavigation } = readContent(siteFile, path.join(dir, "content")).data.labels;
      const nav = page.frameLocator("iframe").first().getByRole("navigation", { name: mainNavigation, includeHidden: true });
      await expect(nav.getByRole("link", { includeHidden: true })).toHaveCount(pages.length, { timeout: 30_000 });
      const layout = await page.evaluate(() =>
        [...document.querySelectorAll("body *")]
          .filter((element) => element.getClientRects().length > 0 && !element.closest("script, style"))
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
    expect(styled.layout.length).toBeGreaterThan(300);
    expect(styled.layout).toEqual((await deskLayout(false)).layout);
    // Decap's desk: the form and the preview side by side, each at least as wide as Decap's 400 px.
    const [form, preview] = styled.panes;
    expect(form!.width).toBeGreaterThanOrEqual(400);
    expect(preview!.width).toBeGreaterThanOrEqual(400);
    expect(preview!.x).toBeGreaterThanOrEqual(form!.x + form!.width);
  });

  test("in WebKit, through the visitor's adapter, on a phone: open the hours, close one day, see it in the preview, save, and see it on the site", async () => {
    const missing = missingEngine("webkit");
    test.skip(Boolean(missing), missing);
    const content = path.join(dir, "content");
    const { hours, hoursWords } = readContent(siteFile, content).data;
    const day = lower(WEEK.find((name) => !hours[lower(name)].closed) ?? WEEK[0]);
    if (hours[day].closed) setField(content, siteFile.file, `hours.${day}`, { closed: false, opens: "07:00", closes: "18:00" });
    const line = weekLines({ ...hours, [day]: { closed: true } }).find((entry) =>
      entry.days.includes(WEEK.find((name) => lower(name) === day)!),
    )!;
    const shown = `${line.days}, ${line.time ?? hoursWords.closed}`;

    const engine = await launchWebkit({ reducedMotion: false, portFrom: Number(process.env.E2E_PORT ?? 9000) + 80 });
    try {
      const visitor = new Visitor("webkit", await engine.visit(false), developUrl);
      const present = (css: string) => visitor.evaluate((selector) => document.querySelector(selector) !== null, css);
      await visitor.open("/admin/#/collections/site/entries/site", PHONE);
      await expect.poll(() => present("button"), { timeout: 30_000 }).toBe(true);
      await visitor.click({ css: "button", name: "Login" });
      const closed = `[class*="-ControlContainer"]:has(> [class*="-ControlTopbar"] > label[for^="${day}-field-"]) [role="switch"]`;
      await expect.poll(() => present(closed), { timeout: 30_000 }).toBe(true);
      await visitor.click(closed);
      await expect.poll(() => visitor.evaluate((css) => document.querySelector(css)?.getAttribute("aria-checked"), closed)).toBe("true");
      expect(await visitor.evaluate(phoneProblems)).toEqual([]);

      // The preview takes the screen, and shows the day closed as the page will.
      await visitor.click({ css: ".pane-switch label", name: "Preview" });
      const previewText = () =>
        visitor.evaluate(() => {
          const frame = document.querySelector<HTMLIFrameElement>(".Pane2 iframe");
          const onScreen = frame && getComputedStyle(frame).visibility === "visible" && frame.getBoundingClientRect().width === innerWidth;
          return onScreen ? (frame.contentDocument?.body.innerText ?? "") : "";
        });
      await expect.poll(previewText, { timeout: 30_000 }).toContain(shown);
      expect(await visitor.evaluate(() => getComputedStyle(document.querySelector(".Pane1")!).visibility)).toBe("hidden");
      expect(await visitor.evaluate(phoneProblems)).toEqual([]);

      await visitor.click({ css: '[role="button"]', name: "Publish" });
      await visitor.click({ css: '[role="menuitem"]', name: "Publish now" });
      await expect.poll(() => readField(content, siteFile.file, `hours.${day}.closed`), { timeout: 30_000 }).toBe(true);
      await expect(async () => {
        await visitor.open("/", PHONE);
        await expect
          .poll(() => visitor.evaluate(() => document.querySelector("main")?.innerText ?? ""), { timeout: 3000 })
          .toContain(shown);
      }).toPass({ timeout: 90_000 });
    } finally {
      await engine.close();
    }
  });

  /**
   * Saves as decap-server does, and editors that write in place: the file is emptied, then written.
   * develop's watcher reports the save when the file is emptied; the pause, as a busy machine makes it,
   * lets develop look at the empty file every time. Without `fastHash` (gatsby-config.ts), develop then
   * took the fix for the same file as the mistake and dropped it.
   */
  const emptiedFirst: Write = (file, text) => {
    const handle = fs.openSync(file, "w");
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 25);
    fs.writeSync(handle, text);
    fs.closeSync(handle);
  };

  test("a mistake saved under develop is reported, and the site recovers when it is fixed", async ({ page }) => {
    const content = path.join(dir, "content");
    setField(content, "site/site.yaml", "hours.monday", { closed: false, opens: "7am", closes: "18:00" }, emptiedFirst);
    await expect
      .poll(output, { timeout: 60_000 })
      .toContain('content/site/site.yaml, field hours.monday.opens: found "7am"; expected a 24-hour time');
    // As an editor would, look at the page before fixing the file: develop has then finished with the
    // mistaken save (it still serves it, with the message above in its output).
    await expect
      .poll(() => fetch(`${developUrl}/page-data/index/page-data.json`).then((response) => response.text()), { timeout: 60_000 })
      .toContain('"7am"');

    // Hours no other day of the file is likely to have, so Monday is a line of its own.
    setField(content, "site/site.yaml", "hours.monday", { closed: false, opens: "06:15", closes: "13:45" }, emptiedFirst);
    await expect
      .poll(output, { timeout: 60_000, message: "develop never checked the fixed file: it took the save for no change (gatsby-config.ts)" })
      .toContain("content/site/site.yaml is fine again.");
    await expect(async () => {
      await page.goto(`${developUrl}/`);
      await expect(page.getByRole("main").getByText("6:15am-1:45pm")).toBeVisible({ timeout: 3000 });
    }).toPass({ timeout: 90_000 });
  });
});

test("the built /admin/ without CMS_GITHUB_REPO says online editing is not set up, and offers no sign-in", async ({ page }) => {
  const problems: string[] = [];
  page.on("console", (message) => message.type() === "error" && problems.push(message.text()));
  const scripts: string[] = [];
  page.on("request", (request) => request.resourceType() === "script" && scripts.push(request.url()));
  await page.goto("/admin/");
  await expect(page.getByRole("heading", { level: 1, name: NOT_SET_UP_HEADING })).toBeVisible();
  await expect(page.getByText("npm run cms")).toBeVisible();
  await expect(page.getByRole("button")).toHaveCount(0);
  expect(scripts).toEqual([]);
  expect(problems).toEqual([]);
  const axe = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"]).analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);
});

/** The files of /admin/ as a build writes them: the previews built into `previews`, the editor on phones, Decap's bundle. */
const serveAdminFiles = (page: Page, previews: string) =>
  page.route(/\/admin\/[^/]+\.(js|css|woff2|wasm)$/, (route) => {
    const name = path.basename(new URL(route.request().url()).pathname);
    const folders = [previews, path.join(projectRoot, "static", "admin"), path.dirname(require.resolve("decap-cms"))];
    return route.fulfill({ path: path.join(folders.find((folder) => fs.existsSync(path.join(folder, name))) ?? previews, name) });
  });

test("with CMS_GITHUB_REPO, /admin/ starts the CMS from its own bundle and offers the GitHub sign-in, within its policy", async ({
  page,
}) => {
  // What a build with the variable writes, served by the test: the page with its policy, the forms, the bundle.
  const backend = cmsBackend("build", { CMS_GITHUB_REPO: "cafe/site" });
  if (backend.kind !== "github") throw new Error("expected the GitHub backend");
  const previews = fs.mkdtempSync(path.join(os.tmpdir(), "admin-previews-"));
  await publishPreviews(projectRoot, previews);
  await page.route(/\/admin\/(index\.html)?$/, (route) =>
    route.fulfill({ contentType: "text/html", headers: { "Content-Security-Policy": adminPolicy(backend) }, body: adminPageHtml(backend) }),
  );
  await page.route("**/admin/config.yml", (route) => route.fulfill({ contentType: "text/yaml", body: adminConfigYaml(backend) }));
  await serveAdminFiles(page, previews);
  const foreign: string[] = [];
  await page.route(
    (url) => url.hostname !== "127.0.0.1",
    (route) => {
      foreign.push(new URL(route.request().url()).origin);
      return route.abort();
    },
  );
  const problems: string[] = [];
  page.on("console", (message) => message.type() === "error" && problems.push(message.text()));

  await page.goto("/admin/");
  await expect(page.getByRole("button", { name: /login with github/i })).toBeVisible({ timeout: 20_000 });
  expect(problems.filter((text) => /Content Security Policy/i.test(text))).toEqual([]);
  // Nothing but GitHub, and only addresses the policy allows.
  const allowed = adminPolicy(backend);
  for (const origin of new Set(foreign)) expect(allowed).toContain(origin);
});

test.describe("the editorial workflow on a phone", () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test("its controls (save, status, publish, delete, the deploy preview) all fit on the screen at 320 and 390 px", async ({ page }) => {
    // The forms of a build with CMS_GITHUB_REPO, saved by Decap's in-memory test backend with the same
    // editorial workflow, so no GitHub is needed. That backend lists every file in the media folder as
    // a picture, so pictures go to a folder of their own here.
    const backend = cmsBackend("build", { CMS_GITHUB_REPO: "cafe/site" });
    if (backend.kind !== "github") throw new Error("expected the GitHub backend");
    const forms = decapConfig(backend);
    const config = {
      ...forms,
      backend: { name: "test-repo" },
      media_folder: "uploads",
      collections: forms.collections.map((collection) => ({ ...collection, media_folder: "/uploads", public_folder: "/uploads" })),
    };
    const previews = fs.mkdtempSync(path.join(os.tmpdir(), "admin-previews-"));
    await publishPreviews(projectRoot, previews);
    const site = fs.readFileSync(path.join(projectRoot, "content", siteFile.file), "utf8");
    await page.addInitScript(
      (text) => Object.assign(window, { repoFiles: { content: { site: { "site.yaml": { content: text } } } } }),
      site,
    );
    await page.route(/\/admin\/(index\.html)?$/, (route) => route.fulfill({ contentType: "text/html", body: adminPageHtml(backend) }));
    await page.route("**/admin/config.yml", (route) => route.fulfill({ contentType: "text/yaml", body: dump(config) }));
    await serveAdminFiles(page, previews);

    await page.goto("/admin/#/collections/site/entries/site");
    await page.getByRole("button", { name: /login/i }).tap();
    await page.getByLabel("Phone", { exact: true }).fill("916-555-0142");
    await page.getByRole("button", { name: "Save", exact: true }).tap();
    await expect(page.getByText(/entry saved/i)).toBeVisible({ timeout: 30_000 });
    const controls = [
      page.getByRole("button", { name: /^Status: / }),
      page.getByRole("button", { name: "Publish", exact: true }),
      page.getByRole("button", { name: /^Delete unpublished/ }),
      page.getByRole("button", { name: /preview/i }),
    ];
    for (const width of PHONE_WIDTHS) {
      await page.setViewportSize({ width, height: PHONE.height });
      for (const control of controls) await expect(control).toBeInViewport({ ratio: 1 });
      await expect.poll(() => page.evaluate(phoneProblems), { message: `at ${width} px` }).toEqual([]);
    }
    fs.rmSync(previews, { recursive: true, force: true });
  });
});

test("the public pages never link to or load /admin/", async ({ page }) => {
  const requests: string[] = [];
  page.on("request", (request) => requests.push(new URL(request.url()).pathname));
  for (const { path: route } of pages) {
    await page.goto(route);
    await expect(page.locator('a[href^="/admin"]')).toHaveCount(0);
  }
  expect(requests.filter((pathname) => pathname.startsWith("/admin"))).toEqual([]);
});

test("/admin/ tells search engines not to index it", async ({ request }) => {
  const html = await (await request.get("/admin/")).text();
  expect(html).toContain('<meta name="robots" content="noindex, nofollow" />');
});
