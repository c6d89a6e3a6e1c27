/**
 * Firefox through puppeteer-core over WebDriver BiDi. Playwright drives only its own patched Firefox;
 * puppeteer drives a stock Firefox (Debian's firefox-esr here, or any Firefox on a laptop).
 */
import puppeteer from "puppeteer-core";
import { KEYS, libraryDriver, type Launch } from "./driver";
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
      const driver = libraryDriver(page, {
        setViewport: (viewport) => page.setViewport(viewport),
        // One BiDi action sequence for all the presses: WebDriver's key codes pass through `type` as they are.
        press: (key, times) => page.keyboard.type(KEYS[key].repeat(times)),
        screenshot: async () => Buffer.from(await page.screenshot()),
        close: () => context.close(),
      });
      page.on("console", (message) => driver.log(message.type(), message.text()));
      page.on("pageerror", (error) => driver.log("uncaught", String(error)));
      return driver;
    },
    close: () => browser.close(),
  };
};
