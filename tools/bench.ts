/**
 * `npm run bench`: how fast the site is, for its visitors and for the people who build it, held to the
 * budgets and goals in test-support/budgets.ts. A benchmark, not a test: timings move with the machine,
 * so they are never asserted in `npm test`. Parts (all of them by default):
 *
 *   npm run bench -- pages     Lighthouse on every page, on its own copy without scripts and on the
 *                              floor page of its kind (an empty Gatsby page in the house typeface, with
 *                              or without a photograph first), interleaved, applied (judged, at least 5
 *                              rounds) and simulated throttling; first-view bytes. Builds the site first
 *                              (--no-build to measure dist/ as it is); --page /midtown for one page.
 *   npm run bench -- builds    cold, warm and one-edit `gatsby build` (bench/speed.ts), of the site and
 *                              of the floor, run for run
 *   npm run bench -- develop   `gatsby develop` first start, restart, a saved edit on screen, same
 *   npm run bench -- tests     `npm test` as CI runs it, and `npm run test:content`
 *   npm run bench -- photos    phone photographs: a gallery of 40 and a carousel of 20, one more, a 48 MP
 *                              photograph and a 30 MB PNG (bench/photos.ts); only when asked for
 *   npm run bench -- late-font every page's layout shift with the font file 300 ms late
 *                              (bench/late-font.ts); part of `pages`, or alone on dist/ as it is
 *   npm run bench -- navigation  a tap on a menu link to the next page's largest paint, with and
 *                              without the prerender rules, in Chromium (a real pointer, no DevTools),
 *                              WebKit and Firefox, on a phone's network (bench/navigation.ts), or a
 *                              desktop's with `navigation desktop`; with --project, that checkout's
 *                              built site too; only when asked for
 *   npm run bench -- dated     the cafe's clock by Intl against the zone's table, and the layout shift
 *                              of an announcement flipped after the first paint (bench/dated.ts)
 *   npm run bench -- worker    the site's Worker: its bundle, and the CPU time of each kind of request
 *                              (bench/worker.ts); only when asked for
 *
 * Every measure is the median of BENCH_RUNS runs (default 3; --runs N), printed with its range and with
 * how many runs met its budget or goal. --project DIR times builds, develop, tests and navigation on
 * another checkout (the commit before a change, say) for a before-and-after. The figures go to
 * docs/measurements.md, a section per part, which the documents link to; the raw results of the pages to
 * .bench/. Exits non-zero when a budget on the medians is missed (the build and test goals only inform).
 */
import { execSync } from "child_process";
import fs from "fs";
import os from "os";
import path from "path";
import { parseArgs } from "util";
import * as prettier from "prettier";
import { BUDGETS, SPEED_GOALS } from "../test-support/budgets";
import { median, spread, table } from "./bench/measure";
import { floorSubject, siteSubject, timeBuilds, timeDevelop, timeTests, type Timings } from "./bench/speed";
import { buildFloor, floorSource } from "./bench/floor";
import { LAB, measurePages, misses, pagesReport } from "./bench/pages";
import { benchPhotos } from "./bench/photos";
import { lateFontReport } from "./bench/late-font";
import { builtSite, measureNavigation, navigationReport } from "./bench/navigation";
import { SITE_FOLDER } from "../src/hosting/site-folder";
import { measureWorker, workerReport } from "./bench/worker";
import { datedReport } from "./bench/dated";

const root = path.resolve(__dirname, "..");
// Parts by name, and the options; an option it does not know stops the bench before anything runs.
const { positionals: args, values: flags } = parseArgs({
  allowPositionals: true,
  options: {
    runs: { type: "string" },
    project: { type: "string" },
    page: { type: "string", multiple: true },
    "no-build": { type: "boolean" },
  },
});
const PARTS = ["pages", "builds", "develop", "tests"] as const;
const asked = PARTS.filter((part) => args.includes(part));
const ONLY_WHEN_ASKED = ["photos", "late-font", "navigation", "worker", "dated"];
const parts = asked.length > 0 || ONLY_WHEN_ASKED.some((part) => args.includes(part)) ? asked : [...PARTS];
const runs = Number(flags.runs ?? process.env.BENCH_RUNS ?? 3);
/** `--page /midtown` (again for more): those pages alone, with their copies and floors, printed but not written to measurements.md. */
const onlyPages = flags.page ?? [];
const project = path.resolve(flags.project ?? root);
const log = (line: string) => console.log(`  ${line}`);

