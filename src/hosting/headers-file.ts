/**
 * dist/_headers, read by Cloudflare and Netlify. An unknown address gets the 404 page with the headers of
 * `/*` alone, so `/*` carries the one policy (every page's inline-script hashes) and the security headers,
 * and no later rule sets those again but `/admin/*`, which detaches them first (`! Name`, Cloudflare's
 * syntax; Netlify skips the line and lets the later value win). Caching goes on rules that never overlap,
 * since both hosts join a header two matching rules repeat.
 */
import { ADMIN_PREFIX, ADMIN_UNCACHED, CACHE, HASHED_PREFIXES, adminHeaders, cacheFor, siteHeaders, type ResponseHeaders } from "./headers";

/** Cloudflare reads at most this many rules of a _headers file, and silently drops the rest. */
export const MAX_RULES = 100;

const only = (headers: ResponseHeaders, names: string[]): ResponseHeaders =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => names.includes(name)));
export const without = (headers: ResponseHeaders, names: string[]): ResponseHeaders =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !names.includes(name)));

export const rule = (path: string, headers: ResponseHeaders, detach: string[] = []) =>
  [path, ...detach.map((name) => `  ! ${name}`), ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join("\n");

/** A page's file ("coffee.html") gets no rule of its own: its address ("/coffee") does. */
export function renderHeadersFile(files: string[], routes: string[], policy: string, adminPolicy: string): string {
  const everywhere = without(siteHeaders(CACHE.revalidate, policy), ["Cache-Control"]);
  const admin = without(adminHeaders(CACHE.none, adminPolicy), ["Cache-Control"]);
  const changed = Object.keys(admin).filter((name) => admin[name] !== everywhere[name]);
  const pageFiles = new Set(routes.map((route) => `${route === "/" ? "/index" : route}.html`));
  const others = files
    .map((file) => `/${file}`)
    .filter((path) => !pageFiles.has(path) && path !== "/_headers")
    .filter((path) => !path.startsWith(ADMIN_PREFIX) && !HASHED_PREFIXES.some((folder) => path.startsWith(folder)));
  const cache = (path: string) => ({ "Cache-Control": cacheFor(path) });
  const rules = [
    rule("/*", everywhere),
    ...routes.map((route) => rule(route, cache(route))),
    ...HASHED_PREFIXES.map((folder) => rule(`${folder}*`, cache(folder))),
    ...others.map((path) => rule(path, cache(path))),
    rule(
      `${ADMIN_PREFIX}*`,
      only(admin, changed),
      changed.filter((name) => name in everywhere),
    ),
    ...ADMIN_UNCACHED.map((path) => rule(path, { "Cache-Control": CACHE.none })),
  ];
  if (rules.length > MAX_RULES) {
    throw new Error(
      `dist/_headers would have ${rules.length} rules, and Cloudflare reads only the first ${MAX_RULES} (the editor's policy comes last).`,
    );
  }
  return `${rules.join("\n\n")}\n`;
}
