/**
 * The built site as the cross-engine tests see it: public/ served the way the hosts serve it, with the
 * response headers of public/_headers (so each page's Content-Security-Policy is enforced), and with one
 * addition, a recorder script at the top of every page. WebKitGTK's WebDriver cannot listen to a page's
 * console, so the page records its own errors, failed loads and policy violations for the test to read.
 * The recorder is a file of the site's own origin, which the policy allows like any other.
 */
import fs from "fs";
import http from "http";
import path from "path";
import { publicDir } from "../built";
import { fileFor, TYPES } from "../serve-dir";

export const RECORDER = "/__visitor/recorder.js";
export const AXE = "/__visitor/axe.js";

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

/** The rules of a Netlify/Cloudflare `_headers` file, in order. */
function readHeadersFile(file: string): { pattern: RegExp; headers: [string, string][] }[] {
  const rules: { pattern: RegExp; headers: [string, string][] }[] = [];
  for (const line of fs.readFileSync(file, "utf8").split("\n")) {
    if (/^\S/.test(line)) {
      const source = line
        .trim()
        .replace(/[.+?^${}()|[\]\\]/g, "\\$&")
        .replace(/\*/g, ".*");
      rules.push({ pattern: new RegExp(`^${source}$`), headers: [] });
    } else if (line.trim() !== "") {
      const [name, ...value] = line.trim().split(":");
      rules.at(-1)!.headers.push([name!, value.join(":").trim()]);
    }
  }
  return rules;
}

export function serveSite(port: number, dir = publicDir): Promise<{ url: string; close: () => Promise<void> }> {
  const rules = readHeadersFile(path.join(dir, "_headers"));
  const axe = require.resolve("axe-core/axe.min.js");
  const server = http.createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? "/", "http://x").pathname);
    if (pathname === RECORDER) {
      response.writeHead(200, { "Content-Type": TYPES[".js"]! });
      return response.end(`(${recorder.toString()})();`);
    }
    const file = pathname === AXE ? axe : fileFor(dir, pathname);
    const found = file ?? path.join(dir, "404.html");
    // A host answers an unknown address with the 404 page and that page's headers.
    const route = file ? pathname : "/404.html";
    const headers: Record<string, string> = { "Content-Type": TYPES[path.extname(found)] ?? "application/octet-stream" };
    for (const rule of rules.filter(({ pattern }) => pattern.test(route))) Object.assign(headers, Object.fromEntries(rule.headers));
    response.writeHead(file ? 200 : 404, headers);
    if (!found.endsWith(".html")) return fs.createReadStream(found).pipe(response);
    response.end(fs.readFileSync(found, "utf8").replace(/<head>/, `<head><script src="${RECORDER}"></script>`));
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () =>
      resolve({ url: `http://127.0.0.1:${port}`, close: () => new Promise((done) => server.close(() => done())) }),
    );
  });
}
