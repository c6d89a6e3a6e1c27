/**
 * The `visitor` fixture of the cross-engine tests (e2e/engines/): one tab in the project's engine
 * (chromium, firefox or webkit, see playwright.config.ts), on the built site served as a host serves it.
 * A test is written once against this small interface and runs in all three engines.
 */
import { test as base, expect } from "@playwright/test";
import { launchChromium } from "./chromium";
import { launchFirefox } from "./firefox";
import { launchWebkit } from "./webkit";
import type { EngineName } from "./engines";
import type { Driver, Engine, Key, Viewport } from "./driver";
import { AXE, serveSite, type Conditions, type VisitorSite } from "./site";
import { freePort } from "./driver";

export { expect };

/** An element: a CSS selector, or a selector and the element's accessible name (aria-label, else its text). */
export type Target = string | { css: string; name: string };

/** Runs in the page: the one element `css` (and `name`) match, or an error that says how many did. */
function locate(css: string, name: string | null): Element {
  const text = (node: Node): string =>
    node.nodeType === Node.TEXT_NODE
      ? (node.textContent ?? "")
      : node instanceof Element && node.getAttribute("aria-hidden") === "true"
        ? ""
        : [...node.childNodes].map(text).join("");
  const named = (element: Element) => (element.getAttribute("aria-label") ?? text(element)).replace(/\s+/g, " ").trim();
  const found = [...document.querySelectorAll(css)].filter((element) => name === null || named(element) === name);
  if (found.length !== 1) throw new Error(`${found.length} elements match ${css}${name === null ? "" : ` named "${name}"`}`);
  return found[0]!;
}

const expression = (fn: (...args: never[]) => unknown, args: unknown[]) => `(${fn.toString()})(...${JSON.stringify(args)})`;
const find = (target: Target) =>
  typeof target === "string" ? expression(locate, [target, null]) : expression(locate, [target.css, target.name]);

export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

export class Visitor {
  constructor(
    readonly engine: EngineName,
    private readonly driver: Driver,
    /** The visitor's site (serveSite), or only the origin of another server, which holds and fails nothing. */
    private readonly site: VisitorSite | string,
  ) {}

  private get origin() {
    return typeof this.site === "string" ? this.site : this.site.url;
  }

  private get proxy(): VisitorSite {
    if (typeof this.site === "string") throw new Error(`${this.site} is not the visitor's site: it cannot hold or fail requests`);
    return this.site;
  }

  /** What the site does to this visitor's next requests (test-support/visitor/site.ts); reset after each test. */
  serve = (conditions: Conditions) => this.proxy.setConditions(conditions);
  /** Answers the requests `serve({ hold })` held back. */
  release = () => this.proxy.release();
  /** The paths held back so far. */
  held = () => this.proxy.held();
  /** How the last font held back went out: once the page drew a frame without it, or only at the bound. */
  fontReleasedBy = () => this.proxy.fontReleasedBy();
  /** With `serve({ fakeClock: true })`: moves the page's clock on by `ms`, firing its long timers then due. */
  advanceClock = (ms: number) =>
    this.evaluate((by) => (window as unknown as { visitorClock: { advance(ms: number): number } }).visitorClock.advance(by), ms);

  /** With `serve({ prerendered: true })`: the visitor arrives on the page prepared unseen, as a tap on its link shows it. */
  activate = () => this.evaluate(() => (window as unknown as { visitorActivate(): void }).visitorActivate());

  /** Loads a path of the site at a window of the given size; resolves after the load event. */
  async open(path: string, viewport: Viewport = { width: 1280, height: 900 }) {
    await this.driver.setViewport(viewport);
    await this.driver.goto(new URL(path, this.origin).href);
  }

  resize = (viewport: Viewport) => this.driver.setViewport(viewport);

  /** Runs `fn` in the page with `args` (plain data) and returns its result. */
  evaluate<A extends unknown[], R>(fn: (...args: A) => R, ...args: A): Promise<Awaited<R>> {
    return this.driver.evaluate(expression(fn, args)) as Promise<Awaited<R>>;
  }

  click = (target: Target) => this.driver.click(find(target));
  hover = (target: Target) => this.driver.hover(find(target));
  focus = (target: Target) => this.driver.evaluate(`${find(target)}.focus()`);
  away = () => this.driver.pointerAway();
  press = (key: Key, times = 1) => this.driver.press(key, times);
  type = (text: string) => this.driver.type(text);
  /** The path of the current address. */
  path = () => this.evaluate(() => location.pathname);

