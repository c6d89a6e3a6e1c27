/**
 * Moving between pages on a phone: the time from a tap on a menu link on HOME to the next page's largest
 * paint, at 390 px, on a phone's first-visit network or a desktop's (visit-proxy.ts), on the built site and on the same
 * site without its prerender rules (its prefetch rules kept), round by round:
 * - in Chromium, the whole browser moved by a real pointer, with no DevTools attached (real-pointer.ts),
 *   reaching for the link in two ways: a tap (down at once, up TAP_MS later, as a finger) and a mouse that
 *   rests on the link REST_MS before its click;
 * - in WebKit and Firefox, which prerender nothing, a tap through the tests' adapters.
 * Each round opens HOME with an empty cache; for each other page it opens the menu, taps the page's link,
 * waits for the page's report and comes back to HOME by its address. The tap's time is the click's (the
 * finger lifting); the paint's is the page's largest contentful paint (its first where an engine has no
 * LCP), and never before its activation for a page that was prerendered. In the last round, Chromium also
 * rests on each link without clicking: the bytes each prerender costs. With --project DIR, that checkout's
 * built site too, round for round.
 */
import fs from "fs";
import path from "path";
import { builtPages } from "../../test-support/built";
import { BUDGETS } from "../../test-support/budgets";
import { pages } from "../../test-support/content";
import { launchFirefox } from "../../test-support/visitor/firefox";
import { launchWebkit } from "../../test-support/visitor/webkit";
import type { Driver, Engine } from "../../test-support/visitor/driver";
import { SITE_FOLDER } from "../../src/hosting/site-folder";
import { sha256 } from "../../src/lib/policy";
import { SPECULATION_RULES } from "../../src/islands/speculation-rules";
import { median, spread, table, until } from "./measure";
import { serve } from "./pages";
import { startRealChromium, TAP_MS, type RealChromium } from "./real-pointer";
import { BYTES_PER_SECOND, HOME, NETWORK, RTT_MS, startVisitProxy, type VisitProxy } from "./visit-proxy";
import type { Point } from "./probe";

const VIEWPORT = { width: 390, height: 844 };
/** How long a mouse rests on a link before its click: a quick visitor's. */
const REST_MS = 400;
/** How long the bench rests on a link to let its prerender finish, to count its bytes. */
const SETTLE_MS = 4000;
const routes = pages.slice(1).map((page) => page.path);

/** The ways a visitor reaches for a link: in which engine, and how long a mouse rests on it first. */
const REACHES = [
  { name: "chromium, tap", engine: "chromium", restMs: 0 },
  { name: `chromium, mouse resting ${REST_MS} ms`, engine: "chromium", restMs: REST_MS },
  { name: "webkit, tap", engine: "webkit", restMs: 0 },
  { name: "firefox, tap", engine: "firefox", restMs: 0 },
] as const;
type Reach = (typeof REACHES)[number];

/** Milliseconds from tap to paint: site -> reach -> page -> one value a round. */
export type NavigationResult = { times: Record<string, Record<string, Record<string, number[]>>>; prerenderBytes: Record<string, number> };

const WITH = "with prerender rules";
const WITHOUT = "without prerender rules";

/** The built site with its prefetch rules alone: each page's speculation rules less `prerender`, and the policy's hash for them. */
async function withoutPrerenderRules(root: string): Promise<string> {
  const copy = path.join(root, ".bench", "no-prerender");
  fs.rmSync(copy, { recursive: true, force: true });
  fs.cpSync(path.join(root, SITE_FOLDER), copy, { recursive: true });
  const built = JSON.stringify(SPECULATION_RULES);
  const fetchOnly = JSON.stringify({ prefetch: SPECULATION_RULES.prefetch });
  for (const { file } of builtPages(copy)) {
    const html = fs.readFileSync(file, "utf8");
    if (!html.includes(built)) throw new Error(`${file} does not carry the site's speculation rules: build again`);
    fs.writeFileSync(file, html.replace(built, fetchOnly));
  }
  const headers = path.join(copy, "_headers");
  fs.writeFileSync(headers, fs.readFileSync(headers, "utf8").replace(await sha256(built), await sha256(fetchOnly)));
  return copy;
}

/** What the bench does in one engine: open HOME in a new window (resolving with where its menu is), press the menu, reach for a link. */
type Hand = {
  open(origin: string, proxy: VisitProxy): Promise<Point>;
  menu(at: Point): Promise<void>;
  reach(route: string, at: Point): Promise<void>;
  quit(): Promise<void>;
};

