/**
 * `gatsby build` only: the pages go out as static HTML.
 *
 * Gatsby writes into every page the scripts of its client app (React, its router and page loader,
 * webpack's runtime; the `_gatsby-scripts` slice and the page's path among the closing components;
 * preloads of the app's chunks in <head>), which fetches the page's data and hydrates markup that is
 * already complete. The site's pages need none of it: what they do in the browser is done by islands
 * (src/islands). So `withoutRuntime` (onPreRenderHTML, gatsby-ssr.tsx) leaves the app out of every page,
 * and the published site (src/hosting/after-build.ts) takes none of the app's files.
 */
import type { ReactElement } from "react";
import { GATSBY_INTERNALS } from "./gatsby-internals";

type Component = ReactElement<{ sliceId?: string; as?: string; id?: string }>;

/** A script of the app, its page metadata, its scripts' slice, or a preload or prefetch of its chunks. */
const isRuntime = ({ type, props }: Component) =>
  props.sliceId === GATSBY_INTERNALS.scriptsSlice ||
  props.id === GATSBY_INTERNALS.scriptLoaderId ||
  (type === "link" && (props.as === "script" || props.as === "fetch"));

export const withoutRuntime = (components: readonly Component[]): Component[] => components.filter((component) => !isRuntime(component));

/**
 * The <head>'s preloads (the font, a page's largest photograph) before the inlined CSS, so that the browser
 * asks for them with the HTML's first bytes: under React 19 the photograph's, from the page's `Head`,
 * comes after it.
 */
export function preloadsFirst(components: readonly Component[]): Component[] {
  const isPreload = ({ type, props }: Component) => type === "link" && (props as { rel?: string }).rel === "preload";
  const rest = components.filter((component) => !isPreload(component));
  const style = rest.findIndex(({ type }) => type === "style");
  if (style < 0) return [...components];
  return [...rest.slice(0, style), ...components.filter(isPreload), ...rest.slice(style)];
}
