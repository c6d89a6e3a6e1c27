/**
 * After `gatsby build`: dist/, written afresh from Gatsby's public/ (left as Gatsby wrote it): each page a
 * file at its exact address (coffee.html), the files the pages lead to, static/, and the hosts' files.
 */
import { execFileSync } from "child_process";
import fs from "fs/promises";
import path from "path";
import { BUILD_INFO_PATH, type BuildInfo } from "../lib/build-info";
import { filesUnder, usedFiles } from "./built-files";
import { ADMIN_PREFIX, renderHeadersFile } from "./headers";
import { inlineScriptHashes, sitePolicy } from "../lib/policy";
import { encode } from "ico-endec";

/** build.json: the commit the site is built from and its time, from git (both hosts' builds clone). */
export function buildInfo(projectDir: string, env = process.env, now = new Date()): BuildInfo {
  try {
    const [commit = "", committed = ""] = execFileSync("git", ["log", "-1", "--format=%H %cI"], {
      cwd: projectDir,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    })
      .trim()
      .split(" ");
    if (/^[0-9a-f]{40}$/.test(commit)) return { commit, committed: new Date(committed).toISOString() };
  } catch {
    // Not a git checkout: the host's build variables, below.
  }
  // Netlify names the commit COMMIT_REF, Cloudflare's Workers Builds WORKERS_CI_COMMIT_SHA.
  return { commit: env.COMMIT_REF ?? env.WORKERS_CI_COMMIT_SHA ?? "", committed: now.toISOString() };
}

export const SITE_FOLDER = "dist";

export type HostingInput = {
  projectDir: string;
  siteUrl: string;
  pages: { route: string; file: string; fixed: boolean }[];
  /** The editor's Content-Security-Policy at /admin/ (the editor's own, editor/admin/policy.ts). */
  adminPolicy: string;
  build: BuildInfo;
};

export const HOST_FILES = ["_headers", "_redirects", "robots.txt", "favicon.ico", BUILD_INFO_PATH.slice(1)];

/**
 * /favicon.ico, which browsers, feed readers and crawlers ask for by name, is two of the PNGs
 * gatsby-plugin-manifest makes, as they are: 32 px (browsers' tabs) and 48 px (search engines ask for 48 or more).
 */
export const FAVICON_SOURCES = ["favicon-32x32.png", "icons/icon-48x48.png"];

const SITEMAP = "sitemap-index.xml";

/** The file a host serves at a page's address: "/" -> "index.html", "/coffee" -> "coffee.html". */
export const fileOfRoute = (route: string) => (route === "/" ? "index.html" : `${route.slice(1)}.html`);

/** Where Gatsby writes a page: coffee/index.html; the 404 page (also) as 404.html, which hosts serve. */
const builtFileOf = ({ route, fixed }: HostingInput["pages"][number]) =>
  fixed || route === "/" ? fileOfRoute(route) : `${route.slice(1)}/index.html`;

export async function writeSiteFolder({ projectDir, siteUrl, pages, adminPolicy, build }: HostingInput): Promise<string> {
  const publicDir = path.join(projectDir, "public");
  const siteDir = path.join(projectDir, SITE_FOLDER);
  const files = await filesUnder(publicDir);
  const pageFiles = new Map(pages.map((page) => [builtFileOf(page), fileOfRoute(page.route)]));
  const missing = [...pageFiles.keys()].filter((file) => !files.includes(file));
  if (missing.length > 0) {
    throw new Error(
      `public/${missing.join(", public/")} missing: an earlier build stopped half-way. Run \`npm run clean\`, then build again.`,
    );
  }
  const ownStatic = await filesUnder(path.join(projectDir, "static")).catch(() => []);
  const entries = new Map(
    [...pageFiles, ...[SITEMAP, ...ownStatic].map((file) => [file, file] as const)].map(([from, to]) => [from, `/${to}`]),
  );
  await fs.rm(siteDir, { recursive: true, force: true });
  const pageNames = new Set(pageFiles.values());
  for (const file of usedFiles(publicDir, files, entries)) {
    // A page's own links (#main) lead to its name in dist/, which an older build may have left in public/.
    if (pageNames.has(file) && !pageFiles.has(file)) continue;
    const target = path.join(siteDir, pageFiles.get(file) ?? file);
    await fs.mkdir(path.dirname(target), { recursive: true });
    await fs.copyFile(path.join(publicDir, file), target);
  }

  // First, so that the headers below give it its own rule (never cached).
  await fs.writeFile(path.join(siteDir, BUILD_INFO_PATH.slice(1)), `${JSON.stringify(build)}\n`);
  const icons = await Promise.all(FAVICON_SOURCES.map((file) => fs.readFile(path.join(siteDir, file))));
  await fs.writeFile(path.join(siteDir, "favicon.ico"), encode(icons));
  const routes = pages.filter((page) => !page.fixed).map((page) => page.route);
  const sources = new Map(pages.map((page) => [fileOfRoute(page.route), page.file]));
  const siteFiles = await filesUnder(siteDir);
  const hashes = new Set<string>();
  for (const file of siteFiles.filter((name) => name.endsWith(".html") && !`/${name}`.startsWith(ADMIN_PREFIX))) {
    const where = `${SITE_FOLDER}/${file} (built from ${sources.get(file) ?? "a template in src/"})`;
    for (const hash of await inlineScriptHashes(await fs.readFile(path.join(siteDir, file), "utf8"), where)) hashes.add(hash);
  }
  await fs.writeFile(path.join(siteDir, "_headers"), renderHeadersFile(siteFiles, routes, sitePolicy([...hashes].sort()), adminPolicy));
  const inner = routes.filter((route) => route !== "/");
  await fs.writeFile(
    path.join(siteDir, "_redirects"),
    inner.map((route) => `${route}/ ${route} 301\n${route}.html ${route} 301\n`).join(""),
  );
  await fs.writeFile(path.join(siteDir, "robots.txt"), `User-agent: *\nDisallow: ${ADMIN_PREFIX}\n\nSitemap: ${siteUrl}/${SITEMAP}\n`);
  return siteDir;
}
