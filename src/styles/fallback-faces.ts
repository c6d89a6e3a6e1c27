/**
 * A PostCSS plugin that writes, after each @font-face, a fallback of local fonts scaled to its font file's
 * metrics, so the `swap` to the house typeface moves little (docs/performance.md, "The house typeface").
 */
import { createRequire } from "module";
import { pathToFileURL } from "url";
import { generateFontFace, getMetricsForFamily, readMetrics } from "fontaine";
import type { AtRule, PluginCreator } from "postcss";

/**
 * First choice first: Arial (iOS, macOS, Windows), Liberation Sans (Linux; Arial's metrics), Roboto (Android).
 * The faces share one name and an engine draws the last one whose font it has, so they are written in reverse.
 */
const LOCAL_FONTS = [
  { local: "Arial", metricsOf: "Arial" },
  { local: "Liberation Sans", metricsOf: "Arial" },
  { local: "Roboto", metricsOf: "Roboto" },
] as const;

/** `~package/file` is how webpack names an installed package's file; `./file` is beside the stylesheet. */
function fontFile(stylesheet: string, url: string, family: string): string {
  try {
    return createRequire(stylesheet).resolve(url.replace(/^~/, ""));
  } catch {
    throw new Error(
      `${stylesheet}: the @font-face of "${family}" names ${url}, which is not a font file here. ` +
        `Expected an installed package's file ("~package/file.woff2") or a path relative to the stylesheet ("./file.woff2").`,
    );
  }
}

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
    css += generateFontFace(metrics, { name: `${family} fallback`, font: local, metrics: localMetrics });
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
