/**
 * `npm run cms`: local, offline editing. Starts decap-server, which lets the CMS at /admin/ read and
 * write the files in content/ on this computer (port 8081, local connections only), and
 * `gatsby develop`, which shows every saved change at http://localhost:8000 and serves the CMS at
 * http://localhost:8000/admin/. Extra arguments go to gatsby develop (e.g. `npm run cms -- --port 8001`).
 * Ctrl-C stops both; if either stops, so does the other. CMS_PROXY_PORT moves decap-server, and the CMS
 * then asks for it there (editor/admin/backend.ts), so tests and a second copy can run beside the first.
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const bin = (name) => path.join(root, "node_modules", ".bin", name);
// gatsby develop makes a photograph's sizes when a page first asks for them, except where CI is set:
// there it makes every size of every photograph before it serves anything, a minute of work on a small
// machine that no one editing needs. The CMS is never a CI build, so ask for the lazy way everywhere.
const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", GATSBY_ENABLE_LAZY_IMAGES_IN_CI: "1" };

const children = [
  spawn(bin("decap-server"), [], {
    cwd: root,
    stdio: "inherit",
    // fs mode writes the files as they are; git commits stay the editor's or developer's choice.
    env: { ...env, PORT: process.env.CMS_PROXY_PORT ?? "8081", BIND_HOST: "127.0.0.1", MODE: "fs", GIT_REPO_DIRECTORY: root },
  }),
  spawn(bin("gatsby"), ["develop", ...process.argv.slice(2)], { cwd: root, stdio: "inherit", env }),
];

let stopping = false;
function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  process.exitCode = code;
}
for (const child of children) child.on("exit", (code) => stopAll(code ?? 1));
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => stopAll(0));
