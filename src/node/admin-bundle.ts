/**
 * Publishes Decap CMS's self-contained browser bundle at /admin/, next to static/admin/index.html and
 * config.yml. It is copied from node_modules (no CDN) and never imported by the site, because it carries
 * its own copy of React.
 */
import fs from "fs";
import { createRequire } from "module";
import path from "path";

/** The main script, the chunks it loads on demand, and its WebAssembly; source maps stay behind. */
const WANTED = /^(decap-cms\.js|\d+\.decap-cms\.js|[0-9a-f]+\.wasm)$/;

/** `projectDir` is the site's folder: the bundle is resolved from its node_modules, copied to its public/. */
export function copyAdminBundle(projectDir: string): number {
  const dist = path.dirname(createRequire(path.join(projectDir, "package.json")).resolve("decap-cms"));
  const target = path.join(projectDir, "public", "admin");
  fs.mkdirSync(target, { recursive: true });
  const files = fs.readdirSync(dist).filter((name) => WANTED.test(name));
  for (const name of files) fs.copyFileSync(path.join(dist, name), path.join(target, name));
  return files.length;
}

type DevServer = { get: (paths: string[], handler: (request: unknown, response: { sendFile: (file: string) => void }) => void) => void };

/** `gatsby develop` answers unknown .html paths with its own 404 page, so the admin page gets a route. */
export function serveAdminPage(app: DevServer, projectDir: string): void {
  const page = path.join(projectDir, "public", "admin", "index.html");
  app.get(["/admin", "/admin/", "/admin/index.html"], (_request, response) => response.sendFile(page));
}