/** Chromium through the real pointer, which moves in screen coordinates: the page's first pointer move says where it is. */
function chromiumHand(chromium: RealChromium, restMs: number): Hand & { rest(at: Point): Promise<void> } {
  let offset: Point = { x: 0, y: 0 };
  const onScreen = ({ x, y }: Point) => ({ x: x + offset.x, y: y + offset.y });
  return {
    async open(origin, proxy) {
      const ready = proxy.next("ready", HOME, 60_000);
      await chromium.open(`${origin}${HOME}`);
      const { menu } = await ready;
      const moved = proxy.next("pointer");
      await chromium.point({ x: 20, y: 400 });
      await chromium.point({ x: 24, y: 404 });
      const { dx, dy } = await moved;
      offset = { x: dx, y: dy };
      return menu;
    },
    menu: (at) => chromium.click(onScreen(at)),
    reach: (_, at) => chromium.click(onScreen(at), restMs),
    rest: (at) => chromium.point(onScreen(at)),
    quit: () => chromium.quit(),
  };
}

/** WebKit or Firefox through the tests' adapter, which points at elements. */
function driverHand(engine: Engine): Hand {
  let tab: Driver | undefined;
  return {
    async open(origin, proxy) {
      const ready = proxy.next("ready", HOME, 60_000);
      tab = await engine.visit(true);
      await tab.setViewport(VIEWPORT);
      await tab.goto(`${origin}${HOME}`);
      return (await ready).menu;
    },
    menu: () => tab!.click(`document.querySelector('header button[aria-controls="site-menu"]:not([hidden])')`),
    reach: (route) => tab!.click(`document.querySelector('nav#site-menu a[href="${route}"]')`),
    quit: async () => tab?.close(),
  };
}

/** One round in one engine on one site: HOME, then each other page by its menu link. Milliseconds per page. */
async function round(hand: Hand, proxy: VisitProxy, origin: string): Promise<Record<string, number>> {
  const times: Record<string, number> = {};
  let menu = await hand.open(origin, proxy);
  for (const [index, route] of routes.entries()) {
    if (index > 0) {
      const again = proxy.next("ready", HOME);
      proxy.goTo(HOME);
      ({ menu } = await again);
    }
    const opened = proxy.next("menu", HOME);
    await hand.menu(menu);
    const { links } = await opened;
    const reachedAt = Date.now();
    const tapped = proxy.next("tap", HOME);
    const shown = proxy.next("result", route);
    await hand.reach(route, links[route]!);
    let tap = await tapped;
    // Now and then the menu's own click is reported late: the link's is the one after the reach began.
    while (tap.at < reachedAt - 50) tap = await proxy.next("tap", HOME);
    times[route] = (await shown).paint - tap.at;
  }
  await hand.quit();
  return times;
}

/** The bytes each page's prerender fetches once HOME's visit has cached what pages share: a mouse rests on each link in turn. */
async function prerenderBytes(chromium: RealChromium, proxy: VisitProxy, origin: string): Promise<Record<string, number>> {
  const hand = chromiumHand(chromium, 0);
  const opened = proxy.next("menu", HOME);
  await hand.menu(await hand.open(origin, proxy));
  const { links } = await opened;
  const bytes: Record<string, number> = {};
  proxy.takeSpeculativeBytes();
  for (const route of routes) {
    await hand.rest(links[route]!);
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    bytes[route] = proxy.takeSpeculativeBytes();
  }
  await hand.quit();
  return bytes;
}

