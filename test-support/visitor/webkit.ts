/**
 * WebKit through WebDriver: Debian's WebKitGTK (package webkit2gtk-driver) brings `WebKitWebDriver` and
 * its `MiniBrowser`. It needs a display, so a private Xvfb is started for it. The handful of WebDriver
 * commands the tests use are sent as plain HTTP requests (https://www.w3.org/TR/webdriver2/).
 */
import { spawn, type ChildProcess } from "child_process";
import fs from "fs";
import os from "os";
import path from "path";
import { freePort, KEYS, type Launch, type WindowsDriver } from "./driver";
import { MINIBROWSER, WEBKIT_DRIVER, XVFB } from "./engines";

/**
 * GTK keeps the MiniBrowser's window wide enough for its toolbar (447 px), wider than a phone. This
 * stylesheet shrinks the toolbar to nothing, so the page can be 320 px wide. With reduced motion, GTK's
 * animations setting is off, which WebKitGTK reports to pages as `prefers-reduced-motion: reduce`.
 */
function gtkConfig(reducedMotion: boolean): string {
  const home = fs.mkdtempSync(path.join(os.tmpdir(), "webkit-visitor-"));
  fs.mkdirSync(path.join(home, "gtk-3.0"));
  fs.writeFileSync(
    path.join(home, "gtk-3.0", "gtk.css"),
    "toolbar, toolbar *, entry, button, label { min-width: 0; min-height: 0; padding: 0; margin: 0; font-size: 1px; }\n",
  );
  fs.writeFileSync(path.join(home, "gtk-3.0", "settings.ini"), `[Settings]\ngtk-enable-animations=${!reducedMotion}\n`);
  return home;
}

/**
 * A private X display; resolves with its name once Xvfb is ready. With no window manager, X gives the
 * keyboard focus to the window under the pointer, which Xvfb leaves in the middle of the screen. Without
 * focus WebKit draws no focus ring (`:focus-visible` never matches). A screen smaller than any window the
 * tests open (600 x 400, its middle at 300, 200) keeps the browser's window under the pointer.
 */
function startXvfb(): Promise<{ display: string; process: ChildProcess }> {
  const xvfb = spawn(XVFB!, ["-displayfd", "3", "-screen", "0", "600x400x24", "-nolisten", "tcp"], {
    stdio: ["ignore", "ignore", "ignore", "pipe"],
  });
  return new Promise((resolve, reject) => {
    xvfb.on("error", reject);
    xvfb.stdio[3]!.once("data", (data: Buffer) => resolve({ display: `:${data.toString().trim()}`, process: xvfb }));
  });
}

