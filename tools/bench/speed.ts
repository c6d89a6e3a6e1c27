/**
 * How fast the site is for the people who build it, timed on temporary copies of the project so the
 * working tree's caches are left alone:
 *   builds   a cold `gatsby build` (no .cache/, public/ or dist/), a warm one with nothing changed, and one after
 *            a routine edit of one page's text;
 *   develop  `gatsby develop` from nothing to a page in Chromium, a restart with its cache, and a saved
 *            change of one page's text until it is on screen;
 *   tests    `npm test`, as CI runs it after `npm ci` (a copy with no build in it).
 * Builds and develop are also timed on the floor (floor.ts), run for run after the site, so that the
 * framework's own minimum on the same machine at the same moment stands beside each number.
 */
import { spawn, type ChildProcess } from "child_process";
import fs from "fs";
import path from "path";
import { chromium, type Page } from "@playwright/test";
import { copyProject } from "../../test-support/project-copy";
import { chromiumArgs, chromiumPath } from "../../test-support/browser";
import { homeFile } from "../../src/schema/schema";
import { timed, until, type Env } from "./measure";
import { SITE_FOLDER } from "../../src/hosting/site-folder";

/** Per measure, one value in seconds per run. */
export type Timings = Record<string, number[]>;
/** A checkout to time, and how to make a routine edit of one page's text in a copy of it. */
export type Subject = { name: string; dir: string; edit: (copy: string, words: string) => void };

/** The site: a paragraph added to the end of HOME's Markdown. */
export const siteSubject = (dir: string): Subject => ({
  name: "site",
  dir,
  edit: (copy, words) => fs.appendFileSync(path.join(copy, "content", homeFile.file), `\n${words}\n`),
});

/** The floor: a paragraph added to its one page. */
export const floorSubject = (dir: string): Subject => ({
  name: "floor",
  dir,
  edit: (copy, words) => {
    const file = path.join(copy, "src", "pages", "index.js");
    fs.writeFileSync(file, fs.readFileSync(file, "utf8").replace("</main>", `<p>${words}</p>\n  </main>`));
  },
});

const quiet: Env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", NO_COLOR: "1", FORCE_COLOR: "0" };
const gatsby = (dir: string) => path.join(dir, "node_modules", ".bin", "gatsby");
const clean = (dir: string) =>
  ["public", ".cache", SITE_FOLDER].forEach((name) => fs.rmSync(path.join(dir, name), { recursive: true, force: true }));
const BUILDS = ["cold build", "warm build", "build after one edit"] as const;
const DEVELOP = ["develop, first start", "develop, restart", "develop, saved edit on screen"] as const;
const empty = (measures: readonly string[]): Timings => Object.fromEntries(measures.map((measure) => [measure, []]));
const last = (timings: Timings) =>
  Object.entries(timings)
    .map(([measure, values]) => `${measure} ${values.at(-1)!.toFixed(1)} s`)
    .join(", ");

/** Copies each subject once, runs `each(subject, copy, run)` for every run, subject after subject, then removes the copies. */
async function interleaved(
  subjects: Subject[],
  runs: number,
  each: (subject: Subject, copy: string, run: number) => Promise<void>,
): Promise<void> {
  const copies = subjects.map((subject) => copyProject(subject.dir));
  try {
    for (let run = 1; run <= runs; run++) {
      for (const [index, subject] of subjects.entries()) await each(subject, copies[index]!, run);
    }
  } finally {
    for (const copy of copies) fs.rmSync(copy, { recursive: true, force: true });
  }
}

export async function timeBuilds(subjects: Subject[], runs: number, log: (line: string) => void): Promise<Record<string, Timings>> {
  const result = Object.fromEntries(subjects.map(({ name }) => [name, empty(BUILDS)]));
  await interleaved(subjects, runs, async (subject, copy, run) => {
    const times = result[subject.name]!;
    clean(copy);
    times["cold build"]!.push(await timed(gatsby(copy), ["build"], copy, quiet));
    times["warm build"]!.push(await timed(gatsby(copy), ["build"], copy, quiet));
    subject.edit(copy, `A paragraph added by the benchmark, run ${run}.`);
    times["build after one edit"]!.push(await timed(gatsby(copy), ["build"], copy, quiet));
    log(`builds of the ${subject.name}, run ${run}: ${last(times)}`);
  });
  return result;
}

