/**
 * Firefox through puppeteer-core over WebDriver BiDi. Playwright drives only its own patched Firefox;
 * puppeteer drives a stock Firefox (Debian's firefox-esr here, or any Firefox on a laptop).
 */
import puppeteer, { type ElementHandle } from "puppeteer-core";
import { KEYS, type Driver, type Launch } from "./driver";
import { FIREFOX } from "./engines";

export const launchFirefox: Launch = async ({ reducedMotion }) => {
  const browser = await puppeteer.launch({
    browser: "firefox",
    executablePath: FIREFOX,
    headless: true,
    extraPrefsFirefox: {
      // Scrollbars that take no room, as on phones and Macs; a classic 12 px one narrows a 390 px page to 378.
      "ui.useOverlayScrollbars": 1,
      ...(reducedMotion ? { "ui.prefersReducedMotion": 1 } : {}),
    },
  });
  return {
    // A new context for every test: its own cache, cookies and storage.
    async visit() {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      let errors: string[] = [];
      page.on("console", (message) => {
        if (["error", "warn"].includes(message.type())) errors.push(`${message.type()}: ${message.text()}`);
      });
      page.on("pageerror", (error) => errors.push(`uncaught: ${String(error)}`));
      const element = async (find: string) => (await page.evaluateHandle(find)) as ElementHandle<Element>;
      const driver: Driver = {
        setViewport: (viewport) => page.setViewport(viewport),
        async goto(url) {
          errors = [];
          await page.goto(url);
        },
        evaluate: (expression) => page.evaluate(expression),
        click: async (find) => (await element(find)).click(),
        hover: async (find) => (await element(find)).hover(),
        pointerAway: () => page.mouse.move(1, 1),
        // One BiDi action sequence for all the presses: WebDriver's key codes pass through `type` as they are.
        press: (key, times) => page.keyboard.type(KEYS[key].repeat(times)),
        screenshot: async () => Buffer.from(await page.screenshot()),
        consoleErrors: () => errors,
        close: () => context.close(),
      };
      return driver;
    },
    close: () => browser.close(),
  };
};
