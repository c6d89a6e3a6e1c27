/**
 * The whole site after editors have changed everything: a copy of the project in which every field of
 * every content file is edited (test-support/edits.ts), including EDITING.md's routine edits (phone,
 * e-mail, hours, the banner, an alt text, a caption, the carousel's timing, a requirement added and one
 * removed, a carousel photo and a gallery photo removed, every photograph replaced by one of other
 * proportions), and MIDTOWN's gallery then grown well below the first screen. The copy must build, and
 * every edit must show on the built pages: a field whose change shows nowhere would be a field that
 * misleads its editor. Last, built again with the cache after a change to the styles and one more
 * gallery photograph, the new styles must show on every page, and the photograph must add nothing to
 * MIDTOWN's first view. The copy also has a page added as docs/architecture.md says
 * (test-support/new-page.ts), which must join the menu and the CMS by itself.
 */
import fs from "fs";
import path from "path";
import sharp from "sharp";
import { expect, test, type Page } from "@playwright/test";
import yaml from "yaml";
import { copyProject, gatsbyBuild } from "../test-support/project-copy";
import { addPage, NEW_PAGE } from "../test-support/new-page";
import { builtPages } from "../test-support/built";
import { SITE_FOLDER } from "../src/hosting/site-folder";
import { editEverything, HERO, ICON_COLOUR, FIXTURE_HOURS, type Edited } from "../test-support/edits";
import { serveDir } from "../test-support/serve-dir";
import { sizesProblems } from "../test-support/photo-sizes";
import { readContent } from "../test-support/content";
import { phonePhoto, uprightProblem } from "../test-support/phone-photos";
import { changeField, readField } from "../test-support/content-copy";
import { measureFirstView } from "../test-support/first-view";
import { iconImages } from "../test-support/icon-file";
import { layoutShift } from "../test-support/first-view-font";
import { fillPattern } from "../src/lib/pattern";
import { addDays } from "../src/lib/calendar";
import { coffeeFile, homeFile, midtownFile, siteFile, teamFile } from "../src/schema/schema";

test.describe.configure({ mode: "serial", timeout: 600_000 });

let dir = "";
let edited: Edited;
let site = { url: "", close: async () => {} };
/** A file dropped into static/, as a search engine's site-verification file would be. */
const verification = {
  name: "google0123456789abcdef.html",
  bytes: Buffer.from("google-site-verification: google0123456789abcdef.html\r\n\u00a0 kept as is \x00\xff"),
};

test.beforeAll(async () => {
  test.setTimeout(600_000);
  dir = copyProject();
  edited = await editEverything(content());
  // Screens of photographs below the first, with a last row that is not full.
  const count = (readField(content(), midtownFile.file, "gallery.photos") as unknown[]).length;
  await growGallery(content(), GALLERY_GROWTH + ((count + GALLERY_GROWTH) % 4 === 0 ? 1 : 0));
  addPage(dir);
  fs.mkdirSync(path.join(dir, "static"), { recursive: true });
  fs.writeFileSync(path.join(dir, "static", verification.name), verification.bytes);
  // With a repository for the CMS, so the build writes its forms and previews too.
  const { status, output } = await gatsbyBuild(dir, { CMS_GITHUB_REPO: "cafe/site" });
  if (status !== 0) throw new Error(`the edited copy did not build:\n${output.split("\n").slice(-60).join("\n")}`);
  site = await serveDir(path.join(dir, SITE_FOLDER));
});

