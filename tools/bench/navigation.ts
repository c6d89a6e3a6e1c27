/**
 * Moving between pages on a phone: the time from a tap on a menu link to the next page's heading on
 * screen, in Chromium and in WebKit (test-support/visitor), at 390 px, with the network of a phone's first
 * visit (a round trip of 150 ms before every answer and 1.6 Mbit/s, as Lighthouse's mobile throttling;
 * a new connection's handshake is not counted). Each round opens HOME with an empty cache, waits until
 * its scripts have run, opens the menu and taps each other page's link in turn, coming back to HOME by
 * its address in between.
 *
 * With --project DIR, the same is measured on that checkout's built site (the commit before a change,
 * say), round for round. The tap's time is the click's (the finger lifting; Chromium has had the pointer
 * down 100 ms before, as a finger does), the heading's the first paint of the new page, or, where the
 * page changes without a new document (a client-side router), the frame after the heading changes.
 */
import fs from "fs";
import http from "http";
import path from "path";
import { chromium, type Page } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "../../test-support/browser";
import { pages, readContent } from "../../test-support/content";
import { launchWebkit } from "../../test-support/visitor/webkit";
import type { Driver } from "../../test-support/visitor/driver";
import { median, spread, table, until } from "./measure";
import { serve } from "./pages";
import { SITE_FOLDER } from "../../src/hosting/site-folder";

const RTT_MS = 150;
const BYTES_PER_SECOND = (1.6 * 1024 * 1024) / 8;
const VIEWPORT = { width: 390, height: 844 };

/** Answers on `port` what the server on `target` answers, one round trip late and at the phone's speed. */
function startThrottle(port: number, target: number): http.Server {
  const server = http.createServer((request, response) => {
    setTimeout(() => {
      const upstream = http.request(
        { host: "127.0.0.1", port: target, path: request.url, method: request.method, headers: request.headers },
        (answer) => {
          const chunks: Buffer[] = [];
          answer.on("data", (chunk: Buffer) => chunks.push(chunk));
          answer.on("end", () => {
            const body = Buffer.concat(chunks);
            response.writeHead(answer.statusCode ?? 502, answer.headers);
            const slice = Math.max(1, Math.round(BYTES_PER_SECOND / 50));
            const send = (from: number) => {
              if (from >= body.length) return void response.end();
              response.write(body.subarray(from, from + slice));
              setTimeout(() => send(from + slice), 20);
            };
            send(0);
          });
        },
      );
      upstream.on("error", () => response.writeHead(502).end());
      request.pipe(upstream);
    }, RTT_MS);
  });
  server.listen(port, "127.0.0.1");
  return server;
}

/**
 * Runs in the page before the tap: notes the click's time in sessionStorage (which the next document of
 * the same site keeps), and, for a page that changes without a new document, when its heading changes.
 */
const PROBE = `(() => {
  const heading = () => document.querySelector("h1")?.textContent ?? "";
  const before = heading();
  window.navigationProbe = true;
  addEventListener("click", (event) => sessionStorage.setItem("tapAt", String(performance.timeOrigin + event.timeStamp)), { capture: true, once: true });
  new MutationObserver((_, observer) => {
    if (heading() === before) return;
    observer.disconnect();
    requestAnimationFrame(() => (window.headingAt = performance.timeOrigin + performance.now()));
  }).observe(document.body, { childList: true, subtree: true, characterData: true });
})()`;

/** Runs in the page after the tap: milliseconds from the tap to the heading, once it shows `heading`. */
const RESULT = (heading: string) => `(() => {
  if (document.querySelector("h1")?.textContent !== ${JSON.stringify(heading)}) return null;
  const tapAt = Number(sessionStorage.getItem("tapAt"));
  if (window.navigationProbe) return window.headingAt ? window.headingAt - tapAt : null;
  const paint = performance.getEntriesByName("first-contentful-paint")[0];
  return paint ? performance.timeOrigin + paint.startTime - tapAt : null;
})()`;

/** The page is ready for a tap: its menu control is a button (the menu's script has run). */
const READY = `Boolean(document.querySelector('header button[aria-controls="site-menu"]:not([hidden])'))`;
const MENU_BUTTON = `document.querySelector('header button[aria-controls="site-menu"]:not([hidden])')`;
const LINK = (route: string) => `document.querySelector('nav#site-menu a[href="${route}"]')`;

/** What the bench asks of an engine: the same few steps through Playwright (Chromium) or WebDriver (WebKit). */
type Tab = { goto(url: string): Promise<void>; evaluate(expression: string): Promise<unknown>; tap(element: string): Promise<void> };

