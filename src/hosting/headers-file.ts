/**
 * public/_headers for Netlify and Cloudflare Pages, from the header definition in ./headers.ts.
 *
 * Both hosts apply every rule whose path matches and join repeated headers with commas, and two
 * Content-Security-Policy headers would both be enforced. So only the headers that are the same
 * everywhere go on `/*`; the policy, the opener policy and the caching rule go on rules that never
 * overlap: one per page and per file at the top level, one per folder of hashed or data files.
 */
import type { CmsBackend } from "../cms/backend";
import { ADMIN_PREFIX, ADMIN_UNCACHED, CACHE, SECURITY_HEADERS, STATIC_PREFIX, adminHeaders, cacheFor, siteHeaders, type Headers } from "./headers";

/** Folders whose files all share one rule. */
const FOLDERS = [STATIC_PREFIX, "/page-data/"];

const without = (headers: Headers, names: string[]): Headers =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !names.includes(name)));
const withoutSecurity = (headers: Headers) => without(headers, Object.keys(SECURITY_HEADERS));

const rule = (path: string, headers: Headers) =>
  [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join("\n");

/**
 * `files`: every file of the built site ("coffee/index.html"); `pages`: each page's route ("/coffee")
 * with its policy. Files of pages are reached by their route, so they get no rule of their own.
 */
export function renderHeadersFile(
  files: string[],
  pages: { route: string; file: string; policy: string }[],
  backend: CmsBackend,
): string {
  const pageFiles = new Set(pages.map((page) => page.file));
  const topLevel = files
    .map((file) => `/${file}`)
    .filter((path) => !pageFiles.has(path.slice(1)))
    .filter((path) => !path.startsWith(ADMIN_PREFIX) && !FOLDERS.some((folder) => path.startsWith(folder)));
  const rules = [
    rule("/*", SECURITY_HEADERS),
    ...pages.map((page) => rule(page.route, withoutSecurity(siteHeaders(CACHE.revalidate, page.policy)))),
    ...FOLDERS.map((folder) => rule(`${folder}*`, withoutSecurity(siteHeaders(cacheFor(folder))))),
    ...topLevel.map((path) => rule(path, withoutSecurity(siteHeaders(cacheFor(path))))),
    // The uncached CMS files get their caching rule alone, as the folder's rule already matches them.
    rule(`${ADMIN_PREFIX}*`, without(withoutSecurity(adminHeaders(CACHE.none, backend)), ["Cache-Control"])),
    ...ADMIN_UNCACHED.map((path) => rule(path, { "Cache-Control": CACHE.none })),
  ];
  return `${rules.join("\n\n")}\n`;
}