/** `gatsby develop` in `dir` as a developer runs it (not as CI: photographs' sizes made on request). */
function startDevelop(dir: string, port: number): ChildProcess {
  const env: Env = { ...quiet };
  delete env.CI;
  return spawn(gatsby(dir), ["develop", "--host", "127.0.0.1", "--port", String(port)], { cwd: dir, env, detached: true, stdio: "ignore" });
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || !child.pid) return resolve();
    child.once("exit", () => resolve());
    process.kill(-child.pid, "SIGINT");
  });
}

/** Seconds from starting develop until the page's heading is on screen in Chromium. */
async function timeStart(dir: string, port: number, page: Page): Promise<{ seconds: number; develop: ChildProcess }> {
  const started = performance.now();
  const develop = startDevelop(dir, port);
  await until(
    async () => {
      if (develop.exitCode !== null) throw new Error(`gatsby develop stopped (${develop.exitCode}) in ${dir}`);
      const response = await page.goto(`http://127.0.0.1:${port}/`, { timeout: 5000 });
      if (!response?.ok()) return false;
      await page.locator("h1").first().waitFor({ timeout: 5000 });
      return true;
    },
    300_000,
    250,
  );
  return { seconds: (performance.now() - started) / 1000, develop };
}

/**
 * A developer's session between the first start and the restart lasts longer than the benchmark's:
 * webpack stores its cache once the compiler has been idle for a few seconds, so the benchmark waits
 * that long before stopping, or the restart would be timed without the cache a developer has.
 */
const SESSION_IDLE_MS = 15_000;

export async function timeDevelop(subjects: Subject[], runs: number, log: (line: string) => void): Promise<Record<string, Timings>> {
  const result = Object.fromEntries(subjects.map(({ name }) => [name, empty(DEVELOP)]));
  const port = Number(process.env.BENCH_DEVELOP_PORT ?? 8410);
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const page = await browser.newPage();
  try {
    await interleaved(subjects, runs, async (subject, copy, run) => {
      const times = result[subject.name]!;
      clean(copy);
      const first = await timeStart(copy, port, page);
      times["develop, first start"]!.push(first.seconds);
      // A saved change, from the moment the file is written until its words are on the open page.
      const words = `Benchmark edit ${run} ${Date.now()}`;
      const saved = performance.now();
      subject.edit(copy, words);
      await page.getByText(words).waitFor({ timeout: 60_000 });
      times["develop, saved edit on screen"]!.push((performance.now() - saved) / 1000);
      await new Promise((resolve) => setTimeout(resolve, SESSION_IDLE_MS));
      await stop(first.develop);
      await page.goto("about:blank");
      const again = await timeStart(copy, port, page);
      times["develop, restart"]!.push(again.seconds);
      await stop(again.develop);
      log(`develop of the ${subject.name}, run ${run}: ${last(times)}`);
    });
  } finally {
    await browser.close();
  }
  return result;
}

export async function timeTests(source: string, runs: number, log: (line: string) => void): Promise<Timings> {
  // The whole suite, and the shorter check a change to content/ alone gets (docs/testing.md).
  const scripts = { "npm test": "test", "npm run test:content": "test:content" };
  const result: Timings = Object.fromEntries(Object.keys(scripts).map((name) => [name, []]));
  for (let run = 1; run <= runs; run++) {
    for (const [name, script] of Object.entries(scripts)) {
      const dir = copyProject(source);
      try {
        result[name]!.push(await timed("npm", ["run", script], dir, { ...quiet, CI: "true" }));
        log(`tests, run ${run}: ${name} ${result[name]!.at(-1)!.toFixed(0)} s`);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    }
  }
  return result;
}
