/**
 * `npm run guide:shots`: the pictures in EDITING.md, taken from the real /admin/ so they show the forms
 * as they are now. Runs `npm run cms` on a temporary copy of the project (nothing here is changed),
 * opens the editor in Chromium and saves screenshots to docs/editing/: the list of pages, a form with its
 * preview, and a value the form refuses, on a desk; then, as a 390 px phone shows them, the opening hours
 * in the form and the page in the preview. Run it again whenever the forms change.
 */
import fs from "fs";
import path from "path";
import { chromium, type Page } from "@playwright/test";
import { copyProject } from "../test-support/project-copy";
import { openSiteFacts, startCms, type CmsRun } from "../test-support/cms-run";
import { chromiumArgs, chromiumPath } from "../test-support/browser";
import { projectRoot } from "../test-support/built";
import { field, PHONE } from "../test-support/cms-phone";
import { readContent } from "../test-support/content";
import { homeFile } from "../src/schema/schema";

const proxyPort = Number(process.env.CMS_PROXY_PORT ?? 8382);
const developPort = Number(process.env.CMS_DEVELOP_PORT ?? 8302);
const out = path.join(projectRoot, "docs", "editing");

async function shoot(page: Page, name: string): Promise<void> {
  await page.waitForTimeout(500);
  await page.screenshot({ path: path.join(out, name) });
  console.log(`docs/editing/${name}`);
}

async function main(): Promise<void> {
  const dir = copyProject();
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  let cms: CmsRun | undefined;
  try {
    cms = await startCms(dir, { proxy: proxyPort, develop: developPort });
    const site = cms.url;
    fs.mkdirSync(out, { recursive: true });
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${site}/admin/`);
    await page.getByRole("button", { name: /login/i }).click();
    await page.getByRole("link", { name: "Pages" }).first().click();
    await page.getByText("Coffee page", { exact: true }).waitFor();
    await shoot(page, "pages.png");

    await openSiteFacts(page);
    const offer = page.getByLabel("Offer", { exact: true });
    await offer.scrollIntoViewIfNeeded();
    await shoot(page, "form-and-preview.png");

    const phone = page.getByLabel("Phone", { exact: true });
    await phone.fill("225-0738");
    await page.getByRole("button", { name: "Publish" }).click();
    await page.getByText("Publish now").click();
    // Decap writes the refusal above the field: bring both into view.
    await phone.scrollIntoViewIfNeeded();
    await page.mouse.move(300, 400);
    await page.mouse.wheel(0, -160);
    await shoot(page, "refused.png");

    // On a phone: the form, then the switch under it turned to the preview, at the hours.
    const phonePage = await browser.newPage({ viewport: PHONE, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });
    await phonePage.goto(`${site}/admin/#/collections/site/entries/site`);
    await phonePage.getByRole("button", { name: /login/i }).tap();
    const monday = field(phonePage, "hours", "monday");
    await monday.evaluate((element) => element.scrollIntoView({ block: "start" }));
    await shoot(phonePage, "phone-form.png");
    await phonePage.getByText("Preview", { exact: true }).tap();
    const { visit } = readContent(homeFile, path.join(dir, "content")).data;
    await phonePage.frameLocator("iframe").first().getByRole("heading", { name: visit.heading }).scrollIntoViewIfNeeded();
    await shoot(phonePage, "phone-preview.png");
  } finally {
    await browser.close();
    cms?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
