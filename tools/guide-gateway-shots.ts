/**
 * The guide's pictures that only the e-mail sign-in's editor can show (for tools/guide-shots.ts): the
 * editor as it opens after Access, a change refused at Save, and Recent changes with its Put back. The built
 * site runs in Cloudflare's runtime behind the stand-ins for Access and GitHub, as e2e/editor.spec.ts
 * runs it. Access's own pages are Cloudflare's, not the site's: the guide describes them in words.
 */
import crypto from "crypto";
import fs from "fs";
import os from "os";
import path from "path";
import sharp from "sharp";
import type { Browser, Page } from "@playwright/test";
import { AccessStandIn, AUD } from "../test-support/access-stand-in";
import { PHONE } from "../test-support/cms-phone";
import { contentRoot } from "../test-support/content";
import { GitHubStandIn } from "../test-support/github-stand-in";
import { certificate, cloudflareSite } from "../test-support/editor-sites";
import { saveAndPublish, tappingPhone } from "../test-support/recipes";
import { readContent } from "../test-support/content";
import { aboutFile, coffeeFile, siteFile } from "../src/schema/schema";

const STAFF = "maria@example.org";
const APP_ID = "424242";

export type Shoot = (page: Page, name: string, show?: ReturnType<Page["locator"]>) => Promise<void>;

/** Two phone numbers other than the site's, for a change and a later one. */
function otherNumbers(): [string, string] {
  const now = readContent(siteFile).data.phone;
  return ["916-555-0177", "916-555-0188", "916-555-0199"].filter((number) => number !== now).slice(0, 2) as [string, string];
}

export async function gatewayShots(browser: Browser, port: number, shoot: Shoot): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "guide-gateway-"));
  const tls = certificate(dir);
  const appKey = crypto.generateKeyPairSync("rsa", { modulusLength: 2048 });
  const standIn = await new GitHubStandIn({
    repo: "cafe/site",
    branch: "main",
    contentDir: contentRoot,
    app: { id: APP_ID, clientId: "Iv1.editor", publicKey: appKey.publicKey },
  }).start();
  const access = await new AccessStandIn(tls).start();
  const site = await cloudflareSite(port, tls, {
    ACCESS_TEAM_DOMAIN: access.team,
    ACCESS_AUD: AUD,
    GITHUB_APP_ID: APP_ID,
    GITHUB_APP_PRIVATE_KEY: appKey.privateKey.export({ type: "pkcs1", format: "pem" }).toString(),
    GITHUB_API_URL: standIn.url,
  });
  const context = await browser.newContext({
    viewport: PHONE,
    hasTouch: true,
    isMobile: true,
    deviceScaleFactor: 2,
    ignoreHTTPSErrors: true,
  });
  try {
    await access.guard(site.origin);
    access.allowed.add(STAFF);
    const page = await context.newPage();
    page.on("dialog", (dialog) => void dialog.accept());

    // Access's pages (the e-mail address, then the code), then the editor, signed in.
    await page.goto(`${access.origin}/admin/`);
    await page.getByLabel("Enter your email").fill(STAFF);
    await page.getByRole("button", { name: "Send me a code" }).tap();
    const code = page.getByLabel("Enter the code");
    await code.waitFor();
    await code.fill(access.codes.get(STAFF)!);
    await page.getByRole("button", { name: "Sign in" }).tap();
    await page.getByRole("link", { name: "Pages", exact: true }).first().waitFor({ timeout: 60_000 });
    await shoot(page, "sign-in");

    // A photograph saved from a chat, too small for the page: Save is refused, and says why.
    const coffee = readContent(coffeeFile).data.carousel.slides[0]!.image;
    const small = await sharp(path.join(contentRoot, path.dirname(coffeeFile.file), coffee))
      .resize(1200)
      .jpeg()
      .toBuffer();
    await page.goto(`${access.origin}/admin/#/collections/pages/entries/${aboutFile.file.split("/")[0]}`);
    await page.getByRole("button", { name: "Choose different image" }).tap({ timeout: 30_000 });
    await page.locator('input[type="file"]').setInputFiles({ name: "IMG_0300.JPG", mimeType: "image/jpeg", buffer: small });
    await page.getByRole("button", { name: "Choose selected" }).tap({ timeout: 30_000 });
    await page.getByRole("button", { name: "Save", exact: true }).tap();
    const why = page.getByText(/found a photograph of 1200 x \d+ pixels/);
    await why.waitFor({ timeout: 30_000 });
    await shoot(page, "save-refused");

    // Two changes of the phone number, published: the later one touches the same place as the first.
    const [first, later] = otherNumbers();
    for (const number of [first, later]) {
      await page.goto(`${access.origin}/admin/#/collections/site/entries/${siteFile.file.split("/")[0]}`);
      await page.reload();
      await page.getByText(/changes saved/i).waitFor({ timeout: 30_000 });
      await page.getByLabel(siteFile.fields.phone.label, { exact: true }).fill(number);
      await saveAndPublish(tappingPhone(page));
    }
    await page.goto(`${access.origin}/admin/#/collections/site`);
    await page.getByRole("button", { name: "Recent changes" }).tap({ timeout: 30_000 });
    const dialog = page.getByRole("dialog", { name: "Recent changes" });
    const older = dialog.getByRole("listitem").nth(1);
    await older.getByRole("button", { name: "Put back" }).waitFor({ timeout: 30_000 });
    await shoot(page, "recent-changes");
    await older.getByRole("button", { name: "Put back" }).tap();
    await older.getByText(/A later change touched the same place/).waitFor({ timeout: 30_000 });
    await shoot(page, "put-back-conflict", older);
    // Opened again, the list is fresh: the newest change put back.
    await dialog.getByRole("button", { name: "Close" }).tap();
    await page.getByRole("button", { name: "Recent changes" }).tap();
    const latest = dialog.getByRole("listitem").first();
    await latest.getByRole("button", { name: "Put back" }).tap();
    await latest.getByText(/^Put back\. The site shows it/).waitFor({ timeout: 30_000 });
    await shoot(page, "put-back", latest);
  } finally {
    await context.close();
    site.stop();
    await access.close();
    await standIn.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
