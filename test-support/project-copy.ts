/**
 * A throwaway copy of the site's project in a temporary folder (node_modules linked, not copied), so a
 * test can change content and run `gatsby build` there without touching this project's build.
 */
import { spawn } from "child_process";
import fs from "fs";
import os from "os";
import path from "path";

import { projectRoot as root } from "./built";
const LEFT_OUT = new Set(["node_modules", ".cache", "public", "dist", ".git", "test-results", "playwright-report", ".bench", "tmp"]);

/** Copies this project, or another checkout of it (`source`, for the benchmark's before-and-after). */
export function copyProject(source: string = root): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "identity-site-"));
  for (const entry of fs.readdirSync(source)) {
    if (LEFT_OUT.has(entry)) continue;
    fs.cpSync(path.join(source, entry), path.join(dir, entry), { recursive: true });
  }
  fs.symlinkSync(fs.realpathSync(path.join(source, "node_modules")), path.join(dir, "node_modules"), "dir");
  return dir;
}

/** Runs `gatsby build` in `dir` (with `env` besides); resolves with its exit status and everything it printed. */
export function gatsbyBuild(dir: string, env: Record<string, string> = {}): Promise<{ status: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(path.join(root, "node_modules/.bin/gatsby"), ["build"], {
      cwd: dir,
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true", NO_COLOR: "1", FORCE_COLOR: "0", ...env },
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("close", (status) => resolve({ status, output }));
  });
}