const GOAL_OF: Record<string, number> = {
  "cold build": SPEED_GOALS.coldBuild,
  "warm build": SPEED_GOALS.warmBuild,
  "build after one edit": SPEED_GOALS.oneEditBuild,
  "develop, first start": SPEED_GOALS.developFirstStart,
  "develop, restart": SPEED_GOALS.developRestart,
  "develop, saved edit on screen": SPEED_GOALS.developEdit,
  "npm test": SPEED_GOALS.npmTest,
  "npm run test:content": SPEED_GOALS.contentCheck,
};

/** Each measure of the site with its goal, and beside it the floor's median and the site's ratio to it. */
function speedTable(timings: Timings, floorTimings: Timings = {}): string {
  return table(
    ["measure", "median", "range", "goal", "runs within goal", "floor", "x floor"],
    Object.entries(timings).map(([measure, values]) => {
      const goal = GOAL_OF[measure];
      const base = floorTimings[measure];
      return [
        measure,
        `${median(values).toFixed(1)} s`,
        `${spread(values)} s`,
        goal === undefined ? "" : `<= ${goal} s`,
        goal === undefined ? "" : `${values.filter((value) => value <= goal).length} of ${values.length}`,
        base ? `${median(base).toFixed(1)} s (${spread(base)})` : "",
        base ? `${(median(values) / median(base)).toFixed(2)}x` : "",
      ];
    }),
  );
}

/** The file the bench keeps its latest figures in, a section per part, which the documents link to. */
const MEASUREMENTS = path.join(root, "docs", "measurements.md");
const MEASUREMENTS_HEAD = `# Measurements

The latest figures of \`npm run bench\` (tools/bench.ts), which writes this file: each part's section is
replaced when that part runs, with the command, the day and the machine. What the figures mean, and the
budgets, are in [performance.md](performance.md).
`;

