/**
 * dist/_headers, read by Cloudflare and Netlify. A host answers an unknown address with the 404 page and the headers of the rules that match that
 * address, which only `/*` does. So `/*` carries the site's one policy (every page's inline-script
 * hashes together) with the security headers, and the rules after it never set those again, except
 * `/admin/*`: it detaches them first (`! Name`, Cloudflare's syntax; Netlify skips a line with no colon
 * and lets the later rule's value win), so the editor is never under two policies. Caching goes on
 * rules that never overlap, since both hosts join a header repeated by two matching rules.
 */
import type { CmsBackend } from "../cms/backend";
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
export function renderHeadersFile(files: string[], routes: string[], policy: string, backend: CmsBackend): string {
  const everywhere = without(siteHeaders(CACHE.revalidate, policy), ["Cache-Control"]);
  const admin = without(adminHeaders(CACHE.none, backend), ["Cache-Control"]);
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
