/**
 * The built site as the cross-engine tests see it: as Cloudflare's runtime serves it (the server that
 * `playwright.config.ts` starts, with the hosts' headers, redirects and 404 answer), passed through a
 * small proxy that adds one thing, a recorder script at the top of every page. WebKitGTK's WebDriver
 * cannot listen to a page's console, so the page records its own errors, failed loads and policy
 * violations for the test to read. The recorder is a file of the proxy's own origin, which the site's
 * policy allows like any other of its scripts.
 */
import fs from "fs";
import http from "http";
import { watchFontSwap } from "../first-view-font";

export const RECORDER = "/__visitor/recorder.js";
export const AXE = "/__visitor/axe.js";
const FONT_SWAP = "/__visitor/font-swap.js";

/** Runs in the page before anything else. */
function recorder() {
  const seen: string[] = [];
  (window as unknown as { visitorProblems: string[] }).visitorProblems = seen;
  addEventListener(
    "error",
    (event) => {
      const target = event.target as (Element & { src?: string; href?: string }) | Window;
      if (target instanceof Element) seen.push(`failed to load ${target.tagName.toLowerCase()} ${target.src || target.href || ""}`);
      else seen.push(`uncaught: ${event.message}`);
    },
    true,
  );
  addEventListener("unhandledrejection", (event) => seen.push(`unhandled rejection: ${String(event.reason)}`));
  addEventListener(
    "securitypolicyviolation",
    (event) => seen.push(`Content-Security-Policy: ${event.violatedDirective} blocked ${event.blockedURI || "inline"}`),
    true,
  );
  for (const level of ["error", "warn"] as const) {
    const original = console[level].bind(console);
    console[level] = (...args: unknown[]) => {
      seen.push(`console.${level}: ${args.map(String).join(" ")}`);
      original(...args);
    };
  }
}

/** The site as Cloudflare's runtime serves it (`npm run serve`, started by playwright.config.ts). */
const hostUrl = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 9000)}`;

/** Headers that describe the body as the host sent it; the proxy sends it decoded, and maybe longer. */
const BODY_HEADERS = new Set(["content-encoding", "content-length", "transfer-encoding", "connection"]);

/**
 * With `lateFontMs`, font files are answered that much later, as on a phone network's first visit, and
 * every page also gets `watchFontSwap` (test-support/first-view-font.ts) at its top.
 */
export function serveSite(port: number, { lateFontMs = 0 } = {}): Promise<{ url: string; close: () => Promise<void> }> {
  const axe = require.resolve("axe-core/axe.min.js");
  const scripts: Record<string, () => string | Buffer> = {
    [RECORDER]: () => `(${recorder.toString()})();`,
    [AXE]: () => fs.readFileSync(axe),
    ...(lateFontMs > 0 ? { [FONT_SWAP]: () => `(${watchFontSwap.toString()})();` } : {}),
  };
  const atTop = Object.keys(scripts)
    .filter((script) => script !== AXE)
    .map((script) => `<script src="${script}"></script>`)
    .join("");
  const server = http.createServer((request, response) => {
    const pathname = new URL(request.url ?? "/", "http://x").pathname;
    const script = scripts[pathname];
    if (script) {
      response.writeHead(200, { "Content-Type": "text/javascript" });
      return response.end(script());
    }
    const late = pathname.endsWith(".woff2") ? lateFontMs : 0;
    const ask = () =>
      fetch(`${hostUrl}${request.url ?? "/"}`, { redirect: "manual", headers: { accept: request.headers.accept ?? "*/*" } });
    void new Promise((resolve) => setTimeout(resolve, late)).then(ask).then(
      async (answer) => {
        const headers = Object.fromEntries([...answer.headers].filter(([name]) => !BODY_HEADERS.has(name)));
        const body = Buffer.from(await answer.arrayBuffer());
        response.writeHead(answer.status, headers);
        if (!(answer.headers.get("content-type") ?? "").includes("text/html")) return response.end(body);
        response.end(body.toString("utf8").replace(/<head>/, `<head>${atTop}`));
      },
      (error: Error) => {
        response.writeHead(502);
        response.end(String(error));
      },
    );
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () =>
      resolve({ url: `http://127.0.0.1:${port}`, close: () => new Promise((done) => server.close(() => done())) }),
    );
  });
}
