/**
 * Serves the built site (public/) with nginx and the configuration the build wrote (public/_nginx/nginx.conf),
 * as a host would.
 *
 * Everything nginx writes (pid, logs, temporary files) goes to a temporary folder (one per port) that acts as
 * its prefix: the config is copied there unchanged, beside a listen.conf for 127.0.0.1:<port> and a
 * link to public/. nginx runs in the foreground; stopping this script stops it by its pid.
 *
 *   NGINX_PORT=9202 npx tsx tools/serve-nginx.ts
 */
import { spawn } from "child_process";
import fs from "fs";
import os from "os";
import path from "path";

const root = path.resolve(__dirname, "..");
const port = Number(process.env.NGINX_PORT ?? 9202);
const nginx = process.env.NGINX_BIN ?? (fs.existsSync("/usr/sbin/nginx") ? "/usr/sbin/nginx" : "nginx");

if (!fs.existsSync(path.join(root, "public", "index.html"))) {
  console.error("public/index.html is missing: run `npm run build` first.");
  process.exit(1);
}

// One folder per port, emptied at start: a test runner that kills this script outright leaves at most one behind.
const prefix = path.join(os.tmpdir(), `identity-nginx-${port}`);
fs.rmSync(prefix, { recursive: true, force: true });
fs.mkdirSync(prefix);
fs.copyFileSync(path.join(root, "public", "_nginx", "nginx.conf"), path.join(prefix, "nginx.conf"));
fs.writeFileSync(path.join(prefix, "listen.conf"), `listen 127.0.0.1:${port};\n`);
fs.symlinkSync(path.join(root, "public"), path.join(prefix, "public"));
fs.mkdirSync(path.join(prefix, "tmp"));

// Started as root, nginx hands requests to workers running as `nobody`, which may not be allowed to read
// a checkout in someone's home or work folder; the workers of this local test server keep our user.
const globals = `daemon off;${process.getuid?.() === 0 ? ` user ${os.userInfo().username};` : ""}`;
const child = spawn(nginx, ["-p", `${prefix}/`, "-c", path.join(prefix, "nginx.conf"), "-e", "stderr", "-g", globals], {
  stdio: "inherit",
});
console.log(`nginx (pid ${child.pid}) serving public/ at http://127.0.0.1:${port}/ from ${prefix}`);

const cleanUp = () => fs.rmSync(prefix, { recursive: true, force: true });
const stop = () => {
  // SIGQUIT: nginx finishes the requests in flight, then exits.
  if (child.pid !== undefined && child.exitCode === null) process.kill(child.pid, "SIGQUIT");
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
child.on("exit", (code, signal) => {
  if (code !== 0 && signal !== "SIGQUIT") console.error(`nginx stopped (${signal ?? `exit code ${code}`}); see ${prefix}/error.log`);
  else cleanUp();
  process.exit(code ?? 0);
});
