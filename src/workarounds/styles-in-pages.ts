/**
 * `gatsby build` only: on a build with a cache, a change to the CSS alone did not write the pages again,
 * which kept the old styles inlined. The stylesheets' names go into the HTML renderer's chunk hashes, so
 * new styles rewrite every page (docs/architecture.md, the workarounds).
 */
import crypto from "crypto";
import fs from "fs";
import path from "path";
import { PACKAGE_INTERNALS } from "./package-internals";

export function currentStylesheets(publicDir: string): string[] {
  const statsFile = path.join(publicDir, PACKAGE_INTERNALS.stylesheetStats.file);
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

/** For the HTML renderer's webpack: Gatsby drops `output` from a plugin's settings, so `output.hashSalt` cannot do this. */
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
