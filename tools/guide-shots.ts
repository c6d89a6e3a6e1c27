/**
 * `npm run guide:shots`: EDITING.md's pictures, taken at 390 px from the editor as the staff use it on
 * the live site (its forms and editorial workflow, with Decap's in-memory backend in the repository's
 * place: test-support/cms-workflow.ts), by following the guide's recipes tap by tap
 * (test-support/recipes.ts, which e2e/admin.spec.ts follows too); the sign-in, the first screen, a
 * refusal at Save, Recent changes and a look at the site from the e-mail sign-in's own editor
 * (guide-gateway-shots.ts). Writes docs/editing/*.png, and prints for each job its taps, the words on its
 * screens and its minutes, alone and with the day's sign-in. Run it again whenever the forms change.
 */
import fs from "fs";
import path from "path";
import sharp from "sharp";
import { chromium, type Browser, type Locator, type Page } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "../test-support/browser";
import { projectRoot } from "../test-support/built";
import { field, PHONE } from "../test-support/cms-phone";
import { serveWorkflowAdmin, type WorkflowAdmin } from "../test-support/cms-workflow";
import { contentRoot } from "../test-support/content";
import { readContent } from "../test-support/content";
import { CODE_FROM_MAIL, phoneOn, RECIPES, saveAndPublish, type Phone, type PickedPhoto } from "../test-support/recipes";
import { midtownFile, siteFile } from "../src/schema/schema";
import { gatewayShots, PUT_BACK, SEE_IT, SIGN_IN } from "./guide-gateway-shots";
import { freePort } from "../test-support/visitor/driver";
import { LIVE_STATUS_ID } from "../editor/admin/page-parts";
import { DECAP_WORDS } from "../editor/admin/decap-words";
import { SAY } from "../editor/gateway/answers";

const out = path.join(projectRoot, "docs", "editing");

/** Runs in the page: the words on screen, in the editor and its notices (not the preview behind it). */
function wordsOnScreen(): number {
  let words = 0;
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || parent.closest("script, style") || getComputedStyle(parent).visibility !== "visible") continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const box = range.getBoundingClientRect();
    if (box.width > 0 && box.bottom > 0 && box.top < innerHeight)
      words += (node.textContent ?? "").trim().split(/\s+/).filter(Boolean).length;
  }
  return words;
}

export type Count = { taps: number; typed: string[]; screens: number[]; waitSeconds?: number };

/**
 * A person's pace on a phone, for the guide's minutes: a tap (finding the button included) and a typed
 * letter; then the host's build, from Publish to the site showing it (docs/hosting.md, "From Publish to live").
 */
const SECONDS_A_TAP = 4;
const SECONDS_A_LETTER = 0.5;
const HOST_MINUTES = 6;
const secondsOnPhone = ({ taps, typed, waitSeconds = 0 }: Count) =>
  taps * SECONDS_A_TAP + typed.join("").length * SECONDS_A_LETTER + waitSeconds;

/**
 * A photograph of the site's own, as a phone's photo picker hands one over, with its description: one of
 * the gallery's (the roaster's, if there is one), which the carousel does not show.
 */
function sitePhoto(): PickedPhoto {
  const { photos } = readContent(midtownFile).data.gallery;
  const { image, alt } = photos.find((photo) => /roast/i.test(photo.alt)) ?? photos[0]!;
  const buffer = fs.readFileSync(path.join(contentRoot, path.dirname(midtownFile.file), image));
  return { name: "IMG_0101.JPG", mimeType: "image/jpeg", buffer, alt, caption: "Roasted here in Midtown" };
}

/** A phone that counts taps and takes each picture once. */
export function camera(page: Page, taken: Set<string>, count: Count): Phone {
  return phoneOn(page, {
    photo: sitePhoto(),
    counted: (taps, typed) => {
      count.taps += taps;
      if (typed !== undefined) count.typed.push(typed);
    },
    picture: async (name, show) => {
      count.screens.push(await page.evaluate(wordsOnScreen));
      if (taken.has(name)) return;
      taken.add(name);
      await shoot(page, name, show);
    },
  });
}

/** The phone's whole screen, with `show` (if any) scrolled to the top of the form, under the toolbar. */
async function shoot(page: Page, name: string, show?: Locator): Promise<void> {
  // The line after a publish is fixed at the bottom of the screen; anything else is scrolled into view.
  await show?.evaluate((element, fixed) => element.closest(fixed) || element.scrollIntoView({ block: "start" }), `#${LIVE_STATUS_ID}`);
  await page.waitForTimeout(700);
  // A palette of 256 colours keeps a picture of the editor sharp at a fraction of the size.
  await sharp(await page.screenshot())
    .png({ palette: true, effort: 10 })
    .toFile(path.join(out, `${name}.png`));
  console.log(`docs/editing/${name}.png`);
}

/** A phone as the staff hold it, signed in at the editor's first screen; "Are you sure?" answered OK. */
async function signedIn(browser: Browser, admin: WorkflowAdmin, clock = false): Promise<Page> {
  const page = await browser.newPage({ viewport: PHONE, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });
  if (clock) await page.clock.install();
  page.on("dialog", (dialog) => void dialog.accept());
  await page.goto(`${admin.url}/admin/`);
  await page.getByRole("button", { name: /login/i }).tap();
  await page.getByRole("link", { name: "Pages", exact: true }).first().waitFor();
  return page;
}

const build = (commit: string, secondsAgo: number) => ({
  commit: commit.repeat(40),
  committed: new Date(Date.now() - secondsAgo * 1000).toISOString(),
});

