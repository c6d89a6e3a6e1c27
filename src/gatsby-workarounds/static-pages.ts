/**
 * `gatsby build` only: the pages go out as static HTML, without Gatsby's client runtime.
 *
 * Gatsby writes into every page the scripts of its client app (React, its router and page loader, webpack's
 * runtime; the `_gatsby-scripts` slice and the page's path among the closing components; preloads of the
 * app's chunks in <head>), which fetches the page's data and hydrates markup that is already complete.
 * The site's pages need none of it: what they do in the browser is done by islands (src/islands). So:
 * - `withoutRuntime` (onPreRenderHTML, gatsby-ssr.tsx) leaves those components out of every page;
 * - `setRuntimeAside` (onPostBuild) moves the files only that runtime used (the app's chunks, page data,
 *   slices, webpack's stats) out of public/, into .cache/, so the hosts publish only what pages use, and
 *   `putRuntimeBack` (onPreBuild) returns them before the next build, which reads them (a page's data
 *   when it renders the page again) or leaves them as they are.
 */
import fs from "fs";
import path from "path";
import type { ReactElement } from "react";
import { GATSBY_INTERNALS } from "./gatsby-internals";

type Component = ReactElement<{ sliceId?: string; as?: string; id?: string }>;

/** A script of the app, its page metadata, its scripts' slice, or a preload or prefetch of its chunks. */
const isRuntime = ({ type, props }: Component) =>
  props.sliceId === GATSBY_INTERNALS.scriptsSlice ||
  props.id === GATSBY_INTERNALS.scriptLoaderId ||
  (type === "link" && (props.as === "script" || props.as === "fetch"));

export const withoutRuntime = (components: readonly Component[]): Component[] => components.filter((component) => !isRuntime(component));

/** What the runtime alone uses in public/: its folders and its files, by name. */
const RUNTIME = [
  /^(page-data|slice-data|_gatsby|~partytown)$/,
  /^[\w.~-]+[.-][0-9a-f]{20}\.(js|css)(\.map|\.LICENSE\.txt)?$/,
  /^(chunk-map|webpack\.stats)\.json$/,
];

const asideDir = (projectDir: string) => path.join(projectDir, ".cache", "runtime-aside");

function move(from: string, to: string): void {
  if (!fs.existsSync(from)) return;
  fs.mkdirSync(to, { recursive: true });
  for (const name of fs.readdirSync(from)) {
    const target = path.join(to, name);
    // What the next build or `gatsby develop` wrote since is newer than what was set aside.
    if (fs.existsSync(target)) fs.rmSync(path.join(from, name), { recursive: true, force: true });
    else fs.renameSync(path.join(from, name), target);
  }
}

/** After the build: the runtime's files from public/ into .cache/runtime-aside/. */
export function setRuntimeAside(projectDir: string): void {
  const publicDir = path.join(projectDir, "public");
  const aside = asideDir(projectDir);
  fs.rmSync(aside, { recursive: true, force: true });
  fs.mkdirSync(aside, { recursive: true });
  for (const name of fs.readdirSync(publicDir).filter((file) => RUNTIME.some((pattern) => pattern.test(file)))) {
    fs.renameSync(path.join(publicDir, name), path.join(aside, name));
  }
}

/** Before the build: the files set aside back in public/, where Gatsby left them. */
export function putRuntimeBack(projectDir: string): void {
  move(asideDir(projectDir), path.join(projectDir, "public"));
}
