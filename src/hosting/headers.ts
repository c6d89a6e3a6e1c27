/**
 * The one definition of the response headers every host sends: security headers, the content security
 * policies and the caching rules. `dist/_headers` (read by Cloudflare and Netlify) and the CMS page's
 * <meta> policy are both generated from here.
 */

import type { CmsBackend } from "../cms/backend";
import { adminPolicy } from "../cms/policy";
import { BUILD_INFO_PATH } from "../lib/build-info";
import { renderPolicy } from "../lib/policy";
import { ISLANDS_FOLDER } from "../islands/islands";

export type Headers = Record<string, string>;

/** Sent with every response, whatever the path. */
export const SECURITY_HEADERS: Headers = {
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()",
};

/** How long a browser may keep a response (https://www.gatsbyjs.com/docs/how-to/previews-deploys-hosting/caching/). */
export const CACHE = {
  /** Pages, the sitemap, robots.txt, the manifest: always ask the server whether they changed. */
  revalidate: "public, max-age=0, must-revalidate",
  /** The islands' scripts and /static/ (photographs, the font): a new build gives them new names. */
  immutable: "public, max-age=31536000, immutable",
  /** The CMS page and its config, and what the site says of its build: never from a cache, always the current one. */
  none: "no-store",
} as const;

/**
 * The site's policy, one for every page. Scripts come from the site itself (the islands), plus the inline scripts the
 * build writes into the pages' <head> (the speculation rules, a dated page's announcements script), allowed one by one
 * by their sha256 hashes (never 'unsafe-inline' or 'unsafe-eval'). Styles need 'unsafe-inline': Gatsby inlines the CSS, and a
 * photograph carries its placeholder colour in a style attribute. Images come from the site only.
 */
export function sitePolicy(scriptHashes: readonly string[] = []): string {
  return renderPolicy({
    "default-src": ["'self'"],
    "script-src": ["'self'", ...scriptHashes.map((hash) => `'${hash}'`)],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'"],
    "font-src": ["'self'"],
    "connect-src": ["'self'"],
    "manifest-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'none'"],
    "frame-ancestors": ["'none'"],
  });
}

/** Isolates the site's window from any other; the editor keeps its sign-in pop-up (GitHub via OAuth). */
const COOP = { site: "same-origin", admin: "same-origin-allow-popups" } as const;

/** The headers of one response on the public site, given the policy of its page. */
export function siteHeaders(cache: string, policy: string = sitePolicy()): Headers {
  return {
    ...SECURITY_HEADERS,
    "Content-Security-Policy": policy,
    "Cross-Origin-Opener-Policy": COOP.site,
    "Cache-Control": cache,
  };
}

/** The headers of one response under /admin/. */
export function adminHeaders(cache: string, backend: CmsBackend): Headers {
  return {
    ...SECURITY_HEADERS,
    "Content-Security-Policy": adminPolicy(backend),
    "Cross-Origin-Opener-Policy": COOP.admin,
    "X-Robots-Tag": "noindex",
    "Cache-Control": cache,
  };
}

/** The CMS lives here; it is not part of the public site (not in the sitemap, not indexed). */
export const ADMIN_PREFIX = "/admin/";

/** Files under /admin/ that must never be served from a cache. */
export const ADMIN_UNCACHED = ["/admin/", "/admin/index.html", "/admin/config.yml"];

/** Everything below these prefixes has a content hash in its path: Gatsby's files, and the islands (src/islands/build.ts). */
export const HASHED_PREFIXES = ["/static/", `/${ISLANDS_FOLDER}/`];

/** The caching rule of one path of the built site (the path of a file, or a page's route). */
export function cacheFor(urlPath: string): string {
  // The editor asks for it after a publish, to see when the site shows the change.
  if (ADMIN_UNCACHED.includes(urlPath) || urlPath === BUILD_INFO_PATH) return CACHE.none;
  if (urlPath.startsWith(ADMIN_PREFIX)) return CACHE.revalidate;
  if (HASHED_PREFIXES.some((prefix) => urlPath.startsWith(prefix))) return CACHE.immutable;
  return CACHE.revalidate;
}
