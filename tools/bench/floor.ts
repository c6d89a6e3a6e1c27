/**
 * The floor: the framework's own minimum, an empty Gatsby 5 site with a page of each kind (`/font/`, text
 * in the house typeface; `/hero/`, a photograph first, then that text), kept beside the project
 * (../shared/floor, or BENCH_FLOOR). It is built once into .bench/floor/ (not under
 * node_modules/, where Gatsby would not compile its page) and built again only when its files change,
 * then served like the site so both are measured in the same run.
 */
import crypto from "crypto";
import fs from "fs";
import path from "path";
import { timed } from "./measure";

const SOURCES = [
  "package.json",
  "package-lock.json",
  "gatsby-config.js",
  "gatsby-ssr.js",
  "gatsby-browser.js",
  "make-photo.js",
  "src/house.css",
  "src/pages/index.js",
  "src/pages/font.js",
  "src/pages/hero.js",
];

/** Where the floor's sources are, or undefined if this machine has none. */
export function floorSource(root: string): string | undefined {
  const dir = path.resolve(root, process.env.BENCH_FLOOR ?? "../shared/floor");
  return fs.existsSync(path.join(dir, "gatsby-config.js")) ? dir : undefined;
}

/** Builds the floor if its sources changed since the last build; resolves with its folder. */
export async function buildFloor(root: string, source: string, log: (line: string) => void): Promise<string> {
  const hash = crypto.createHash("sha256");
  for (const file of SOURCES)
    if (fs.existsSync(path.join(source, file))) hash.update(file).update(fs.readFileSync(path.join(source, file)));
  const stamp = hash.digest("hex");
  const dir = path.join(root, ".bench", "floor");
  const stampFile = path.join(dir, ".built-from");
  if (fs.existsSync(stampFile) && fs.readFileSync(stampFile, "utf8") === stamp && fs.existsSync(path.join(dir, "public", "index.html"))) {
    return dir;
  }
  log(`building the floor from ${source} (once; cached in ${path.relative(root, dir)})`);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.cpSync(source, dir, { recursive: true, filter: (file) => !/[\\/](node_modules|public|\.cache)$/.test(file) });
  const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" };
  // Its README says `npm install`: the lockfile names platform packages some registries lack.
  await timed("npm", ["install", "--no-audit", "--no-fund"], dir, env);
  fs.mkdirSync(path.join(dir, "images"), { recursive: true });
  await timed("node", ["make-photo.js", "10", "80", "images/photo.jpg"], dir, env);
  await timed(path.join(dir, "node_modules", ".bin", "gatsby"), ["build"], dir, env);
  fs.writeFileSync(stampFile, stamp);
  return dir;
}
