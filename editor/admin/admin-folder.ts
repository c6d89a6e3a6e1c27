/**
 * Writes the editor at /admin/ (into dist/ after a build, public/ under develop): its page, its forms and
 * Decap CMS's own bundle, copied from node_modules (no CDN); it carries its own React, so the site never imports it.
 */
import fs from "fs";
import { createRequire } from "module";
import path from "path";
import { EDITOR_PAGES, IDENTITY_EMAILS } from "../addresses";
import { identityEmails } from "./identity-emails";
import type { EditorBackend } from "./backend";
import { adminConfigYaml, type PreviewPaths } from "./config";
import { adminPageHtml } from "./page";
import { setupPageHtml } from "./setup/page";
import { writePreviewBundle } from "./preview/bundle";
import { IDENTITY_WIDGET, type OtherFiles } from "./page-parts";
import type { Fields, SiteFacts } from "./preview/pages";
import { parseContent } from "../../src/schema/content-file";
import { menuOf } from "../../src/schema/graphql-types";
import type { FileSchema } from "../../src/schema/kinds";
import { homeFile, PAGES, siteFile } from "../../src/schema/schema";

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
 * HOME's photograph (this name plus its own extension), copied beside the admin: the site-wide file's
 * preview cannot ask the CMS for a file in another folder.
 */
const HOME_PHOTO = "/admin/home-photo";

/** What every preview shows from files other than the one being edited, with HOME's photograph copied into `target`. */
export function otherFiles(contentDir: string, target: string): OtherFiles {
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

/** admin/index.html in `siteDir`, with the other files' fields for the previews as the content files hold them now. */
function writeAdminPage(projectDir: string, backend: EditorBackend, siteDir = path.join(projectDir, "public")): OtherFiles {
  const target = path.join(siteDir, "admin");
  const others = otherFiles(path.join(projectDir, "content"), target);
  fs.writeFileSync(path.join(target, "index.html"), adminPageHtml(backend, others));
  return others;
}

/**
 * `projectDir` is the project's folder: the bundle is resolved from its node_modules, and written into
 * the admin/ folder of `siteDir` (its public/ unless given). `cache` keeps the previews' bundle between builds.
 */
export async function writeAdminFolder(
  projectDir: string,
  backend: EditorBackend,
  cache: string,
  siteDir = path.join(projectDir, "public"),
): Promise<void> {
  const target = path.join(siteDir, "admin");
  fs.mkdirSync(target, { recursive: true });
  const others = writeAdminPage(projectDir, backend, siteDir);
  await writePreviewBundle(projectDir, target, cache);
  const { resolve } = createRequire(path.join(projectDir, "package.json"));
  const dist = path.dirname(resolve("decap-cms"));
  for (const name of fs.readdirSync(dist).filter((file) => WANTED.test(file)))
    fs.copyFileSync(path.join(dist, name), path.join(target, name));
  fs.writeFileSync(path.join(target, "config.yml"), adminConfigYaml(backend, previewPaths(path.join(projectDir, "content"))));
  if (backend.kind === "local") return;
  // What Decap's git-gateway backend asks before signing in: no part of the gateway is down.
  fs.writeFileSync(path.join(target, path.basename(EDITOR_PAGES.status)), '{ "components": [] }\n');
  // The owner's page, which checks every setting and makes the GitHub App.
  fs.mkdirSync(path.join(target, "setup"), { recursive: true });
  fs.writeFileSync(path.join(target, "setup", "index.html"), setupPageHtml(backend, others.site.name));
  // Netlify Identity's own widget, which accepts an invitation and sets a password, served by the site itself.
  if (backend.netlify) {
    fs.copyFileSync(resolve("netlify-identity-widget"), path.join(target, path.basename(IDENTITY_WIDGET)));
    // Its e-mails, which Netlify reads from the site: they link to the editor, where the widget takes the token.
    for (const [kind, html] of Object.entries(identityEmails(others.site.name))) {
      const file = path.join(siteDir, IDENTITY_EMAILS[kind as keyof typeof IDENTITY_EMAILS]);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, html);
    }
  }
}

type DevServer = { get: (paths: string[], handler: (request: unknown, response: { sendFile: (file: string) => void }) => void) => void };

/**
 * `gatsby develop` answers unknown .html paths with its own 404 page, so the admin page gets a route.
 * It is written again on each visit, so that previews opened after a save show the other files as saved.
 */
export function serveAdminPage(app: DevServer, projectDir: string, backend: EditorBackend): void {
  app.get(["/admin", "/admin/", "/admin/index.html"], (_request, response) => {
    writeAdminPage(projectDir, backend);
    response.sendFile(path.join(projectDir, "public", "admin", "index.html"));
  });
}
