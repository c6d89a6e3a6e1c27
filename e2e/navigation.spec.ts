/**
 * The phone menu without JavaScript (Chromium only: scripting is switched off through Playwright).
 * With JavaScript, navigation is tested in every engine in e2e/engines/navigation.spec.ts.
 */
import { expect, test } from "@playwright/test";
import { pages, site } from "../test-support/content";

test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

test("without JavaScript the Menu control still reveals every link, and they load their pages", async ({ page }) => {
  const third = pages[2]!;
  await page.goto("/");
  await page.getByRole("link", { name: site.labels.menu }).click();
  const links = page.getByRole("navigation", { name: site.labels.mainNavigation }).getByRole("link");
  await expect(links).toHaveText(pages.map((item) => item.label));
  await links.filter({ hasText: third.label }).click();
  await expect(page).toHaveURL(new RegExp(`${third.path}$`));
  await expect(page.locator("h1")).toBeVisible();
});
