/** The build step that makes each page start its scripts after it has loaded and been painted. */
import vm from "vm";
import { LONGEST_WAIT_MS, SCRIPT_STARTER_ID, scriptStarter, startScriptsAfterLoad } from "../src/hosting/script-starter";
import { JUDGED_PHOTO } from "../src/lib/photo";

const gatsbyPage = (scripts: string[]) =>
  `<html><body><div id="___gatsby"><main>Hello</main></div>` +
  `<script id="gatsby-script-loader">window.pagePath="/";</script>` +
  scripts.map((src) => `<script src="${src}" async></script>`).join("") +
  `<!-- slice-end --></body></html>`;

describe("startScriptsAfterLoad", () => {
  const sources = ["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"];

  it("replaces Gatsby's script tags with one starter that names them all, in order", () => {
    const html = startScriptsAfterLoad(gatsbyPage(sources), "public/index.html");
    expect(html).not.toMatch(/<script src=/);
    expect(html.match(new RegExp(`<script id="${SCRIPT_STARTER_ID}">`, "g"))).toHaveLength(1);
    expect(html).toContain(`<script id="${SCRIPT_STARTER_ID}">${scriptStarter(sources)}</script><!-- slice-end -->`);
    expect(html).toContain('<script id="gatsby-script-loader">window.pagePath="/";</script>');
  });

  it("leaves a page converted by an earlier build as it is", () => {
    const once = startScriptsAfterLoad(gatsbyPage(sources), "public/index.html");
    expect(startScriptsAfterLoad(once, "public/index.html")).toBe(once);
  });

  it("fails, naming the page, when Gatsby's script tags are missing", () => {
    expect(() => startScriptsAfterLoad(gatsbyPage([]), "public/team/index.html")).toThrow(
      /public\/team\/index\.html: found no <script src="\.\.\." async> tags/,
    );
  });
});

describe("the starter", () => {
  type Entry = { name: string; entryType: string; identifier?: string };

  /** A page in a fake window: its load event, frames, timers, paint reports and the scripts it adds. */
  function page({ reportsPaints, judgedPhoto }: { reportsPaints: boolean; judgedPhoto?: "in view" | "below the fold" }) {
    const listeners: Record<string, () => void> = {};
    const frames: (() => void)[] = [];
    const timers: { callback: () => void; ms: number }[] = [];
    const added: string[] = [];
    let report: (entries: Entry[]) => void = () => {};
    const observed: string[] = [];
    class FakeObserver {
      static supportedEntryTypes = ["paint", "element", "largest-contentful-paint"];
      constructor(callback: (list: { getEntries: () => Entry[] }) => void) {
        report = (entries) => callback({ getEntries: () => entries });
      }
      observe({ type }: { type: string }) {
        observed.push(type);
      }
      disconnect() {
        report = () => {};
      }
    }
    const photo = { getBoundingClientRect: () => ({ top: judgedPhoto === "in view" ? 300 : 2000 }) };
    const window = {
      innerHeight: 800,
      addEventListener: (type: string, listener: () => void) => (listeners[type] = listener),
      requestAnimationFrame: (callback: () => void) => frames.push(callback),
      setTimeout: (callback: () => void, ms = 0) => timers.push({ callback, ms }),
      ...(reportsPaints ? { PerformanceObserver: FakeObserver } : {}),
    };
    const document = {
      querySelector: (selector: string) => (judgedPhoto && selector.includes(JUDGED_PHOTO) ? photo : null),
      createElement: () => ({ src: "" }),
      body: { appendChild: (element: { src: string }) => added.push(element.src) },
    };
    vm.runInNewContext(scriptStarter(["/a.js", "/b.js"]), { window, document });
    return {
      added,
      observed,
      load: () => listeners.load?.(),
      frame: () => frames.splice(0).forEach((callback) => callback()),
      /** Runs the timers due within `ms` of now (0: those set without a delay). */
      timers: (ms = 0) => timers.splice(0).forEach((timer) => (timer.ms <= ms ? timer.callback() : timers.push(timer))),
      report: (entries: Entry[]) => report(entries),
    };
  }

  const firstText: Entry = { name: "first-contentful-paint", entryType: "paint" };
  const photoShown: Entry = { name: "image-paint", entryType: "element", identifier: JUDGED_PHOTO };

  it("adds no script before the first text and the judged photograph are on screen, then all, in order", () => {
    const view = page({ reportsPaints: true, judgedPhoto: "in view" });
    view.load();
    expect(view.observed).toEqual(["paint", "element"]);
    view.report([firstText]);
    view.frame();
    view.timers();
    expect(view.added).toEqual([]);
    view.report([photoShown]);
    view.timers();
    expect(view.added).toEqual(["/a.js", "/b.js"]);
  });

  it("does not wait for a judged photograph below the fold, nor on a page without one", () => {
    for (const judgedPhoto of ["below the fold", undefined] as const) {
      const view = page({ reportsPaints: true, judgedPhoto });
      view.load();
      view.report([firstText]);
      view.timers();
      expect(view.added).toEqual(["/a.js", "/b.js"]);
    }
  });

  it("waits for the load event even when everything is painted before it", () => {
    const view = page({ reportsPaints: true, judgedPhoto: "in view" });
    view.report([firstText, photoShown]);
    view.timers();
    expect(view.added).toEqual([]);
  });

  it("starts anyway three seconds after load if the paints are never reported", () => {
    const view = page({ reportsPaints: true, judgedPhoto: "in view" });
    view.load();
    view.timers(LONGEST_WAIT_MS - 1);
    expect(view.added).toEqual([]);
    view.timers(LONGEST_WAIT_MS);
    expect(view.added).toEqual(["/a.js", "/b.js"]);
    view.report([firstText, photoShown]);
    view.timers();
    expect(view.added).toEqual(["/a.js", "/b.js"]);
  });

  it("in a browser that cannot report paints, starts after the frame that follows the load event", () => {
    const view = page({ reportsPaints: false, judgedPhoto: "in view" });
    view.load();
    view.timers();
    expect(view.added).toEqual([]);
    view.frame();
    view.timers();
    expect(view.added).toEqual(["/a.js", "/b.js"]);
  });
});
