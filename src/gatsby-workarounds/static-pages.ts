/**
 * `gatsby build` only: the pages go out as static HTML, and public/ holds only what they use.
 *
 * Gatsby writes into every page the scripts of its client app (React, its router and page loader,
 * webpack's runtime; the `_gatsby-scripts` slice and the page's path among the closing components;
 * preloads of the app's chunks in <head>), which fetches the page's data and hydrates markup that is
 * already complete. The site's pages need none of it: what they do in the browser is done by islands
 * (src/islands). And Gatsby never clears public/: the app's files stay there, and so do the photographs
 * of earlier builds and of `gatsby develop`. So:
 * - `withoutRuntime` (onPreRenderHTML, gatsby-ssr.tsx) leaves the app out of every page;
 * - `setAsideUnused` (onPostBuild) moves every file of public/ that no page uses (nothing published
 *   names it) into .cache/, so the hosts publish only what pages use, and `putBackAside` (onPreBuild)
 *   returns them before the next build, which reads some of them (a page's data when it renders the page
 *   again) and counts on finding others (photographs it made before).
 */
import fs from "fs";
import path from "path";
import type { ReactElement } from "react";
import { Parser } from "htmlparser2";
import { GATSBY_INTERNALS } from "./gatsby-internals";
import { filesUnder } from "../hosting/files";
import { HOST_FILES } from "../hosting/after-build";

type Component = ReactElement<{ sliceId?: string; as?: string; id?: string }>;

/** A script of the app, its page metadata, its scripts' slice, or a preload or prefetch of its chunks. */
const isRuntime = ({ type, props }: Component) =>
  props.sliceId === GATSBY_INTERNALS.scriptsSlice ||
  props.id === GATSBY_INTERNALS.scriptLoaderId ||
  (type === "link" && (props.as === "script" || props.as === "fetch"));

export const withoutRuntime = (components: readonly Component[]): Component[] => components.filter((component) => !isRuntime(component));

/**
 * The <head>'s preloads (the font, a page's largest photograph) before the inlined CSS, so that the browser
 * asks for them with the HTML's first bytes: under React 19 the photograph's, from the page's `Head`,
 * comes after it.
 */
export function preloadsFirst(components: readonly Component[]): Component[] {
  const isPreload = ({ type, props }: Component) => type === "link" && (props as { rel?: string }).rel === "preload";
  const rest = components.filter((component) => !isPreload(component));
  const style = rest.findIndex(({ type }) => type === "style");
  if (style < 0) return [...components];
  return [...rest.slice(0, style), ...components.filter(isPreload), ...rest.slice(style)];
}

/**
 * The files that lead to others: pages (not Gatsby's slices, the app's own), the web app manifest, the
 * sitemaps; and, through them, the scripts and stylesheets a page loads.
 */
const ENTRY = (file: string) => /\.(?:html|webmanifest|xml)$/.test(file) && !file.startsWith(`${GATSBY_INTERNALS.slicesFolder}/`);
/** Published whatever names it: the editor, whose bundle loads its own parts (src/cms/publish.ts). */
const ALWAYS = (file: string) => file.startsWith("admin/");

/** The addresses a file of the built site loads or links to, as written (absolute, or relative to the file). */
function addressesIn(file: string, text: string): string[] {
  if (file.endsWith(".js")) return [...text.matchAll(/(?:from|import\()\s*"([^"]+)"/g)].map((match) => match[1]!);
  if (file.endsWith(".webmanifest")) return ((JSON.parse(text) as { icons?: { src: string }[] }).icons ?? []).map((icon) => icon.src);
  if (file.endsWith(".xml")) return [...text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
  const found: string[] = [];
  let style = false;
  const parser = new Parser({
    onopentag(name, attributes) {
      style = name === "style";
      for (const key of ["src", "href", "content"]) if (attributes[key]) found.push(attributes[key]);
      for (const key of ["srcset", "imagesrcset"]) {
        for (const candidate of (attributes[key] ?? "").split(",")) found.push(candidate.trim().split(/\s+/)[0] ?? "");
      }
    },
    ontext(css) {
      if (style) found.push(...[...css.matchAll(/url\(\s*["']?([^"')]+)/g)].map((match) => match[1]!));
    },
    onclosetag() {
      style = false;
    },
  });
  parser.write(text);
  parser.end();
  return found;
}

/** The files of `files` (paths in public/) that no page, manifest or sitemap leads to, directly or through the files they load. */
export function unusedFiles(publicDir: string, files: readonly string[]): string[] {
  const known = new Set(files);
  const used = new Set(files.filter((file) => ENTRY(file) || ALWAYS(file)));
  const queue = [...used];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    if (!/\.(?:html|webmanifest|xml|js)$/.test(file)) continue;
    for (const address of addressesIn(file, fs.readFileSync(path.join(publicDir, file), "utf8"))) {
      // Absolute addresses of the site itself (the sitemap's, the social card's) count by their path.
      const { pathname } = new URL(address, `https://site/${file}`);
      const target = decodeURIComponent(pathname).slice(1);
      if (known.has(target) && !used.has(target)) {
        used.add(target);
        queue.push(target);
      }
    }
  }
  return files.filter((file) => !used.has(file));
}

const asideDir = (projectDir: string) => path.join(projectDir, ".cache", "set-aside");

/**
 * After the build: every file of public/ that no page uses into .cache/set-aside/, keeping its path; not
 * the hosts' files (src/hosting/after-build.ts), which are written after this.
 */
export async function setAsideUnused(projectDir: string): Promise<void> {
  const publicDir = path.join(projectDir, "public");
  const files = (await filesUnder(publicDir)).filter((file) => !HOST_FILES.includes(file));
  for (const file of unusedFiles(publicDir, files)) {
    const target = path.join(asideDir(projectDir), file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.renameSync(path.join(publicDir, file), target);
    // Its folders go too, once empty.
    for (let folder = path.dirname(file); folder !== "."; folder = path.dirname(folder)) {
      if (fs.readdirSync(path.join(publicDir, folder)).length > 0) break;
      fs.rmdirSync(path.join(publicDir, folder));
    }
  }
}

/** Before the build: the files set aside back into public/, unless the folder has a newer one there since. */
export function putBackAside(projectDir: string): void {
  const aside = asideDir(projectDir);
  if (!fs.existsSync(aside)) return;
  for (const entry of fs.readdirSync(aside, { withFileTypes: true, recursive: true }).filter((item) => item.isFile())) {
    const from = path.join(entry.parentPath, entry.name);
    const to = path.join(projectDir, "public", path.relative(aside, from));
    if (fs.existsSync(to)) continue;
    fs.mkdirSync(path.dirname(to), { recursive: true });
    fs.renameSync(from, to);
  }
  fs.rmSync(aside, { recursive: true, force: true });
}
