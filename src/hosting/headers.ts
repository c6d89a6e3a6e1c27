/**
 * The response headers both hosts send (security, policies, caching), written once, and dist/_headers,
 * which Cloudflare and Netlify read. An unknown address gets the 404 page with the headers of `/*` alone,
 * so `/*` carries the one policy (every page's inline-script hashes) and the security headers, and no later
 * rule sets those again but `/admin/*`, which detaches them first (`! Name`, Cloudflare's syntax; Netlify
 * skips the line and lets the later value win). Caching goes on rules that never overlap, since both hosts
 * join a header two matching rules repeat.
 */
import { BUILD_INFO_PATH } from "../lib/build-info";
import { ISLANDS_FOLDER } from "../islands/islands";

export const SECURITY_HEADERS = {
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()",
  // Isolates the site's window from any other.
  "Cross-Origin-Opener-Policy": "same-origin",
};

/** How long a browser may keep a response (https://www.gatsbyjs.com/docs/how-to/previews-deploys-hosting/caching/). */
const CACHE = {
  revalidate: "public, max-age=0, must-revalidate",
  /** Names that carry their content's hash. */
  immutable: "public, max-age=31536000, immutable",
  none: "no-store",
};

export const ADMIN_PREFIX = "/admin/";

const ADMIN_UNCACHED = ["/admin/", "/admin/index.html", "/admin/config.yml"];

/** Everything below these has a content hash in its path. */
const HASHED_PREFIXES = ["/static/", `/${ISLANDS_FOLDER}/`];

function cacheFor(urlPath: string): string {
  // The editor asks for build.json after the staff publish, to see when the site shows the change.
  if (ADMIN_UNCACHED.includes(urlPath) || urlPath === BUILD_INFO_PATH) return CACHE.none;
  if (HASHED_PREFIXES.some((prefix) => urlPath.startsWith(prefix))) return CACHE.immutable;
  return CACHE.revalidate;
}

/** Cloudflare reads at most this many rules of a _headers file, and silently drops the rest. */
export const MAX_RULES = 100;

export const rule = (path: string, headers: Record<string, string>, detach: string[] = []) =>
  [path, ...detach.map((name) => `  ! ${name}`), ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join("\n");

/** A page's file ("coffee.html") gets no rule of its own: its address ("/coffee") does. */
export function renderHeadersFile(files: string[], routes: string[], policy: string, adminPolicy: string): string {
  const pageFiles = new Set(routes.map((route) => `${route === "/" ? "/index" : route}.html`));
  const others = files
    .map((file) => `/${file}`)
    .filter((path) => !pageFiles.has(path) && path !== "/_headers")
    .filter((path) => !path.startsWith(ADMIN_PREFIX) && !HASHED_PREFIXES.some((folder) => path.startsWith(folder)));
  const cache = (path: string) => ({ "Cache-Control": cacheFor(path) });
  const rules = [
    rule("/*", { ...SECURITY_HEADERS, "Content-Security-Policy": policy }),
    ...routes.map((route) => rule(route, cache(route))),
    ...HASHED_PREFIXES.map((folder) => rule(`${folder}*`, cache(folder))),
    ...others.map((path) => rule(path, cache(path))),
    // The editor's own policy (editor/admin/policy.ts, handed in by gatsby-node.ts), and never indexed.
    rule(`${ADMIN_PREFIX}*`, { "Content-Security-Policy": adminPolicy, "X-Robots-Tag": "noindex" }, ["Content-Security-Policy"]),
    ...ADMIN_UNCACHED.map((path) => rule(path, { "Cache-Control": CACHE.none })),
  ];
  if (rules.length > MAX_RULES) {
    throw new Error(
      `dist/_headers would have ${rules.length} rules, and Cloudflare reads only the first ${MAX_RULES} (the editor's policy comes last).`,
    );
  }
  return `${rules.join("\n\n")}\n`;
}
