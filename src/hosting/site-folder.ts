/**
 * After `gatsby build`: dist/, written afresh from Gatsby's public/ (left as Gatsby wrote it): each page a
 * file at its exact address (coffee.html), the files the pages lead to, static/, and the hosts' files.
 */
import fs from "fs/promises";
import path from "path";
import { BUILD_INFO_PATH, type BuildInfo } from "../lib/build-info";
import { filesUnder, usedFiles } from "./built-files";
import { ADMIN_PREFIX } from "./headers";
import { inlineScriptHashes, sitePolicy } from "../lib/policy";
import { renderHeadersFile } from "./headers-file";
import { writeFaviconIco } from "./favicon";

export const SITE_FOLDER = "dist";

export type HostingInput = {
  siteDir: string;
  siteUrl: string;
  pages: { route: string; file: string; fixed: boolean }[];
  /** The editor's Content-Security-Policy at /admin/ (the editor's own, editor/admin/policy.ts). */
  adminPolicy: string;
  build: BuildInfo;
};

export const HOST_FILES = ["_headers", "_redirects", "robots.txt", "favicon.ico", BUILD_INFO_PATH.slice(1)];

const SITEMAP = "sitemap-index.xml";

/** The file a host serves at a page's address: "/" -> "index.html", "/coffee" -> "coffee.html". */
export const fileOfRoute = (route: string) => (route === "/" ? "index.html" : `${route.slice(1)}.html`);

/** Where Gatsby writes a page: coffee/index.html; the 404 page (also) as 404.html, which hosts serve. */
const builtFileOf = ({ route, fixed }: HostingInput["pages"][number]) =>
  fixed || route === "/" ? fileOfRoute(route) : `${route.slice(1)}/index.html`;

export async function writeSiteFolder({ projectDir, ...hosting }: Omit<HostingInput, "siteDir"> & { projectDir: string }): Promise<string> {
  const publicDir = path.join(projectDir, "public");
  const siteDir = path.join(projectDir, SITE_FOLDER);
  const files = await filesUnder(publicDir);
  const pages = new Map(hosting.pages.map((page) => [builtFileOf(page), fileOfRoute(page.route)]));
  const missing = [...pages.keys()].filter((file) => !files.includes(file));
  if (missing.length > 0) {
    throw new Error(
      `public/${missing.join(", public/")} missing: an earlier build stopped half-way. Run \`npm run clean\`, then build again.`,
    );
  }
  const ownStatic = await filesUnder(path.join(projectDir, "static")).catch(() => []);
  const entries = new Map(
    [...pages, ...[SITEMAP, ...ownStatic].map((file) => [file, file] as const)].map(([from, to]) => [from, `/${to}`]),
  );
  await fs.rm(siteDir, { recursive: true, force: true });
  const pageFiles = new Set(pages.values());
  for (const file of usedFiles(publicDir, files, entries)) {
    // A page's own links (#main) lead to its name in dist/, which an older build may have left in public/.
    if (pageFiles.has(file) && !pages.has(file)) continue;
    const target = path.join(siteDir, pages.get(file) ?? file);
    await fs.mkdir(path.dirname(target), { recursive: true });
    await fs.copyFile(path.join(publicDir, file), target);
  }
  await writeHostingFiles({ siteDir, ...hosting });
  return siteDir;
}

export async function writeHostingFiles({ siteDir, siteUrl, pages, adminPolicy, build }: HostingInput): Promise<void> {
  // First, so that the headers below give it its own rule (never cached).
  await fs.writeFile(path.join(siteDir, BUILD_INFO_PATH.slice(1)), `${JSON.stringify(build)}\n`);
  const routes = pages.filter((page) => !page.fixed).map((page) => page.route);
  const sources = new Map(pages.map((page) => [fileOfRoute(page.route), page.file]));
  await writeFaviconIco(siteDir);
  const files = await filesUnder(siteDir);
  const hashes = new Set<string>();
  for (const file of files.filter((name) => name.endsWith(".html") && !`/${name}`.startsWith(ADMIN_PREFIX))) {
    const where = `${SITE_FOLDER}/${file} (built from ${sources.get(file) ?? "a template in src/"})`;
    for (const hash of await inlineScriptHashes(await fs.readFile(path.join(siteDir, file), "utf8"), where)) hashes.add(hash);
  }
  await fs.writeFile(path.join(siteDir, "_headers"), renderHeadersFile(files, routes, sitePolicy([...hashes].sort()), adminPolicy));
  const inner = routes.filter((route) => route !== "/");
  await fs.writeFile(
    path.join(siteDir, "_redirects"),
    inner.map((route) => `${route}/ ${route} 301\n${route}.html ${route} 301\n`).join(""),
  );
  await fs.writeFile(path.join(siteDir, "robots.txt"), `User-agent: *\nDisallow: ${ADMIN_PREFIX}\n\nSitemap: ${siteUrl}/${SITEMAP}\n`);
}