export const launchWebkit: Launch<WindowsDriver> = async ({ reducedMotion, portFrom }) => {
  const xvfb = XVFB ? await startXvfb() : undefined;
  const home = gtkConfig(reducedMotion);
  const port = await freePort(portFrom);
  const driver = spawn(WEBKIT_DRIVER!, [`--port=${port}`], {
    env: { ...process.env, DISPLAY: xvfb?.display ?? process.env.DISPLAY, XDG_CONFIG_HOME: home },
    stdio: "ignore",
  });
  const base = `http://127.0.0.1:${port}`;
  const call = async (method: string, route: string, body?: unknown) => {
    const response = await fetch(`${base}${route}`, {
      method,
      headers: { "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
    const { value } = (await response.json()) as { value: any };
    if (!response.ok) throw new Error(`WebDriver ${method} ${route}: ${value?.error} ${value?.message}`);
    return value;
  };
  for (let tries = 0; ; tries += 1) {
    try {
      if ((await call("GET", "/status")).ready) break;
    } catch (error) {
      if (tries > 200) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const open = async (): Promise<WindowsDriver> => {
    const { sessionId } = await call("POST", "/session", {
      capabilities: {
        alwaysMatch: {
          browserName: "MiniBrowser",
          // The tests' own HTTPS servers (the sign-in's) have a certificate made for the run.
          acceptInsecureCerts: true,
          "webkitgtk:browserOptions": { binary: MINIBROWSER, args: ["--automation"] },
        },
      },
    });
    const session = (method: string, route: string, body?: unknown) => call(method, `/session/${sessionId}${route}`, body);

    // Runs `expression` in the page and hands back its value, awaiting it if it is a promise.
    const run = (expression: string) =>
      session("POST", "/execute/async", {
        script: `const done = arguments[0];
          Promise.resolve().then(() => ${expression}).then((value) => done({ value }), (error) => done({ error: String(error) }));`,
        args: [],
      }).then((result: { value?: unknown; error?: string }) => {
        if (result.error !== undefined) throw new Error(result.error);
        return result.value;
      });
    // The middle of the element, scrolled into view, in the viewport's coordinates, measured two frames
    // later. (With the element itself as the pointer's origin, WebKitGTK sometimes refuses a visible
    // element as "not interactable" right after the page has scrolled.)
    const middle = async (find: string) =>
      (await session("POST", "/execute/async", {
        script: `const done = arguments[0], el = ${find};
          el.scrollIntoView({ block: "center", behavior: "instant" });
          requestAnimationFrame(() => requestAnimationFrame(() => {
            const box = el.getBoundingClientRect();
            done({ x: Math.round(box.left + box.width / 2), y: Math.round(box.top + box.height / 2) });
          }));`,
        args: [],
      })) as { x: number; y: number };
    const act = (actions: unknown[]) => session("POST", "/actions", { actions });
    const pointer = (actions: Record<string, unknown>[]) =>
      act([{ type: "pointer", id: "mouse", parameters: { pointerType: "mouse" }, actions }]);

    const chrome = { width: 0, height: 0 };
    const webkit: WindowsDriver = {
      // The window includes the (squashed) toolbar, and GTK resizes it a moment later: size it, wait for
      // the page to settle, and correct by what is missing. The toolbar's size is kept for the next time.
      async setViewport({ width, height }) {
        for (let tries = 0; tries < 5; tries += 1) {
          await session("POST", "/window/rect", { width: width + chrome.width, height: height + chrome.height });
          let inner = "";
          for (let reads = 0; reads < 40; reads += 1) {
            const now = JSON.stringify(await run("[innerWidth, innerHeight]"));
            if (now === inner) break;
            inner = now;
            await new Promise((resolve) => setTimeout(resolve, 25));
          }
          const [innerWidth, innerHeight] = JSON.parse(inner) as [number, number];
          if (innerWidth === width && innerHeight === height) return;
          chrome.width += width - innerWidth;
          chrome.height += height - innerHeight;
        }
        throw new Error(`WebKit's page did not reach ${width} x ${height} px`);
      },
      goto: (url) => session("POST", "/url", { url }),
      evaluate: run,
      // Clicks go through the same pointer as hovers, so the page sees the pointer where the test left it.
      async click(find) {
        const at = await middle(find);
        await pointer([
          { type: "pointerMove", duration: 0, origin: "viewport", ...at },
          { type: "pointerDown", button: 0 },
          { type: "pointerUp", button: 0 },
        ]);
      },
      async hover(find) {
        await pointer([{ type: "pointerMove", duration: 0, origin: "viewport", ...(await middle(find)) }]);
      },
      pointerAway: () => pointer([{ type: "pointerMove", duration: 0, origin: "viewport", x: 1, y: 1 }]),
      press: (key, times) =>
        act([
          {
            type: "key",
            id: "keyboard",
            actions: Array.from({ length: times }, () => [
              { type: "keyDown", value: KEYS[key] },
              { type: "keyUp", value: KEYS[key] },
            ]).flat(),
          },
        ]),
      type: (text) =>
        act([
          {
            type: "key",
            id: "keyboard",
            actions: [...text].flatMap((value) => [
              { type: "keyDown", value },
              { type: "keyUp", value },
            ]),
          },
        ]),
      screenshot: async () => Buffer.from(await session("GET", "/screenshot"), "base64"),
      windows: () => session("GET", "/window/handles"),
      switchTo: (handle) => session("POST", "/window", { handle }),
      consoleErrors: () => [],
      close: () => session("DELETE", "").catch(() => undefined),
    };
    return webkit;
  };
  // Starting a MiniBrowser takes seconds, so tests share one, each starting on a blank page with the
  // pointer in the corner. A test that needs an empty cache (`cold`) gets a browser of its own.
  let shared: WindowsDriver | undefined;
  return {
    async visit(cold) {
      if (cold) return open();
      shared ??= await open();
      await shared.goto("about:blank");
      await shared.pointerAway();
      return { ...shared, close: () => Promise.resolve() };
    },
    async close() {
      await shared?.close();
      driver.kill();
      xvfb?.process.kill();
      fs.rmSync(home, { recursive: true, force: true });
    },
  };
};
