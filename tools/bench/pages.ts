/**
 * The pages as a visitor on a phone gets them: Lighthouse (mobile) on every page, on its own copy without
 * scripts (the same HTML, CSS, font and photographs: the page's own limit) and on the floor page of its
 * kind (floor.ts), interleaved round by round so that all three see the same machine, in applied
 * ("devtools") and simulated throttling; and what each page's first view downloads, as served.
 *
 * Each page is judged in applied throttling against its copy and its floor of the same round, on the
 * median of those paired rounds (BUDGETS); simulated throttling is reported, not judged: on these
 * machines the floor's own simulated TBT moves by a couple of hundred milliseconds between rounds.
 *
 * A page's kind is read from the built page, not from the content: photo-led if its HTML has a photograph
 * fetched first (fetchpriority="high"), which only a page whose first screen is a photograph has.
 * Lighthouse loads the pages over HTTPS and HTTP/2, as the hosts serve them (edge.ts).
 */
import { execFile, spawn, type ChildProcess } from "child_process";
import { promisify } from "util";
import fs from "fs";
import os from "os";
import path from "path";
import { chromium } from "@playwright/test";
import { DomUtils, parseDocument } from "htmlparser2";
import { chromiumArgs, chromiumPath } from "../../test-support/browser";
import { pages } from "../../test-support/content";
import { BUDGETS } from "../../test-support/budgets";
import { measureFirstView, type FirstView } from "../../test-support/first-view";
import { builtPages } from "../../test-support/built";
import { median, spread, table, until } from "./measure";
import { startEdge } from "./edge";
import { SECURITY_HEADERS, rule } from "../../src/hosting/headers";
import { fileOfRoute, SITE_FOLDER } from "../../src/hosting/site-folder";
import { islandsIn } from "../../src/islands/page-scripts";
import { scriptsOfBuiltPage } from "../js-weight";

const execFileAsync = promisify(execFile);

export const MODES = ["devtools", "simulate"] as const;
export type Mode = (typeof MODES)[number];
/** The bench's own packages (Lighthouse), outside the site's install: tools/package.json. */
export const LAB = "tools";

const CATEGORIES = ["performance", ...Object.keys(BUDGETS.lighthouse)];

export type Run = { scores: Record<string, number>; lcp: number; tbt: number; cls: number; bytes: number };
/** Per target (a floor page's name, a page's path, its copy's), per mode, one entry per round. */
export type Runs = Record<string, Record<Mode, Run[]>>;

/** Serves `dir` as Cloudflare does (wrangler.jsonc, offline; docs/hosting.md). */
export function serve(root: string, dir: string, port: number): ChildProcess {
  const args = ["dev", "--config", path.join(root, "wrangler.jsonc"), "--assets", dir];
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
  fs.writeFileSync(path.join(floorDir, "public", "_headers"), `${rule("/*", SECURITY_HEADERS)}\n`);
}

/** The copy of the built site without scripts: every page as built, less its <script> elements. */
export function scriptFreeCopy(root: string): string {
  const copy = path.join(root, ".bench", "no-scripts");
  fs.rmSync(copy, { recursive: true, force: true });
  fs.cpSync(path.join(root, SITE_FOLDER), copy, { recursive: true });
  for (const { file } of builtPages(copy)) {
    const document = parseDocument(fs.readFileSync(file, "utf8"), { decodeEntities: false });
    for (const script of DomUtils.getElementsByTagName("script", document)) DomUtils.removeElement(script);
    fs.writeFileSync(file, DomUtils.getOuterHTML(document, { decodeEntities: false }));
  }
  return copy;
}

/**
 * One Lighthouse run through its CLI (its in-page code must not pass through this script's TS loader),
 * run asynchronously so that the edges in this process keep answering meanwhile. Now and then a run
 * fails to record the load (NO_NAVSTART, NO_FCP: "Please run Lighthouse again"); it is run again, twice
 * at most.
 */
