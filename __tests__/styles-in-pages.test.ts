/**
 * @jest-environment node
 *
 * src/workarounds/styles-in-pages.ts reads this build's stylesheets. That a change to the styles
 * alone reaches every page (the renderer's chunks hashed with the stylesheets) is proven on a real rebuild
 * with the cache by e2e/edited-site.spec.ts.
 */
import fs from "fs";
import os from "os";
import path from "path";
import { currentStylesheets } from "../src/workarounds/styles-in-pages";

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
it("reads this build's stylesheets from the stats, once each, and names the stats file if it is missing", () => {
  expect(() => currentStylesheets(publicDir)).toThrow(/webpack\.stats\.json is missing/);
  writeStats("styles.aaa.css");
  expect(currentStylesheets(publicDir)).toEqual(["styles.aaa.css"]);
});
