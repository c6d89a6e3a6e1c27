/**
 * The editor's Content-Security-Policy at /admin/. Decap's bundle compiles code with `new Function` and
 * its image tools are WebAssembly: 'unsafe-eval' and 'wasm-unsafe-eval', which no other path gets. It
 * styles itself at run time. Its requests stay on the site's own origin (the gateway), or go to
 * decap-server under `gatsby develop`; the setup page's one form goes to GitHub, to make the App.
 */
import type { EditorBackend } from "./backend";
import { renderPolicy } from "../../src/lib/policy";

/** As a header (`_headers`), or in the page's <meta> for where it is served without them (`gatsby develop`), which ignores frame-ancestors. */
export function editorPolicy(backend: EditorBackend, where: "header" | "meta" = "header"): string {
  return renderPolicy({
    "default-src": ["'self'"],
    "script-src": ["'self'", "'unsafe-eval'", "'wasm-unsafe-eval'"],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:"],
    "font-src": ["'self'", "data:"],
    // A photograph picked in the media library is read back from its blob: address when it is saved.
    "connect-src": ["'self'", ...(backend.kind === "local" ? [new URL(backend.url).origin] : []), "blob:"],
    "worker-src": ["'self'", "blob:"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["https://github.com"],
    ...(where === "header" ? { "frame-ancestors": ["'none'"] } : {}),
  });
}
