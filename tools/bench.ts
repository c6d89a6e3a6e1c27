/**
 * `npm run bench`: holds the built site to its budgets and prints a table.
 *
 *   1. times a cold `gatsby build` (caches removed) and a warm one (skip both with --no-build);
 *   2. serves public/ and, for each page, runs Lighthouse 12 (mobile, simulated throttling) three times
 *      and reports each measure's median over the runs;
 *   3. loads each page once in Chromium at 390 and 1280 px and counts what the first view downloads.
 *
 * Exits non-zero when any budget in test-support/budgets.ts is missed. This is a benchmark, not a test:
 * timings vary with the machine, so they are never asserted in `npm test`.
 */
import { execFileSync, execSync, spawn, type ChildProcess } from "child_process";
import fs from "fs";
import os from "os";
import path from "path";
import * as chromeLauncher from "chrome-launcher";
import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "../test-support/browser";
import { pageFor, pages } from "../test-support/content";
import { coffeeFile } from "../src/content/schema";
import { BUDGETS } from "../test-support/budgets";
import { KINDS, kb, measureFirstView, type FirstView } from "../test-support/first-view";

const root = path.resolve(__dirname, "..");
const port = Number(process.env.BENCH_PORT ?? 9400);
const origin = `http://127.0.0.1:${port}`;
const runs = Number(process.env.BENCH_RUNS ?? 3);
const misses: string[] = [];

function check(ok: boolean, miss: string): string {
  if (!ok) misses.push(miss);
  return ok ? "ok" : "MISS";
}

