/** Server rendering hooks: https://www.gatsbyjs.com/docs/reference/config-files/gatsby-ssr/ */
import type { ReactElement } from "react";
import type { GatsbySSR } from "gatsby";
import jostLatin from "@fontsource-variable/jost/files/jost-latin-wght-normal.woff2";

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "en" });
  // The one font file every page uses, requested together with the HTML instead of after the CSS.
  setHeadComponents([
    <link key="font-jost" rel="preload" href={jostLatin} as="font" type="font/woff2" crossOrigin="anonymous" />,
  ]);
};

export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getHeadComponents, replaceHeadComponents }) => {
  // Left out:
  // - gatsby-plugin-image's helpers for its own <GatsbyImage> (a style, a <noscript> style and a script
  //   that fades images in). Photographs here are plain <picture> elements (src/components/Picture.tsx).
  // - gatsby-plugin-manifest's SVG favicon link. Chromium draws an SVG favicon on the page's main thread,
  //   as a document of its own, just when the page starts up; the 32 px PNG it also writes costs nothing.
  const unwanted = (key: string) => key.startsWith("gatsby-image-style") || key === "gatsby-plugin-manifest-icon-link-svg";
  const kept = (getHeadComponents() as ReactElement<{ rel?: string; as?: string }>[]).filter((element) => !unwanted(String(element.key)));
  // What the browser should start fetching comes right after the <meta> tags, ahead of the inlined CSS
  // (about 15 KB): the page's judged photograph first, then the font. The rest keeps its order.
  const rank = ({ type, props }: ReactElement<{ rel?: string; as?: string }>) =>
    type === "meta" ? 0 : type === "link" && props.rel === "preload" ? (props.as === "image" ? 1 : 2) : 3;
  replaceHeadComponents(kept.map((element, index) => ({ element, index })).sort((a, b) => rank(a.element) - rank(b.element) || a.index - b.index).map(({ element }) => element));
};
