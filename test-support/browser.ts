/**
 * Which Chromium drives the browser tests, the screenshots and Lighthouse.
 *
 * - `chromiumPath`, the whole browser: CHROME_PATH if set, else a system Chromium or Chrome, else
 *   Playwright's own download (so a laptop with `npx playwright install` needs nothing special).
 *   Lighthouse and the screenshots use this one.
 * - `testBrowserPath`, what the browser tests use: Chromium's headless shell when it is
 *   installed (Debian's chromium-headless-shell; Playwright's own default for headless runs), the same
 *   Blink engine without the desktop browser around it, which takes about a third off the tests' time
 *   on two cores.
 *   CHROME_PATH, when set, is used for everything.
 */
import fs from "fs";

const installed = (candidate: string | undefined): candidate is string =>
  typeof candidate === "string" && candidate !== "" && fs.existsSync(candidate);

const browsers = [process.env.CHROME_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"];
const shells = [process.env.CHROME_PATH, "/usr/bin/chromium-headless-shell"];

export const chromiumPath: string | undefined = browsers.find(installed);

export const testBrowserPath: string | undefined = shells.find(installed) ?? chromiumPath;

/** Flags that keep a headless Chromium quiet and offline-friendly (no background calls home). */
export const chromiumArgs = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
