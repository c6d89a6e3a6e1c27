/**
 * Builds the admin's preview bundle (previews.js and .css, and heic.js) with esbuild, and reuses it from a
 * cache folder (Gatsby's for the site, under a build) while none of its inputs has changed. The public pages never load it.
 */
import crypto from "crypto";
import fs from "fs";
import path from "path";
import type { Plugin } from "esbuild";

/** Relative to the project: Gatsby compiles this file elsewhere. */
const SOURCE = "editor/admin";
const MANIFEST = "inputs.json";

/** CSS in src/ names packages as webpack does (`url("~@fontsource-variable/…")`). */
const packageUrls: Plugin = {
  name: "tilde-package-urls",
  setup(build) {
    build.onResolve({ filter: /^~/ }, (args) => build.resolve(args.path.slice(1), { kind: args.kind, resolveDir: args.resolveDir }));
  },
};

const hashOf = (file: string) => crypto.createHash("sha256").update(fs.readFileSync(file)).digest("hex");

type Inputs = Record<string, string>;

function unchanged(projectDir: string, cacheDir: string): boolean {
  const manifest = path.join(cacheDir, MANIFEST);
  if (!fs.existsSync(manifest)) return false;
  const inputs = JSON.parse(fs.readFileSync(manifest, "utf8")) as Inputs;
  return Object.entries(inputs).every(([file, hash]) => {
    const absolute = path.join(projectDir, file);
    return fs.existsSync(absolute) && hashOf(absolute) === hash;
  });
}

async function build(projectDir: string, cacheDir: string): Promise<void> {
  const esbuild = await import("esbuild");
  fs.rmSync(cacheDir, { recursive: true, force: true });
  const result = await esbuild.build({
    absWorkingDir: projectDir,
    entryPoints: {
      previews: path.join(projectDir, SOURCE, "preview/register.tsx"),
      heic: path.join(projectDir, SOURCE, "preview/heic.ts"),
      setup: path.join(projectDir, SOURCE, "setup/script.ts"),
    },
    outdir: path.join(cacheDir, "files"),
    bundle: true,
    minify: true,
    format: "iife",
    target: "es2020",
    jsx: "automatic",
    alias: { gatsby: path.join(projectDir, SOURCE, "preview/gatsby-stand-in.ts") },
    loader: { ".woff2": "file" },
    assetNames: "[name]-[hash]",
    publicPath: "/admin/",
    define: { "process.env.NODE_ENV": '"production"' },
    plugins: [packageUrls],
    metafile: true,
    logLevel: "silent",
  });
  // Besides what esbuild read: how it was asked (this file) and which esbuild did it.
  const read = [...Object.keys(result.metafile.inputs), path.join(SOURCE, "preview/bundle.ts"), "node_modules/esbuild/package.json"];
  const inputs: Inputs = {};
  for (const file of read) {
    const absolute = path.resolve(projectDir, file.replace(/^[a-z-]+:/, ""));
    if (fs.existsSync(absolute)) inputs[path.relative(projectDir, absolute)] = hashOf(absolute);
  }
  fs.writeFileSync(path.join(cacheDir, MANIFEST), JSON.stringify(inputs));
}

/** `cache` is a folder of the caller's own, kept from one build to the next; the bundle goes in its admin-previews/. */
export async function writePreviewBundle(projectDir: string, target: string, cache: string): Promise<void> {
  const cacheDir = path.join(cache, "admin-previews");
  if (!unchanged(projectDir, cacheDir)) await build(projectDir, cacheDir);
  const files = path.join(cacheDir, "files");
  for (const name of fs.readdirSync(files)) fs.copyFileSync(path.join(files, name), path.join(target, name));
}
