/** The build step that makes each page start its scripts after it has loaded and been painted. */
import vm from "vm";
import { SCRIPT_STARTER_ID, scriptStarter, startScriptsAfterLoad } from "../src/hosting/script-starter";

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
  it("adds no script until the load event, then adds each after the next frame, in order", () => {
    const listeners: Record<string, () => void> = {};
    const frames: (() => void)[] = [];
    const timers: (() => void)[] = [];
    const added: string[] = [];
    const context = {
      addEventListener: (type: string, listener: () => void) => (listeners[type] = listener),
      requestAnimationFrame: (callback: () => void) => frames.push(callback),
      setTimeout: (callback: () => void) => timers.push(callback),
      document: {
        createElement: () => ({ src: "" }),
        body: { appendChild: (element: { src: string }) => added.push(element.src) },
      },
    };
    vm.runInNewContext(scriptStarter(["/a.js", "/b.js"]), context);
    expect(added).toEqual([]);

    listeners.load?.();
    expect(added).toEqual([]);
    frames.forEach((frame) => frame());
    expect(added).toEqual([]);
    timers.forEach((timer) => timer());
    expect(added).toEqual(["/a.js", "/b.js"]);
  });
});
