/**
 * The built site as the cross-engine tests see it: as Cloudflare's runtime serves it (the server that
 * `playwright.config.ts` starts, with the hosts' headers, redirects and 404 answer), passed through a
 * small proxy that adds what the tests need. WebKitGTK's WebDriver cannot listen to a page's console or
 * hold a request, so the proxy does both for every engine alike:
 * - a recorder script at the top of every page, which records the page's errors, failed loads and policy
 *   violations for the test to read (a file of the proxy's own origin, which the site's policy allows);
 * - `conditions` for the next visits: requests held unanswered, or failed, the page's long timers
 *   under the test's hand (a fake clock for the carousel's countdown and waits of a minute and more), or
 *   the page prerendered;
 * - with `fontHeld`, font files held back until the page has drawn a frame without them.
 */
import fs from "fs";
import http from "http";
import { watchFontSwap } from "../first-view-font";
import { SCRIPT_TIMEOUT_MS } from "./driver";

export const RECORDER = "/__visitor/recorder.js";
export const AXE = "/__visitor/axe.js";
const FONT_SWAP = "/__visitor/font-swap.js";
const TIMERS = "/__visitor/timers.js";
/** The timers a fake clock holds unless told otherwise: a minute and more (the islands' give-up wait among them). */
const LONG_MS = 60_000;
const PRERENDERING = "/__visitor/prerendering.js";
/** The font watcher asks for this once a frame has been drawn in the fallback face. */
export const FALLBACK_DRAWN = "/__visitor/fallback-drawn";
/** How long a held font waits for a frame drawn without it; past this it is sent, and the test says so. */
export const FONT_HOLD_BOUND_MS = 20_000;

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

/**
 * Runs in the page before anything else: every timer of `from` ms or more waits for the test, which moves
 * the page's clock on with `visitorClock.advance(ms)` and fires those then due. Shorter ones run as usual,
 * and so does WebKit's WebDriver's own, which times a script out from inside the page with a timer of
 * `driverMs` (SCRIPT_TIMEOUT_MS).
 */
function timersByHand(from: number, driverMs: number) {
  const [realSet, realClear] = [window.setTimeout.bind(window), window.clearTimeout.bind(window)];
  const held = new Map<number, { due: number; run: () => void }>();
  let now = 0;
  let next = 1_000_000_000;
  window.setTimeout = ((handler: TimerHandler, ms = 0, ...args: unknown[]) => {
    if (typeof handler !== "function" || ms < from || ms === driverMs) return realSet(handler, ms, ...args);
    const id = next++;
    held.set(id, { due: now + ms, run: () => (handler as (...a: unknown[]) => void)(...args) });
    return id;
  }) as typeof window.setTimeout;
  window.clearTimeout = ((id?: number) => (id !== undefined && held.delete(id) ? undefined : realClear(id))) as typeof window.clearTimeout;
  (window as unknown as { visitorClock: object }).visitorClock = {
    advance(ms: number) {
      now += ms;
      const due = [...held].filter(([, timer]) => timer.due <= now).sort(([, a], [, b]) => a.due - b.due);
      for (const [id, timer] of due) {
        held.delete(id);
        timer.run();
      }
      return due.length;
    },
    waiting: () => [...held.values()].map((timer) => timer.due - now),
  };
}

/**
 * Runs in the page before anything else: the page is told it is prerendered (`document.prerendering`), as
 * when Chromium prepares a page its speculation rules name, until the test calls `visitorActivate()`, as a
 * tap on the link would. As in a real prerender, animation frames wait until then. (Chromium prerenders
 * nothing while a test drives it: docs/testing.md.)
 */
function prerenderingStandIn() {
  let prerendering = true;
  const frames: FrameRequestCallback[] = [];
  const realFrame = window.requestAnimationFrame.bind(window);
  Object.defineProperty(document, "prerendering", { configurable: true, get: () => prerendering });
  window.requestAnimationFrame = (callback) => {
    if (!prerendering) return realFrame(callback);
    frames.push(callback);
    return 0;
  };
  (window as unknown as { visitorActivate(): void }).visitorActivate = () => {
    prerendering = false;
    document.dispatchEvent(new Event("prerenderingchange"));
    for (const callback of frames.splice(0)) realFrame(callback);
  };
}

/** What the proxy does to the next visits' requests, by path (`/islands/...`). */
export type Conditions = {
  /** Asked for, never answered (until `release`), as on a connection that hangs. */
  hold?: RegExp;
  /** Answered 404 at once. */
  notFound?: RegExp;
  /** The connection dropped at once, as a network error. */
  drop?: RegExp;
  /**
   * The page's timers of a minute or more (or of `from` ms or more: the carousel's countdown) wait for
   * `visitorClock.advance` (timersByHand).
   */
  fakeClock?: boolean | { from: number };
  /** Every page opened is prerendered, unseen, until `visitorActivate()` (prerenderingStandIn). */
  prerendered?: boolean;
};

export type VisitorSite = {
  url: string;
  /** Sets the conditions for the visits that follow (none: as served). */
  setConditions(conditions: Conditions): void;
  /** Sends what `hold` held back, and holds nothing more. */
  release(): void;
  /** Paths held so far (fonts among them). */
  held(): string[];
  /** Whether the last held font went out because the page drew a frame without it, or only by the bound. */
  fontReleasedBy(): "frame" | "bound" | undefined;
  close(): Promise<void>;
};