/** Times the taps on each site (name -> built site folder), in each engine and way of reaching, round by round. */
export async function measureNavigation(root: string, others: Record<string, string>, rounds: number, log: (line: string) => void) {
  const sites: Record<string, string> = { [WITH]: path.join(root, SITE_FOLDER), [WITHOUT]: await withoutPrerenderRules(root), ...others };
  const port = Number(process.env.BENCH_PORT ?? 9400) + 60;
  const names = Object.keys(sites);
  const servers = names.map((name, index) => serve(root, sites[name]!, port + index));
  const proxies = names.map((_, index) => startVisitProxy(port + 20 + index, port + index));
  const origin = (index: number) => `http://127.0.0.1:${port + 20 + index}`;
  const result: NavigationResult = { times: {}, prerenderBytes: {} };
  const chromium = await startRealChromium(VIEWPORT);
  const webkit = await launchWebkit({ reducedMotion: false, portFrom: port + 40 });
  const firefox = await launchFirefox({ reducedMotion: false, portFrom: port + 40 });
  const handOf = ({ engine, restMs }: Reach): Hand =>
    engine === "chromium" ? chromiumHand(chromium, restMs) : driverHand(engine === "webkit" ? webkit : firefox);
  try {
    for (let index = 0; index < names.length; index++)
      await until(async () => (await fetch(`http://127.0.0.1:${port + index}/`)).ok, 60_000, 300);
    for (let at = 1; at <= rounds; at++) {
      // Every other round the other way round, so that no site is always the first after a cold start.
      const order = at % 2 ? [...names.keys()] : [...names.keys()].reverse();
      for (const reach of REACHES) {
        for (const index of order) {
          const times = await round(handOf(reach), proxies[index]!, origin(index)).catch((error: unknown) => {
            throw new Error(`${reach.name}, ${names[index]}: ${String(error)}`);
          });
          for (const [route, ms] of Object.entries(times))
            (((result.times[names[index]!] ??= {})[reach.name] ??= {})[route] ??= []).push(ms);
        }
      }
      log(`navigation, round ${at} of ${rounds}`);
    }
    result.prerenderBytes = await prerenderBytes(chromium, proxies[0]!, origin(0));
  } finally {
    await chromium.close();
    await webkit.close();
    await firefox.close();
    for (const proxy of proxies) proxy.close();
    for (const server of servers) if (server.pid) process.kill(-server.pid);
  }
  return result;
}

const ms = (value: number) => `${Math.round(value)} ms`;

/** The part's report: each site's medians, the pairs with and without the rules, and what a prerender costs. */
export function navigationReport({ times, prerenderBytes: bytes }: NavigationResult, rounds: number): string {
  const rows: string[][] = [];
  for (const [site, byReach] of Object.entries(times)) {
    for (const [reach, byPage] of Object.entries(byReach)) {
      const all = Object.values(byPage).flat();
      rows.push([site, reach, ...routes.map((route) => ms(median(byPage[route]!))), `${ms(median(all))} (${spread(all, 0)})`]);
    }
  }
  const goal = BUDGETS.nextPageMs;
  const pairs = REACHES.map(({ name: reach }) => {
    const withRules = routes.flatMap((route) => times[WITH]?.[reach]?.[route] ?? []);
    const without = routes.flatMap((route) => times[WITHOUT]?.[reach]?.[route] ?? []);
    const ratios = withRules.map((value, i) => value / without[i]!);
    const within = withRules.filter((value) => value <= goal).length;
    return [
      reach,
      `${median(ratios).toFixed(2)}x (${spread(ratios, 2)})`,
      `${ms(median(withRules))} (${spread(withRules, 0)})`,
      `${within} of ${withRules.length}`,
    ];
  });
  const kb = (value: number) => `${(value / 1024).toFixed(1)} KB`;
  return [
    `From a tap on a menu link on HOME to the next page's largest paint, at 390 px, on ${NETWORK} ` +
      `(${RTT_MS} ms a round trip, ${((BYTES_PER_SECOND * 8) / 1024 / 1024).toFixed(1)} Mbit/s), Chromium with no DevTools attached: median of ${rounds} rounds. ` +
      `A tap holds the pointer down ${TAP_MS} ms.`,
    table(["site", "engine, reach", ...routes, "all pages (range)"], rows),
    `Paired round by round and page by page, ${WITH} against ${WITHOUT}, and the taps with the rules on screen within ${goal} ms:`,
    table(["engine, reach", "with ÷ without (range)", "with the rules (range)", `within ${goal} ms`], pairs),
    `What one prerender fetches once HOME's visit has cached what pages share (a mouse that rests on a link and moves on pays this; a click uses it; a finger only fetches the HTML):`,
    table(
      ["page", "bytes as served"],
      routes.map((route) => [route, kb(bytes[route] ?? 0)]),
    ),
  ].join("\n\n");
}

/** The folder of a checkout's built site (public/ in a checkout from before the site had a folder of its own). */
export const builtSite = (checkout: string) =>
  path.join(checkout, fs.existsSync(path.join(checkout, SITE_FOLDER)) ? SITE_FOLDER : "public");
