/**
 * The pages as a visitor on a phone gets them: Lighthouse (mobile) on every page and on the floor page of
 * its kind (floor.ts), interleaved round by round so that both see the same machine, in simulated and in
 * applied ("devtools") throttling; and what each page's first view downloads, as served.
 *
 * A page's kind is read from the built page, not from the content: photo-led if its HTML has a photograph
 * fetched first (fetchpriority="high"), which only a page whose first screen is a photograph has.
 *
 * Lighthouse loads the pages over HTTPS and HTTP/2, as the hosts serve them (edge.ts); the first views'
 * bytes are the same either way and are read from the local server itself.
 */
import { execFile, spawn, type ChildProcess } from "child_process";
import { promisify } from "util";
import fs from "fs";
import path from "path";
import * as chromeLauncher from "chrome-launcher";
import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "../../test-support/browser";
import { pageFor, pages } from "../../test-support/content";
import { coffeeFile } from "../../src/schema/schema";
import { BUDGETS } from "../../test-support/budgets";
import { measureFirstView, type FirstView } from "../../test-support/first-view";
import { median, until } from "./measure";
import { startEdge } from "./edge";
import { CACHE, siteHeaders } from "../../src/hosting/headers";
import { rule, without } from "../../src/hosting/headers-file";

const execFileAsync = promisify(execFile);

export const MODES = ["simulate", "devtools"] as const;
export type Mode = (typeof MODES)[number];
const CATEGORIES = Object.keys(BUDGETS.lighthouse);

export type Run = { scores: Record<string, number>; lcp: number; tbt: number; cls: number; bytes: number };
/** Per target (a floor page's name, or a page's path), per mode, one entry per round. */
export type Runs = Record<string, Record<Mode, Run[]>>;

/** Serves `dir`/public as Cloudflare does (wrangler.jsonc, offline; docs/hosting.md), the floor's too. */
function serve(root: string, dir: string, port: number): ChildProcess {
  const args = ["dev", "--config", path.join(root, "wrangler.jsonc"), "--assets", path.join(dir, "public")];
  return spawn(
    path.join(root, "node_modules", ".bin", "wrangler"),
    [...args, "--ip", "127.0.0.1", "--port", String(port), "--inspector-port", String(port + 10)],
    {
      cwd: root,
      stdio: "ignore",
      env: { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_HIDE_BANNER: "true" },
      detached: true,
    },
  );
}

/**
 * The floor is served with the site's response headers, as the hosts would serve it: Lighthouse opens
 * every page from about:blank, where the opener policy makes Chromium start the page in a new browsing
 * context group, a cost a visitor arriving by a link does not pay (docs/performance.md). All but the
 * content security policy, whose script hashes are the site's own and would block the floor's scripts.
 */
function writeFloorHeaders(floorDir: string): void {
  const headers = without(siteHeaders(CACHE.revalidate), ["Content-Security-Policy", "Cache-Control"]);
  fs.writeFileSync(path.join(floorDir, "public", "_headers"), `${rule("/*", headers)}\n`);
}

/**
 * One Lighthouse run through its CLI (its in-page code must not pass through this script's TS loader),
 * run asynchronously so that the edges in this process keep answering meanwhile. Now and then a run
 * fails to record the load (NO_NAVSTART, NO_FCP: "Please run Lighthouse again"); it is run again, twice
 * at most.
 */
