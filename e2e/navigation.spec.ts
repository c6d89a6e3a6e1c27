/** The top navigation: one highlighted link on every route, client-side moves, and the phone menu. */
import { expect, test, type Page } from "@playwright/test";
import { pages, site } from "../test-support/content";

/** Two pages other than HOME, whatever the menu calls them. */
const [, second, third] = pages;
const last = pages[pages.length - 1]!;

const mainNav = (page: Page) => page.getByRole("navigation", { name: site.labels.mainNavigation });

async function expectCurrent(page: Page, label: string) {
  await expect(page.locator('[aria-current="page"]'), "one current link on the whole page").toHaveCount(1);
  const current = mainNav(page).locator('a[aria-current="page"]');
  await expect(current).toHaveCount(1);
  await expect(current).toHaveText(label);
  // Not colour alone: the current link is underlined and the others are not.
  const decorations = await mainNav(page)
    .getByRole("link")
    .evaluateAll((links) => links.map((link) => getComputedStyle(link).textDecorationLine));
  expect(decorations.filter((line) => line.includes("underline"))).toHaveLength(1);
}

test.describe("desktop navigation", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("lists the five pages in order", async ({ page }) => {
    await page.goto("/");
    await expect(mainNav(page).getByRole("link")).toHaveText(pages.map((item) => item.label));
  });

  for (const { path, label } of pages) {
    test(`highlights only ${label} when ${path} is loaded directly`, async ({ page }) => {
      await page.goto(path);
      await expectCurrent(page, label);
    });
  }

  test("moves the highlight with client-side navigation, without reloading the page", async ({ page }) => {
    await page.goto("/");
    // Client-side navigation starts once React has hydrated: the menu link has then become a button.
    await expect(page.locator('header button[aria-controls="site-menu"]')).toBeAttached();
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    for (const { path, label } of [...pages.slice(1), pages[0]!]) {
      await mainNav(page).getByRole("link", { name: label }).click();
      await expect(page).toHaveURL(new RegExp(`${path === "/" ? "/$" : `${path}$`}`));
      await expectCurrent(page, label);
      await expect(page.locator("h1")).toHaveCount(1);
    }
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  });
});

test.describe("phone navigation", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("folds the links behind a Menu button that opens, closes with Escape, and works by keyboard", async ({
    page,
  }) => {
    await page.goto(second!.path);
    const button = page.getByRole("button", { name: site.labels.menu });
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(mainNav(page).getByRole("link").first()).toBeHidden();

    await button.focus();
    await page.keyboard.press("Enter");
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await expect(mainNav(page).getByRole("link")).toHaveText(pages.map((item) => item.label));
    await expectCurrent(page, second!.label);

    await page.keyboard.press("Tab");
    await expect(mainNav(page).getByRole("link").first()).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(button).toBeFocused();

    await page.keyboard.press("Space");
    await mainNav(page).getByRole("link", { name: last.label }).click();
    await expect(page).toHaveURL(new RegExp(`${last.path}$`));
    await expect(page.getByRole("button", { name: site.labels.menu })).toHaveAttribute("aria-expanded", "false");
    await page.getByRole("button", { name: site.labels.menu }).click();
    await expectCurrent(page, last.label);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test("the Menu control still reveals every link, and they load their pages", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: site.labels.menu }).click();
    const links = mainNav(page).getByRole("link");
    await expect(links).toHaveText(pages.map((item) => item.label));
    await links.filter({ hasText: third!.label }).click();
    await expect(page).toHaveURL(new RegExp(`${third!.path}$`));
    await expect(page.locator("h1")).toBeVisible();
  });
});
