/** dist/build.json: the commit the site is built from and its time, from git (both hosts' builds clone). */
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
    // Not a git checkout: the host's build variables, below.
  }
  // Netlify names the commit COMMIT_REF, Cloudflare's Workers Builds WORKERS_CI_COMMIT_SHA.
  return { commit: env.COMMIT_REF ?? env.WORKERS_CI_COMMIT_SHA ?? "", committed: now.toISOString() };
}
