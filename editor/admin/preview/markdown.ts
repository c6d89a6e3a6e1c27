/**
 * A page's Markdown as HTML in the browser, with gatsby-transformer-remark's own libraries and settings.
 * Raw HTML is dropped rather than passed through; the form refuses it anyway (src/schema/rules.ts).
 */
import remark from "remark";
import gfm from "remark-gfm";
import footnotes from "remark-footnotes";
import toHast from "mdast-util-to-hast";
import toHtml from "hast-util-to-html";

// The plugins' types name a newer unified than remark 13's own; at run time they are the build's pair.
const plugins = [gfm, footnotes] as unknown as Parameters<ReturnType<typeof remark>["use"]>[0][];
const processor = plugins.reduce((chain, plugin) => chain.use(plugin), remark().data("settings", { commonmark: true, footnotes: true }));

export function markdownToHtml(markdown: string): string {
  const tree = processor.runSync(processor.parse(markdown));
  return toHtml(toHast(tree));
}
