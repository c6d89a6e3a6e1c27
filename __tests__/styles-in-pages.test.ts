/**
 * @jest-environment node
 *
 * src/gatsby-workarounds/styles-in-pages.ts: a page left with an earlier build's stylesheet stops the
 * build, naming it and what to do. That a change to the styles alone reaches every page (the renderer's
 * chunks hashed with the stylesheets) is proven on a real rebuild with the cache by e2e/edited-site.spec.ts.
 */
import fs from "fs";
import os from "os";
import path from "path";
import { currentStylesheets, oldStylesMessage, pagesWithOldStyles } from "../src/gatsby-workarounds/styles-in-pages";

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

it("reads this build's stylesheets from the stats, once each, and names the stats file if it is missing", () => {
  expect(() => currentStylesheets(publicDir)).toThrow(/webpack\.stats\.json is missing/);
  writeStats("styles.aaa.css");
  expect(currentStylesheets(publicDir)).toEqual(["styles.aaa.css"]);
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
