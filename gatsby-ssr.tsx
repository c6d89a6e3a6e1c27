/** Server rendering hooks: https://www.gatsbyjs.com/docs/reference/config-files/gatsby-ssr/ */
import type { GatsbySSR } from "gatsby";
import jostLatin from "@fontsource-variable/jost/files/jost-latin-wght-normal.woff2";
import { islandScripts, speculationRules } from "./src/islands/page-scripts";
import { islandBundles } from "./src/islands/islands";
import { preloadsFirst, withoutRuntime } from "./src/workarounds/static-pages";
import { LANGUAGE } from "./src/lib/locale";

/**
 * WebKit holds the first paint until a page is "visually non-empty": loaded text, or an image or SVG over
 * 32 x 32 px. Text waiting for Jost does not count; this hidden SVG does, so the fallback text shows at once
 * (docs/performance.md, "The house typeface").
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

/** Every page's <head>: the font, its islands' loader, the speculation rules; the SVG first in <body>. `bodyHtml` is untyped. */
export const onRenderBody: GatsbySSR["onRenderBody"] = (args) => {
  const { setHtmlAttributes, setHeadComponents, setPreBodyComponents } = args;
  const { bodyHtml } = args as typeof args & { bodyHtml?: string };
  setHtmlAttributes({ lang: LANGUAGE });
  const bundles = islandBundles();
  setHeadComponents([
    <link key="font-jost" rel="preload" href={jostLatin} as="font" type="font/woff2" crossOrigin="anonymous" />,
    ...(bundles ? [...islandScripts(bodyHtml, bundles), speculationRules()] : []),
  ]);
  setPreBodyComponents([paintAtOnce]);
};

/** Built pages carry none of Gatsby's client runtime (src/workarounds/static-pages.ts); develop keeps it. */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = (args) => {
  if (!islandBundles()) return;
  type Components = Parameters<typeof withoutRuntime>[0];
  args.replaceHeadComponents(preloadsFirst(withoutRuntime(args.getHeadComponents() as Components)));
  args.replacePostBodyComponents(withoutRuntime(args.getPostBodyComponents() as Components));
};
