/**
 * The editor's own Content-Security-Policy. The hosts send it as a header (src/hosting writes it into
 * public/_headers), and /admin/index.html carries it in a <meta> (page.ts).
 */
import type { CmsBackend } from "./backend";
import { renderPolicy, type Directives } from "../lib/policy";

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
      ...(backend.kind === "github" ? [new URL(backend.apiRoot).origin, "https://www.githubstatus.com"] : []),
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

export const adminPolicy = (backend: CmsBackend) => renderPolicy(adminDirectives(backend));

/**
 * The same policy for the page's own <meta> tag, which holds wherever the page is served without the
 * headers (`gatsby serve`, `gatsby develop`). Browsers ignore frame-ancestors in a <meta>, so it is left
 * out there; the header keeps it.
 */
export const adminMetaPolicy = (backend: CmsBackend) =>
  renderPolicy(Object.fromEntries(Object.entries(adminDirectives(backend)).filter(([name]) => name !== "frame-ancestors")));