function timeBuild(label: string): number {
  const started = Date.now();
  execSync("npx gatsby build", { cwd: root, stdio: "ignore", env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" } });
  const seconds = (Date.now() - started) / 1000;
  console.log(`${label} build: ${seconds.toFixed(1)} s`);
  return seconds;
}

async function serve(): Promise<ChildProcess> {
  const server = spawn("npx", ["gatsby", "serve", "--host", "127.0.0.1", "--port", String(port)], {
    cwd: root,
    stdio: "ignore",
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" },
    detached: true,
  });
  for (let i = 0; i < 100; i += 1) {
    try {
      if ((await fetch(`${origin}/`)).ok) return server;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`the site did not start on ${origin}`);
}

type LighthouseRun = { scores: Record<string, number>; lcp: number; tbt: number; cls: number };

type Report = {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number } | undefined>;
};

/** One Lighthouse run through its CLI (its in-page code must not pass through this script's TS loader). */
function lighthouseRun(chromePort: number, url: string): LighthouseRun {
  const json = execFileSync(
    path.join(root, "node_modules/.bin/lighthouse"),
    [url, `--port=${chromePort}`, "--output=json", "--output-path=stdout", "--quiet",
      `--only-categories=${Object.keys(BUDGETS.lighthouse).join(",")}`],
    { cwd: root, maxBuffer: 64 * 1024 * 1024, encoding: "utf8" },
  );
  const { categories, audits } = JSON.parse(json) as Report;
  const scores = Object.fromEntries(Object.keys(BUDGETS.lighthouse).map((id) => [id, categories[id]?.score ?? 0]));
  const numeric = (id: string) => audits[id]?.numericValue ?? Number.POSITIVE_INFINITY;
  return {
    scores,
    lcp: numeric("largest-contentful-paint"),
    tbt: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
  };
}

const middle = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Each measure's own median over the runs, so one disturbed run cannot decide any of them. */
const median = (values: LighthouseRun[]): LighthouseRun => ({
  scores: Object.fromEntries(
    Object.keys(values[0]!.scores).map((id) => [id, middle(values.map((run) => run.scores[id] ?? 0))]),
  ),
  lcp: middle(values.map((run) => run.lcp)),
  tbt: middle(values.map((run) => run.tbt)),
  cls: middle(values.map((run) => run.cls)),
});

async function main() {
  const buildTimes = process.argv.includes("--no-build")
    ? null
    : (() => {
        execSync("npx gatsby clean", { cwd: root, stdio: "ignore" });
        return { cold: timeBuild("cold"), warm: timeBuild("warm") };
      })();
  if (!fs.existsSync(path.join(root, "public/index.html"))) throw new Error("public/ is empty: run npm run build");

  const server = await serve();
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: chromiumArgs });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const rows: string[][] = [];
  let allPhone = 0;
  try {
    for (const { path: route } of pages) {
      const url = `${origin}${route}`;
      const lh: LighthouseRun[] = [];
      for (let i = 0; i < runs; i += 1) lh.push(lighthouseRun(chrome.port, url));
      const run = median(lh);
      const phone: FirstView = await measureFirstView(browser, url, 390);
      const desktop: FirstView = await measureFirstView(browser, url, 1280);
      allPhone += phone.total;
      const score = (id: keyof typeof BUDGETS.lighthouse) => {
        const value = run.scores[id] ?? 0;
        check(value >= BUDGETS.lighthouse[id], `${route}: Lighthouse ${id} ${Math.round(value * 100)}`);
        return String(Math.round(value * 100));
      };
      const worstScript = Math.max(phone.bytes.script, desktop.bytes.script);
      const worstFonts = Math.max(phone.bytes.font, desktop.bytes.font);
      const fontFiles = Math.max(phone.fontFiles, desktop.fontFiles);
      const foreign = phone.foreign.length + desktop.foreign.length;
      check(run.lcp <= BUDGETS.lcpMs, `${route}: LCP ${Math.round(run.lcp)} ms`);
      check(run.tbt <= BUDGETS.tbtMs, `${route}: TBT ${Math.round(run.tbt)} ms`);
      check(run.cls <= BUDGETS.cls, `${route}: CLS ${run.cls.toFixed(3)}`);
      check(worstScript <= BUDGETS.scriptBytes(route === pageFor(coffeeFile).path), `${route}: ${kb(worstScript)} KB of script`);
      check(phone.total <= BUDGETS.pageBytesPhone, `${route}: ${kb(phone.total)} KB at 390 px`);
      check(fontFiles <= BUDGETS.fontFiles && worstFonts <= BUDGETS.fontBytes, `${route}: fonts ${fontFiles} files`);
      check(foreign <= BUDGETS.foreignRequests, `${route}: ${foreign} third-party requests`);
      rows.push([
        route,
        score("performance"),
        score("accessibility"),
        score("best-practices"),
        score("seo"),
        `${(run.lcp / 1000).toFixed(2)} s`,
        `${Math.round(run.tbt)} ms`,
        run.cls.toFixed(3),
        ...KINDS.map((kind) => String(kb(phone.bytes[kind]))),
        String(kb(phone.total)),
        String(kb(desktop.total)),
        `${fontFiles}`,
        String(foreign),
      ]);
    }
  } finally {
    await browser.close();
    chrome.kill();
    if (server.pid) process.kill(-server.pid);
  }
  check(allPhone <= BUDGETS.allPagesBytesPhone, `five pages at 390 px: ${kb(allPhone)} KB`);

  const header = ["page", "perf", "a11y", "bp", "seo", "LCP", "TBT", "CLS", ...KINDS.map((k) => `${k} KB`), "390 KB", "1280 KB", "fonts", "3rd"];
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i]!)).join(" | ")} |`;
  console.log(`\nLighthouse ${runs} runs a page (median of each measure), mobile, simulated throttling; bytes compressed as served.`);
  console.log(`Machine: ${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`);
  console.log(line(header));
  console.log(line(widths.map((w) => "-".repeat(w))));
  rows.forEach((row) => console.log(line(row)));
  console.log(`\nFive pages at 390 px: ${kb(allPhone)} KB (budget ${kb(BUDGETS.allPagesBytesPhone)} KB)`);
  if (buildTimes) console.log(`Build: cold ${buildTimes.cold.toFixed(1)} s, warm ${buildTimes.warm.toFixed(1)} s`);
  fs.mkdirSync(path.join(root, ".bench"), { recursive: true });
  fs.writeFileSync(path.join(root, ".bench/latest.txt"), `${line(header)}\n${rows.map(line).join("\n")}\n`);

  if (misses.length > 0) {
    console.error(`\nBudgets missed:\n- ${misses.join("\n- ")}`);
    process.exit(1);
  }
  console.log("\nEvery budget met.");
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
