/** axe-core finds nothing, at phone and desktop widths, with the phone menu open too. */
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { everyPage, pages, site } from "../test-support/content";

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

async function violations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
  );
}

/** Scrolls through the page so lazy images and anything revealed on scroll are in the audit. */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
    window.scrollTo(0, 0);
  });
}

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const { path, label } of everyPage) {
      test(`${label} has no axe violations`, async ({ page }) => {
        await page.goto(path);
        await scrollThrough(page);
        expect(await violations(page)).toEqual([]);
      });
    }
  });
}

test("the open phone menu has no axe violations", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(pages[pages.length - 1]!.path);
  await page.getByRole("button", { name: site.labels.menu }).click();
  await expect(page.getByRole("navigation", { name: site.labels.mainNavigation })).toBeVisible();
  expect(await violations(page)).toEqual([]);
});
