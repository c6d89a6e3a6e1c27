/** Server rendering hooks: https://www.gatsbyjs.com/docs/reference/config-files/gatsby-ssr/ */
import type { GatsbySSR } from "gatsby";
import jostLatin from "@fontsource-variable/jost/files/jost-latin-wght-normal.woff2";
import { islandScripts, speculationRules } from "./src/islands/page-scripts";
import { islandBundles } from "./src/islands/islands";
import { preloadsFirst, withoutRuntime } from "./src/workarounds/static-pages";
import { LANGUAGE } from "./src/lib/locale";

/**
 * WebKit (Safari, and every browser on an iPhone) holds a page's first paint until it is "visually
 * non-empty": 200 characters of text in fonts that have loaded, or an image or SVG of more than 32 x 32
 * px. Text waiting for Jost does not count, so a page without a photograph ready stayed blank until the
 * font file arrived. An empty SVG of 40 x 40, off the screen and hidden from assistive technology, counts:
 * WebKit then draws the text at once in the fallback, as the other engines do (docs/performance.md).
 */
const paintAtOnce = (
  <svg
    key="paint-at-once"
    width="40"
    height="40"
    aria-hidden="true"
    focusable="false"
    style={{ position: "absolute", left: -100, top: 0 }}
  />
);

/**
 * Every page's <head>: the font file, the scripts of the islands its markup asks for, the speculation
 * rules; and, first in its <body>, the SVG above. Gatsby hands this hook the page's markup as `bodyHtml`,
 * which its types leave out.
 */
export const onRenderBody: GatsbySSR["onRenderBody"] = (args) => {
  const { setHtmlAttributes, setHeadComponents, setPreBodyComponents } = args;
  const { bodyHtml } = args as typeof args & { bodyHtml?: string };
  setHtmlAttributes({ lang: LANGUAGE });
  const bundles = islandBundles();
  setHeadComponents([
    // The one font file every page uses, requested together with the HTML instead of after the CSS.
    <link key="font-jost" rel="preload" href={jostLatin} as="font" type="font/woff2" crossOrigin="anonymous" />,
    ...(bundles ? [...islandScripts(bodyHtml, bundles), speculationRules()] : []),
  ]);
  setPreBodyComponents([paintAtOnce]);
};

/**
 * The built pages are static HTML: none of Gatsby's client runtime (src/workarounds/static-pages.ts).
 * Under `gatsby develop`, which has no islands built, the runtime stays: it draws the pages there.
 */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = (args) => {
  if (!islandBundles()) return;
  type Components = Parameters<typeof withoutRuntime>[0];
  args.replaceHeadComponents(preloadsFirst(withoutRuntime(args.getHeadComponents() as Components)));
  args.replacePostBodyComponents(withoutRuntime(args.getPostBodyComponents() as Components));
};
