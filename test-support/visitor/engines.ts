/**
 * Where each engine's browser is, and what to install when one is missing. Read by the fixture and by
 * playwright.config.ts, which leaves out (or, under CI, fails on) an engine this machine lacks.
 */
import fs from "fs";

export type EngineName = "chromium" | "firefox" | "webkit";
export const ENGINE_NAMES: EngineName[] = ["chromium", "firefox", "webkit"];

const first = (candidates: (string | undefined)[]) => candidates.find((file) => file && fs.existsSync(file));

export const FIREFOX = first([
  process.env.FIREFOX_PATH,
  "/usr/bin/firefox-esr",
  "/usr/bin/firefox",
  "/Applications/Firefox.app/Contents/MacOS/firefox",
]);
export const WEBKIT_DRIVER = first(["/usr/bin/WebKitWebDriver"]);
export const MINIBROWSER = first(["x86_64-linux-gnu", "aarch64-linux-gnu"].map((arch) => `/usr/lib/${arch}/webkit2gtk-4.1/MiniBrowser`));
export const XVFB = first(["/usr/bin/Xvfb"]);

/** Why an engine cannot run here, with how to get it; undefined when it can. */
export function missingEngine(engine: EngineName): string | undefined {
  if (engine === "firefox" && !FIREFOX) {
    return "Firefox is not installed. On Debian or Ubuntu: sudo apt-get install firefox-esr; elsewhere install Firefox or set FIREFOX_PATH.";
  }
  if (engine === "webkit" && !(WEBKIT_DRIVER && MINIBROWSER && (XVFB || process.env.DISPLAY))) {
    return "WebKitGTK's WebDriver is not installed. On Debian or Ubuntu: sudo apt-get install --no-install-recommends webkit2gtk-driver xvfb. macOS has no WebKitGTK: CI runs these tests.";
  }
  return undefined;
}