async function lighthouse(root: string, chromePort: number, url: string, mode: Mode): Promise<Run> {
  // Accessibility, best practices and SEO do not depend on throttling: asked for once, in simulate.
  const categories = mode === "simulate" ? CATEGORIES : ["performance"];
  const args = [url, `--port=${chromePort}`, "--output=json", "--output-path=stdout", "--quiet", `--throttling-method=${mode}`];
  args.push(`--only-categories=${categories.join(",")}`);
  let json = "";
  for (let attempt = 1; !json; attempt++) {
    try {
      ({ stdout: json } = await execFileAsync(path.join(root, "node_modules/.bin/lighthouse"), args, {
        cwd: root,
        maxBuffer: 64 * 1024 * 1024,
        encoding: "utf8",
      }));
    } catch (error) {
      if (attempt === 3) throw error;
      const message = (error as Error).message;
      console.log(`  Lighthouse could not measure ${url} (${mode}): ${message.split("\n")[1] ?? message}; again`);
    }
  }
  const report = JSON.parse(json) as {
    categories: Record<string, { score: number | null } | undefined>;
    audits: Record<string, { numericValue?: number } | undefined>;
  };
  const numeric = (id: string) => report.audits[id]?.numericValue ?? Number.POSITIVE_INFINITY;
  return {
    scores: Object.fromEntries(categories.map((id) => [id, report.categories[id]?.score ?? 0])),
    lcp: numeric("largest-contentful-paint"),
    tbt: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    bytes: numeric("total-byte-weight"),
  };
}

/** The floor pages, by the kind of page each judges. */
export const FLOORS = { text: { name: "floor /font/", path: "/font/" }, photo: { name: "floor /hero/", path: "/hero/" } } as const;
export type Kind = keyof typeof FLOORS;

/** Photo-led if the built page fetches a photograph first (src/components/Picture.tsx, `priority`). */
export function kindOfBuiltPage(html: string): Kind {
  return /<img\b[^>]*\bfetchpriority="high"/i.test(html) ? "photo" : "text";
}

export type PagesResult = {
  runs: Runs;
  firstViews: Record<string, { phone: FirstView; desktop: FirstView }>;
  /** Each page's kind, which names the floor it is judged against. */
  kinds: Record<string, Kind>;
  hasFloor: boolean;
};

export async function measurePages(
  root: string,
  floorDir: string | undefined,
  rounds: number,
  log: (line: string) => void,
): Promise<PagesResult> {
  const port = Number(process.env.BENCH_PORT ?? 9400);
  if (floorDir) writeFloorHeaders(floorDir);
  const servers = [serve(root, root, port), ...(floorDir ? [serve(root, floorDir, port + 1)] : [])];
  // Each server's edge listens 20 ports above it.
  const edges = [startEdge(root, port + 20, port), ...(floorDir ? [startEdge(root, port + 21, port + 1)] : [])];
  const target = (name: string, at: number, route: string) => ({
    name,
    local: `http://127.0.0.1:${at}${route}`,
    url: `https://127.0.0.1:${at + 20}${route}`,
  });
  const floors = floorDir ? Object.values(FLOORS).map(({ name, path: at }) => target(name, port + 1, at)) : [];
  const targets = [...floors, ...pages.map(({ path: route }) => target(route, port, route))];
  const builtHtml = (route: string) =>
    fs.readFileSync(path.join(root, "public", route === "/" ? "index.html" : `${route.slice(1)}.html`), "utf8");
  const kinds = Object.fromEntries(pages.map(({ path: route }) => [route, kindOfBuiltPage(builtHtml(route))]));
  const runs: Runs = Object.fromEntries(targets.map(({ name }) => [name, { simulate: [], devtools: [] }]));
  const firstViews: PagesResult["firstViews"] = {};
  if (!chromiumPath) throw new Error("Lighthouse needs the whole Chromium browser: apt-get install chromium, or set CHROME_PATH.");
  // The edge's certificate is its own: Chromium is told to accept it, as a visitor's accepts the host's.
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: [...chromiumArgs, "--ignore-certificate-errors"] });
  try {
    for (const { local } of targets) await until(async () => (await fetch(local)).ok, 60_000, 300);
    for (let round = 1; round <= rounds; round++) {
      for (const { name, url } of targets) for (const mode of MODES) runs[name]![mode].push(await lighthouse(root, chrome.port, url, mode));
      log(
        `pages, round ${round} of ${rounds}: ${targets.map(({ name }) => `${name} LCP ${(runs[name]!.simulate.at(-1)!.lcp / 1000).toFixed(2)}/${(runs[name]!.devtools.at(-1)!.lcp / 1000).toFixed(2)} s`).join(", ")}`,
      );
    }
    const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
    for (const { path: route } of pages) {
      const url = `http://127.0.0.1:${port}${route}`;
      firstViews[route] = { phone: await measureFirstView(browser, url, 390), desktop: await measureFirstView(browser, url, 1280) };
    }
    await browser.close();
  } finally {
    chrome.kill();
    for (const edge of edges) edge.close();
    for (const server of servers) if (server.pid) process.kill(-server.pid);
  }
  return { runs, firstViews, kinds, hasFloor: Boolean(floorDir) };
}