async function lighthouse(root: string, chromePort: number, url: string, mode: Mode): Promise<Run> {
  // Accessibility, best practices and SEO do not depend on throttling: asked for once, in applied.
  const categories = mode === "devtools" ? CATEGORIES : ["performance"];
  const args = [url, `--port=${chromePort}`, "--output=json", "--output-path=stdout", "--quiet", `--throttling-method=${mode}`];
  args.push(`--only-categories=${categories.join(",")}`);
  let json = "";
  for (let attempt = 1; !json; attempt++) {
    try {
      ({ stdout: json } = await execFileAsync(path.join(root, LAB, "node_modules/.bin/lighthouse"), args, {
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

/** Photo-led if the built page fetches a photograph first (src/photos/Picture.tsx, `priority`). */
export function kindOfBuiltPage(html: string): Kind {
  return /<img\b[^>]*\bfetchpriority="high"/i.test(html) ? "photo" : "text";
}

/** The name of a page's copy without scripts among the targets. */
export const copyOf = (route: string) => `${route} no scripts`;

export type PagesResult = {
  /** The pages measured: every page, or those asked for (`--page`). */
  routes: string[];
  runs: Runs;
  firstViews: Record<string, { phone: FirstView; desktop: FirstView }>;
  /** Each page's kind, which names the floor it is judged against, and whether it has the carousel. */
  kinds: Record<string, Kind>;
  carousel: Record<string, boolean>;
  /** Each page's script, gzipped, files and inline (tools/js-weight.ts). */
  scriptBytes: Record<string, number>;
  hasFloor: boolean;
};

export async function measurePages(
  root: string,
  floorDir: string | undefined,
  rounds: number,
  log: (line: string) => void,
  only: readonly string[] = [],
): Promise<PagesResult> {
  const routes = pages.map(({ path: route }) => route).filter((route) => only.length === 0 || only.includes(route));
  const port = Number(process.env.BENCH_PORT ?? 9400);
  if (floorDir) writeFloorHeaders(floorDir);
  const copyDir = scriptFreeCopy(root);
  // The site, its copy and the floor, each behind an edge 20 ports above it.
  const dirs = [path.join(root, SITE_FOLDER), copyDir, ...(floorDir ? [path.join(floorDir, "public")] : [])];
  const servers = dirs.map((dir, index) => serve(root, dir, port + index));
  const edges = dirs.map((_, index) => startEdge(root, port + 20 + index, port + index));
  const target = (name: string, at: number, route: string) => ({
    name,
    local: `http://127.0.0.1:${at}${route}`,
    url: `https://127.0.0.1:${at + 20}${route}`,
  });
  const floors = floorDir ? Object.values(FLOORS).map(({ name, path: at }) => target(name, port + 2, at)) : [];
  const targets = [...floors, ...routes.flatMap((route) => [target(route, port, route), target(copyOf(route), port + 1, route)])];
  const builtFile = (route: string) => path.join(root, SITE_FOLDER, fileOfRoute(route));
  const html = (route: string) => fs.readFileSync(builtFile(route), "utf8");
  const result: PagesResult = {
    routes,
    runs: Object.fromEntries(targets.map(({ name }) => [name, { devtools: [], simulate: [] }])),
    firstViews: {},
    kinds: Object.fromEntries(routes.map((route) => [route, kindOfBuiltPage(html(route))])),
    carousel: Object.fromEntries(routes.map((route) => [route, islandsIn(html(route)).includes("carousel")])),
    scriptBytes: Object.fromEntries(
      routes.map((route) => [
        route,
        scriptsOfBuiltPage(path.join(root, SITE_FOLDER), builtFile(route)).reduce((sum, s) => sum + s.gzip, 0),
      ]),
    ),
    hasFloor: Boolean(floorDir),
  };
  if (!chromiumPath) throw new Error("Lighthouse needs the whole Chromium browser: apt-get install chromium, or set CHROME_PATH.");
  // The edge's certificate is its own: Chromium is told to accept it, as a visitor's accepts the host's.
  const chromePort = port + 50;
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), "bench-chromium-"));
  const chrome = spawn(
    chromiumPath,
    [...chromiumArgs, "--ignore-certificate-errors", `--remote-debugging-port=${chromePort}`, `--user-data-dir=${profile}`, "about:blank"],
    { stdio: "ignore" },
  );
  try {
    await until(async () => (await fetch(`http://127.0.0.1:${chromePort}/json/version`)).ok, 60_000, 300);
    for (const { local } of targets) await until(async () => (await fetch(local)).ok, 60_000, 300);
    for (let round = 1; round <= rounds; round++) {
      for (const { name, url } of targets) {
        for (const mode of MODES) result.runs[name]![mode].push(await lighthouse(root, chromePort, url, mode));
      }
      const lcp = (name: string) => (result.runs[name]!.devtools.at(-1)!.lcp / 1000).toFixed(2);
      log(`pages, round ${round} of ${rounds}, applied LCP: ${targets.map(({ name }) => `${name} ${lcp(name)} s`).join(", ")}`);
    }
    const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
    for (const route of routes) {
      const url = `http://127.0.0.1:${port}${route}`;
      result.firstViews[route] = { phone: await measureFirstView(browser, url, 390), desktop: await measureFirstView(browser, url, 1280) };
    }
    await browser.close();
  } finally {
    chrome.kill();
    fs.rmSync(profile, { recursive: true, force: true });
    for (const edge of edges) edge.close();
    for (const server of servers) if (server.pid) process.kill(-server.pid);
  }
  return result;
}

/** A page's run against its copy's and its floor's of the same round: the paired values the budgets judge. */
function paired(page: Run, copy: Run, floor: Run | undefined) {
  return {
    lcpCopy: page.lcp / copy.lcp,
    lcpFloor: floor ? page.lcp / floor.lcp : undefined,
    tbtCopy: page.tbt - copy.tbt,
    perfFloor: floor ? (page.scores.performance ?? 0) - (floor.scores.performance ?? 0) : undefined,
  };
}

type Judged = {
  route: string;
  floorName?: string;
  /** Per round, the paired values. */
  rounds: ReturnType<typeof paired>[];
  tbtAllowance: number;
};

function judged(result: PagesResult, mode: Mode): Judged[] {
  return result.routes.map((route) => {
    const floorName = result.hasFloor ? FLOORS[result.kinds[route]!].name : undefined;
    const own = result.runs[route]![mode];
    return {
      route,
      floorName,
      rounds: own.map((run, round) =>
        paired(run, result.runs[copyOf(route)]![mode][round]!, floorName ? result.runs[floorName]![mode][round] : undefined),
      ),
      tbtAllowance: BUDGETS.tbtOverCopyMs(result.carousel[route]!),
    };
  });
}

/** Whether one round's paired values are within the budgets. */
const within = (values: ReturnType<typeof paired>, allowance: number) => ({
  lcpCopy: values.lcpCopy <= BUDGETS.copyRatio.lcp,
  lcpFloor: values.lcpFloor === undefined || values.lcpFloor <= BUDGETS.floorRatio.lcp,
  tbtCopy: values.tbtCopy <= allowance,
  perfFloor: values.perfFloor === undefined || values.perfFloor >= 0,
});

type Key = keyof ReturnType<typeof paired>;

/** The median of the paired rounds, and their range. */
function summary(page: Judged, key: Key): { median: number; min: number; max: number } | undefined {
  const values = page.rounds.map((round) => round[key]).filter((value): value is number => value !== undefined);
  if (values.length === 0) return undefined;
  return { median: median(values), min: Math.min(...values), max: Math.max(...values) };
}

/** The medians of the paired rounds, as the budgets judge them. */
function medianOf(page: Judged): ReturnType<typeof paired> {
  const at = (key: Key) => summary(page, key)?.median;
  return { lcpCopy: at("lcpCopy")!, lcpFloor: at("lcpFloor"), tbtCopy: at("tbtCopy")!, perfFloor: at("perfFloor") };
}

/** What the pages measured download together at 390 px (the budget of all pages holds when all were measured). */
const allPhone = (result: PagesResult) => result.routes.reduce((sum, route) => sum + result.firstViews[route]!.phone.total, 0);

/** Everything in BUDGETS that a page misses: the applied-throttling medians of its paired rounds, and more. */
export function misses(result: PagesResult): string[] {
  const found: string[] = [];
  for (const page of judged(result, "devtools")) {
    const m = medianOf(page);
    const ok = within(m, page.tbtAllowance);
    if (!ok.lcpCopy) found.push(`${page.route}: LCP ${m.lcpCopy.toFixed(2)}x its copy without scripts (budget ${BUDGETS.copyRatio.lcp}x)`);
    if (!ok.lcpFloor) found.push(`${page.route}: LCP ${m.lcpFloor!.toFixed(2)}x its floor (budget ${BUDGETS.floorRatio.lcp}x)`);
    if (!ok.tbtCopy) found.push(`${page.route}: TBT ${Math.round(m.tbtCopy)} ms over its copy's (budget ${page.tbtAllowance} ms)`);
    if (!ok.perfFloor) found.push(`${page.route}: performance ${Math.round(m.perfFloor! * 100)} below its floor's`);
  }
  for (const route of result.routes) {
    const run = medianRun(result.runs[route]!.devtools);
    if (run.cls > BUDGETS.cls) found.push(`${route}: CLS ${run.cls.toFixed(3)}`);
    for (const [id, least] of Object.entries(BUDGETS.lighthouse)) {
      if ((run.scores[id] ?? 0) < least) found.push(`${route}: Lighthouse ${id} ${Math.round((run.scores[id] ?? 0) * 100)}`);
    }
    const { phone, desktop } = result.firstViews[route]!;
    if (result.scriptBytes[route]! > BUDGETS.scriptBytes(result.carousel[route]!))
      found.push(`${route}: ${result.scriptBytes[route]} bytes of script`);
    if (phone.total > BUDGETS.pageBytesPhone) found.push(`${route}: ${phone.total} bytes at 390 px`);
    if (
      Math.max(phone.fontFiles, desktop.fontFiles) > BUDGETS.fontFiles ||
      Math.max(phone.bytes.font, desktop.bytes.font) > BUDGETS.fontBytes
    )
      found.push(`${route}: fonts`);
    if (phone.foreign.length + desktop.foreign.length > BUDGETS.foreignRequests) found.push(`${route}: third-party requests`);
  }
  if (allPhone(result) > BUDGETS.allPagesBytesPhone) found.push(`${pages.length} pages at 390 px: ${allPhone(result)} bytes`);
  return found;
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

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** The part's report: the judged table (applied), the reported one (simulated), each target's medians, the first views. */
export function pagesReport(result: PagesResult, rounds: number): string {
  const out: string[] = [];
  for (const mode of MODES) {
    const applied = mode === "devtools";
    const format = (page: Judged, key: Key, show: (value: number) => string) => {
      const found = summary(page, key);
      if (!found) return "";
      const met = page.rounds.filter((round) => within(round, page.tbtAllowance)[key]).length;
      return `${show(found.median)} (${show(found.min)} to ${show(found.max)}), ${met}/${page.rounds.length}`;
    };
    const ratio = (value: number) => `${value.toFixed(2)}x`;
    const ms = (value: number) => `${value >= 0 ? "+" : ""}${Math.round(value)} ms`;
    const points = (value: number) => `${value >= 0 ? "+" : ""}${Math.round(value * 100)}`;
    out.push(
      `Lighthouse, mobile, ${applied ? "applied (devtools) throttling: JUDGED" : "simulated throttling: reported, not judged"}. ` +
        `Each page against its own copy without scripts and its floor, paired round by round: median of ${rounds} rounds ` +
        `(range), then the rounds within budget (LCP at most ${BUDGETS.copyRatio.lcp}x the copy's and ${BUDGETS.floorRatio.lcp}x the floor's; ` +
        `TBT at most the copy's + ${BUDGETS.tbtOverCopyMs(false)} ms, + ${BUDGETS.tbtOverCopyMs(true)} ms with the carousel; performance at least the floor's).`,
    );
    out.push(
      table(
        ["page", "floor", "LCP x copy", "LCP x floor", "TBT - copy", "perf - floor"],
        judged(result, mode).map((page) => [
          page.route,
          page.floorName ?? "",
          format(page, "lcpCopy", ratio),
          format(page, "lcpFloor", ratio),
          format(page, "tbtCopy", ms),
          format(page, "perfFloor", points),
        ]),
      ),
    );
    out.push(`Each target's own medians (${applied ? "applied" : "simulated"}):`);
    out.push(
      table(
        ["target", "perf", "LCP", "TBT", "CLS", "KB"],
        Object.entries(result.runs).map(([name, byMode]) => {
          const runs = byMode[mode];
          const run = medianRun(runs);
          return [
            name,
            String(Math.round((run.scores.performance ?? 0) * 100)),
            `${(run.lcp / 1000).toFixed(2)} s (${spread(
              runs.map((r) => r.lcp / 1000),
              2,
            )})`,
            `${Math.round(run.tbt)} ms (${spread(
              runs.map((r) => r.tbt),
              0,
            )})`,
            run.cls.toFixed(3),
            kb(run.bytes),
          ];
        }),
      ),
    );
    out.push("");
  }
  out.push("Other scores (applied runs), the script each page runs, and what its first view downloads, compressed as served:");
  out.push(
    table(
      ["page", "a11y", "bp", "seo", "script KB (gzip)", "all KB at 390 px", "all KB at 1280 px", "fonts", "3rd"],
      result.routes.map((route) => {
        const run = medianRun(result.runs[route]!.devtools);
        const { phone, desktop } = result.firstViews[route]!;
        const score = (id: string) => String(Math.round((run.scores[id] ?? 0) * 100));
        return [
          route,
          score("accessibility"),
          score("best-practices"),
          score("seo"),
          kb(result.scriptBytes[route]!),
          kb(phone.total),
          kb(desktop.total),
          String(Math.max(phone.fontFiles, desktop.fontFiles)),
          String(phone.foreign.length + desktop.foreign.length),
        ];
      }),
    ),
  );
  if (result.routes.length === pages.length) out.push(`${pages.length} pages at 390 px: ${kb(allPhone(result))} KB.`);
  if (!result.hasFloor) out.push("No floor on this machine (../shared/floor or BENCH_FLOOR): the pages were not compared with it.");
  return out.join("\n");
}
