/**
 * `npm run guide:shots`: EDITING.md's pictures, taken at 390 px from the editor as the staff use it on
 * the live site (the GitHub backend's forms and editorial workflow, with Decap's in-memory backend in
 * GitHub's place: test-support/cms-workflow.ts), by following the guide's recipes tap by tap
 * (test-support/recipes.ts, which e2e/admin.spec.ts follows too). Writes docs/editing/*.png, and prints
 * for each job the taps it takes and the words on its screens. Run it again whenever the forms change.
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
import { RECIPES, saveAndPublish, type Phone } from "../test-support/recipes";
import { freePort } from "../test-support/visitor/driver";
import { LIVE_STATUS_ID } from "../src/cms/preview/handover";

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

type Count = { taps: number; typed: string[]; screens: number[] };

/** A phone that counts taps and takes each picture once. */
function camera(page: Page, taken: Set<string>, count: Count): Phone {
  return {
    page,
    tap: async (target) => {
      count.taps += 1;
      await target.tap();
    },
    type: async (target, text) => {
      count.taps += 1;
      count.typed.push(text);
      await target.tap();
      await target.fill(text);
    },
    picture: async (name, show) => {
      count.screens.push(await page.evaluate(wordsOnScreen));
      if (taken.has(name)) return;
      taken.add(name);
      await shoot(page, name, show);
    },
  };
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

/**
 * The editor's sign-in screen, as a build with CMS_GITHUB_REPO serves it (its Login with GitHub button).
 * The pages GitHub shows after it are GitHub's own: the guide describes them in words, never shows them.
 */
async function signInScreen(browser: Browser, port: number): Promise<void> {
  const admin = await serveWorkflowAdmin(await freePort(port), { github: true });
  try {
    const page = await browser.newPage({ viewport: PHONE, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });
    await page.goto(`${admin.url}/admin/`);
    await page.getByRole("button", { name: "Login with GitHub" }).waitFor();
    await shoot(page, "sign-in");
  } finally {
    await admin.close();
  }
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
    await signInScreen(browser, port);

    const first = await signedIn(browser, admin);
    await shoot(first, "editor-home");
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
    await late.getByLabel("Phone", { exact: true }).fill("916-555-0199");
    await saveAndPublish(camera(late, taken, { taps: 0, typed: [], screens: [] }));
    await late.clock.fastForward("15:10");
    await late.getByText(/does not show it yet/).waitFor();
    await shoot(late, "late", late.locator(`#${LIVE_STATUS_ID}`));

    // The weekly switch, with what it says; and a change the form refuses, in the form's names.
    await late.getByRole("button", { name: "Close", exact: true }).tap();
    const monday = field(late, "hours", "monday");
    await shoot(late, "weekly-closed", monday);
    if ((await monday.getByRole("switch").getAttribute("aria-checked")) === "true") await monday.getByRole("switch").tap();
    await monday.getByLabel(/^Opens/).fill("18:00");
    await monday.getByLabel(/^Closes/).fill("07:00");
    await late.getByRole("button", { name: "Save", exact: true }).tap();
    await late.getByText(/Failed to persist/).waitFor();
    await shoot(late, "refused");
  } finally {
    await browser.close();
    await admin.close();
  }
  console.log("\njob: taps (typed), words on each pictured screen");
  for (const [job, { taps, typed, screens }] of Object.entries(counts)) {
    // The phone's "Are you sure you want to publish this entry?" box takes one more tap (OK).
    console.log(`${job}: ${taps + 1} taps (${typed.length} typed: ${typed.join(" | ")}); words ${screens.join(", ")}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
