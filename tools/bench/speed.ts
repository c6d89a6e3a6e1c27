/**
 * How fast the site is for the people who build it, timed on temporary copies of the project so the
 * working tree's caches are left alone:
 *   builds   a cold `gatsby build` (no .cache/ or public/), a warm one with nothing changed, and one after
 *            editing a Markdown file;
 *   develop  `gatsby develop` from nothing to a page in Chromium, a restart with its cache, and a saved
 *            Markdown change until it is on screen;
 *   tests    `npm test`, as CI runs it after `npm ci` (a copy with no build in it).
 * Each is timed `runs` times.
 */
import { spawn, type ChildProcess } from "child_process";
import fs from "fs";
import path from "path";
import { chromium, type Page } from "@playwright/test";
import { copyProject } from "../../test-support/project-copy";
import { chromiumArgs, chromiumPath } from "../../test-support/browser";
import { homeFile } from "../../src/content/schema";
import { timed, until, type Env } from "./measure";

export type Timings = Record<string, number[]>;

const quiet: Env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", NO_COLOR: "1", FORCE_COLOR: "0" };
const gatsby = (dir: string) => path.join(dir, "node_modules", ".bin", "gatsby");
const homeMarkdown = (dir: string) => path.join(dir, "content", homeFile.file);
const clean = (dir: string) => ["public", ".cache"].forEach((name) => fs.rmSync(path.join(dir, name), { recursive: true, force: true }));

/** Adds a paragraph to the end of HOME's text: a routine edit that changes one page. */
function editHome(dir: string, words: string): void {
  fs.appendFileSync(homeMarkdown(dir), `\n${words}\n`);
}

export async function timeBuilds(source: string, runs: number, log: (line: string) => void): Promise<Timings> {
  const result: Timings = { "cold build": [], "warm build": [], "build after one edit": [] };
  const dir = copyProject(source);
  try {
    for (let run = 1; run <= runs; run++) {
      clean(dir);
      result["cold build"]!.push(await timed(gatsby(dir), ["build"], dir, quiet));
      result["warm build"]!.push(await timed(gatsby(dir), ["build"], dir, quiet));
      editHome(dir, `A paragraph added by the benchmark, run ${run}.`);
      result["build after one edit"]!.push(await timed(gatsby(dir), ["build"], dir, quiet));
      log(`builds, run ${run}: ${["cold build", "warm build", "build after one edit"].map((key) => `${key} ${result[key]!.at(-1)!.toFixed(1)} s`).join(", ")}`);
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  return result;
}

/** `gatsby develop` in `dir` as a developer runs it (not as CI: photographs' sizes made on request). */
function startDevelop(dir: string, port: number): ChildProcess {
  const env: Env = { ...quiet };
  delete env.CI;
  return spawn(gatsby(dir), ["develop", "--host", "127.0.0.1", "--port", String(port)], { cwd: dir, env: env as NodeJS.ProcessEnv, detached: true, stdio: "ignore" });
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || !child.pid) return resolve();
    child.once("exit", () => resolve());
    process.kill(-child.pid, "SIGTERM");
  });
}

/** Seconds from starting develop until HOME is on screen in Chromium, its heading shown. */
async function timeStart(dir: string, port: number, page: Page): Promise<{ seconds: number; develop: ChildProcess }> {
  const started = performance.now();
  const develop = startDevelop(dir, port);
  await until(async () => {
    if (develop.exitCode !== null) throw new Error(`gatsby develop stopped (${develop.exitCode}) in ${dir}`);
    const response = await page.goto(`http://127.0.0.1:${port}/`, { timeout: 5000 });
    if (!response?.ok()) return false;
    await page.locator("h1").first().waitFor({ timeout: 5000 });
    return true;
  }, 300_000, 250);
  return { seconds: (performance.now() - started) / 1000, develop };
}

export async function timeDevelop(source: string, runs: number, log: (line: string) => void): Promise<Timings> {
  const result: Timings = { "develop, first start": [], "develop, restart": [], "develop, saved edit on screen": [] };
  const port = Number(process.env.BENCH_DEVELOP_PORT ?? 8410);
  const dir = copyProject(source);
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const page = await browser.newPage();
  try {
    for (let run = 1; run <= runs; run++) {
      clean(dir);
      const first = await timeStart(dir, port, page);
      result["develop, first start"]!.push(first.seconds);
      // A saved change, from the moment the file is written until its words are on the open page.
      const words = `Benchmark edit ${run} ${Date.now()}`;
      const saved = performance.now();
      editHome(dir, words);
      await page.getByText(words).waitFor({ timeout: 60_000 });
      result["develop, saved edit on screen"]!.push((performance.now() - saved) / 1000);
      await stop(first.develop);
      const again = await timeStart(dir, port, page);
      result["develop, restart"]!.push(again.seconds);
      await stop(again.develop);
      log(`develop, run ${run}: ${Object.entries(result).map(([key, values]) => `${key} ${values.at(-1)!.toFixed(1)} s`).join(", ")}`);
    }
  } finally {
    await browser.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  return result;
}

export async function timeTests(source: string, runs: number, log: (line: string) => void): Promise<Timings> {
  const result: Timings = { "npm test": [] };
  for (let run = 1; run <= runs; run++) {
    const dir = copyProject(source);
    try {
      result["npm test"]!.push(await timed("npm", ["test"], dir, { ...quiet, CI: "true" }));
      log(`tests, run ${run}: npm test ${result["npm test"]!.at(-1)!.toFixed(0)} s`);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }
  return result;
}
