/**
 * What stands between the navigation bench's browsers and the site (navigation.ts): a phone's network (a
 * round trip of RTT_MS before every answer, then BYTES_PER_SECOND; a connection's handshake is not
 * counted), the probe in every page (probe.ts), and the bench's own two addresses, answered at once: the
 * pages' reports, and where a page should go next. It also counts the bytes the browser fetched
 * speculatively (a `Sec-Purpose` header: a prefetch or a prerender), as the host sent them.
 */
import http from "http";
import zlib from "zlib";
import { probe, type ProbeReport } from "./probe";

/** A phone's first visit; with `npm run bench -- navigation desktop`, Lighthouse's desktop figures, for a mouse resting on a link. */
const DESKTOP = process.argv.includes("desktop");
export const NETWORK = DESKTOP ? "a desktop's network" : "a phone's first-visit network";
export const RTT_MS = DESKTOP ? 40 : 150;
export const BYTES_PER_SECOND = ((DESKTOP ? 10 : 1.6) * 1024 * 1024) / 8;

const PROBE = "/__bench/probe.js";
const REPORT = "/__bench/report";
const NEXT = "/__bench/next";
/** The page the probe treats as the start of every tap: it reports when its menu is ready, and stays. */
export const HOME = "/";

export type VisitProxy = {
  /** The next report of `kind` (and, if given, from `path`) from now on; rejects after `timeoutMs`. */
  next<K extends ProbeReport["kind"]>(kind: K, path?: string, timeoutMs?: number): Promise<Extract<ProbeReport, { kind: K }>>;
  /** Sends the page waiting for its next address there (HOME, for the next tap). */
  goTo(path: string): void;
  /** Bytes fetched speculatively since the last call. */
  takeSpeculativeBytes(): number;
  close(): void;
};

/** Sends `body` at the phone's speed, in slices every 20 ms. */
function sendSlowly(response: http.ServerResponse, body: Buffer): void {
  const slice = Math.max(1, Math.round(BYTES_PER_SECOND / 50));
  const send = (from: number) => {
    if (from >= body.length) return void response.end();
    response.write(body.subarray(from, from + slice));
    setTimeout(() => send(from + slice), 20);
  };
  send(0);
}

/**
 * The page with the probe first in its <head>, compressed again as the host had compressed it. An answer
 * without a body (a 304, a HEAD) passes as it is.
 */
function withProbe(body: Buffer, encoding: string | undefined): Buffer {
  if (body.length === 0) return body;
  const tag = `<head><script async src="${PROBE}"></script>`;
  const decode = encoding === "gzip" ? zlib.gunzipSync : encoding === "br" ? zlib.brotliDecompressSync : (raw: Buffer) => raw;
  const encode = encoding === "gzip" ? zlib.gzipSync : encoding === "br" ? zlib.brotliCompressSync : (raw: Buffer) => raw;
  return encode(Buffer.from(decode(body).toString("utf8").replace("<head>", tag)));
}

/** Answers on `port` what the server on `target` answers, through a phone's network, with the probe in its pages. */
export function startVisitProxy(port: number, target: number): VisitProxy {
  const waiting: { kind: string; path?: string; resolve: (report: ProbeReport) => void }[] = [];
  const nextAsked: http.ServerResponse[] = [];
  // Where the next page to ask goes, when the bench says so before the page has asked.
  let destination: string | undefined;
  const send = (response: http.ServerResponse, path: string) => response.writeHead(200, { "Cache-Control": "no-store" }).end(path);
  let speculative = 0;

  const server = http.createServer((request, response) => {
    const pathname = new URL(request.url ?? "/", "http://x").pathname;
    if (pathname === PROBE) {
      response.writeHead(200, { "Content-Type": "text/javascript", "Cache-Control": "no-store" });
      // tsx names this file's functions with a helper of its own (`__name`), which the page lacks.
      const args = [REPORT, NEXT, HOME].map((value) => JSON.stringify(value)).join(", ");
      return response.end(`const __name = (target) => target; (${probe.toString()})(${args});`);
    }
    if (pathname === REPORT) {
      const chunks: Buffer[] = [];
      request.on("data", (chunk: Buffer) => chunks.push(chunk));
      request.on("end", () => {
        const report = JSON.parse(Buffer.concat(chunks).toString("utf8")) as ProbeReport;
        const index = waiting.findIndex((wait) => wait.kind === report.kind && (wait.path === undefined || wait.path === report.path));
        if (index >= 0) waiting.splice(index, 1)[0]!.resolve(report);
        response.writeHead(204).end();
      });
      return;
    }
    if (pathname === NEXT) {
      if (destination === undefined) {
        nextAsked.push(response);
        // A page closed while it waited (the last of a round) must not take the next round's address.
        response.on("close", () => nextAsked.includes(response) && nextAsked.splice(nextAsked.indexOf(response), 1));
        return;
      }
      send(response, destination);
      destination = undefined;
      return;
    }

    const purpose = request.headers["sec-purpose"];
    setTimeout(() => {
      const upstream = http.request(
        { host: "127.0.0.1", port: target, path: request.url, method: request.method, headers: request.headers },
        (answer) => {
          const chunks: Buffer[] = [];
          answer.on("data", (chunk: Buffer) => chunks.push(chunk));
          answer.on("end", () => {
            const html =
              (answer.headers["content-type"] ?? "").includes("text/html") && answer.statusCode === 200 && request.method === "GET";
            const body = html ? withProbe(Buffer.concat(chunks), answer.headers["content-encoding"]) : Buffer.concat(chunks);
            if (purpose) speculative += body.length;
            response.writeHead(answer.statusCode ?? 502, { ...answer.headers, "content-length": String(body.length) });
            sendSlowly(response, body);
          });
        },
      );
      upstream.on("error", () => response.writeHead(502).end());
      request.pipe(upstream);
    }, RTT_MS);
  });
  server.listen(port, "127.0.0.1");

  return {
    next: (kind, path, timeoutMs = 30_000) =>
      new Promise((resolve, reject) => {
        const wait = { kind, path, resolve: resolve as (report: ProbeReport) => void };
        waiting.push(wait);
        setTimeout(() => {
          const index = waiting.indexOf(wait);
          if (index < 0) return;
          waiting.splice(index, 1);
          reject(new Error(`no "${kind}" report${path ? ` from ${path}` : ""} within ${timeoutMs / 1000} s`));
        }, timeoutMs);
      }),
    goTo(path) {
      if (nextAsked.length === 0) destination = path;
      for (const response of nextAsked.splice(0)) send(response, path);
    },
    takeSpeculativeBytes() {
      const bytes = speculative;
      speculative = 0;
      return bytes;
    },
    close() {
      for (const response of nextAsked.splice(0)) response.destroy();
      server.closeAllConnections();
      server.close();
    },
  };
}
