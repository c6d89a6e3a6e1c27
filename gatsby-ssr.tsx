/** Server rendering hooks: https://www.gatsbyjs.com/docs/reference/config-files/gatsby-ssr/ */
import type { GatsbySSR } from "gatsby";
import jostLatin from "@fontsource-variable/jost/files/jost-latin-wght-normal.woff2";

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "en" });
  // The one font file every page uses, requested together with the HTML instead of after the CSS.
  setHeadComponents([<link key="font-jost" rel="preload" href={jostLatin} as="font" type="font/woff2" crossOrigin="anonymous" />]);
};
