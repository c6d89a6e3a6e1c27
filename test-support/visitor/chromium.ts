/** Chromium through Playwright, the same browser and flags as the Chromium-only tests. */
import { chromium } from "@playwright/test";
import { chromiumArgs, testBrowserPath } from "../browser";
import { libraryDriver, type Launch } from "./driver";

export const launchChromium: Launch = async ({ reducedMotion }) => {
  const browser = await chromium.launch({ executablePath: testBrowserPath, args: chromiumArgs });
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
