/**
 * @jest-environment node
 *
 * The Node the site's tools run on (docs/dependencies.md): on Linux (x64, arm64) the build package.json
 * pins, whatever Node the machine has. tools/pinned-node.mjs, run after every install, says which Node
 * that is, or in one sentence what to install; here it runs in a folder of its own, with a stand-in
 * `node` where npm would put it.
 */
import { spawnSync } from "child_process";
import fs from "fs";
import os from "os";
import path from "path";

const root = path.resolve(__dirname, "..");
const script = path.join(root, "tools", "pinned-node.mjs");
const line = fs.readFileSync(path.join(root, ".nvmrc"), "utf8").trim();
const { optionalDependencies } = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8"));
const build = `node-${process.platform}-${process.arch}`;
const folders: string[] = [];
afterAll(() => folders.forEach((folder) => fs.rmSync(folder, { recursive: true, force: true })));

it("runs the tools on the Node line .nvmrc declares: the pinned build, on a platform that has one", () => {
  const pinned = Object.entries(optionalDependencies).filter(([name]) => name.startsWith("node-"));
  expect(pinned.map(([, version]) => String(version).split(".")[0])).toEqual(pinned.map(() => line));
  expect(process.version).toBe(optionalDependencies[build] ? `v${optionalDependencies[build]}` : expect.stringMatching(`^v${line}\\.`));
});

/**
 * Runs the install's check with a stand-in Node that answers `version` (or cannot run at all), placed first
 * on PATH (node_modules/.bin), or as this platform's pinned build, and npm itself on Node 22.
 */
function install(version: string | null, at: "path" | "pinned build") {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pinned-node-"));
  folders.push(dir);
  const bin = path.join(dir, "node_modules", ".bin");
  const node = at === "path" ? path.join(bin, "node") : path.join(dir, "node_modules", build, "bin", "node");
  fs.mkdirSync(bin, { recursive: true });
  fs.mkdirSync(path.dirname(node), { recursive: true });
  fs.writeFileSync(path.join(dir, ".nvmrc"), `${line}\n`);
  fs.writeFileSync(node, `#!/bin/sh\n${version ? `echo ${version}` : "exit 1"}\n`, { mode: 0o755 });
  const run = spawnSync(process.execPath, [script], {
    cwd: dir,
    encoding: "utf8",
    env: { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH}`, npm_config_user_agent: "npm/10.9.9 node/v22.3.0 linux x64" },
  });
  return { ...run, linked: fs.existsSync(path.join(bin, "node")) && fs.realpathSync(path.join(bin, "node")) === node };
}

it("links the pinned build where npm left no link, and says the tools run on it", () => {
  const run = install(`v${line}.21.0`, "pinned build");
  expect(run.linked).toBe(true);
  expect(run.status).toBe(0);
  // What a newcomer reads at the end of `npm ci`: which Node the tools run on, and which npm runs on.
  expect(run.stdout).toContain(`v${line}.21.0`);
  expect(run.stdout).toContain("v22.3.0");
});

it.each([
  ["a Node of another line", "v22.3.0", "this machine has Node v22.3.0"],
  ["a Node that cannot run", null, "this machine has no Node that runs"],
])("stops the install with one sentence naming what to install, given %s", (_, version, found) => {
  const run = install(version, "path");
  expect(run.status).toBe(1);
  expect(run.stderr.trim().split("\n")).toEqual([expect.stringContaining(found)]);
  expect(run.stderr).toContain(`install Node ${line} (https://nodejs.org/`);
});