async function main(): Promise<void> {
  fs.mkdirSync(out, { recursive: true });
  const port = Number(process.env.CMS_DEVELOP_PORT ?? 8302);
  const admin = await serveWorkflowAdmin(await freePort(port));
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const taken = new Set<string>();
  const counts: Record<string, Count> = {};
  try {
    const first = await signedIn(browser, admin);
    // A form as it opens, before any change: what its top and bottom show on every form.
    await first
      .getByRole("link", { name: siteFile.label })
      .filter({ has: first.getByRole("heading", { level: 2 }) })
      .tap();
    await first.getByText(/changes saved/i).waitFor({ timeout: 30_000 });
    await shoot(first, "form");
    // A change saved and not published, found again under Workflow.
    await first.getByLabel(siteFile.fields.phone.label, { exact: true }).fill("916-555-0199");
    await first.getByRole("button", { name: "Save", exact: true }).tap();
    await first.getByText(DECAP_WORDS.ui.toast.entrySaved, { exact: true }).waitFor({ timeout: 30_000 });
    await first.locator(".Toastify__close-button").tap();
    await shoot(first, "saved");
    // The arrow at the top left (beside "Changes saved") leads back, where Workflow is.
    await first.getByRole("link", { name: /changes saved/i }).tap();
    await first.getByRole("link", { name: "Workflow" }).tap();
    await first.getByText(siteFile.label).first().waitFor({ timeout: 30_000 });
    await shoot(first, "workflow");
    await first.close();

    for (const recipe of RECIPES) {
      admin.setBuild(build("a", 3600));
      const page = await signedIn(browser, admin, true);
      const count: Count = { taps: 0, typed: [], screens: [] };
      counts[recipe.job] = count;
      await recipe.run(camera(page, taken, count), contentRoot);
      if (!taken.has("live")) {
        admin.setBuild(build("b", 0));
        await page.clock.fastForward(21_000);
        await page.getByText(/The site shows it since/).waitFor();
        await shoot(page, "live", page.locator(`#${LIVE_STATUS_ID}`));
        taken.add("live");
      }
      await page.close();
    }

    // When the site has not updated: the same publish, 15 minutes on.
    admin.setBuild(build("a", 3600));
    const late = await signedIn(browser, admin, true);
    await late
      .getByRole("link", { name: "Site-wide facts" })
      .filter({ has: late.getByRole("heading", { level: 2 }) })
      .tap();
    await late.getByLabel(siteFile.fields.phone.label, { exact: true }).fill("916-555-0198");
    await saveAndPublish(camera(late, taken, { taps: 0, typed: [], screens: [] }));
    await late.clock.fastForward("15:10");
    await late.getByText(/does not show it yet/).waitFor();
    await shoot(late, "late", late.locator(`#${LIVE_STATUS_ID}`));

    // A change the form refuses, in the form's names.
    await late.getByRole("button", { name: "Close", exact: true }).tap();
    const monday = field(late, "hours", "monday");
    if ((await monday.getByRole("switch").getAttribute("aria-checked")) === "true") await monday.getByRole("switch").tap();
    await monday.getByLabel(/^Opens/).fill("18:00");
    await monday.getByLabel(/^Closes/).fill("07:00");
    await late.getByRole("button", { name: "Save", exact: true }).tap();
    await late.getByText(new RegExp(`^${SAY.notSaved([])}`)).waitFor();
    await shoot(late, "refused");
    await late.close();

    await gatewayShots(browser, port + 20, shoot, (page, job) => camera(page, taken, (counts[job] = { taps: 0, typed: [], screens: [] })));
  } finally {
    await browser.close();
    await admin.close();
  }
  // The day's sign-in, when the phone has none yet: Access's page, and the phone's Mail app besides.
  const signIn = counts[SIGN_IN]!;
  const code = { taps: signIn.taps + CODE_FROM_MAIL.taps, seconds: secondsOnPhone(signIn) + CODE_FROM_MAIL.seconds };
  const minutes = (seconds: number) => Math.ceil(seconds / 60);
  console.log(`\n${SIGN_IN}: ${code.taps} taps, ${minutes(code.seconds)} minutes (the e-mail's minute included)`);
  console.log(`\njob: taps (typed), then with the day's code; minutes on the phone, then with the code, + ${HOST_MINUTES} for the host`);
  for (const [job, count] of Object.entries(counts)) {
    if (job === SIGN_IN) continue;
    // Publish and Put back ask "Are you sure...?" first: one more tap (OK), where the job publishes. A job
    // in the editor starts with its icon on the Home Screen, a tap the day's sign-in counts already.
    const asks = job === PUT_BACK || RECIPES.some((recipe) => recipe.job === job) ? 1 : 0;
    const opens = job === SEE_IT ? 0 : 1;
    const done = { ...count, taps: count.taps + asks };
    const taps = done.taps + opens;
    const seconds = secondsOnPhone({ ...done, taps });
    // The site itself needs no sign-in.
    const coded = job === SEE_IT ? { taps, seconds } : { taps: done.taps + code.taps, seconds: secondsOnPhone(done) + code.seconds };
    const host = asks ? ` + ${HOST_MINUTES} = ${minutes(coded.seconds) + HOST_MINUTES}` : "";
    console.log(
      `${job}: ${taps} taps (${done.typed.length} typed: ${done.typed.join(" | ")}), ${coded.taps} with the code; ${minutes(seconds)} minutes, ${minutes(coded.seconds)} with the code${host}; words ${done.screens.join(", ")}`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