  /**
   * The back button, once the page has loaded: WebKit drops a back asked for while the page still loads.
   * Asked from a timer, so that the script that asks has answered before the page goes away.
   */
  async back() {
    await expect.poll(() => this.evaluate(() => document.readyState)).toBe("complete");
    await this.evaluate(() => void setTimeout(() => history.back()));
  }

  /** Errors, warnings, failed loads and policy violations since the page was opened. */
  async problems(): Promise<string[]> {
    const recorded = await this.evaluate(() => (window as unknown as { visitorProblems?: string[] }).visitorProblems ?? ["no recorder"]);
    return [...recorded, ...this.driver.consoleErrors()];
  }

  /** axe-core's WCAG 2.2 AA and best-practice findings, one line each. */
  async axe(): Promise<string[]> {
    return this.evaluate(
      async (src, tags) => {
        const win = window as unknown as { axe?: any };
        if (!win.axe) {
          await new Promise((resolve, reject) => {
            const script = Object.assign(document.createElement("script"), { src, onload: resolve, onerror: reject });
            document.head.append(script);
          });
        }
        const results = await win.axe.run(document, { runOnly: { type: "tag", values: tags } });
        return (results.violations as { id: string; help: string; nodes: { target: string[] }[] }[]).map(
          (v) => `${v.id}: ${v.help} (${v.nodes.map((node) => node.target.join(" ")).join(", ")})`,
        );
      },
      AXE,
      AXE_TAGS,
    );
  }
}

const LAUNCH = { chromium: launchChromium, firefox: launchFirefox, webkit: launchWebkit };

/** Ports for this worker's servers: a block of ten per worker above the site's own port. */
const portBlock = (worker: number) => Number(process.env.E2E_PORT ?? 9000) + 10 * (worker + 1);

export const test = base.extend<
  { coldCache: boolean; backForwardCache: boolean; visitor: Visitor },
  { engine: EngineName; fontHeld: boolean; site: VisitorSite; engines: Map<string, Promise<Engine>> }
>({
  engine: ["chromium", { option: true, scope: "worker" }],
  // `test.use({ coldCache: true })`: the test's visit starts with an empty cache in every engine.
  coldCache: [false, { option: true }],
  // `test.use({ backForwardCache: true })`: the back button restores pages from the cache in every engine
  // (Chromium's headless shell keeps none, so those tests get the whole browser: chromium.ts).
  backForwardCache: [false, { option: true }],
  // `test.use({ fontHeld: true })`: the site holds font files back until the page has drawn a frame
  // without them, as on a phone network's first visit (test-support/visitor/site.ts).
  fontHeld: [false, { option: true, scope: "worker" }],

  site: [
    async ({ fontHeld }, use, workerInfo) => {
      const server = await serveSite(await freePort(portBlock(workerInfo.parallelIndex)), { fontHeld });
      await use(server);
      await server.close();
    },
    { scope: "worker" },
  ],

  // Each engine is started once per worker, and once more with reduced motion, or the back/forward
  // cache, if a test asks for it.
  engines: [
    async ({}, use) => {
      const engines = new Map<string, Promise<Engine>>();
      await use(engines);
      await Promise.all([...engines.values()].map(async (started) => (await started).close()));
    },
    { scope: "worker" },
  ],

  // `test.use({ reducedMotion: "reduce" })`, Playwright's own option, asks for reduced motion in every engine.
  visitor: async ({ engine, reducedMotion: motion, coldCache, backForwardCache, site, engines }, use, testInfo) => {
    const options = { reducedMotion: motion === "reduce", backForwardCache };
    const key = JSON.stringify(options);
    if (!engines.has(key)) engines.set(key, LAUNCH[engine]({ ...options, portFrom: portBlock(testInfo.parallelIndex) + 1 }));
    const driver = await (await engines.get(key)!).visit(coldCache);
    await use(new Visitor(engine, driver, site));
    if (testInfo.status !== testInfo.expectedStatus) {
      const shot = await driver.screenshot().catch(() => undefined);
      if (shot) await testInfo.attach("screenshot", { body: shot, contentType: "image/png" });
    }
    await driver.close();
    site.setConditions({});
  },
});