/** This run's sections in place of the same parts' sections of the file, the others kept; formatted as the repository's Markdown is. */
async function writeMeasurements(sections: Record<string, string>): Promise<void> {
  const kept: Record<string, string> = {};
  const old = fs.existsSync(MEASUREMENTS) ? fs.readFileSync(MEASUREMENTS, "utf8") : "";
  for (const part of old.split(/^## /m).slice(1)) kept[part.slice(0, part.indexOf("\n"))] = `## ${part.trimEnd()}`;
  for (const [name, text] of Object.entries(sections)) kept[name] = `## ${name}\n\n${text}`;
  const order = [
    "pages",
    "late-font",
    "navigation",
    "navigation, desktop",
    "builds, develop and tests",
    "develop's first page",
    "install",
    "photos",
    "formats",
    "worker",
    "dated",
  ];
  const names = Object.keys(kept).sort((a, b) => order.indexOf(a) - order.indexOf(b));
  // A table is a block of its own, between blank lines.
  const markdown = `${MEASUREMENTS_HEAD}\n${names.map((name) => kept[name]).join("\n\n")}\n`
    .replace(/([^\n|])\n\|/g, "$1\n\n|")
    .replace(/\|\n([^\n|])/g, "|\n\n$1");
  const options = await prettier.resolveConfig(MEASUREMENTS);
  fs.writeFileSync(MEASUREMENTS, await prettier.format(markdown, { ...options, filepath: MEASUREMENTS }));
}

async function main(): Promise<void> {
  const machine = `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
  console.log(
    `npm run bench: ${[...parts, ...args.filter((arg) => ONLY_WHEN_ASKED.includes(arg))].join(", ")}; ${runs} runs each; ${machine}` +
      (project === root ? "" : `; builds, develop, tests and navigation of ${project}`),
  );
  const sections: Record<string, string> = {};
  const said = (command: string) => `\`${command}\`, ${new Date().toISOString().slice(0, 10)}; ${machine}.`;
  let missed: string[] = [];
  const source = floorSource(root);
  // The floor is for the pages, builds and develop; photos, late-font and navigation alone do without it.
  const floorDir = source && parts.length > 0 ? await buildFloor(root, source, log) : undefined;
  const subjects = [siteSubject(project), ...(floorDir ? [floorSubject(floorDir)] : [])];
  const timings: Timings = {};
  const floorTimings: Timings = {};
  for (const [part, time] of [
    ["builds", timeBuilds],
    ["develop", timeDevelop],
  ] as const) {
    if (!parts.includes(part)) continue;
    const bySubject = await time(subjects, runs, log);
    Object.assign(timings, bySubject.site);
    Object.assign(floorTimings, bySubject.floor ?? {});
  }
  if (parts.includes("tests")) Object.assign(timings, await timeTests(project, runs, log));
  if (Object.keys(timings).length > 0) {
    const asked = parts.filter((part) => part !== "pages").join(" ");
    sections["builds, develop and tests"] =
      `${said(`npm run bench -- ${asked} --runs ${runs}`)} Seconds, median of ${runs} runs; the floor timed run for run after the site.\n\n` +
      speedTable(timings, floorTimings);
  }
  if (args.includes("photos"))
    sections.photos = `${said(`npm run bench -- photos --runs ${runs}`)}\n\n${(await benchPhotos(project, runs, log)).report}`;
  if (parts.includes("pages")) {
    if (!fs.existsSync(path.join(root, LAB, "node_modules", "lighthouse"))) {
      console.log(`npm run bench: installing Lighthouse, the bench's own package, first (npm ci --prefix ${LAB})`);
      execSync(`npm ci --prefix ${LAB} --no-audit --no-fund`, { cwd: root, stdio: "inherit" });
    }
    if (!flags["no-build"]) execSync("npm run build", { cwd: root, stdio: "ignore" });
    if (!fs.existsSync(path.join(root, SITE_FOLDER, "index.html"))) throw new Error(`${SITE_FOLDER}/ is empty: run npm run build`);
    const rounds = Math.max(runs, BUDGETS.rounds);
    const result = await measurePages(root, floorDir, rounds, log, onlyPages);
    missed = misses(result);
    const verdict =
      missed.length > 0
        ? `Budgets missed on the medians:\n\n${missed.map((line) => `- ${line}`).join("\n")}`
        : "Every budget met on the medians.";
    const command = `npm run bench -- pages --runs ${rounds}${onlyPages.map((route) => ` --page ${route}`).join("")}`;
    sections.pages = `${said(command)} Lighthouse ${lighthouseVersion()}, mobile.\n\n${pagesReport(result, rounds)}\n\n${verdict}`;
    fs.mkdirSync(path.join(root, ".bench"), { recursive: true });
    fs.writeFileSync(path.join(root, ".bench", `pages-${new Date().toISOString().replace(/[:.]/g, "-")}.json`), JSON.stringify(result));
  }
  if ((parts.includes("pages") && onlyPages.length === 0) || args.includes("late-font"))
    sections["late-font"] = `${said("npm run bench -- late-font")}\n\n${await lateFontReport(root)}`;
  if (args.includes("navigation")) {
    const others = project === root ? {} : { [path.basename(project)]: builtSite(project) };
    const desktop = args.includes("desktop") ? " desktop" : "";
    const command = `npm run bench -- navigation${desktop} --runs ${runs}${project === root ? "" : ` --project ${path.basename(project)}`}`;
    sections[desktop ? "navigation, desktop" : "navigation"] =
      `${said(command)}\n\n${navigationReport(await measureNavigation(root, others, runs, log), runs)}`;
  }
  if (args.includes("dated")) sections.dated = `${said(`npm run bench -- dated --runs ${runs}`)}\n\n${await datedReport(root, runs)}`;
  if (args.includes("worker"))
    sections.worker = `${said(`npm run bench -- worker --runs ${runs}`)}\n\n${workerReport(await measureWorker(root, runs))}`;
  const text = Object.entries(sections)
    .map(([name, section]) => `## ${name}\n\n${section}`)
    .join("\n\n");
  console.log(`\n${text}`);
  // Some pages alone are a look at those pages, not the site's latest figures.
  if (onlyPages.length === 0) await writeMeasurements(sections);
  if (missed.length > 0) process.exit(1);
}

/** The version of Lighthouse the bench runs. */
const lighthouseVersion = () =>
  (JSON.parse(fs.readFileSync(path.join(root, LAB, "node_modules", "lighthouse", "package.json"), "utf8")) as { version: string }).version;

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
