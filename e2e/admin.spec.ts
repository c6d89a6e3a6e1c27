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
import { aboutFile, siteFile } from "../src/schema/schema";
import sharp from "sharp";
import { HEIC_PHOTO, phonePhoto, uprightProblem } from "../test-support/phone-photos";
import { LONG_SIDE } from "../src/cms/preview/picked-photos";
import { FORMATS } from "../src/schema/kinds";
import { checkContentDir } from "../src/schema/files";
import { formatIssue } from "../src/schema/validate";
import AxeBuilder from "@axe-core/playwright";
import { cmsBackend } from "../src/cms/backend";
import { adminConfigYaml } from "../src/cms/config";
import { NOT_SET_UP_HEADING, adminPageHtml } from "../src/cms/page";
import type { Locator } from "@playwright/test";
import os from "os";
import { publishPreviews } from "../src/cms/preview/bundle";
import { projectRoot } from "../test-support/built";
import { adminPolicy } from "../src/cms/policy";

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
      const fontReady = node.ownerDocument.fonts.check(`${style.fontSize} ${style.fontFamily}`);
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

test("with CMS_GITHUB_REPO, /admin/ starts the CMS from its own bundle and offers the GitHub sign-in, within its policy", async ({
  page,
}) => {
  // What a build with the variable writes, served by the test: the page with its policy, the forms, the bundle.
  const backend = cmsBackend("build", { CMS_GITHUB_REPO: "cafe/site" });
  if (backend.kind !== "github") throw new Error("expected the GitHub backend");
  const bundle = path.dirname(require.resolve("decap-cms"));
  const previews = fs.mkdtempSync(path.join(os.tmpdir(), "admin-previews-"));
  await publishPreviews(projectRoot, previews);
  await page.route(/\/admin\/(index\.html)?$/, (route) =>
    route.fulfill({ contentType: "text/html", headers: { "Content-Security-Policy": adminPolicy(backend) }, body: adminPageHtml(backend) }),
  );
  await page.route("**/admin/config.yml", (route) => route.fulfill({ contentType: "text/yaml", body: adminConfigYaml(backend) }));
  await page.route(/\/admin\/[^/]+\.(js|css|woff2|wasm)$/, (route) => {
    const name = path.basename(new URL(route.request().url()).pathname);
    const from = [previews, path.join(projectRoot, "src", "cms"), bundle].find((folder) => fs.existsSync(path.join(folder, name)));
    return route.fulfill({ path: path.join(from ?? bundle, name) });
  });
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