/** The site as Cloudflare's runtime serves it (`npm run serve`, started by playwright.config.ts). */
const hostUrl = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 9000)}`;

/** Headers that describe the body as the host sent it; the proxy sends it decoded, and maybe longer. */
const BODY_HEADERS = new Set(["content-encoding", "content-length", "transfer-encoding", "connection"]);

/**
 * With `fontHeld`, every page also gets `watchFontSwap` (test-support/first-view-font.ts) at its top, and
 * font files wait until it reports a frame drawn in the fallback (or FONT_HOLD_BOUND_MS).
 */
export function serveSite(port: number, { fontHeld = false } = {}): Promise<VisitorSite> {
  const axe = require.resolve("axe-core/axe.min.js");
  const scripts: Record<string, () => string | Buffer> = {
    [RECORDER]: () => `(${recorder.toString()})();`,
    [AXE]: () => fs.readFileSync(axe),
    [TIMERS]: () => {
      const { from } = typeof conditions.fakeClock === "object" ? conditions.fakeClock : { from: LONG_MS };
      return `(${timersByHand.toString()})(${from}, ${SCRIPT_TIMEOUT_MS});`;
    },
    [PRERENDERING]: () => `(${prerenderingStandIn.toString()})();`,
    ...(fontHeld ? { [FONT_SWAP]: () => `(${watchFontSwap.toString()})(${JSON.stringify(FALLBACK_DRAWN)});` } : {}),
  };
  let conditions: Conditions = {};
  const atTop = () =>
    [
      RECORDER,
      ...(conditions.fakeClock ? [TIMERS] : []),
      ...(conditions.prerendered ? [PRERENDERING] : []),
      ...(fontHeld ? [FONT_SWAP] : []),
    ]
      .map((script) => `<script src="${script}"></script>`)
      .join("");

  let heldPaths: string[] = [];
  const heldAnswers: { send: () => void; response: http.ServerResponse }[] = [];
  const fonts: (() => void)[] = [];
  let fontReleasedBy: "frame" | "bound" | undefined;
  /** The page in view has drawn a frame without the font: a font it asks for from now on goes at once. */
  let fallbackDrawn = false;
  const releaseFonts = (by: "frame" | "bound") => {
    if (by === "frame") fallbackDrawn = true;
    if (fonts.length === 0) return;
    fontReleasedBy = by;
    for (const send of fonts.splice(0)) send();
  };

  const server = http.createServer((request, response) => {
    const pathname = new URL(request.url ?? "/", "http://x").pathname;
    const script = scripts[pathname];
    if (script) {
      response.writeHead(200, { "Content-Type": "text/javascript", "Cache-Control": "no-store" });
      return response.end(script());
    }
    if (pathname === FALLBACK_DRAWN) {
      releaseFonts("frame");
      response.writeHead(204, { "Cache-Control": "no-store" });
      return response.end();
    }
    if (conditions.notFound?.test(pathname)) {
      response.writeHead(404, { "Content-Type": "text/plain" });
      return response.end("Not found");
    }
    if (conditions.drop?.test(pathname)) return request.socket.destroy();

    const forward = () =>
      fetch(`${hostUrl}${request.url ?? "/"}`, { redirect: "manual", headers: { accept: request.headers.accept ?? "*/*" } }).then(
        async (answer) => {
          const headers = Object.fromEntries([...answer.headers].filter(([name]) => !BODY_HEADERS.has(name)));
          const body = Buffer.from(await answer.arrayBuffer());
          response.writeHead(answer.status, headers);
          if (!(answer.headers.get("content-type") ?? "").includes("text/html")) return response.end(body);
          // A new page: its font waits for its own first frame.
          [fallbackDrawn, fontReleasedBy] = [false, undefined];
          response.end(body.toString("utf8").replace(/<head>/, `<head>${atTop()}`));
        },
        (error: Error) => {
          response.writeHead(502);
          response.end(String(error));
        },
      );
    if (conditions.hold?.test(pathname)) {
      heldPaths.push(pathname);
      heldAnswers.push({ send: () => void forward(), response });
      return;
    }
    if (fontHeld && pathname.endsWith(".woff2")) {
      heldPaths.push(pathname);
      if (fallbackDrawn) {
        fontReleasedBy = "frame";
        return void forward();
      }
      fonts.push(() => void forward());
      const bound = setTimeout(() => releaseFonts("bound"), FONT_HOLD_BOUND_MS);
      response.on("close", () => clearTimeout(bound));
      return;
    }
    void forward();
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () =>
      resolve({
        url: `http://127.0.0.1:${port}`,
        setConditions(next) {
          conditions = next;
          heldPaths = [];
          // What an earlier visit left held is never answered: that page is gone.
          for (const { response } of heldAnswers.splice(0)) response.destroy();
        },
        release() {
          conditions = { ...conditions, hold: undefined };
          for (const { send } of heldAnswers.splice(0)) send();
        },
        held: () => [...heldPaths],
        fontReleasedBy: () => fontReleasedBy,
        close: () =>
          new Promise((done) => {
            for (const { response } of heldAnswers.splice(0)) response.destroy();
            server.closeAllConnections();
            server.close(() => done());
          }),
      }),
    );
  });
}
