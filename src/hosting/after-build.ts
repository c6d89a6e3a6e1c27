/**
 * After `gatsby build`: the pages as files the hosts serve at their exact address, and the files that
 * tell the hosts how to serve them.
 *
 * 1. movePagesToFiles: each page's folder index (coffee/index.html) becomes a file of the page's name
 *    (coffee.html). Both Cloudflare and Netlify serve such a file at /coffee and redirect /coffee/ to
 *    it, while they serve a folder's index at /coffee/, after a redirect from /coffee (docs/hosting.md);
 * 2. hash every page's inline scripts (refusing any Gatsby did not write) into the site's policy;
 * 3. write public/_headers; public/_redirects, so that a page's address with a trailing slash or with
 *    .html is one permanent redirect from the exact one on both hosts (Cloudflare's own is a 307,
 *    Netlify's a 301; Netlify serves a page's file before a rule that is not forced, so the rules never
 *    touch the exact address); robots.txt, which names the sitemap at the configured site address;
 *    favicon.ico (favicon.ts); and build.json, which tells the editor which build the site is
 *    (src/lib/build-info.ts).
 */
import fs from "fs/promises";
import path from "path";
import type { CmsBackend } from "../cms/backend";
import { BUILD_INFO_PATH, type BuildInfo } from "../lib/build-info";
import { inlineScriptHashes } from "./csp";
import { filesUnder } from "./files";
import { ADMIN_PREFIX, sitePolicy } from "./headers";
import { renderHeadersFile } from "./headers-file";
import { writeFaviconIco } from "./favicon";

export type HostingInput = {
  publicDir: string;
  siteUrl: string;
  /** Every page of the site: its address, the content file it is made from, and whether the address is
   * fixed (the 404 page's) rather than the file's own. */
  pages: { route: string; file: string; fixed: boolean }[];
  /** Where the CMS saves: its page's policy depends on it. */
  cms: CmsBackend;
  /** Which build this is (src/hosting/build-info.ts). */
  build: BuildInfo;
};

/** The files written here: the hosts read the first two, browsers and crawlers ask for robots.txt and
 * favicon.ico by name, the editor for build.json. */
export const HOST_FILES = ["_headers", "_redirects", "robots.txt", "favicon.ico", BUILD_INFO_PATH.slice(1)];

/** The file a host serves at a page's address: "/" -> "index.html", "/coffee" -> "coffee.html". */
export const fileOfRoute = (route: string) => (route === "/" ? "index.html" : `${route.slice(1)}.html`);

/**
 * Gatsby writes /coffee as coffee/index.html, again only when the page changed since the last build;
 * a page it did not write again is already in coffee.html. Run before anything reads the pages.
 */
export async function movePagesToFiles(publicDir: string, routes: string[]): Promise<void> {
  for (const route of routes.filter((item) => item !== "/")) {
    const folderIndex = path.join(publicDir, route.slice(1), "index.html");
    const moved = await fs.rename(folderIndex, path.join(publicDir, fileOfRoute(route))).then(
      () => true,
      (error: NodeJS.ErrnoException) => (error.code === "ENOENT" ? false : Promise.reject(error)),
    );
    if (moved) await fs.rmdir(path.dirname(folderIndex)).catch(() => undefined);
  }
}

/**
 * Before `gatsby build`: each page moved by movePagesToFiles back where Gatsby wrote it (coffee.html ->
 * coffee/index.html). A build with the cache of the last one does not write every page again, but may
 * still rewrite every page in place (it stitches the new script tags into each one when the browser
 * bundle changed, which a change to the content alone can cause) or delete a removed page's folder
 * index: without its files where it left them, that build fails, or leaves a removed page published.
 * A page file whose folder index is there was not moved (Gatsby writes its 404 page both as 404.html
 * and as 404/index.html) and is left alone.
 */
export async function movePagesToFolders(publicDir: string, routes: string[]): Promise<void> {
  const exists = (file: string) =>
    fs.access(file).then(
      () => true,
      () => false,
    );
  for (const route of routes.filter((item) => /^(\/[^/.]+)+$/.test(item))) {
    const file = path.join(publicDir, fileOfRoute(route));
    const folderIndex = path.join(publicDir, route.slice(1), "index.html");
    if (!(await exists(file)) || (await exists(folderIndex))) continue;
    await fs.mkdir(path.dirname(folderIndex), { recursive: true });
    await fs.rename(file, folderIndex);
  }
}

export async function writeHostingFiles({ publicDir, siteUrl, pages, cms, build }: HostingInput): Promise<void> {
  // First, so that the headers below give it its own rule (never cached).
  await fs.writeFile(path.join(publicDir, BUILD_INFO_PATH.slice(1)), `${JSON.stringify(build)}\n`);
  const routes = pages.filter((page) => !page.fixed).map((page) => page.route);
  // The content file of each page file, for the errors.
  const sources = new Map(pages.map((page) => [fileOfRoute(page.route), page.file]));
  await writeFaviconIco(publicDir);
  const files = await filesUnder(publicDir);
  const hashes = new Set<string>();
  for (const file of files.filter((name) => name.endsWith(".html") && !`/${name}`.startsWith(ADMIN_PREFIX))) {
    const where = `public/${file} (built from ${sources.get(file) ?? "a template in src/"})`;
    for (const hash of inlineScriptHashes(await fs.readFile(path.join(publicDir, file), "utf8"), where)) hashes.add(hash);
  }
  await fs.writeFile(path.join(publicDir, "_headers"), renderHeadersFile(files, routes, sitePolicy([...hashes].sort()), cms));
  const inner = routes.filter((route) => route !== "/");
  await fs.writeFile(
    path.join(publicDir, "_redirects"),
    inner.map((route) => `${route}/ ${route} 301\n${route}.html ${route} 301\n`).join(""),
  );
  await fs.writeFile(
    path.join(publicDir, "robots.txt"),
    `User-agent: *\nDisallow: ${ADMIN_PREFIX}\n\nSitemap: ${siteUrl}/sitemap-index.xml\n`,
  );
}
