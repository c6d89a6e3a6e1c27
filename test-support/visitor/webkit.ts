/**
 * WebKit through WebDriver: Debian's WebKitGTK (package webkit2gtk-driver) brings `WebKitWebDriver` and
 * its `MiniBrowser`. It needs a display, so a private Xvfb is started for it. selenium-webdriver starts
 * the driver and speaks to it; it is pointed at the driver's address, so its driver download never runs.
 */
import { spawn, type ChildProcess } from "child_process";
import fs from "fs";
import os from "os";
import path from "path";
import { Builder, By, Origin } from "selenium-webdriver";
import { DriverService } from "selenium-webdriver/remote";
import { freePort, KEYS, SCRIPT_TIMEOUT_MS, type Launch, type WindowsDriver } from "./driver";
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
export function startXvfb(screen = "600x400x24"): Promise<{ display: string; process: ChildProcess }> {
  const xvfb = spawn(XVFB!, ["-displayfd", "3", "-screen", "0", screen, "-nolisten", "tcp"], {
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
  const service = new DriverService.Builder(WEBKIT_DRIVER!)
    .setPort(await freePort(portFrom))
    .setLoopback(true)
    .setEnvironment({ ...process.env, ...(xvfb && { DISPLAY: xvfb.display }), XDG_CONFIG_HOME: home })
    .build();
  const url = await service.start(10_000);

  const open = async (): Promise<WindowsDriver> => {
    // Environment overrides off: a SELENIUM_REMOTE_URL on this computer must not take the tests elsewhere.
    const browser = await new Builder()
      .disableEnvironmentOverrides()
      .usingServer(url)
      .withCapabilities({
        browserName: "MiniBrowser",
        // The tests' own HTTPS servers (the sign-in's) have a certificate made for the run.
        acceptInsecureCerts: true,
        // Its own timer in the page, which a fake clock leaves alone (test-support/visitor/site.ts).
        timeouts: { script: SCRIPT_TIMEOUT_MS },
        "webkitgtk:browserOptions": { binary: MINIBROWSER, args: ["--automation"] },
      })
      .build();
    // WebDriver awaits a promise the script returns.
    const run = (expression: string) => browser.executeScript(`return ${expression};`);
    // The middle of the element, scrolled into view, in the viewport's coordinates, measured two frames
    // later. (With the element itself as the pointer's origin, WebKitGTK sometimes refuses a visible
    // element as "not interactable" right after the page has scrolled.)
    const middle = (find: string) =>
      run(`new Promise((done) => {
        const el = ${find};
        el.scrollIntoView({ block: "center", behavior: "instant" });
        requestAnimationFrame(() => requestAnimationFrame(() => {
          const box = el.getBoundingClientRect();
          done({ x: Math.round(box.left + box.width / 2), y: Math.round(box.top + box.height / 2) });
        }));
      })`) as Promise<{ x: number; y: number }>;
    const pointAt = (at: { x: number; y: number }) => browser.actions().move({ ...at, duration: 0, origin: Origin.VIEWPORT });

    const chrome = { width: 0, height: 0 };
    return {
      // The window includes the (squashed) toolbar, and GTK resizes it a moment later: size it, wait for
      // the page to settle, and correct by what is missing. The toolbar's size is kept for the next time.
      async setViewport({ width, height }) {
        for (let tries = 0; tries < 5; tries += 1) {
          await browser
            .manage()
            .window()
            .setRect({ width: width + chrome.width, height: height + chrome.height });
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
      goto: (address) => browser.get(address),
      evaluate: run,
      // Clicks go through the same pointer as hovers, so the page sees the pointer where the test left it.
      click: async (find) =>
        pointAt(await middle(find))
          .press()
          .release()
          .perform(),
      hover: async (find) => pointAt(await middle(find)).perform(),
      pointerAway: () => pointAt({ x: 1, y: 1 }).perform(),
      press: (key, times) => browser.actions().sendKeys(KEYS[key].repeat(times)).perform(),
      type: (text) => browser.actions().sendKeys(text).perform(),
      screenshot: async () => Buffer.from(await browser.takeScreenshot(), "base64"),
      windows: () => browser.getAllWindowHandles(),
      upload: async (css, file) => browser.findElement(By.css(css)).sendKeys(file),
      acceptDialog: async () => {
        try {
          const dialog = await browser.switchTo().alert();
          const words = await dialog.getText();
          await dialog.accept();
          return words;
        } catch {
          return undefined;
        }
      },
      switchTo: (handle) => browser.switchTo().window(handle),
      consoleErrors: () => [],
      close: () => browser.quit().catch(() => undefined),
    };
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
      await service.kill();
      xvfb?.process.kill();
      fs.rmSync(home, { recursive: true, force: true });
    },
  };
};
