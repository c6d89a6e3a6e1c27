/**
 * Serves a published site folder on 127.0.0.1 the way a static host does (`/coffee` -> coffee.html,
 * unknown addresses -> 404.html with status 404), for tests that build a copy of the site.
 */
import fs from "fs";
import http from "http";
import path from "path";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript",
  ".css": "text/css",
  ".json": "application/json",
  ".webmanifest": "application/manifest+json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".woff2": "font/woff2",
};

/** The file a static host answers `pathname` with, if there is one. */
const fileFor = (dir: string, pathname: string): string | undefined =>
  [pathname, path.join(pathname, "index.html"), `${pathname}.html`]
    .map((candidate) => path.join(dir, path.normalize(candidate)))
    .find((candidate) => candidate.startsWith(dir) && fs.existsSync(candidate) && fs.statSync(candidate).isFile());

/** Starts the server; resolves with its address and a function that stops it. */
export function serveDir(dir: string, port = 0): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? "/", "http://x").pathname);
    const file = fileFor(dir, pathname);
    const found = file ?? path.join(dir, "404.html");
    response.writeHead(file ? 200 : 404, { "Content-Type": TYPES[path.extname(found)] ?? "application/octet-stream" });
    fs.createReadStream(found).pipe(response);
  });
  return new Promise((resolve) => {
    server.listen(port, "127.0.0.1", () => {
      const address = server.address();
      const actual = typeof address === "object" && address ? address.port : port;
      resolve({ url: `http://127.0.0.1:${actual}`, close: () => new Promise((done) => server.close(() => done())) });
    });
  });
}