test.afterAll(async () => {
  await site.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

const content = () => path.join(dir, "content");

/** About how many photographs are added to MIDTOWN's gallery after the edits, so that it runs several screens below the first. */
const GALLERY_GROWTH = 28;

/** Adds `count` phone photographs (stored sideways, each a file of its own) to the end of MIDTOWN's gallery. */
async function growGallery(folder: string, count: number, name = "more") {
  const added: { image: string; alt: string }[] = [];
  for (let index = 1; index <= count; index++) {
    const image = `${name}-${index}.jpg`;
    // A size of its own makes each a different file, as each photograph from a phone is.
    await phonePhoto(path.join(folder, path.dirname(midtownFile.file), image), 2400 + index, 1800, 6);
    added.push({ image, alt: `Test photograph ${name} ${index}, added to the gallery` });
  }
  changeField(folder, midtownFile.file, "gallery.photos", (photos) => [...(photos as object[]), ...added]);
  return added;
}

const route = (file: string) => edited.routes[file]!;

test("every field editors can change shows on the built site", () => {
  const siteDir = path.join(dir, SITE_FOLDER);
  const built = [
    ...builtPages(siteDir).map((page) => fs.readFileSync(page.file, "utf8")),
    fs.readFileSync(path.join(siteDir, "manifest.webmanifest"), "utf8"),
  ].join("\n");
  const missing = edited.edits.filter((edit) => edit.shows !== undefined && !built.includes(edit.shows));
  expect(missing.map((edit) => `content/${edit.file}, field ${edit.at}: ${edit.shows}`)).toEqual([]);
  // Every leaf field of every file was edited (the few checked otherwise are tested below).
  expect(edited.edits.filter((edit) => edit.shows === undefined).map((edit) => edit.at)).toEqual([
    "hoursWords.openUntil",
    "hoursWords.opensToday",
    "hoursWords.opensTomorrow",
    "hoursWords.opensOn",
    "hoursWords.closedNow",
    "icon",
    "carousel.intervalSeconds",
  ]);
});

test("a page added with its content file, template and one row in the table is built, in every page's menu, and in the CMS", async ({
  page,
}) => {
  await page.goto(site.url + NEW_PAGE.path);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(NEW_PAGE.heading);
  await expect(page.getByRole("main")).toContainText(NEW_PAGE.paragraph);
  const nav = page.locator("nav#site-menu");
  await expect(nav.locator('[aria-current="page"]')).toHaveText(NEW_PAGE.menuLabel);

  const siteDir = path.join(dir, SITE_FOLDER);
  const pages = builtPages(siteDir).filter((built) => path.basename(built.file) !== verification.name);
  expect(pages.length).toBeGreaterThan(Object.keys(edited.routes).length);
  const link = `href="${NEW_PAGE.path}"`;
  expect(pages.filter((built) => !fs.readFileSync(built.file, "utf8").includes(link)).map((built) => built.file)).toEqual([]);

  type Config = { collections: { name: string; files: { file: string; preview_path?: string; fields: { name: string }[] }[] }[] };
  const config = yaml.parse(fs.readFileSync(path.join(siteDir, "admin", "config.yml"), "utf8")) as Config;
  const form = config.collections
    .flatMap((collection) => collection.files)
    .find((file) => file.file === `content/${NEW_PAGE.folder}/index.md`);
  expect(form?.preview_path).toBe(NEW_PAGE.path.slice(1));
  expect(form?.fields.map((field) => field.name)).toEqual(expect.arrayContaining(["menuLabel", "heading", "body"]));
  expect(fs.readFileSync(path.join(siteDir, "admin", "previews.js"), "utf8")).toContain(`templates/events.tsx`);
});

test("a file put in static/ is served at the site's root, byte for byte", async ({ request }) => {
  expect(fs.readFileSync(path.join(dir, SITE_FOLDER, verification.name)).equals(verification.bytes)).toBe(true);
  const response = await request.get(`${site.url}/${verification.name}`);
  expect(response.status()).toBe(200);
  expect((await response.body()).equals(verification.bytes)).toBe(true);
});

test("the new icon is what browsers show for the site, /favicon.ico too", async () => {
  const icons = [
    fs.readFileSync(path.join(dir, SITE_FOLDER, "favicon-32x32.png")),
    ...iconImages(fs.readFileSync(path.join(dir, SITE_FOLDER, "favicon.ico"))),
  ];
  for (const icon of icons) {
    const { data, info } = await sharp(icon).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const centre = (Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * 3;
    const found = [...data.subarray(centre, centre + 3)];
    const wanted = [ICON_COLOUR.r, ICON_COLOUR.g, ICON_COLOUR.b];
    expect(
      found.every((value, channel) => Math.abs(value - wanted[channel]!) < 4),
      `the ${info.width} px icon's middle is rgb(${found.join(", ")})`,
    ).toBe(true);
  }
});

/**
 * Every file the pages offer of each phone photograph (every width, AVIF, WebP and JPEG; the sharing
 * picture copied whole) shows it the right way up, with no orientation left for a browser to apply
 * again; the fields that keep a photograph's own proportions keep its shown ones.
 */
test("photographs stored sideways, mirrored or as HEIC show the right way up in their shown proportions, in every file", async () => {
  const siteDir = path.join(dir, SITE_FOLDER);
  const html = builtPages(siteDir)
    .map((page) => fs.readFileSync(page.file, "utf8"))
    .join("\n");
  const problems: string[] = [];
  for (const photo of edited.photos) {
    const files = new Set([...html.matchAll(new RegExp(`/static/[^"\\s,]*?/?${photo.mark}[-.][^"\\s,]*`, "g"))].map((match) => match[0]));
    if (files.size === 0) problems.push(`${photo.file}, ${photo.at}: no file on any page`);
    // Fields cut to a set shape (the carousel at 3:2, the gallery's squares) are held to it by the query.
    const ownShape = !/^(carousel|gallery)\./.test(photo.at);
    for (const file of files) {
      const image = fs.readFileSync(path.join(siteDir, file));
      const problem = await uprightProblem(image);
      const { width = 0, height = 0 } = await sharp(image).metadata();
      const shape =
        ownShape && Math.abs(width / height - photo.width / photo.height) > 0.02
          ? `${width} x ${height}, not the shape of ${photo.width} x ${photo.height}`
          : undefined;
      if (problem || shape)
        problems.push(`${photo.file}, ${photo.at} (${photo.stored}): ${file}: ${[problem, shape].filter(Boolean).join("; ")}`);
    }
  }
  expect(problems).toEqual([]);
  expect(edited.photos.map((photo) => photo.stored)).toContain("HEIC");
});

/** The contrast ratio of two colours (WCAG 2.2). */
function contrast(a: number[], b: number[]): number {
  const luminance = (rgb: number[]) => {
    const [r, g, bl] = rgb.map((value) => {
      const channel = value / 255;
      return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/** Each piece of text over HOME's photograph: its colour, its size, and the lightest pixel behind it. */
async function textOverHero(page: Page) {
  const hero = page.locator("h1").locator("xpath=ancestor::div[.//img][1]");
  await expect(hero.locator("img")).toHaveJSProperty("complete", true);
  const pieces = await hero.evaluate((root) => {
    const found: { color: string; large: boolean; box: { x: number; y: number; width: number; height: number } }[] = [];
    for (const element of root.querySelectorAll<HTMLElement>("*")) {
      const own = [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== "");
      if (!own) continue;
      const style = getComputedStyle(element);
      const size = parseFloat(style.fontSize);
      const bold = Number(style.fontWeight) >= 700;
      const rect = element.getBoundingClientRect();
      found.push({
        color: style.color,
        large: size >= 24 || (bold && size >= 18.66),
        box: { x: rect.x + window.scrollX, y: rect.y + window.scrollY, width: rect.width, height: rect.height },
      });
    }
    // Measure the background alone: the letters hidden, everything else as it is.
    for (const element of root.querySelectorAll<HTMLElement>("*")) element.style.setProperty("color", "transparent", "important");
    return found;
  });
  const results = [];
  for (const piece of pieces) {
    const shot = await page.screenshot({ clip: piece.box, fullPage: true });
    // Each channel's lightest value: a colour at least as light as any pixel behind the text.
    const lightest = (await sharp(shot).removeAlpha().stats()).channels.map((channel) => channel.max);
    const color = piece.color.match(/\d+/g)!.slice(0, 3).map(Number);
    results.push({ ...piece, ratio: contrast(color, lightest) });
  }
  return results;
}

for (const width of [390, 1280]) {
  test(`HOME's new photograph is shown in its proportions, and the text over it stays readable though it is all white, at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(site.url + route(homeFile.file));
    const hero = page.getByRole("img", { name: readContent(homeFile, content()).data.hero.alt });
    const [shownWidth, shownHeight] = await Promise.all([hero.getAttribute("width"), hero.getAttribute("height")]);
    expect(Number(shownWidth) / Number(shownHeight)).toBeCloseTo(HERO.width / HERO.height, 2);
    const pieces = await textOverHero(page);
    expect(pieces.length).toBeGreaterThanOrEqual(3);
    for (const piece of pieces) {
      expect(piece.ratio, `text at ${JSON.stringify(piece.box)}`).toBeGreaterThanOrEqual(piece.large ? 3 : 4.5);
    }
  });
}

test("COFFEE shows one slide fewer, and turns at the new interval", async ({ page }) => {
  await page.clock.install();
  await page.goto(site.url + route(coffeeFile.file));
  const { carousel } = readContent(coffeeFile, content()).data;
  const dots = page.getByRole("button", {
    name: new RegExp(carousel.controls.goTo.replace("{n}", "\\d+").replace("{total}", String(edited.carousel.slides))),
  });
  await expect(dots).toHaveCount(edited.carousel.slides);
  const current = page.locator('[aria-current="true"]');
  const second = fillPattern(carousel.controls.goTo, { n: 2, total: edited.carousel.slides });
  await expect(dots.first()).toHaveAttribute("aria-current", "true");
  // Once the carousel runs (the second slide hidden), stop the clock, and restart the countdown by
  // pointing at it and away (as e2e/carousel.spec.ts does), so only the test lets time pass.
  const region = page.getByRole("region", { name: carousel.label });
  await expect(region.locator(`[aria-roledescription="${carousel.slideRoleDescription}"]`).nth(1)).toHaveAttribute("aria-hidden", "true");
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 250));
  await region.locator("figure").first().hover();
  await page.mouse.move(1, 1);
  await page.clock.runFor(edited.carousel.intervalSeconds * 1000 - 300);
  await expect(dots.first()).toHaveAttribute("aria-current", "true");
  await page.clock.runFor(600);
  await expect(page.getByRole("button", { name: second })).toHaveAttribute("aria-current", "true");
  await expect(current).toHaveCount(1);
});

test("JOIN THE TEAM lists one requirement more in the first group and one fewer in the group it was removed from", async ({ page }) => {
  await page.goto(site.url + route(teamFile.file));
  const { requirements } = readContent(teamFile, content()).data;
  for (const [index, group] of requirements.groups.entries()) {
    const list = page.getByRole("heading", { name: group.name }).locator("xpath=following-sibling::ul[1]");
    await expect(list.getByRole("listitem")).toHaveCount(edited.requirementCounts[index]!);
  }
});

test("MIDTOWN's gallery, one photo removed and more added, fills every row, the last one too", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(site.url + route(midtownFile.file));
  const { gallery } = readContent(midtownFile, content()).data;
  const items = page.getByRole("region", { name: gallery.heading }).getByRole("listitem");
  await expect(items).toHaveCount(gallery.photos.length);
  const boxes = await items.evaluateAll((all) => all.map((item) => item.getBoundingClientRect().toJSON() as DOMRect));
  expect(new Set(boxes.map((box) => Math.round(box.height))).size).toBe(1);
  expect(Math.round(boxes.at(-1)!.right)).toBe(Math.round(boxes[Math.min(4, boxes.length) - 1]!.right));
  // The widened photographs of the shorter last row are fetched at their wider size, on phones too.
  expect(await sizesProblems(page, site.url + route(midtownFile.file), [390, 768, 1280])).toEqual([]);
});

/**
 * HOME on a controlled clock, seen from Tokyo: the cafe is now in Chicago with the fixture's hours
 * (test-support/edits.ts), so every answer below is the cafe's clock's, not the visitor's. The build ran
 * today; the special dates are in 2031, so the page has to find them near by itself.
 */
test.describe("open now and dated announcements on the visitor's day", () => {
  test.use({ timezoneId: "Asia/Tokyo" });

  const words = () => readContent(siteFile, content()).data.hoursWords;
  /** HOME at `instant`, after the page's scripts have started (the line is filled in). */
  async function homeAt(page: Page, instant: string) {
    await page.clock.setFixedTime(new Date(instant));
    await page.goto(site.url + route(homeFile.file));
    const line = page.getByRole("main").locator("[data-open-now]");
    await expect(line).not.toBeEmpty();
    return { line, banner: page.getByRole("complementary", { name: readContent(siteFile, content()).data.labels.announcement }) };
  }

  test("the open-now line follows the cafe's clock, across the spring change, and moves nothing when it appears", async ({ page }) => {
    const at = (words: string, time: string) => fillPattern(words, { time });
    // Wednesday 10:00 in Chicago: open until 2pm.
    const open = await homeAt(page, "2031-01-15T16:00:00Z");
    await expect(open.line).toHaveText(at(words().openUntil, "2pm"));
    expect(await page.evaluate(layoutShift), "layout shift").toBe(0);
    // Monday noon, a closed day: opens tomorrow at 6:30am.
    const monday = await homeAt(page, "2031-01-13T18:00:00Z");
    await expect(monday.line).toHaveText(at(words().opensTomorrow, "6:30am"));
    // 13:30 UTC: 7:30 CST on Sunday 2 March 2031, 8:30 CDT on 9 March (clocks go forward at 2:00 that morning).
    const before = await homeAt(page, "2031-03-02T13:30:00Z");
    await expect(before.line).toHaveText(at(words().opensToday, "8am"));
    const after = await homeAt(page, "2031-03-09T13:30:00Z");
    await expect(after.line).toHaveText(at(words().openUntil, "5pm"));
  });

  test("a special closed day: announced in the banner two weeks ahead, named in the line on the day", async ({ page }) => {
    const note = FIXTURE_HOURS.specialDates[0]!.note;
    // 5 January: 15 days ahead, and the banner's own offer expired long ago: no banner at all.
    const early = await homeAt(page, "2031-01-05T18:00:00Z");
    await expect(early.banner).toBeHidden();
    // 6 January: now within two weeks, the banner shows the date alone.
    const near = await homeAt(page, "2031-01-06T18:00:00Z");
    await expect(near.banner).toBeVisible();
    await expect(near.banner).toContainText(`Monday, January 20: ${note}`);
    await expect(near.banner.getByText(readContent(siteFile, content()).data.banner.offer)).toBeHidden();
    // On the day: closed (Monday too), opens Tuesday morning; the line says why.
    const day = await homeAt(page, "2031-01-20T18:00:00Z");
    await expect(day.line).toHaveText(`${fillPattern(words().opensTomorrow, { time: "6:30am" })} (${note})`);
    // The day after, it has passed: no banner.
    const after = await homeAt(page, "2031-01-21T18:00:00Z");
    await expect(after.banner).toBeHidden();
  });

  test("the offer shows until its last day on the cafe's clock, and the structured data has the special dates", async ({ page }) => {
    const { banner } = await homeAt(page, new Date().toISOString());
    await expect(banner).toBeVisible();
    await expect(banner).toContainText(readContent(siteFile, content()).data.banner.offer);
    const json = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
    expect(json.openingHoursSpecification.map((spec: { dayOfWeek: string }) => spec.dayOfWeek.replace("https://schema.org/", ""))).toEqual([
      "Tuesday",
      "Wednesday",
      "Thursday",
      "Friday",
      "Saturday",
      "Sunday",
    ]);
    expect(json.specialOpeningHoursSpecification).toEqual([
      expect.objectContaining({ validFrom: "2031-01-20", validThrough: "2031-01-20", opens: "00:00", closes: "00:00" }),
      expect.objectContaining({ validFrom: "2031-02-10", validThrough: "2031-02-11", opens: "10:00", closes: "12:00" }),
    ]);
    // The day after the offer's last day (noon in Chicago), a page built today no longer shows it.
    const later = await homeAt(page, `${addDays(edited.bannerUntil, 1)}T18:00:00Z`);
    await expect(later.banner.getByText(readContent(siteFile, content()).data.banner.offer)).toBeHidden();
  });
});

/**
 * Last, on the same copy: a developer's change to the styles, and one more gallery photograph, then
 * `gatsby build` again with the cache of the build above. Every page must come out with the new styles
 * (src/workarounds/styles-in-pages.ts), not the ones the cache was made with. MIDTOWN's first view
 * (test-support/first-view.ts) downloads the photographs on and near the first screen, not every one
 * within the browser's lazy-loading distance (about three thousand pixels in Chromium here): the new
 * photograph, more than two screens down, is not fetched at a phone's or a desktop's width.
 */
test.describe("built again with the cache, after a change to the styles and one more gallery photograph", () => {
  let colour = "";
  let added = { image: "", alt: "" };
  test.beforeAll(async () => {
    // A hook in a group gets the default 30 s, not the file's: a build takes longer on a busy machine.
    test.setTimeout(600_000);
    const css = path.join(dir, "src", "styles", "global.css");
    const before = fs.readFileSync(css, "utf8");
    const token = /--color-bg:\s*(#[0-9a-fA-F]{6})\s*;/.exec(before);
    if (!token) throw new Error("src/styles/global.css no longer defines --color-bg as a six-digit colour");
    colour = token[1]!.toLowerCase() === "#123456" ? "#234567" : "#123456";
    fs.writeFileSync(css, before.replace(token[0], `--color-bg: ${colour};`));
    [added] = (await growGallery(content(), 1, "one-more")) as [typeof added];
    // With a repository for the CMS, so the build writes its forms and previews too.
    const { status, output } = await gatsbyBuild(dir, { CMS_GITHUB_REPO: "cafe/site" });
    if (status !== 0) throw new Error(`the copy did not build again:\n${output.split("\n").slice(-40).join("\n")}`);
  });

  test("every page has the new styles", async ({ page }) => {
    const rgb = `rgb(${[1, 3, 5].map((i) => parseInt(colour.slice(i, i + 2), 16)).join(", ")})`;
    // The menu's pages, and the page for an unknown address.
    for (const address of [...Object.keys(edited.routes).map(route), "/no-such-page"]) {
      await page.goto(site.url + address);
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor), address).toBe(rgb);
    }
  });

  test("the new photograph far below the first screen adds no image to MIDTOWN's first view, and is there when scrolled to", async ({
    browser,
    page,
  }) => {
    const url = site.url + route(midtownFile.file);
    const name = `/${added.image.replace(/\.jpg$/, "")}.`;
    for (const width of [390, 1280]) {
      const { images } = await measureFirstView(browser, url, width);
      expect(images.length, `images fetched at ${width} px`).toBeGreaterThan(0);
      expect(
        images.filter((image) => image.includes(name)),
        `files of the new photograph fetched at ${width} px`,
      ).toEqual([]);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(url);
    const photo = page.getByRole("img", { name: added.alt });
    const top = await photo.evaluate((img) => img.getBoundingClientRect().top);
    expect(top, "the new photograph is more than two screens below the first").toBeGreaterThan(900 * 3);
    await photo.scrollIntoViewIfNeeded();
    await expect(photo).toHaveJSProperty("complete", true);
    expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });
});
