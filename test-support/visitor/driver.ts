/**
 * What the cross-engine tests ask of a browser, and nothing more. Each engine answers it with the driver
 * that works for it (see docs/testing.md for why there are three): Playwright for Chromium,
 * puppeteer-core over WebDriver BiDi for Firefox, selenium-webdriver over WebDriver for WebKitGTK.
 */
import net from "net";

/** The keys the tests press, with WebDriver's codes for them (https://www.w3.org/TR/webdriver2/#keyboard-actions). */
export const KEYS = {
  Tab: "\uE004",
  Enter: "\uE007",
  Escape: "\uE00C",
  Space: " ",
  PageDown: "\uE00F",
  ArrowLeft: "\uE012",
  ArrowRight: "\uE014",
} as const;
export type Key = keyof typeof KEYS;

/**
 * How long a script the test runs in the page may take. WebKit's WebDriver times it with a timer in the
 * page itself, so a fake clock there leaves timers of this length alone: 45 s, longer than the
 * carousel's longest interval (src/schema/schema.ts), shorter than the islands' give-up wait.
 */
export const SCRIPT_TIMEOUT_MS = 45_000;
export type Viewport = { width: number; height: number };

/** One browser tab. Elements are named by a script expression that yields exactly one element. */
export interface Driver {
  setViewport(viewport: Viewport): Promise<void>;
  /** Loads a URL and resolves after its load event. */
  goto(url: string): Promise<void>;
  /** Runs a script expression in the page; a promise is awaited. */
  evaluate(expression: string): Promise<unknown>;
  /** A real pointer click (or hover) on the element, scrolled into view first. */
  click(element: string): Promise<void>;
  hover(element: string): Promise<void>;
  /** Moves the pointer to the page's top left corner. */
  pointerAway(): Promise<void>;
  /** Presses and releases a key, `times` times in a row. */
  press(key: Key, times: number): Promise<void>;
  /** Types `text` where the keyboard's focus is, a key for each character. */
  type(text: string): Promise<void>;
  /** The visible part of the page, as PNG. */
  screenshot(): Promise<Buffer>;
  /** Errors and warnings the engine itself logged since the last `goto` (none where it cannot tell). */
  consoleErrors(): string[];
  close(): Promise<void>;
}

/** A running engine: each test gets a tab from `visit`; with `cold`, one with an empty cache. */
export type Engine<D extends Driver = Driver> = { visit(cold: boolean): Promise<D>; close(): Promise<void> };
export type Launch<D extends Driver = Driver> = (options: {
  reducedMotion: boolean;
  /** Pages kept for the back button, as every visitor's browser keeps them (Firefox and WebKit always do). */
  backForwardCache?: boolean;
  portFrom: number;
}) => Promise<Engine<D>>;

/** A driver that also moves between the windows a page opens (the editor's sign-in pop-up), by their handles, and picks files. */
export interface WindowsDriver extends Driver {
  windows(): Promise<string[]>;
  switchTo(window: string): Promise<void>;
  /** Hands the file input `css` matches a file from this computer, as the phone's picker does. */
  upload(css: string, file: string): Promise<void>;
  /** Answers OK to the page's own dialog box, if one is open; resolves with its words. */
  acceptDialog(): Promise<string | undefined>;
}

/** The first port from `from` that nothing listens on. */
export async function freePort(from: number): Promise<number> {
  for (let port = from; ; port += 1) {
    const free = await new Promise<boolean>((resolve) => {
      const server = net.createServer().once("error", () => resolve(false));
      server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
    });
    if (free) return port;
  }
}

/** What Playwright's page (Chromium) and puppeteer's (Firefox) do alike: load, run scripts, point. */
export type LibraryPage = {
  goto(url: string): Promise<unknown>;
  evaluate(expression: string): Promise<unknown>;
  evaluateHandle(expression: string): Promise<unknown>;
  mouse: { move(x: number, y: number): Promise<void> };
  keyboard: { type(text: string): Promise<void> };
};

/**
 * A Driver on such a page; sizing, keys, screenshots and closing are the engine's own. The engine hands
 * `log` what its console shows ("error", "warning", ...) and its uncaught errors ("uncaught").
 */
export function libraryDriver(
  page: LibraryPage,
  own: Pick<Driver, "setViewport" | "press" | "screenshot" | "close">,
): Driver & { log(type: string, text: string): void } {
  let errors: string[] = [];
  // Both libraries hand back an element's handle, which clicks and hovers with a real pointer.
  const element = async (find: string) => (await page.evaluateHandle(find)) as { click(): Promise<void>; hover(): Promise<void> };
  return {
    ...own,
    type: (text) => page.keyboard.type(text),
    async goto(url) {
      errors = [];
      await page.goto(url);
    },
    evaluate: (expression) => page.evaluate(expression),
    click: async (find) => (await element(find)).click(),
    hover: async (find) => (await element(find)).hover(),
    pointerAway: () => page.mouse.move(1, 1),
    consoleErrors: () => errors,
    log(type, text) {
      if (["error", "warning", "warn", "uncaught"].includes(type)) errors.push(`${type}: ${text}`);
    },
  };
}
