/** Chromium through Playwright, the same browser and flags as the Chromium-only tests. */
import { chromium, type ConsoleMessage } from "@playwright/test";
import { chromiumArgs, testBrowserPath } from "../browser";
import type { Driver, Launch } from "./driver";

export const launchChromium: Launch = async ({ reducedMotion }) => {
  const browser = await chromium.launch({ executablePath: testBrowserPath, args: chromiumArgs });
  return {
    // A new context for every test: its own cache, cookies and storage.
    async visit() {
      const context = await browser.newContext({ reducedMotion: reducedMotion ? "reduce" : "no-preference" });
      const page = await context.newPage();
      let errors: string[] = [];
      page.on("console", (message: ConsoleMessage) => {
        if (["error", "warning"].includes(message.type())) errors.push(`${message.type()}: ${message.text()}`);
      });
      page.on("pageerror", (error) => errors.push(`uncaught: ${error.message}`));
      const element = async (find: string) => await page.evaluateHandle<Element>(find);
      const driver: Driver = {
        setViewport: (viewport) => page.setViewportSize(viewport),
        async goto(url) {
          errors = [];
          await page.goto(url);
        },
        evaluate: (expression) => page.evaluate(expression),
        click: async (find) => (await element(find)).click(),
        hover: async (find) => (await element(find)).hover(),
        pointerAway: () => page.mouse.move(1, 1),
        async press(key, times) {
          for (let i = 0; i < times; i += 1) await page.keyboard.press(key);
        },
        screenshot: () => page.screenshot(),
        consoleErrors: () => errors,
        close: () => context.close(),
      };
      return driver;
    },
    close: () => browser.close(),
  };
};
