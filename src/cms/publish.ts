/**
 * Publishes the CMS at /admin/ into public/admin/, after bootstrap in `gatsby build` and `gatsby develop`:
 * the page that starts it (page.ts), its forms (config.ts) and Decap CMS's self-contained browser bundle,
 * copied from node_modules (no CDN) and never imported by the site, because it carries its own React.
 */
import fs from "fs";
import { createRequire } from "module";
import path from "path";
import { adminConfigYaml } from "./config";
import { adminPageHtml } from "./page";

/** The main script, the chunks it loads on demand, and its WebAssembly; source maps stay behind. */
const WANTED = /^(decap-cms\.js|\d+\.decap-cms\.js|[0-9a-f]+\.wasm)$/;

/** `projectDir` is the site's folder: the bundle is resolved from its node_modules, written to its public/. */
export function publishAdmin(projectDir: string): void {
  const dist = path.dirname(createRequire(path.join(projectDir, "package.json")).resolve("decap-cms"));
  const target = path.join(projectDir, "public", "admin");
  fs.mkdirSync(target, { recursive: true });
  for (const name of fs.readdirSync(dist).filter((file) => WANTED.test(file))) {
    fs.copyFileSync(path.join(dist, name), path.join(target, name));
  }
  fs.writeFileSync(path.join(target, "config.yml"), adminConfigYaml());
  fs.writeFileSync(path.join(target, "index.html"), adminPageHtml());
}

type DevServer = { get: (paths: string[], handler: (request: unknown, response: { sendFile: (file: string) => void }) => void) => void };

/** `gatsby develop` answers unknown .html paths with its own 404 page, so the admin page gets a route. */
export function serveAdminPage(app: DevServer, projectDir: string): void {
  const page = path.join(projectDir, "public", "admin", "index.html");
  app.get(["/admin", "/admin/", "/admin/index.html"], (_request, response) => response.sendFile(page));
}
