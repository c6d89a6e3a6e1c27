/** Chromium through Playwright, the same browser and flags as the Chromium-only tests. */
import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumPath, testBrowserPath } from "../browser";
import { libraryDriver, type Launch } from "./driver";

/**
 * With `backForwardCache`, the whole browser, with the cache Playwright turns off turned back on: the
 * headless shell keeps no page for the back button ("BackForwardCacheDisabledForDelegate").
 */
export const launchChromium: Launch = async ({ reducedMotion, backForwardCache = false }) => {
  const browser = await chromium.launch({
    executablePath: backForwardCache ? chromiumPath : testBrowserPath,
    args: chromiumArgs,
    ...(backForwardCache ? { ignoreDefaultArgs: ["--disable-back-forward-cache"] } : {}),
  });
  return {
    // A new context for every test: its own cache, cookies and storage.
    async visit() {
      const context = await browser.newContext({ reducedMotion: reducedMotion ? "reduce" : "no-preference" });
      const page = await context.newPage();
      const driver = libraryDriver(page, {
        setViewport: (viewport) => page.setViewportSize(viewport),
        async press(key, times) {
          for (let i = 0; i < times; i += 1) await page.keyboard.press(key);
        },
        screenshot: () => page.screenshot(),
        close: () => context.close(),
      });
      page.on("console", (message) => driver.log(message.type(), message.text()));
      page.on("pageerror", (error) => driver.log("uncaught", error.message));
      return driver;
    },
    close: () => browser.close(),
  };
};