/** A page's run against its floor's run of the same round: which budgets it met. */
export function meets(page: Run, floor: Run | undefined) {
  const perf = page.scores.performance ?? 0;
  return {
    lcp: !floor || page.lcp <= floor.lcp * BUDGETS.floorRatio.lcp,
    tbt: !floor || page.tbt <= floor.tbt + BUDGETS.tbtOverFloorMs,
    perf: perf >= BUDGETS.lighthouse.performance && (!floor || perf >= (floor.scores.performance ?? 0)),
  };
}

/** The median of each measure over the rounds (each measure on its own, so one bad round decides none). */
export function medianRun(runs: readonly Run[]): Run {
  const scores = Object.fromEntries(Object.keys(runs[0]!.scores).map((id) => [id, median(runs.map((run) => run.scores[id] ?? 0))]));
  return {
    scores,
    lcp: median(runs.map((r) => r.lcp)),
    tbt: median(runs.map((r) => r.tbt)),
    cls: median(runs.map((r) => r.cls)),
    bytes: median(runs.map((r) => r.bytes)),
  };
}

/** Everything in BUDGETS that a page misses, judged on the medians (the floor's too). */
export function misses(result: PagesResult): string[] {
  const found: string[] = [];
  let allPhone = 0;
  for (const { path: route } of pages) {
    const floor = result.hasFloor ? result.runs[FLOORS[result.kinds[route]!].name] : undefined;
    for (const mode of MODES) {
      const page = medianRun(result.runs[route]![mode]);
      const base = floor ? medianRun(floor[mode]) : undefined;
      const ok = meets(page, base);
      if (!ok.lcp) found.push(`${route} (${mode}): LCP ${Math.round(page.lcp)} ms, floor ${Math.round(base!.lcp)} ms`);
      if (!ok.tbt) found.push(`${route} (${mode}): TBT ${Math.round(page.tbt)} ms, floor ${Math.round(base!.tbt)} ms`);
      if (!ok.perf)
        found.push(
          `${route} (${mode}): performance ${Math.round((page.scores.performance ?? 0) * 100)}${base ? `, floor ${Math.round((base.scores.performance ?? 0) * 100)}` : ""}`,
        );
      if (page.cls > BUDGETS.cls) found.push(`${route} (${mode}): CLS ${page.cls.toFixed(3)}`);
      if (mode === "simulate") {
        for (const id of ["accessibility", "best-practices", "seo"] as const) {
          if ((page.scores[id] ?? 0) < BUDGETS.lighthouse[id])
            found.push(`${route}: Lighthouse ${id} ${Math.round((page.scores[id] ?? 0) * 100)}`);
        }
      }
    }
    const { phone, desktop } = result.firstViews[route]!;
    allPhone += phone.total;
    const script = Math.max(phone.bytes.script, desktop.bytes.script);
    if (script > BUDGETS.scriptBytes(route === pageFor(coffeeFile).path)) found.push(`${route}: ${script} bytes of script`);
    if (phone.total > BUDGETS.pageBytesPhone) found.push(`${route}: ${phone.total} bytes at 390 px`);
    if (
      Math.max(phone.fontFiles, desktop.fontFiles) > BUDGETS.fontFiles ||
      Math.max(phone.bytes.font, desktop.bytes.font) > BUDGETS.fontBytes
    )
      found.push(`${route}: fonts`);
    if (phone.foreign.length + desktop.foreign.length > BUDGETS.foreignRequests) found.push(`${route}: third-party requests`);
  }
  if (allPhone > BUDGETS.allPagesBytesPhone) found.push(`five pages at 390 px: ${allPhone} bytes`);
  return found;
}
