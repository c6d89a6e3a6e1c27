/**
 * Publishes the CMS at /admin/ into public/admin/, after bootstrap in `gatsby build` and `gatsby develop`:
 * the page that starts it (page.ts), its forms (config.ts) and Decap CMS's self-contained browser bundle,
 * copied from node_modules (no CDN) and never imported by the site, because it carries its own React.
 * Without a backend (backend.ts) the page is only a notice, and neither forms nor bundle are published.
 */
import fs from "fs";
import { createRequire } from "module";
import path from "path";
import type { CmsBackend } from "./backend";
import { adminConfigYaml, type PreviewPaths } from "./config";
import { adminPageHtml } from "./page";
import { parseContent } from "../content/files";
import type { FileSchema } from "../content/kinds";
import { siteFile } from "../content/schema";

/** The main script, the chunks it loads on demand, and its WebAssembly; source maps stay behind. */
const WANTED = /^(decap-cms\.js|\d+\.decap-cms\.js|[0-9a-f]+\.wasm)$/;

/** Where each page file shows on the site, read from its `path` (site.yaml: HOME's banner). */
function previewPaths(contentDir: string, pages: readonly FileSchema[]): PreviewPaths {
  const paths: PreviewPaths = { [siteFile.file]: "" };
  for (const schema of pages) {
    const file = path.join(contentDir, schema.file);
    if (!fs.existsSync(file)) continue;
    const parsed = parseContent(fs.readFileSync(file, "utf8"), schema.file);
    const route = "data" in parsed ? parsed.data.path : undefined;
    if (typeof route === "string") paths[schema.file] = route.replace(/^\//, "");
  }
  return paths;
}

/**
 * `projectDir` is the site's folder: the bundle is resolved from its node_modules, written to its public/.
 * `previewPages` are the page files whose page an editor can preview (gatsby-node.ts's table says which).
 */
export function publishAdmin(projectDir: string, backend: CmsBackend, previewPages: readonly FileSchema[]): void {
  const target = path.join(projectDir, "public", "admin");
  fs.rmSync(target, { recursive: true, force: true });
  fs.mkdirSync(target, { recursive: true });
  fs.writeFileSync(path.join(target, "index.html"), adminPageHtml(backend));
  if (backend.kind === "none") return;
  const dist = path.dirname(createRequire(path.join(projectDir, "package.json")).resolve("decap-cms"));
  for (const name of fs.readdirSync(dist).filter((file) => WANTED.test(file))) {
    fs.copyFileSync(path.join(dist, name), path.join(target, name));
  }
  fs.writeFileSync(path.join(target, "config.yml"), adminConfigYaml(backend, previewPaths(path.join(projectDir, "content"), previewPages)));
}

type DevServer = { get: (paths: string[], handler: (request: unknown, response: { sendFile: (file: string) => void }) => void) => void };

/** `gatsby develop` answers unknown .html paths with its own 404 page, so the admin page gets a route. */
export function serveAdminPage(app: DevServer, projectDir: string): void {
  const page = path.join(projectDir, "public", "admin", "index.html");
  app.get(["/admin", "/admin/", "/admin/index.html"], (_request, response) => response.sendFile(page));
}
