/**
 * What the cafe's clock costs a page (docs/opening-hours.md), in Chromium on the built dist/: the
 * first `Intl.DateTimeFormat` with a time zone in a fresh page against a look-up in the zone's table
 * the build wrote, paired round by round at 4x CPU throttling (a phone's); and the layout shift HOME's
 * banner and MIDTOWN CAFE's notice would make if they were shown or hidden after the first paint, as
 * on a day the site was not built, instead of by the <head> script before it.
 */
import fs from "fs";
import path from "path";
import { chromium, type Browser } from "@playwright/test";
import { chromiumArgs, testBrowserPath } from "../../test-support/browser";
import { BUDGETS } from "../../test-support/budgets";
import { serveDir } from "../../test-support/serve-dir";
import { SITE_FOLDER } from "../../src/hosting/site-folder";
import { median, spread, table } from "./measure";

/** Runs in the page: ms for the cafe's date and minute by Intl, or by the table in the open-now line's data. */
const CLOCK = (by: "Intl" | "table") => `(() => {
  const { timeZone, zone } = JSON.parse(document.querySelector("[data-open-now]").dataset.hours);
  const started = performance.now();
  if (${JSON.stringify(by)} === "Intl") {
    new Intl.DateTimeFormat("en-US", { timeZone, hourCycle: "h23", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit" }).formatToParts(new Date());
  } else {
    const minute = Date.now() / 60000;
    let offset = 0;
    for (const [from, value] of zone.offsets) if (from <= minute) offset = value;
    new Date(Date.now() + offset * 60000).toISOString();
  }
  return performance.now() - started;
})()`;

async function clockCost(browser: Browser, url: string, rounds: number): Promise<Record<string, number[]>> {
  const times: Record<string, number[]> = { Intl: [], table: [] };
  for (let round = 0; round < rounds; round++) {
    for (const by of round % 2 ? (["table", "Intl"] as const) : (["Intl", "table"] as const)) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      // Without the page's own scripts, so that nothing else has asked Intl first.
      await page.route("**/islands/**", (route) => route.abort());
      await (await context.newCDPSession(page)).send("Emulation.setCPUThrottlingRate", { rate: 4 });
      await page.goto(url);
      times[by]!.push(await page.evaluate<number>(CLOCK(by)));
      await context.close();
    }
  }
  return times;
}

/** Runs in the page after its first paint: the layout shift of flipping the announcement, as an island would. */
const FLIP = (selector: string) => `(async () => {
  let sum = 0;
  new PerformanceObserver((list) => { for (const entry of list.getEntries()) if (!entry.hadRecentInput) sum += entry.value; }).observe({ type: "layout-shift" });
  document.querySelector(${JSON.stringify(selector)}).toggleAttribute("data-dated-hidden");
  await new Promise((done) => setTimeout(done, 500));
  return sum;
})()`;

const ANNOUNCEMENTS = [
  { route: "/", selector: 'aside[data-dated="banner"]', what: "HOME's banner" },
  { route: "/midtown", selector: 'section[data-dated="notice"]', what: "MIDTOWN CAFE's notice" },
];

export async function datedReport(root: string, rounds: number): Promise<string> {
  const siteDir = path.join(root, SITE_FOLDER);
  if (!fs.existsSync(path.join(siteDir, "index.html"))) throw new Error(`${SITE_FOLDER}/ is empty: run npm run build`);
  const site = await serveDir(siteDir);
  const browser = await chromium.launch({ executablePath: testBrowserPath, args: chromiumArgs });
  try {
    const times = await clockCost(browser, `${site.url}/`, rounds);
    const shifts: string[][] = [];
    for (const { route, selector, what } of ANNOUNCEMENTS) {
      const row = [what];
      for (const width of [390, 1280]) {
        const context = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 900 } });
        const page = await context.newPage();
        await page.goto(`${site.url}${route}`);
        await page.waitForTimeout(500);
        row.push((await page.evaluate<number>(FLIP(selector))).toFixed(4));
        await context.close();
      }
      shifts.push(row);
    }
    const ms = (values: number[]) => `${median(values).toFixed(1)} ms (${spread(values)})`;
    return [
      `The cafe's clock at 4x CPU throttling, each in a fresh page, paired round by round: median of ${rounds} (range).`,
      table(
        ["read by", "time", "long tasks (50 ms or more)"],
        [
          ["Intl.DateTimeFormat with the zone, first use", ms(times.Intl!), `${times.Intl!.filter((t) => t >= 50).length} of ${rounds}`],
          ["the zone's table the build wrote", ms(times.table!), `${times.table!.filter((t) => t >= 50).length} of ${rounds}`],
        ],
      ),
      `The layout shift of an announcement shown or hidden after the first paint, as on a day the site was not built (the budget: ${BUDGETS.cls}):`,
      table(["announcement", "390 px", "1280 px"], shifts),
    ].join("\n\n");
  } finally {
    await browser.close();
    await site.close();
  }
}
