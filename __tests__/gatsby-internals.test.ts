/**
 * @jest-environment node
 *
 * The Gatsby internals that src/gatsby-workarounds relies on (named in gatsby-internals.ts) are still
 * there in the installed Gatsby. When an upgrade changes one, this says which workaround to look at again:
 * it may have become unnecessary, or it may have stopped working.
 */
import fs from "fs";
import path from "path";
import { GATSBY_INTERNALS } from "../src/gatsby-workarounds/gatsby-internals";

const gatsbyDist = path.dirname(require.resolve("gatsby/dist/internal-plugins/dev-404-page/gatsby-node"));
const read = (module: string) => fs.readFileSync(require.resolve(module), "utf8");

function expectIn(source: string, text: string | RegExp, because: string) {
  const found = typeof text === "string" ? source.includes(text) : text.test(source);
  if (!found) throw new Error(`Gatsby changed: ${because}`);
}

it("the browser build still writes its stats file before the pages (styles-in-pages.ts)", () => {
  expectIn(
    read("gatsby/dist/utils/gatsby-webpack-stats-extractor"),
    GATSBY_INTERNALS.webpackStatsFile,
    `it no longer writes ${GATSBY_INTERNALS.webpackStatsFile}; src/gatsby-workarounds/styles-in-pages.ts reads it.`,
  );
});

it("develop still looks its 404 page up with a trailing slash, and still runs a query on request (dev-404-query.ts)", () => {
  const plugin = fs.readFileSync(path.join(gatsbyDist, "gatsby-node.js"), "utf8");
  expectIn(plugin, GATSBY_INTERNALS.dev404LookupPath, "its development 404 page has another address; see dev-404-query.ts.");
  // Its component is what dev-404-query.test.ts finds Gatsby's own plugin creating.
  expectIn(
    read("gatsby/dist/services/calculate-dirty-queries"),
    `\`${GATSBY_INTERNALS.dev404LookupPath}\``,
    "it no longer picks the 404 page's query by that fixed address; dev-404-query.ts may be unnecessary now.",
  );
  expectIn(
    read("gatsby/dist/state-machines/develop/index"),
    GATSBY_INTERNALS.queryRunRequested,
    `develop no longer answers ${GATSBY_INTERNALS.queryRunRequested}; dev-404-query.ts sends it.`,
  );
});

it("gatsby-transformer-sharp and gatsby-plugin-sharp still have what the upright photographs replace and call (upright-photos.ts)", () => {
  const { sharpImageData, transformerExtensions, transformerFields } = GATSBY_INTERNALS;
  expectIn(
    read(transformerExtensions),
    "supportedExtensions",
    `${transformerExtensions} no longer lists the extensions; HEIC would get no image.`,
  );
  expectIn(
    read(sharpImageData.module),
    `exports.${sharpImageData.export} =`,
    `gatsby-plugin-sharp no longer exports ${sharpImageData.export}; upright-photos.ts cannot resolve gatsbyImageData.`,
  );
  const schema = read(transformerFields.module);
  for (const field of transformerFields.fields) {
    expectIn(schema, new RegExp(`\\b${field}: `), `ImageSharp no longer has ${field}; upright-photos.ts resolves it.`);
  }
});

// That it passes AVIF only a quality, so setAvifEffort's effort reaches sharp, is sharp-settings.test.ts's.
it("gatsby-plugin-sharp still sets sharp to one thread (sharp-settings.ts)", () => {
  const encoder = read(GATSBY_INTERNALS.sharpEncodingModule);
  expectIn(encoder, /\.concurrency\(1\)/, "gatsby-plugin-sharp no longer sets one thread; encodeOnEveryCore may be unnecessary.");
});

it("every page's scripts are still its slice and script loader, and onRenderBody still gets the markup (static-pages.ts, page-scripts.tsx)", () => {
  const entry = read("gatsby/cache-dir/static-entry");
  expectIn(
    entry,
    `sliceId: \`${GATSBY_INTERNALS.scriptsSlice}\``,
    `the page's scripts are no longer the ${GATSBY_INTERNALS.scriptsSlice} slice; static-pages.ts would leave them in the pages.`,
  );
  expectIn(
    entry,
    `id={\`${GATSBY_INTERNALS.scriptLoaderId}\`}`,
    `the page's path is no longer written as #${GATSBY_INTERNALS.scriptLoaderId}; static-pages.ts would leave it in the pages.`,
  );
  const renderBody = /apiRunner\(`onRenderBody`, \{([^}]*)\}/.exec(entry)?.[1] ?? "";
  expectIn(
    renderBody,
    new RegExp(`\\b${GATSBY_INTERNALS.renderBodyHtmlArgument}\\b`),
    `onRenderBody no longer gets the page's markup as ${GATSBY_INTERNALS.renderBodyHtmlArgument}; src/islands/page-scripts.tsx reads the islands a page needs from it.`,
  );
});

it("docs/architecture.md lists every workaround, and nothing else: each file that relies on these internals", () => {
  const root = path.resolve(__dirname, "..");
  const sources = (fs.readdirSync(path.join(root, "src"), { recursive: true }) as string[])
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith("gatsby-internals.ts"))
    .map((file) => `src/${file.split(path.sep).join("/")}`);
  const relying = sources.filter((file) =>
    /from "[./]+(?:gatsby-workarounds\/)?gatsby-internals"/.test(fs.readFileSync(path.join(root, file), "utf8")),
  );
  const architecture = fs.readFileSync(path.join(root, "docs/architecture.md"), "utf8");
  const table = architecture.slice(architecture.indexOf("## The workarounds around Gatsby"), architecture.indexOf("## Where each kind"));
  const listed = [...table.matchAll(/^\| `([^`]+)`/gm)].map((match) => match[1]);
  expect(listed.sort()).toEqual(relying.sort());
});
