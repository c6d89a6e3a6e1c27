/**
 * @jest-environment node
 *
 * src/gatsby-workarounds/styles-in-pages.ts: after a change to the styles alone, every page is written again with
 * them, and a page left with an earlier build's stylesheet stops the build, naming it. (e2e/edited-site
 * checks the same on a real rebuild.)
 */
import crypto from "crypto";
import fs from "fs";
import os from "os";
import path from "path";
import {
  currentStylesheets,
  oldStylesMessage,
  pagesWithOldStyles,
  stylesheetsInRendererHash,
  stylesheetsNamedIn,
} from "../src/gatsby-workarounds/styles-in-pages";

let publicDir = "";
beforeEach(() => (publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "styles-in-pages-"))));
afterEach(() => fs.rmSync(publicDir, { recursive: true, force: true }));

/** What Gatsby's stats list for the browser build: each chunk's files. */
const writeStats = (stylesheet: string) =>
  fs.writeFileSync(
    path.join(publicDir, "webpack.stats.json"),
    JSON.stringify({
      assetsByChunkName: {
        app: ["app-1.js"],
        "component---src-templates-home-tsx": [stylesheet, "component---src-templates-home-tsx-2.js"],
        "component---src-templates-team-tsx": [stylesheet, "component---src-templates-team-tsx-3.js"],
      },
    }),
  );
const page = (stylesheet: string) =>
  `<!DOCTYPE html><html><head><style data-href="/${stylesheet}" data-identity="gatsby-global-css">body{}</style></head><body></body></html>`;
const writePage = (file: string, html: string) => {
  fs.mkdirSync(path.dirname(path.join(publicDir, file)), { recursive: true });
  fs.writeFileSync(path.join(publicDir, file), html);
};

/** The hash the plugin gives a renderer chunk, with a fake compiler that runs one compilation. */
function chunkHashWith(stylesheet: string): string {
  writeStats(stylesheet);
  const hash = crypto.createHash("sha256");
  let chunkHash: ((chunk: unknown, hash: { update: (data: string) => void }) => void) | undefined;
  stylesheetsInRendererHash(publicDir).apply({
    hooks: {
      thisCompilation: {
        tap: (_name, run) => run({ hooks: { chunkHash: { tap: (_n, tapped) => (chunkHash = tapped) } } }),
      },
    },
  });
  hash.update("the chunk's own code");
  chunkHash!({}, hash);
  return hash.digest("hex");
}

it("reads this build's stylesheets from the stats, once each, and names the stats file if it is missing", () => {
  expect(() => currentStylesheets(publicDir)).toThrow(/webpack\.stats\.json is missing/);
  writeStats("styles.aaa.css");
  expect(currentStylesheets(publicDir)).toEqual(["styles.aaa.css"]);
});

it("gives the renderer's chunks new hashes when the stylesheet changes, and the same ones when it does not", () => {
  const first = chunkHashWith("styles.aaa.css");
  expect(chunkHashWith("styles.aaa.css")).toBe(first);
  expect(chunkHashWith("styles.bbb.css")).not.toBe(first);
});

it("finds the stylesheet a page inlines or links", () => {
  expect(stylesheetsNamedIn(page("styles.aaa.css"))).toEqual(["styles.aaa.css"]);
  expect(stylesheetsNamedIn('<link rel="stylesheet" href="/styles.bbb.css">')).toEqual(["styles.bbb.css"]);
  expect(stylesheetsNamedIn("<p>no styles</p>")).toEqual([]);
});

it("lists the pages that kept an earlier build's stylesheet, and the message names each and what to do", () => {
  writeStats("styles.new.css");
  writePage("index.html", page("styles.new.css"));
  writePage("team/index.html", page("styles.old.css"));
  writePage("admin/index.html", "<html><head></head></html>");
  const stale = pagesWithOldStyles(publicDir, ["index.html", "team/index.html", "admin/index.html"], currentStylesheets(publicDir));
  expect(stale).toEqual([{ file: "team/index.html", stylesheets: ["styles.old.css"] }]);
  const message = oldStylesMessage(stale, currentStylesheets(publicDir));
  expect(message).toContain("public/team/index.html names styles.old.css");
  expect(message).toContain("this build's: styles.new.css");
  expect(message).toContain("npm run clean");
});
