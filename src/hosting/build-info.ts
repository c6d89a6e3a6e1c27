/**
 * dist/build.json (src/lib/build-info.ts): the commit the site is built from and when it was made, from
 * git in the project's folder, which both hosts' builds clone. Without git (a copy of the files), the
 * commit a host names in its build variables, and the time of the build.
 */
import { execFileSync } from "child_process";
import type { BuildInfo } from "../lib/build-info";

type Env = Record<string, string | undefined>;

export function buildInfo(projectDir: string, env: Env = process.env, now = new Date()): BuildInfo {
  try {
    const [commit = "", committed = ""] = execFileSync("git", ["log", "-1", "--format=%H %cI"], {
      cwd: projectDir,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    })
      .trim()
      .split(" ");
    if (/^[0-9a-f]{40}$/.test(commit)) return { commit, committed: new Date(committed).toISOString() };
  } catch {
    // Not a git checkout, or no git: below.
  }
  // Netlify names the commit COMMIT_REF, Cloudflare's Workers Builds WORKERS_CI_COMMIT_SHA.
  return { commit: env.COMMIT_REF ?? env.WORKERS_CI_COMMIT_SHA ?? "", committed: now.toISOString() };
}
