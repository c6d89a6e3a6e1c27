/** Server rendering hooks: https://www.gatsbyjs.com/docs/reference/config-files/gatsby-ssr/ */
import type { ReactElement } from "react";
import type { GatsbySSR } from "gatsby";
import jostLatin from "@fontsource-variable/jost/files/jost-latin-wght-normal.woff2";
import { holdScriptsUntilPainted } from "./src/gatsby-workarounds/scripts-after-paint";

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "en" });
  // The one font file every page uses, requested together with the HTML instead of after the CSS.
  setHeadComponents([<link key="font-jost" rel="preload" href={jostLatin} as="font" type="font/woff2" crossOrigin="anonymous" />]);
};

/** Gatsby's scripts start once the page is on screen (src/gatsby-workarounds/scripts-after-paint.tsx). */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getPostBodyComponents, replacePostBodyComponents }) => {
  replacePostBodyComponents(holdScriptsUntilPainted(getPostBodyComponents() as ReactElement<{ sliceId?: string }>[]));
};
