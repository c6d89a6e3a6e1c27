/**
 * `gatsby build` only: the pages go out as static HTML, without Gatsby's client app (React, its router,
 * the page loader), which would only hydrate complete markup; what the pages do is done by islands.
 */
import type { ReactElement } from "react";
import { PACKAGE_INTERNALS } from "./package-internals";

type Component = ReactElement<{ sliceId?: string; as?: string; id?: string }>;

/** A script of the app, its page metadata, its scripts' slice, or a preload or prefetch of its chunks. */
const { slice, loaderId } = PACKAGE_INTERNALS.runtimeScripts;
const isRuntime = ({ type, props }: Component) =>
  props.sliceId === slice || props.id === loaderId || (type === "link" && (props.as === "script" || props.as === "fetch"));

export const withoutRuntime = (components: readonly Component[]): Component[] => components.filter((component) => !isRuntime(component));

/** The <head>'s preloads before the inlined CSS: under React 19 a page's own, from its `Head`, come after it. */
export function preloadsFirst(components: readonly Component[]): Component[] {
  const isPreload = ({ type, props }: Component) => type === "link" && (props as { rel?: string }).rel === "preload";
  const rest = components.filter((component) => !isPreload(component));
  const style = rest.findIndex(({ type }) => type === "style");
  if (style < 0) return [...components];
  return [...rest.slice(0, style), ...components.filter(isPreload), ...rest.slice(style)];
}
