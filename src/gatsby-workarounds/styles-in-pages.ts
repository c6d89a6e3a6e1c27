/**
 * `gatsby build` only: every page goes out with the stylesheet of the build that made it.
 *
 * Each page's HTML carries the site's stylesheet inline (a <style data-href="/styles.<hash>.css">). On
 * a build with a cache, Gatsby writes a page's HTML again only when its data or the code that renders
 * it changed; with slices on (Gatsby 5's default) a new stylesheet alone is not such a change. So after
 * an edit to CSS alone (a colour, a spacing token, a component's module), `npm run build` kept every
 * page as it was, with the old styles inlined, and a host that keeps Gatsby's cache between deploys
 * would publish them so.
 *
 * The fix: the names of the build's stylesheets (which carry their content's hash) go into the hash of
 * every chunk of the HTML renderer. Gatsby compares each page template's chunk hashes with the last
 * build's to decide which pages to write again, so a change to the styles now rewrites the pages too
 * (and an unchanged stylesheet adds no reason to). The proper place for this is Gatsby's own
 * bookkeeping of what makes a page's HTML out of date; until it counts the stylesheets, this does.
 */
import crypto from "crypto";
import fs from "fs";
import path from "path";
import { GATSBY_INTERNALS } from "./gatsby-internals";

/** The stylesheets of the browser build just made, from the stats Gatsby writes beside the site. */
export function currentStylesheets(publicDir: string): string[] {
  const statsFile = path.join(publicDir, GATSBY_INTERNALS.webpackStatsFile);
  if (!fs.existsSync(statsFile)) {
    throw new Error(
      `${statsFile} is missing: Gatsby writes it when it builds the browser bundle, before the pages. Run \`npm run clean\`, then build again.`,
    );
  }
  const stats = JSON.parse(fs.readFileSync(statsFile, "utf8")) as { assetsByChunkName?: Record<string, string[]> };
  const files = Object.values(stats.assetsByChunkName ?? {})
    .flat()
    .filter((file) => file.endsWith(".css"));
  return [...new Set(files)].sort();
}

/** The part of webpack's compiler this uses (webpack's own types are not a dependency of the site). */
type Compiler = {
  hooks: { thisCompilation: { tap: (name: string, run: (compilation: Compilation) => void) => void } };
};
type Compilation = {
  hooks: { chunkHash: { tap: (name: string, run: (chunk: unknown, hash: { update: (data: string) => void }) => void) => void } };
};

/**
 * A webpack plugin for the HTML renderer (stage "build-html"): every chunk's hash includes the names of
 * the stylesheets, read when the renderer is built, which is after the browser bundle and its stats.
 * (Gatsby drops `output` from a plugin's webpack settings, so `output.hashSalt` cannot do this.)
 */
export function stylesheetsInRendererHash(publicDir: string) {
  const name = "stylesheets-in-renderer-hash";
  return {
    apply(compiler: Compiler) {
      compiler.hooks.thisCompilation.tap(name, (compilation) => {
        const salt = crypto.createHash("sha256").update(currentStylesheets(publicDir).join("\n")).digest("hex");
        compilation.hooks.chunkHash.tap(name, (_chunk, hash) => hash.update(salt));
      });
    },
  };
}
