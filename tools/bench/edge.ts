/**
 * The hosts' edge, on this machine: Cloudflare and Netlify answer browsers over HTTPS with HTTP/2 (or
 * HTTP/3), on one connection per origin. A local server answers plain HTTP/1.1, on which a browser opens up
 * to six connections, and Lighthouse's simulated throttling charges each new one a handshake of slow-4G
 * round trips that no visitor pays. So the bench measures through this: a TLS and HTTP/2 front (Node's
 * own http2) before each local server, with a throwaway self-signed certificate made by `openssl` once
 * into .bench/edge/. The bytes pass through untouched, compressed as the server sent them.
 */
import { execFileSync } from "child_process";
import fs from "fs";
import http from "http";
import http2 from "http2";
import path from "path";

/** Headers of one HTTP/1.1 connection, which HTTP/2 forbids. */
const HOP_BY_HOP = new Set(["connection", "keep-alive", "proxy-connection", "transfer-encoding", "upgrade", "host"]);

function certificate(root: string): { key: Buffer; cert: Buffer } {
  const dir = path.join(root, ".bench", "edge");
  const key = path.join(dir, "key.pem");
  const cert = path.join(dir, "cert.pem");
  if (!fs.existsSync(cert)) {
    fs.mkdirSync(dir, { recursive: true });
    const args = ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "3650", "-subj", "/CN=127.0.0.1"];
    try {
      execFileSync("openssl", [...args, "-addext", "subjectAltName=IP:127.0.0.1", "-keyout", key, "-out", cert], { stdio: "ignore" });
    } catch {
      throw new Error("The bench serves the pages over HTTPS as the hosts do, and needs `openssl` to make its certificate.");
    }
  }
  return { key: fs.readFileSync(key), cert: fs.readFileSync(cert) };
}

/** Answers https://127.0.0.1:`port` over HTTP/2 with what http://127.0.0.1:`target` answers. */
export function startEdge(root: string, port: number, target: number): http2.Http2SecureServer {
  const edge = http2.createSecureServer(certificate(root), (request, response) => {
    const headers = Object.fromEntries(Object.entries(request.headers).filter(([name]) => !name.startsWith(":") && !HOP_BY_HOP.has(name)));
    const upstream = http.request({ host: "127.0.0.1", port: target, path: request.url, method: request.method, headers }, (answer) => {
      response.writeHead(
        answer.statusCode ?? 502,
        Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !HOP_BY_HOP.has(name))),
      );
      answer.pipe(response);
    });
    upstream.on("error", () => response.writeHead(502).end());
    request.pipe(upstream);
  });
  edge.listen(port, "127.0.0.1");
  return edge;
}
