/**
 * @jest-environment node
 *
 * The register of what the site relies on in other packages' insides (src/workarounds/package-internals.ts):
 * every reliance in the site's code is in it, each names a test that exists, and the behaviour of the
 * entries whose test is this file, proven on the built site (run `npm run build` first; `npm test` does).
 */
import fs from "fs";
import path from "path";
import { PACKAGE_INTERNALS } from "../src/workarounds/package-internals";
import { currentStylesheets } from "../src/workarounds/styles-in-pages";
import { ISLAND_SCRIPTS_ATTRIBUTE, ISLANDS, islandsCarriedBy, island, type IslandName } from "../src/islands/islands";
import { builtPages, projectRoot } from "../test-support/built";

const entries = Object.entries(PACKAGE_INTERNALS);
const read = (file: string) => fs.readFileSync(path.join(projectRoot, file), "utf8");
const publicDir = path.join(projectRoot, "public");

/** The site's own files that can rely on a package: its code, the editor's stylesheet, the tests' helpers. */
const ownFiles = () =>
  ["src", "test-support", "e2e", "static/admin"]
    .flatMap((folder) =>
      (fs.readdirSync(path.join(projectRoot, folder), { recursive: true }) as string[]).map((file) => `${folder}/${file}`),
    )
    .concat(fs.readdirSync(projectRoot).filter((file) => /^gatsby-.*\.tsx?$/.test(file)))
    .map((file) => file.split(path.sep).join("/"))
    .filter((file) => /\.(tsx?|css)$/.test(file) && file !== "src/gatsby-types.d.ts");

describe("the register", () => {
  it.each(entries)("%s: names the files that rely on it and a test, all of which exist", (_, entry) => {
    for (const file of [...entry.in, entry.test]) expect([file, fs.existsSync(path.join(projectRoot, file))]).toEqual([file, true]);
  });

  it("lists every file of the site's code that reads it", () => {
    const readers = ownFiles().filter(
      (file) => file !== "src/workarounds/package-internals.ts" && read(file).includes("PACKAGE_INTERNALS"),
    );
    const listed = new Set<string>(entries.flatMap(([, entry]) => entry.in));
    expect(readers.filter((file) => file.startsWith("src/") && !listed.has(file))).toEqual([]);
  });

  it("holds every Decap part that the editor's stylesheet and the CMS tests find by its class name", () => {
    const { decapParts, decapSignIn } = PACKAGE_INTERNALS;
    const labels = [...decapParts.labels, ...decapSignIn.labels];
    const users = new Set([...decapParts.in, ...decapSignIn.in]);
    const { classes } = decapParts;
    const found = ownFiles().flatMap((file) => [...read(file).matchAll(/\[class\*="-(\w+)"\]/g)].map((match) => [file, match[1]!]));
    expect(found.filter(([, label]) => !(labels as readonly string[]).includes(label!))).toEqual([]);
    expect([...new Set(found.map(([file]) => file))].sort()).toEqual([...users].sort());
    const stylesheet = read("static/admin/phone.css");
    const named = [...stylesheet.matchAll(/\.(SplitPane|Pane1|Pane2|Resizer|notif__container|Toastify__[\w-]+)\b/g)].map(
      (match) => match[1],
    );
    expect(named.filter((name) => !(classes as readonly string[]).includes(name!))).toEqual([]);
  });
});

describe("what the built site shows of Gatsby's insides", () => {
  beforeAll(() => {
    if (!fs.existsSync(path.join(publicDir, "index.html"))) throw new Error("public/ is missing: run `npm run build` first.");
  });

  it("stylesheetStats: the browser build's stats name exactly the stylesheets the pages inline", () => {
    const inlined = new Set(
      builtPages()
        .flatMap(({ file }) => [...fs.readFileSync(file, "utf8").matchAll(/<style data-href="\/([^"]+\.css)"/g)])
        .map((match) => match[1]!),
    );
    expect(inlined.size).toBeGreaterThan(0);
    expect(currentStylesheets(publicDir)).toEqual([...inlined].sort());
  });

  it("runtimeScripts: no page carries Gatsby's scripts, its script loader or its page data", () => {
    for (const { route, file } of builtPages()) {
      const html = fs.readFileSync(file, "utf8");
      const scripts = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((match) => match[1]);
      expect([route, scripts, html.includes(PACKAGE_INTERNALS.runtimeScripts.loaderId), html.includes("page-data")]).toEqual([
        route,
        [],
        false,
        false,
      ]);
    }
  });

  it("pageMarkup: each page lists the scripts of the islands its markup has, and its markup is in the app's root", () => {
    for (const { route, file } of builtPages()) {
      const html = fs.readFileSync(file, "utf8");
      const marked = ISLANDS.filter((name) => html.includes(` ${Object.keys(island(name))[0]}="${name}"`));
      const listed = new RegExp(`${ISLAND_SCRIPTS_ATTRIBUTE}="([^"]*)"`).exec(html)?.[1]?.split(" ") ?? [];
      const started = new Set<IslandName>(listed.flatMap(islandsCarriedBy));
      expect([route, marked.filter((name) => !started.has(name))]).toEqual([route, []]);
      expect(marked.length).toBeGreaterThan(0);
      const root = html.indexOf(`<div id="${PACKAGE_INTERNALS.pageMarkup.rootId}"`);
      expect([route, root >= 0 && root < html.indexOf("<main")]).toEqual([route, true]);
    }
  });
});

describe("heicExtensions: gatsby-transformer-sharp and a phone's HEIC photograph", () => {
  type Transformer = { shouldOnCreateNode: (args: { node: object }) => boolean };
  const heicFile = { node: { internal: { type: "File" }, extension: "heic" } };

  it("makes no image of a HEIC file by itself, and one once the site has added HEIC to its extensions", () => {
    // A module registry of its own, in which the transformer's list is as the package ships it.
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded afresh, inside the registry above
      const transformer = require("gatsby-transformer-sharp/gatsby-node") as Transformer;
      expect(transformer.shouldOnCreateNode(heicFile)).toBe(false);
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- the same
      const { acceptHeic } = require("../src/photos/upright-photos") as typeof import("../src/photos/upright-photos");
      acceptHeic();
      expect(transformer.shouldOnCreateNode(heicFile)).toBe(true);
    });
  });
});
