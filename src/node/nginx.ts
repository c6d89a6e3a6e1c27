/**
 * deploy/nginx.conf, generated from the header definition in ./headers.ts. It is the same on every
 * build: the per-page script hashes change with each build, so the build writes them to
 * public/_nginx/csp-map.conf, which this config includes.
 *
 * Run it as `nginx -p <dir> -c <dir>/nginx.conf` where <dir> holds this file, a `listen.conf` with the
 * server's `listen` line, and the built site in `public/`; relative paths below are relative to <dir>.
 */
import {
  ADMIN_PREFIX,
  ADMIN_UNCACHED,
  CACHE,
  HASHED_BUNDLE,
  STATIC_PREFIX,
  adminHeaders,
  siteHeaders,
  type Headers,
} from "./headers";

/** Where the build writes the per-page policies, relative to the config's folder. */
export const CSP_MAP_FILE = "_nginx/csp-map.conf";
/** The files in public/ that configure hosts; they are not part of the site. */
export const HOST_FILES = ["_headers", CSP_MAP_FILE];

/** Debian's brotli module (libnginx-mod-http-brotli-static). */
const BROTLI_MODULE = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";

const quote = (value: string) => `"${value.replace(/"/g, '\\"')}"`;

/** add_header lines; `always` so error responses (the 404 page) carry them too. */
function addHeaders(headers: Headers, indent: string): string {
  return Object.entries(headers)
    .map(([name, value]) => `${indent}add_header ${name} ${quote(value)} always;`)
    .join("\n");
}

/** A location's headers. nginx drops inherited add_header lines in a block that has its own, so each lists all. */
function location(match: string, headers: Headers, extra: string[] = [], indent = "    "): string {
  const inner = `${indent}  `;
  return [
    `${indent}location ${match} {`,
    ...extra.map((line) => `${inner}${line}`),
    addHeaders(headers, inner),
    `${indent}}`,
  ].join("\n");
}

export function renderNginxConfig(): string {
  const pagePolicy = siteHeaders(CACHE.revalidate, "$page_csp");
  const uncached = ADMIN_UNCACHED.map((path) => path.slice(ADMIN_PREFIX.length).replace(/\./g, "\\."));
  return `# Generated from src/node/headers.ts by \`npm run deploy:nginx\`; edit that file, not this one.
# Run: nginx -p <dir> -c <dir>/nginx.conf, with listen.conf and the built site (public/) in <dir>.
load_module ${BROTLI_MODULE};
worker_processes auto;
pid nginx.pid;
error_log error.log warn;

events {
  worker_connections 1024;
}

http {
  include /etc/nginx/mime.types;
  types {
    application/manifest+json webmanifest;
  }
  default_type application/octet-stream;
  charset utf-8;
  charset_types text/css text/plain text/xml application/javascript application/json application/manifest+json;
  server_tokens off;
  sendfile on;
  access_log access.log;
  client_body_temp_path tmp/client_body;
  proxy_temp_path tmp/proxy;
  fastcgi_temp_path tmp/fastcgi;
  uwsgi_temp_path tmp/uwsgi;
  scgi_temp_path tmp/scgi;

  # The build writes each page's .gz and .br beside it; send those instead of compressing per request.
  gzip_static on;
  brotli_static on;
  gzip_vary on;

  # Each page's Content-Security-Policy, with the hashes of its own inline scripts (written by the build).
  map $uri $page_csp {
    default ${quote(siteHeaders(CACHE.revalidate)["Content-Security-Policy"] ?? "")};
    include public/${CSP_MAP_FILE};
  }

  server {
    include listen.conf;
    root public;
    index index.html;
    absolute_redirect off;
    error_page 404 /404.html;

    # A page is its folder's index.html: "/" -> /index.html, "/coffee" -> /coffee/index.html.
${location("/", pagePolicy, ["try_files $uri ${uri}index.html $uri/index.html =404;"])}

    # Page addresses have no trailing slash (the canonical links say so): "/coffee/" redirects to "/coffee".
${location("~ ^(.+)/$", siteHeaders(CACHE.revalidate), ["return 301 $1$is_args$args;"])}

${location(`^~ ${STATIC_PREFIX}`, siteHeaders(CACHE.immutable))}

${location(`~ ${quote(HASHED_BUNDLE.source)}`, siteHeaders(CACHE.immutable))}

    location ^~ ${ADMIN_PREFIX} {
${location(`~ ${quote(`^${ADMIN_PREFIX}(?:${uncached.join("|")})$`)}`, adminHeaders(CACHE.none), [], "      ")}
${addHeaders(adminHeaders(CACHE.revalidate), "      ")}
    }

    # Host configuration, not part of the site.
${HOST_FILES.map((file) => `    location = /${file} {\n      return 404;\n    }`).join("\n")}
  }
}
`;
}

/** The body of the map from each page's file ($uri once try_files has found it) to its policy. */
export function renderCspMap(pages: { file: string; policy: string }[]): string {
  return pages.map(({ file, policy }) => `/${file} ${quote(policy)};`).join("\n") + "\n";
}
