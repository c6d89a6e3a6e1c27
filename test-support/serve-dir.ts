/**
 * Serves a built site folder on 127.0.0.1 the way a static host does (`/coffee` -> coffee.html, `/admin` ->
 * `/admin/`, unknown addresses -> 404.html with status 404), for tests that build a copy of the site.
 */
import fs from "fs";
import http from "http";
import path from "path";
import serveStatic from "serve-static";

/** Starts the server; resolves with its address and a function that stops it. */
export function serveDir(dir: string, port = 0): Promise<{ url: string; close: () => Promise<void> }> {
  const files = serveStatic(dir, { extensions: ["html"] });
  const server = http.createServer((request, response) => {
    files(request, response, () => {
      response.writeHead(404, { "Content-Type": "text/html; charset=utf-8" });
      fs.createReadStream(path.join(dir, "404.html")).pipe(response);
    });
  });
  return new Promise((resolve) => {
    server.listen(port, "127.0.0.1", () => {
      const address = server.address();
      const actual = typeof address === "object" && address ? address.port : port;
      resolve({ url: `http://127.0.0.1:${actual}`, close: () => new Promise((done) => server.close(() => done())) });
    });
  });
}
