/**
 * Each page shows the content its file holds, where a reader looks for it, with scripting on and off
 * (the no-javascript project). The head is seo.spec's; the frame (one h1, the menu) every-page.spec's.
 */
import { weekLines } from "../src/lib/hours";
import { expect, test, type Page } from "@playwright/test";
import { pageFor, paragraphs, readContent, site } from "../test-support/content";
import { aboutFile, coffeeFile, homeFile, midtownFile, teamFile } from "../src/schema/schema";

/** The photograph with this alt text; each is one <img> in a <picture>, with or without scripting. */
const photo = (page: Page, alt: string) => page.getByAltText(alt, { exact: true });

test("HOME shows the banner offer, the wordmark over the hero, and how to reach the cafe", async ({ page }) => {
  await page.goto(pageFor(homeFile).path);
  const { data, body } = readContent(homeFile);
  const banner = page.getByRole("complementary", { name: site.labels.announcement });
  await expect(banner).toContainText(site.banner.headline);
  await expect(banner).toContainText(site.banner.offer);
  // The offer is the first thing read, above the site's header.
  expect(
    await banner.evaluate(
      (element) => element.compareDocumentPosition(document.querySelector("header")!) & Node.DOCUMENT_POSITION_FOLLOWING,
    ),
  ).toBeTruthy();
  await expect(page.locator("h1")).toHaveText(`${site.wordmark.top} ${site.wordmark.bottom}`);
  const hero = photo(page, data.hero.alt);
  await expect(hero).toBeVisible();
  await expect(hero).toHaveAttribute("loading", "eager");
  for (const paragraph of paragraphs(body)) await expect(page.getByText(paragraph)).toBeVisible();

  const visit = page.getByRole("region", { name: data.visit.heading });
  await expect(visit).toContainText(site.address.street);
  await expect(visit).toContainText(`${site.address.city}, ${site.address.region} ${site.address.postalCode}`);
  await expect(visit.getByRole("link", { name: site.phone })).toHaveAttribute("href", `tel:+1${site.phone.replace(/\D/g, "")}`);
  await expect(visit.getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`);
});

test("COFFEE shows its heading, its paragraphs and every carousel photograph in order", async ({ page }) => {
  await page.goto(pageFor(coffeeFile).path);
  const { data, body } = readContent(coffeeFile);
  await expect(page.locator("h1")).toHaveText(data.heading);
  const texts = paragraphs(body);
  expect(texts.length).toBeGreaterThan(0);
  for (const paragraph of texts) await expect(page.getByText(paragraph)).toBeVisible();
  const region = page.getByRole("region", { name: data.carousel.label });
  const alts = await region.locator("img").evaluateAll((imgs) => imgs.map((img) => img.getAttribute("alt")));
  expect(alts).toEqual(data.carousel.slides.map((slide: { alt: string }) => slide.alt));
});

test("MIDTOWN CAFE shows the notice, welcome, the gallery in rows of four, the exterior and the info row", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(pageFor(midtownFile).path);
  const { data, body } = readContent(midtownFile);
  const notice = page.getByRole("region", { name: data.notice.heading });
  // Exact: one item's words may hold another's ("Closed Monday", "Closed Monday and Tuesday").
  for (const point of data.notice.points) await expect(notice.getByRole("listitem").getByText(point, { exact: true })).toBeVisible();
  await expect(notice).toContainText(data.notice.thanks);
  await expect(page.getByRole("heading", { level: 2, name: data.welcome.heading })).toBeVisible();
  for (const paragraph of paragraphs(body)) await expect(page.getByText(paragraph)).toBeVisible();

  const gallery = page.getByRole("region", { name: data.gallery.heading }).getByRole("listitem");
  const count = data.gallery.photos.length;
  await expect(gallery).toHaveCount(count);
  const tops = await gallery.evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
  expect(new Set(tops).size).toBe(Math.ceil(count / 4));
  expect(tops.filter((top) => top === tops[0])).toHaveLength(Math.min(4, count));
  for (const image of data.gallery.photos) await expect(photo(page, image.alt)).toBeVisible();
  await expect(photo(page, data.exterior.alt)).toBeVisible();

  for (const [label, text] of [
    [data.info.placeLabel, site.address.street],
    [data.info.hoursLabel, weekLines(site.hours)[0]!.time ?? site.hoursWords.closedDay],
  ] as const) {
    await expect(page.locator("h2", { hasText: label }).locator("..")).toContainText(text);
  }
  await expect(
    page.locator("h2", { hasText: data.info.contactLabel }).locator("..").getByRole("link", { name: site.email }),
  ).toHaveAttribute("href", `mailto:${site.email}`);
});

test("JOIN THE TEAM shows both headings, every requirement list with its items, and how to apply", async ({ page }) => {
  await page.goto(pageFor(teamFile).path);
  const { data, body } = readContent(teamFile);
  await expect(page.locator("h1")).toHaveText(data.heading);
  await expect(page.getByRole("heading", { level: 2, name: data.subheading })).toBeVisible();
  for (const paragraph of paragraphs(body)) await expect(page.getByText(paragraph)).toBeVisible();

  const groups: { name: string; items: string[] }[] = data.requirements.groups;
  expect(groups.length).toBeGreaterThan(0);
  await expect(page.getByRole("region", { name: data.requirements.heading }).getByRole("heading", { level: 3 })).toHaveCount(groups.length);
  for (const group of groups) {
    const list = page.getByRole("heading", { level: 3, name: group.name, exact: true }).locator("xpath=following-sibling::ul[1]");
    await expect(list.getByRole("listitem")).toHaveText(group.items);
  }
  const apply = page.getByRole("region", { name: data.apply.heading });
  await expect(apply).toContainText(data.apply.text);
  await expect(apply).toContainText(`${site.address.street}`);
  await expect(apply).toContainText(`${site.address.city}, ${site.address.region} ${site.address.postalCode}`);
});

test("ABOUT shows the founders' photograph and every part of the story", async ({ page }) => {
  await page.goto(pageFor(aboutFile).path);
  const { data, body } = readContent(aboutFile);
  await expect(page.locator("h1")).toHaveText(data.heading);
  await expect(photo(page, data.photo.alt)).toBeVisible();
  for (const heading of body.match(/^## (.+)$/gm) ?? []) {
    await expect(page.getByRole("heading", { level: 2, name: heading.slice(3) })).toBeVisible();
  }
  for (const paragraph of paragraphs(body)) await expect(page.getByText(paragraph)).toBeVisible();
});
