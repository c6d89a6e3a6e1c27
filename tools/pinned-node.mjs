/**
 * package.json's postinstall, after every `npm ci` and `npm install`. npm runs its scripts with
 * node_modules/.bin first on PATH, so the site's tools run on node_modules/.bin/node: the build of the
 * line in .nvmrc that npm installs for Linux on x64 and arm64 (docs/dependencies.md). This says which Node
 * the tools run on, or, where none fits, in one sentence what to install.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, symlinkSync } from "node:fs";

const line = readFileSync(".nvmrc", "utf8").trim();
const build = `node-${process.platform}-${process.arch}`;
const link = "node_modules/.bin/node";

// npm before 11.6.2 deletes that link when it clears away the other architecture's build, which names the
// same command (npm/cli#4362): make it again.
if (existsSync(`node_modules/${build}/bin/node`) && !existsSync(link)) symlinkSync(`../${build}/bin/node`, link);

// Asked of the Node the scripts will find, not assumed: the pinned build, or else this machine's own.
const version = spawnSync("node", ["-p", "process.version"], { encoding: "utf8" }).stdout?.trim();
const npmNode = /\bnode\/(v[\d.]+)/.exec(process.env.npm_config_user_agent ?? "")?.[1];

if (version?.split(".")[0] === `v${line}`) {
  const npmOwn = npmNode && npmNode !== version ? `; npm itself runs on Node ${npmNode}, which its engine warnings are about` : "";
  console.log(`The site's tools run on Node ${version}${npmOwn}.`);
} else {
  console.error(
    `The site's tools need Node ${line}, which npm installs only on Linux (x64, arm64), and this machine has ${version ? `Node ${version}` : "no Node that runs"}: install Node ${line} (https://nodejs.org/, or \`nvm install\` in this folder), then run \`npm ci\` again.`,
  );
  process.exitCode = 1;
}
