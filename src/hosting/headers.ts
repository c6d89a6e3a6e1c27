/** The response headers both hosts send (security, policies, caching), written once; _headers is made from them. */

import { BUILD_INFO_PATH } from "../lib/build-info";
import { sitePolicy } from "../lib/policy";
import { ISLANDS_FOLDER } from "../islands/islands";

export type ResponseHeaders = Record<string, string>;

export const SECURITY_HEADERS: ResponseHeaders = {
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()",
};

/** How long a browser may keep a response (https://www.gatsbyjs.com/docs/how-to/previews-deploys-hosting/caching/). */
export const CACHE = {
  revalidate: "public, max-age=0, must-revalidate",
  /** Names that carry their content's hash. */
  immutable: "public, max-age=31536000, immutable",
  none: "no-store",
} as const;

export function siteHeaders(cache: string, policy: string = sitePolicy()): ResponseHeaders {
  return {
    ...SECURITY_HEADERS,
    "Content-Security-Policy": policy,
    // Isolates the site's window from any other.
    "Cross-Origin-Opener-Policy": "same-origin",
    "Cache-Control": cache,
  };
}

/** The editor's pages: its own policy (editor/admin/policy.ts, handed in by gatsby-node.ts), never indexed. */
export const adminHeaders = (cache: string, policy: string): ResponseHeaders => ({
  ...siteHeaders(cache, policy),
  "X-Robots-Tag": "noindex",
});

export const ADMIN_PREFIX = "/admin/";

export const ADMIN_UNCACHED = ["/admin/", "/admin/index.html", "/admin/config.yml"];

/** Everything below these has a content hash in its path. */
export const HASHED_PREFIXES = ["/static/", `/${ISLANDS_FOLDER}/`];

export function cacheFor(urlPath: string): string {
  // The editor asks for it after the staff publish, to see when the site shows the change.
  if (ADMIN_UNCACHED.includes(urlPath) || urlPath === BUILD_INFO_PATH) return CACHE.none;
  if (urlPath.startsWith(ADMIN_PREFIX)) return CACHE.revalidate;
  if (HASHED_PREFIXES.some((prefix) => urlPath.startsWith(prefix))) return CACHE.immutable;
  return CACHE.revalidate;
}
