/**
 * The house typeface's fallback, computed from its font file each time the stylesheet is built. Pages
 * draw their text at once in a local font (`font-display: swap`) and in Jost when its file arrives; a
 * local font scaled to Jost's metrics keeps that swap small (docs/performance.md, "The house typeface").
 *
 * A PostCSS plugin, run by gatsby-node.ts before Gatsby's own CSS steps: after each @font-face that names
 * a font file, fontaine reads the file's metrics and writes the faces of "<family> fallback", one a local
 * font, each with size-adjust, ascent-, descent- and line-gap-override.
 */
import fs from "fs";
import { createRequire } from "module";
import path from "path";
import { pathToFileURL } from "url";
import { generateFontFace, getMetricsForFamily, readMetrics } from "fontaine";
import type { AtRule, PluginCreator } from "postcss";

/**
 * The local fonts the fallback is drawn in, first choice first, each with the font whose metrics it has:
 * Arial (iOS, macOS, Windows), Liberation Sans (Linux, and the test machines; made to Arial's metrics),
 * Roboto (Android). The faces share one name, and an engine draws the last one whose font it has, so
 * they are written last choice first.
 */
const LOCAL_FONTS = [
  { local: "Arial", metricsOf: "Arial" },
  { local: "Liberation Sans", metricsOf: "Arial" },
  { local: "Roboto", metricsOf: "Roboto" },
] as const;

const fallbackName = (family: string) => `${family} fallback`;

/** The font file a `url()` names: an installed package's file (`~package/file`, as webpack writes it) or a relative path. */
function fontFile(stylesheet: string, url: string, family: string): string {
  try {
    const file = url.startsWith("~") ? createRequire(stylesheet).resolve(url.slice(1)) : path.resolve(path.dirname(stylesheet), url);
    if (fs.existsSync(file)) return file;
  } catch {
    // Reported below, with what was expected.
  }
  throw new Error(
    `${stylesheet}: the @font-face of "${family}" names ${url}, which is not a font file here. ` +
      `Expected an installed package's file ("~package/file.woff2") or a path relative to the stylesheet.`,
  );
}

/** The fallback faces for one @font-face, and the font file they were computed from; none if it names no font file. */
async function fallbackFacesOf(rule: AtRule, stylesheet: string): Promise<{ css: string; file: string } | undefined> {
  let family: string | undefined;
  let url: string | undefined;
  rule.walkDecls((decl) => {
    if (decl.prop === "font-family") family = decl.value.replace(/^["']|["']$/g, "");
    if (decl.prop === "src") url = /url\((["']?)([^"')]+\.(?:woff2?|ttf))\1\)/.exec(decl.value)?.[2];
  });
  if (!family || !url) return undefined;
  const file = fontFile(stylesheet, url, family);
  const metrics = await readMetrics(pathToFileURL(file));
  if (!metrics) throw new Error(`${stylesheet}: fontaine could not read the metrics of ${file}, the font file of "${family}".`);
  let css = "";
  for (const { local, metricsOf } of [...LOCAL_FONTS].reverse()) {
    const localMetrics = await getMetricsForFamily(metricsOf);
    if (!localMetrics) throw new Error(`src/styles/fallback-faces.ts: fontaine has no metrics for ${metricsOf}, named in LOCAL_FONTS.`);
    css += generateFontFace(metrics, { name: fallbackName(family), font: local, metrics: localMetrics });
  }
  return { css, file };
}

export const fallbackFaces: PluginCreator<void> = () => ({
  postcssPlugin: "fallback-faces",
  async Once(root, { result, postcss }) {
    const stylesheet = result.opts.from ?? "";
    const rules: AtRule[] = [];
    root.walkAtRules("font-face", (rule) => void rules.push(rule));
    for (const rule of rules) {
      const faces = await fallbackFacesOf(rule, stylesheet);
      if (!faces) continue;
      rule.after(postcss.parse(faces.css, { from: stylesheet }));
      // Webpack builds the stylesheet again when the font file changes (a new version of Jost).
      result.messages.push({ type: "dependency", plugin: "fallback-faces", file: faces.file, parent: stylesheet });
    }
  },
});
fallbackFaces.postcss = true;
