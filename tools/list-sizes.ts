/**
 * `npm run test:lists`: the content check (`npm run test:content`) on two copies of the project, one with
 * every list of the content at its smallest, one at its largest (test-support/list-sizes.ts). Any valid
 * edit may leave a list so, so every check must pass there too; a test that takes a count from anywhere
 * but the content fails here. `npm run test:lists -- smallest` (or `largest`) runs one copy;
 * `-- --suite full` runs the rest of `npm test` instead, `--keep` leaves the copy for a look.
 * Both sizes take turns in one copy, the largest first: the smallest then builds on its cache, with every
 * photograph it shows already made. (Gatsby keys its cache by the project's folder, so a copy of this
 * project's cache elsewhere would build from nothing.) Each size's browser tests use ports of their own
 * above E2E_PORT.
 */
import { spawnSync } from "child_process";
import fs from "fs";
import path from "path";
import { parseArgs } from "util";
import { projectRoot } from "../test-support/built";
import { copyProject } from "../test-support/project-copy";
import { LIST_SIZES, resizeLists, type ListSize } from "../test-support/list-sizes";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { suite: { type: "string", default: "content" }, keep: { type: "boolean", default: false } },
});
const asked = positionals.length > 0 ? (positionals as ListSize[]) : LIST_SIZES;
const unknown = asked.filter((size) => !LIST_SIZES.includes(size));
const sizes = (["largest", "smallest"] as const).filter((size) => asked.includes(size));
if (unknown.length > 0 || !["content", "full"].includes(values.suite)) {
  console.error(`Usage: npm run test:lists -- [${LIST_SIZES.join("|")}] [--suite content|full] [--keep]`);
  process.exit(2);
}
const base = Number(process.env.E2E_PORT ?? 9000);
const steps = (values.suite === "full" ? ["build", "typecheck", "lint", "test:unit", "test:e2e"] : ["test:content"]).map((script) => [
  "run",
  script,
]);

async function main(): Promise<void> {
  const failed: string[] = [];
  const dir = copyProject();
  const content = path.join(dir, "content");
  for (const [index, size] of sizes.entries()) {
    fs.rmSync(content, { recursive: true, force: true });
    fs.cpSync(path.join(projectRoot, "content"), content, { recursive: true });
    await resizeLists(content, size);
    console.log(`\nEvery list at its ${size}, in ${dir}: ${steps.map((args) => `npm ${args.join(" ")}`).join(", then ")}`);
    // Ports of its own, past the ones the suite itself takes above E2E_PORT (the CMS, the Worker, WebKit).
    const env = { ...process.env, E2E_PORT: String(base + 200 * (index + 1)) };
    let status: number | null = 0;
    for (const args of steps) if (status === 0) status = spawnSync("npm", args, { cwd: dir, env, stdio: "inherit" }).status;
    if (status !== 0) failed.push(size);
  }
  if (values.keep) console.log(`Kept ${dir}`);
  else fs.rmSync(dir, { recursive: true, force: true });
  console.log(
    failed.length === 0 ? `\nEvery list at its ${sizes.join(" and ")} passes.` : `\nFailed with every list at its ${failed.join(", ")}.`,
  );
  process.exit(failed.length === 0 ? 0 : 1);
}

void main();