const chromiumTab = (page: Page): Tab => ({
  goto: async (url) => void (await page.goto(url)),
  evaluate: (expression) => page.evaluate(expression),
  async tap(element) {
    const { x, y } = await page.evaluate<{ x: number; y: number }>(
      `(() => { const box = ${element}.getBoundingClientRect(); return { x: box.x + box.width / 2, y: box.y + box.height / 2 }; })()`,
    );
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.waitForTimeout(100);
    await page.mouse.up();
  },
});

const webkitTab = (driver: Driver): Tab => ({
  goto: (url) => driver.goto(url),
  evaluate: (expression) => driver.evaluate(expression),
  tap: (element) => driver.click(element),
});

/** One round in one engine on one site: HOME, then each other page by its menu link. Milliseconds per page. */
async function round(tab: Tab, origin: string): Promise<Record<string, number>> {
  const times: Record<string, number> = {};
  for (const { path: route, schema } of pages.slice(1)) {
    const { heading } = readContent(schema).data as { heading: string };
    await tab.goto(`${origin}/`);
    await until(async () => (await tab.evaluate(READY)) === true, 30_000, 100);
    await tab.tap(MENU_BUTTON);
    await tab.evaluate(PROBE);
    await tab.tap(LINK(route));
    let elapsed: unknown = null;
    await until(async () => (elapsed = await tab.evaluate(RESULT(heading))) !== null, 30_000, 50);
    times[route] = elapsed as number;
  }
  return times;
}

export type NavigationResult = Record<string, Record<string, Record<string, number[]>>>;

/** Times the taps on each site (name -> built public/ folder), in each engine, round by round. */
export async function measureNavigation(root: string, sites: Record<string, string>, rounds: number, log: (line: string) => void) {
  const port = Number(process.env.BENCH_PORT ?? 9400) + 60;
  const names = Object.keys(sites);
  const servers = names.map((name, index) => serve(root, sites[name]!, port + index));
  const throttles = names.map((_, index) => startThrottle(port + 20 + index, port + index));
  const origin = (index: number) => `http://127.0.0.1:${port + 20 + index}`;
  const result: NavigationResult = {};
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const webkit = await launchWebkit({ reducedMotion: false, portFrom: port + 40 });
  try {
    for (let index = 0; index < names.length; index++)
      await until(async () => (await fetch(`http://127.0.0.1:${port + index}/`)).ok, 60_000, 300);
    for (let at = 1; at <= rounds; at++) {
      for (const [index, name] of names.entries()) {
        const context = await browser.newContext({ viewport: VIEWPORT });
        const chromiumTimes = await round(chromiumTab(await context.newPage()), origin(index));
        await context.close();
        const driver = await webkit.visit(true);
        await driver.setViewport(VIEWPORT);
        const webkitTimes = await round(webkitTab(driver), origin(index));
        await driver.close();
        for (const [engine, times] of [
          ["chromium", chromiumTimes],
          ["webkit", webkitTimes],
        ] as const) {
          for (const [route, ms] of Object.entries(times)) (((result[name] ??= {})[engine] ??= {})[route] ??= []).push(ms);
        }
      }
      log(`navigation, round ${at} of ${rounds}`);
    }
  } finally {
    await browser.close();
    await webkit.close();
    for (const throttle of throttles) throttle.close();
    for (const server of servers) if (server.pid) process.kill(-server.pid);
  }
  return result;
}

/** The part's report: per site and engine, each page's median and range, and all pages together. */
export function navigationReport(result: NavigationResult, rounds: number): string {
  const rows: string[][] = [];
  for (const [site, engines] of Object.entries(result)) {
    for (const [engine, byPage] of Object.entries(engines)) {
      const all = Object.values(byPage).flat();
      rows.push([
        site,
        engine,
        ...pages.slice(1).map(({ path: route }) => `${Math.round(median(byPage[route]!))} ms`),
        `${Math.round(median(all))} ms (${spread(all, 0)})`,
      ]);
    }
  }
  return [
    `From a tap on a menu link on HOME to the next page's heading on screen, at 390 px, on a phone's first-visit network ` +
      `(${RTT_MS} ms a round trip, 1.6 Mbit/s): median of ${rounds} rounds.`,
    table(["site", "engine", ...pages.slice(1).map(({ path: route }) => route), "all pages (range)"], rows),
  ].join("\n");
}

/** The folder of a checkout's built site (public/ in a checkout from before the site had a folder of its own). */
export const builtSite = (checkout: string) =>
  path.join(checkout, fs.existsSync(path.join(checkout, SITE_FOLDER)) ? SITE_FOLDER : "public");
