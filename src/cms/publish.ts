/**
 * Publishes the CMS at /admin/ into public/admin/, after bootstrap in `gatsby build` and `gatsby develop`:
 * the page that starts it (page.ts), its forms (config.ts) and Decap CMS's self-contained browser bundle, copied from node_modules (no CDN) and never imported by
 * the site, because it carries its own React. Without a backend (backend.ts) the page is only a notice,
 * and neither forms nor bundle are published. The editor's stylesheet for phones is published by Gatsby,
 * as it is, from static/admin/phone.css.
 */
import fs from "fs";
import { createRequire } from "module";
import path from "path";
import type { CmsBackend } from "./backend";
import { adminConfigYaml, type PreviewPaths } from "./config";
import { adminPageHtml } from "./page";
import { publishPreviews } from "./preview/bundle";
import { HOME_PHOTO, type PreviewFacts } from "./preview/facts";
import type { Fields, SiteFacts } from "./preview/pages";
import { parseContent } from "../schema/files";
import { menuOf } from "../schema/graphql-types";
import type { FileSchema } from "../schema/kinds";
import { homeFile, PAGES, siteFile } from "../schema/schema";

/** The main script, the chunks it loads on demand, and its WebAssembly; source maps stay behind. */
const WANTED = /^(decap-cms\.js|\d+\.decap-cms\.js|[0-9a-f]+\.wasm)$/;

/**
 * One content file's fields as the form holds them (a Markdown file's text as `body`); none for a file
 * that is missing or unreadable, which the build's own checks report.
 */
export function formFields(contentDir: string, schema: FileSchema): Fields {
  const file = path.join(contentDir, schema.file);
  if (!fs.existsSync(file)) return {};
  const parsed = parseContent(fs.readFileSync(file, "utf8"), schema.file);
  if ("issue" in parsed) return {};
  const data = asForm(parsed.data) as Fields;
  return parsed.body === undefined ? data : { ...data, body: parsed.body };
}

/** YAML reads 2026-11-26 as a Date; the form's date picker holds the text "2026-11-26". */
function asForm(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (Array.isArray(value)) return value.map(asForm);
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, asForm(item)]));
  return value;
}

/** The pages in the menu, with their files' fields as saved. */
const menuPages = (contentDir: string) =>
  PAGES.filter((page) => !page.fixedPath).map((page) => ({ schema: page.content, fields: formFields(contentDir, page.content) }));

/** Where each page file shows on the site, read from its `path` (site.yaml: on HOME). */
export function previewPaths(contentDir: string): PreviewPaths {
  const paths: PreviewPaths = { [siteFile.file]: "" };
  for (const { schema, fields } of menuPages(contentDir)) {
    if (typeof fields.path === "string") paths[schema.file] = fields.path.replace(/^\//, "");
  }
  return paths;
}

/**
 * The facts every preview needs from files other than the one being edited (see preview/facts.ts),
 * with HOME's photograph copied into `target` for the site-wide file's preview.
 */
export function previewFacts(contentDir: string, target: string): PreviewFacts {
  const home = formFields(contentDir, homeFile);
  const hero = home.hero?.image;
  const source = typeof hero === "string" ? path.join(contentDir, path.dirname(homeFile.file), hero) : "";
  if (source && fs.existsSync(source)) {
    const copy = `${HOME_PHOTO}${path.extname(source)}`;
    fs.copyFileSync(source, path.join(target, path.basename(copy)));
    home.hero = { ...home.hero, image: copy };
  }
  // The menu as the build makes it (src/schema/graphql-types.ts): each page's name in it, in the table's order.
  const nav = menuOf(menuPages(contentDir).map(({ fields }) => fields));
  return { site: { ...(formFields(contentDir, siteFile) as SiteFacts), nav }, home };
}

/** public/admin/index.html, with the previews' facts as the content files hold them now; returns what it wrote. */
function writeAdminPage(projectDir: string, backend: CmsBackend, publicDir = path.join(projectDir, "public")): string[] {
  const target = path.join(publicDir, "admin");
  const facts = backend.kind === "none" ? undefined : previewFacts(path.join(projectDir, "content"), target);
  fs.writeFileSync(path.join(target, "index.html"), adminPageHtml(backend, facts));
  const photo = facts?.home.hero?.image;
  return ["index.html", ...(typeof photo === "string" && photo.startsWith(HOME_PHOTO) ? [path.basename(photo)] : [])];
}

/**
 * `projectDir` is the site's folder: the bundle is resolved from its node_modules, written to its public/
 * (or to `publicDir`, a copy of it: the sign-in's tests publish an editor for GitHub there).
 */
export async function publishAdmin(projectDir: string, backend: CmsBackend, publicDir = path.join(projectDir, "public")): Promise<void> {
  const target = path.join(publicDir, "admin");
  const contentDir = path.join(projectDir, "content");
  fs.mkdirSync(target, { recursive: true });
  const written = new Set(writeAdminPage(projectDir, backend, publicDir));
  if (backend.kind !== "none") {
    for (const name of await publishPreviews(projectDir, target)) written.add(name);
    const dist = path.dirname(createRequire(path.join(projectDir, "package.json")).resolve("decap-cms"));
    for (const name of fs.readdirSync(dist).filter((file) => WANTED.test(file))) {
      fs.copyFileSync(path.join(dist, name), path.join(target, name));
      written.add(name);
    }
    fs.writeFileSync(path.join(target, "config.yml"), adminConfigYaml(backend, previewPaths(contentDir)));
    written.add("config.yml");
  }
  // The files Gatsby publishes from static/admin/ as they are (phone.css, the editor on phones) stay.
  const ownStatic = path.join(projectDir, "static", "admin");
  for (const name of fs.existsSync(ownStatic) ? fs.readdirSync(ownStatic) : []) written.add(name);
  // What an earlier build left and this one did not write goes.
  for (const entry of fs.readdirSync(target, { withFileTypes: true })) {
    if (!written.has(entry.name)) fs.rmSync(path.join(target, entry.name), { recursive: true, force: true });
  }
}

type DevServer = { get: (paths: string[], handler: (request: unknown, response: { sendFile: (file: string) => void }) => void) => void };

/**
 * `gatsby develop` answers unknown .html paths with its own 404 page, so the admin page gets a route.
 * It is written again on each visit, so that previews opened after a save show the facts as saved.
 */
export function serveAdminPage(app: DevServer, projectDir: string, backend: CmsBackend): void {
  app.get(["/admin", "/admin/", "/admin/index.html"], (_request, response) => {
    writeAdminPage(projectDir, backend);
    response.sendFile(path.join(projectDir, "public", "admin", "index.html"));
  });
}
