/**
 * The one definition of the response headers every host sends: security headers, the content security
 * policies and the caching rules. `public/_headers` (read by Cloudflare and Netlify) and the CMS page's
 * <meta> policy are both generated from here.
 */

import type { CmsBackend } from "../cms/backend";

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
  /** HTML, page-data, chunk-map.json, app-data.json: always ask the server whether they changed. */
  revalidate: "public, max-age=0, must-revalidate",
  /** Content-hashed JS/CSS and /static/: a new build gives them new names. */
  immutable: "public, max-age=31536000, immutable",
  /** The CMS page and its config: never from a cache, so an editor always gets the current one. */
  none: "no-store",
} as const;

type Directives = Record<string, string[]>;

const render = (directives: Directives) =>
  Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(" "))
    .join("; ");

/**
 * The site's policy, one for every page. Scripts come from the site itself, plus the inline scripts the build writes into
 * the pages (Gatsby's page metadata and a dated page's announcements script), allowed one by one by their sha256 hashes
 * (never 'unsafe-inline' or 'unsafe-eval'). Styles need 'unsafe-inline': Gatsby inlines the CSS, and a
 * photograph carries its placeholder colour in a style attribute. Images come from the site only.
 */
export function sitePolicy(scriptHashes: readonly string[] = []): string {
  return render({
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

/**
 * The policy of the content editor at /admin/ (Decap CMS, a prebuilt bundle), for exactly the backend
 * it uses (src/cms/backend.ts). Its bundle compiles code with `new Function` and its image tools are
 * WebAssembly, so it needs 'unsafe-eval' and 'wasm-unsafe-eval', which no other path gets. It styles
 * itself at run time, previews uploads (blob:, data:) and reads them back to save them (blob:). With GitHub it talks to GitHub's API and
 * status page and shows avatars and repository images; locally, to decap-server on this computer.
 * Without a backend the page is a notice with no script at all.
 */
function adminDirectives(backend: CmsBackend): Directives {
  const github = backend.kind === "github";
  return {
    "default-src": ["'self'"],
    "script-src": backend.kind === "none" ? ["'none'"] : ["'self'", "'unsafe-eval'", "'wasm-unsafe-eval'"],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": [
      "'self'",
      "data:",
      "blob:",
      ...(github ? ["https://avatars.githubusercontent.com", "https://raw.githubusercontent.com"] : []),
    ],
    "font-src": ["'self'", "data:"],
    "connect-src": [
      "'self'",
      ...(backend.kind === "local" ? [new URL(backend.url).origin] : []),
      ...(github ? ["https://api.github.com", "https://www.githubstatus.com"] : []),
      // A photograph picked in the media library is read back from its blob: address when it is saved.
      ...(backend.kind === "none" ? [] : ["blob:"]),
    ],
    "worker-src": ["'self'", "blob:"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'none'"],
    "frame-ancestors": ["'none'"],
  };
}

export const adminPolicy = (backend: CmsBackend) => render(adminDirectives(backend));

/**
 * The same policy for the page's own <meta> tag, which holds wherever the page is served without the
 * headers (`gatsby serve`, `gatsby develop`). Browsers ignore frame-ancestors in a <meta>, so it is left
 * out there; the header keeps it.
 */
export const adminMetaPolicy = (backend: CmsBackend) =>
  render(Object.fromEntries(Object.entries(adminDirectives(backend)).filter(([name]) => name !== "frame-ancestors")));

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

/** Gatsby's content-hashed bundles at the root, e.g. app-7ddfdcb0d8c8eefdfe5c.js, styles.e97cbe33a3ec5dc3e79e.css. */
export const HASHED_BUNDLE = new RegExp("^/[^/]+[.-][0-9a-f]{20}\\.(?:js|css)$");

/** Everything below this prefix has a content hash in its path. */
export const STATIC_PREFIX = "/static/";

/** The caching rule of one path of the built site (the path of a file, or a page's route). */
export function cacheFor(urlPath: string): string {
  if (ADMIN_UNCACHED.includes(urlPath)) return CACHE.none;
  if (urlPath.startsWith(ADMIN_PREFIX)) return CACHE.revalidate;
  if (urlPath.startsWith(STATIC_PREFIX) || HASHED_BUNDLE.test(urlPath)) return CACHE.immutable;
  return CACHE.revalidate;
}
