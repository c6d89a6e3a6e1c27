/**
 * Each content file's preview is its page, drawn by its own template from the form's values in the shape
 * the template's query returns. The site-wide file previews on HOME.
 */
import { createElement, type ComponentType, type ReactElement } from "react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { homeFile, PAGES, siteFile, type PageRow } from "../../../src/schema/schema";
import type { Field, FileSchema } from "../../../src/schema/kinds";
import type { PageContext } from "../../../src/lib/page-context";
import { cafeClock } from "../../../src/lib/zone";

/** As the form holds them while the editor types: the preview shows whatever is there. */
export type Fields = Record<string, any>;

export type SiteFacts = Queries.SiteFrameFragment & Queries.CafeHoursFragment & { banner: Queries.Banner };

export type PreviewTools = {
  /** content/site/site.yaml: the form's values when it is the file being edited, else as last built. */
  site: SiteFacts;
  home: Fields;
  /** A file beside the content file, or an address under /admin/. */
  photo: (file: string, crop?: number) => IGatsbyImageData;
  html: (markdown: string | undefined) => string;
};

/** Today on the cafe's clock; a zone still being typed falls back to UTC. */
function today(site: SiteFacts): string {
  try {
    return cafeClock(new Date(), site.timeZone).date;
  } catch {
    return new Date().toISOString().slice(0, 10);
  }
}

function asQueried(value: unknown, field: Field, tools: PreviewTools): unknown {
  if (field.kind === "image")
    return { childImageSharp: typeof value === "string" && value ? { gatsbyImageData: tools.photo(value, field.crop) } : null };
  if (field.kind === "list") return Array.isArray(value) ? value.map((item) => asQueried(item, field.of, tools)) : [];
  if (field.kind === "object") return fieldsAsQueried(value ?? {}, field.fields, tools);
  return value ?? null;
}

const fieldsAsQueried = (values: Fields, fields: Record<string, Field>, tools: PreviewTools): Fields =>
  Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, asQueried(values[name], field, tools)]));

/** The template of a row of the table. esbuild bundles every file this pattern can name (bundle.ts). */
const templateOf = (row: PageRow): ComponentType<any> =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a pattern esbuild and Jest both resolve
  (require(`../../../src/templates/${row.template}.tsx`) as { default: ComponentType<any> }).default;

function drawPage(row: PageRow, fields: Fields, tools: PreviewTools): ReactElement {
  const page = { ...fieldsAsQueried(fields, row.content.fields, tools), body: { html: tools.html(fields.body) } };
  const address = row.fixedPath ?? fields.path;
  const pageContext: PageContext = { id: "", file: `content/${row.content.file}`, today: today(tools.site), siteUrl: "", themeColor: "" };
  return createElement(templateOf(row), { data: { site: tools.site, page }, path: address, location: { pathname: address }, pageContext });
}

export type Preview = (fields: Fields, tools: PreviewTools) => ReactElement;

/** The CMS's name for a file: its folder under content/ (editor/admin/config.ts). */
export const previewName = (schema: FileSchema) => schema.file.split("/")[0]!;

const homeRow = PAGES.find((row) => row.content === homeFile)!;

export const PREVIEWS: Record<string, Preview> = {
  ...Object.fromEntries(
    PAGES.map((row) => [previewName(row.content), (fields: Fields, tools: PreviewTools) => drawPage(row, fields, tools)]),
  ),
  [previewName(siteFile)]: (site, tools) =>
    drawPage(homeRow, tools.home, { ...tools, site: { ...(site as SiteFacts), nav: tools.site.nav } }),
};
