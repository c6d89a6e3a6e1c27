/** Builds the islands with esbuild before Gatsby renders the pages, each named for its content's hash so hosts cache it for good. */
import fs from "fs";
import path from "path";
import type { BuildOptions, Plugin } from "esbuild";
import { ISLANDS, ISLANDS_FOLDER, RIDES_WITH, scriptOf, type IslandBundles, type IslandName } from "./islands";

/** Module scripts run in browsers of 2021 on (Safari 15); the pages work without them elsewhere. */
const OPTIONS: BuildOptions = { bundle: true, minify: true, target: ["es2022"], logLevel: "silent" };

/** `island:<name>`: the island and those that ride in its script, started as soon as it runs (page-scripts.tsx). */
const entries = (resolveDir: string): Plugin => ({
  name: "island-entries",
  setup(build) {
    build.onResolve({ filter: /^island:/ }, (args) => ({ path: args.path.slice("island:".length), namespace: "island" }));
    build.onLoad({ filter: /.*/, namespace: "island" }, (args) => {
      const started = ISLANDS.filter((name) => name === args.path || RIDES_WITH[name] === args.path);
      const imports = started.map((name, i) => `import { enhance as e${i} } from "./${name}";`);
      const starts = started.map((name, i) => `start(${JSON.stringify(name)}, e${i});`);
      const contents = `import { start } from "./start"; ${imports.join(" ")} ${starts.join(" ")}`;
      return { resolveDir, loader: "ts", contents };
    });
  },
});

export async function buildIslands(projectDir: string): Promise<IslandBundles> {
  const esbuild = await import("esbuild");
  // Gatsby compiles this file elsewhere: the islands are found from the project's folder.
  const resolveDir = path.join(projectDir, "src/islands");
  const outdir = path.join(projectDir, "public", ISLANDS_FOLDER);
  fs.rmSync(outdir, { recursive: true, force: true });
  // One build an island, so that no two share a chunk: a page fetches one file an island (the carousel a second, Swiper).
  const scripts = {} as Record<IslandName, string>;
  for (const name of ISLANDS.filter((island) => !RIDES_WITH[island])) {
    const result = await esbuild.build({
      ...OPTIONS,
      entryPoints: { [name]: `island:${name}` },
      outdir,
      splitting: true,
      format: "esm",
      entryNames: "[name]-[hash]",
      chunkNames: "[name]-[hash]",
      plugins: [entries(resolveDir)],
      metafile: true,
    });
    const entry = Object.entries(result.metafile.outputs).find(([, output]) => output.entryPoint === `island:${name}`);
    scripts[name] = `/${ISLANDS_FOLDER}/${path.basename(entry![0])}`;
  }
  for (const name of ISLANDS) scripts[name] = scripts[scriptOf(name)];
  /** A script for the page's <head>, run where it stands: `contents` bundled into one minified function. */
  const inlineScript = async (contents: string) => {
    const result = await esbuild.build({ ...OPTIONS, stdin: { contents, resolveDir, loader: "ts" }, format: "iife", write: false });
    return result.outputFiles[0]!.text.trim();
  };
  return {
    scripts,
    dated: await inlineScript('import { applyPageDates } from "./dated-head-script"; applyPageDates();'),
    loader: await inlineScript('import { loadIslands } from "./after-paint"; loadIslands();'),
  };
}
