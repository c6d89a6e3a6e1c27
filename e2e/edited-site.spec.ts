/**
 * The whole site after editors have changed everything: a copy of the project in which every field of
 * every content file is edited (test-support/edits.ts), including EDITING.md's routine edits (phone,
 * e-mail, hours, the banner, an alt text, a caption, the carousel's timing, a requirement added and one
 * removed, a carousel photo and a gallery photo removed, every photograph replaced by one of other
 * proportions). The copy must build, and every edit must show on the built pages: a field whose change
 * shows nowhere would be a field that misleads its editor.
 */
import fs from "fs";
import path from "path";
import sharp from "sharp";
import { expect, test, type Page } from "@playwright/test";
import { copyProject, gatsbyBuild } from "../test-support/project-copy";
import { builtPages } from "../test-support/built";
import { editEverything, type Edited } from "../test-support/edits";
import { serveDir } from "../test-support/serve-dir";
import { readContent } from "../test-support/content";
import { coffeeFile, homeFile, midtownFile, siteFile, teamFile } from "../src/content/schema";

test.describe.configure({ mode: "serial", timeout: 600_000 });

let dir = "";
let edited: Edited;
let site = { url: "", close: async () => {} };

test.beforeAll(async () => {
  test.setTimeout(600_000);
  dir = copyProject();
  edited = await editEverything(path.join(dir, "content"));
  const { status, output } = await gatsbyBuild(dir);
  if (status !== 0) throw new Error(`the edited copy did not build:\n${output.split("\n").slice(-60).join("\n")}`);
  site = await serveDir(path.join(dir, "public"));
});

test.afterAll(async () => {
  await site.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

const content = () => path.join(dir, "content");
const route = (file: string) => edited.routes[file]!;

test("every field editors can change shows on the built site", () => {
  const publicDir = path.join(dir, "public");
  const built = [
    ...builtPages(publicDir).map((page) => fs.readFileSync(page.file, "utf8")),
    fs.readFileSync(path.join(publicDir, "manifest.webmanifest"), "utf8"),
  ].join("\n");
  const missing = edited.edits.filter((edit) => edit.shows !== undefined && !built.includes(edit.shows));
  expect(missing.map((edit) => `content/${edit.file}, field ${edit.at}: ${edit.shows}`)).toEqual([]);
  // Every leaf field of every file was edited (the few checked otherwise are tested below).
  expect(edited.edits.filter((edit) => edit.shows === undefined).map((edit) => edit.at)).toEqual(["icon", "carousel.intervalSeconds"]);
});

test("the new icon is what browsers show for the site", async () => {
  const { data } = await sharp(path.join(dir, "public", "favicon-32x32.png")).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const centre = (16 * 32 + 16) * 3;
  const [r, g, b] = [data[centre]!, data[centre + 1]!, data[centre + 2]!];
  const { iconColor } = edited;
  for (const [found, wanted] of [[r, iconColor.r], [g, iconColor.g], [b, iconColor.b]]) expect(Math.abs(found! - wanted)).toBeLessThan(4);
});

test("HOME shows the new banner, phone, e-mail and hours, and the new photograph in its proportions", async ({ page }) => {
  const facts = readContent(siteFile, content()).data;
  const { data } = readContent(homeFile, content());
  await page.goto(site.url + route(homeFile.file));
  const banner = page.getByRole("complementary", { name: facts.labels.announcement });
  await expect(banner).toContainText(facts.banner.headline);
  await expect(banner).toContainText(facts.banner.offer);
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: facts.phone })).toHaveAttribute("href", `tel:+1${facts.phone.replace(/\D/g, "")}`);
  await expect(main.getByRole("link", { name: facts.email })).toHaveAttribute("href", `mailto:${facts.email}`);
  await expect(main).toContainText(facts.hours.days);
  await expect(main).toContainText(facts.hours.time);
  const hero = page.getByRole("img", { name: data.hero.alt });
  const [width, height] = await Promise.all([hero.getAttribute("width"), hero.getAttribute("height")]);
  expect(Number(width) / Number(height)).toBeCloseTo(edited.hero.width / edited.hero.height, 2);
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
    const { data, info } = await sharp(shot).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    let lightest = [0, 0, 0];
    for (let index = 0; index < info.width * info.height * 3; index += 3) {
      const pixel = [data[index]!, data[index + 1]!, data[index + 2]!];
      if (contrast(pixel, [0, 0, 0]) > contrast(lightest, [0, 0, 0])) lightest = pixel;
    }
    const color = piece.color.match(/\d+/g)!.slice(0, 3).map(Number);
    results.push({ ...piece, ratio: contrast(color, lightest) });
  }
  return results;
}

for (const width of [390, 1280]) {
  test(`HOME's text stays readable over an all-white photograph, at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(site.url + route(homeFile.file));
    const pieces = await textOverHero(page);
    expect(pieces.length).toBeGreaterThanOrEqual(3);
    for (const piece of pieces) {
      expect(piece.ratio, `text at ${JSON.stringify(piece.box)}`).toBeGreaterThanOrEqual(piece.large ? 3 : 4.5);
    }
  });
}

test("COFFEE shows one slide fewer, the new alt text and caption, and turns at the new interval", async ({ page }) => {
  await page.clock.install();
  await page.goto(site.url + route(coffeeFile.file));
  const { carousel } = readContent(coffeeFile, content()).data;
  const first = carousel.slides[0]!;
  await expect(page.getByRole("img", { name: first.alt })).toBeVisible();
  await expect(page.getByText(first.caption)).toBeVisible();
  const dots = page.getByRole("button", { name: new RegExp(carousel.controls.goTo.replace("{n}", "\\d+").replace("{total}", String(edited.carousel.slides))) });
  await expect(dots).toHaveCount(edited.carousel.slides);
  const current = page.locator('[aria-current="true"]');
  const second = carousel.controls.goTo.replace("{n}", "2").replace("{total}", String(edited.carousel.slides));
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

test("JOIN THE TEAM lists the added requirement and one fewer in the group it was removed from", async ({ page }) => {
  await page.goto(site.url + route(teamFile.file));
  const { requirements } = readContent(teamFile, content()).data;
  await expect(page.getByText(edited.addedRequirement)).toBeVisible();
  for (const [index, group] of requirements.groups.entries()) {
    const list = page.getByRole("heading", { name: group.name }).locator("xpath=following-sibling::ul[1]");
    await expect(list.getByRole("listitem")).toHaveCount(edited.requirementCounts[index]!);
  }
});

test("MIDTOWN's gallery, one photo shorter, still fills every row", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(site.url + route(midtownFile.file));
  const { gallery } = readContent(midtownFile, content()).data;
  const items = page.getByRole("region", { name: gallery.heading }).getByRole("listitem");
  await expect(items).toHaveCount(gallery.photos.length);
  const boxes = await items.evaluateAll((all) => all.map((item) => item.getBoundingClientRect().toJSON() as DOMRect));
  expect(new Set(boxes.map((box) => Math.round(box.height))).size).toBe(1);
  expect(Math.round(boxes.at(-1)!.right)).toBe(Math.round(boxes[Math.min(4, boxes.length) - 1]!.right));
});
