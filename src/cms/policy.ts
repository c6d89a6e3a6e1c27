/** The editor's own Content-Security-Policy, sent as a header (src/hosting) and in /admin/index.html's <meta>. */
import type { CmsBackend } from "./backend";
import { renderPolicy, type Directives } from "../lib/policy";

/**
 * Decap's bundle compiles code with `new Function` and its image tools are WebAssembly: 'unsafe-eval' and
 * 'wasm-unsafe-eval', which no other path gets. It styles itself at run time.
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
      // With e-mail sign-in every call goes to the editor's own origin (the Worker, or Netlify's Identity and Git Gateway).
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

/** For where the page is served without the headers (`gatsby develop`); browsers ignore frame-ancestors in a <meta>. */
export const adminMetaPolicy = (backend: CmsBackend) =>
  renderPolicy(Object.fromEntries(Object.entries(adminDirectives(backend)).filter(([name]) => name !== "frame-ancestors")));
