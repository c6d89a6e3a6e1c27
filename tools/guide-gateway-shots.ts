/**
 * The guide's pictures that only the e-mail sign-in's editor can show (for tools/guide-shots.ts): Access's
 * page (the stand-in, dressed as an owner dresses Cloudflare's), the editor as it opens after it, a change
 * refused at Save, Recent changes with its Put back, and a look at the site. The built site runs in
 * Cloudflare's runtime behind the stand-ins for Access and GitHub, as e2e/editor.spec.ts runs it. The
 * sign-in, Put back and the look at the site are counted, tap by tap, by the phone `camera` gives.
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
import { saveAndPublish, seeItLive, signInByCode, tappingPhone, type Phone } from "../test-support/recipes";
import { pageFor, readContent } from "../test-support/content";
import { aboutFile, coffeeFile, midtownFile, siteFile } from "../src/schema/schema";
import { CHANGES_IDS } from "../editor/admin/page-parts";

const STAFF = "maria@example.org";
const APP_ID = "424242";

export type Shoot = (page: Page, name: string, show?: ReturnType<Page["locator"]>) => Promise<void>;
/** The job a counted run does, as the guide names it. */
export const SIGN_IN = "Signing in with the day's code";
export const PUT_BACK = "Put back a change";
export const SEE_IT = "See a change on the site";

/** Two phone numbers other than the site's, for a change and a later one. */
function otherNumbers(): [string, string] {
  const now = readContent(siteFile).data.phone;
  return ["916-555-0177", "916-555-0188", "916-555-0199"].filter((number) => number !== now).slice(0, 2) as [string, string];
}

export async function gatewayShots(
  browser: Browser,
  port: number,
  shoot: Shoot,
  camera: (page: Page, job: string) => Phone,
): Promise<void> {
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
    page.on("dialog", (dialog) => void dialog.accept().catch(() => undefined));

    // Access's pages (the e-mail address, then the code), then the editor, signed in, as it first opens.
    await signInByCode(camera(page, SIGN_IN), access.origin, STAFF, () => access.codes.get(STAFF)!);
    await page.locator(`#${CHANGES_IDS.open}`).waitFor({ timeout: 30_000 });
    await shoot(page, "editor-home");

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
    const putting = camera(page, PUT_BACK);
    await putting.tap(page.getByRole("button", { name: "Recent changes" }));
    const dialog = page.getByRole("dialog", { name: "Recent changes" });
    const older = dialog.getByRole("listitem").nth(1);
    await older.getByRole("button", { name: "Put back" }).waitFor({ timeout: 30_000 });
    await shoot(page, "recent-changes");
    await older.getByRole("button", { name: "Put back" }).tap();
    await older.getByText(/A later change touched the same place/).waitFor({ timeout: 30_000 });
    await shoot(page, "put-back-conflict", older);
    // Opened again, the list is fresh: the newest change put back (counted: Recent changes, Put back, and OK).
    await dialog.getByRole("button", { name: "Close" }).tap();
    await page.getByRole("button", { name: "Recent changes" }).tap();
    const latest = dialog.getByRole("listitem").first();
    await putting.tap(latest.getByRole("button", { name: "Put back" }));
    await latest.getByText(/^Put back\. The site shows it/).waitFor({ timeout: 30_000 });
    await shoot(page, "put-back", latest);

    // The site, on the page that shows the photo gallery, loaded again.
    await seeItLive(camera(await context.newPage(), SEE_IT), access.origin, pageFor(midtownFile));
  } finally {
    await context.close();
    site.stop();
    await access.close();
    await standIn.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
