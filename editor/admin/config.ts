/** Decap CMS's forms, made from the content schema. Options: https://decapcms.org/docs/configuration-options/ */
import yaml from "yaml";
import { EDITOR_PAGES, GATEWAY, LIVE_BRANCH } from "../addresses";
import type { EditorBackend } from "./backend";
import { SITE_ICON } from "./page-parts";
import { pageFiles, siteFile } from "../../src/schema/schema";
import type { Field, FileSchema } from "../../src/schema/kinds";
import { fileNameRule, formatNote, imageSizeRule, noHtml, textRules, type Rule } from "../../src/schema/rules";

function backendSettings(backend: EditorBackend) {
  if (backend.kind === "local") return { backend: { name: "proxy", proxy_url: backend.url } };
  return {
    backend: {
      name: "git-gateway",
      branch: LIVE_BRANCH,
      // Ends in /github, so Decap asks for no settings and calls GitHub's API through the gateway.
      gateway_url: GATEWAY.github,
      // What Decap asks before signing in (netlifystatus.com otherwise): a file of the site's own.
      status_endpoint: EDITOR_PAGES.status,
    },
    // Every change is a draft, checked by the gateway as it is saved and again as it is published.
    publish_mode: "editorial_workflow",
    // No host builds a preview of a draft: drafts' builds are off, for safety (docs/hosting.md).
    show_preview_links: false,
  };
}

// A key whose value is undefined is left out of config.yml (yaml's stringify drops it).
type DecapField = Record<string, unknown>;

/**
 * A field's rules as one Decap `pattern`, a look-ahead each. Decap checks a pattern only on a value that is
 * not empty; an optional value of spaces passes, as the build reads it as empty.
 */
export function formPattern(rules: readonly Rule[], required: boolean): [string, string] | undefined {
  if (rules.length === 0) return undefined;
  // Decap shows it as "<label> didn't match the pattern: <message>." and adds the full stop itself.
  const message = `Expected ${rules.map((rule) => rule.expected).join("; and ")}`;
  const all = rules.map((rule) => `(?=${rule.accepts.source})`).join("");
  return [required ? `^(?=[\\s\\S]*\\S)${all}[\\s\\S]*$` : `^\\s*$|^${all}[\\s\\S]*$`, message];
}

/** A field's label, required mark, and hint: its own, then any rule the form cannot check itself but the build will. */
function base(name: string, field: Field): DecapField {
  const notes = [field.hint];
  if (field.kind === "text") notes.push(formatNote(field));
  if (field.kind === "image") notes.push(imageSizeRule(field));
  if (field.kind === "object" || field.kind === "list") notes.push(field.across?.note);
  const hint = notes.filter(Boolean).join(" ") || undefined;
  return { label: field.label, name, hint, required: field.optional ? false : undefined };
}

function decapField(name: string, field: Field): DecapField {
  const required = !field.optional;
  switch (field.kind) {
    case "text":
      return { ...base(name, field), widget: field.multiline ? "text" : "string", pattern: formPattern(textRules(field), required) };
    case "int":
    case "float":
      return { ...base(name, field), widget: "number", value_type: field.kind, min: field.min, max: field.max };
    case "time":
      return { ...base(name, field), widget: "datetime", date_format: false, time_format: "HH:mm", picker_utc: false };
    case "date":
      return { ...base(name, field), widget: "datetime", date_format: "YYYY-MM-DD", time_format: false, picker_utc: false };
    case "boolean":
      return { ...base(name, field), widget: "boolean", default: false };
    case "image":
      return { ...base(name, field), widget: "image", choose_url: false, pattern: formPattern([fileNameRule(field)], required) };
    case "list": {
      const items = field.of.kind === "object" ? { fields: fieldsOf(field.of.fields) } : { field: decapField("item", field.of) };
      // An item's own label names the list's button and its items ("Add special date"), as the build's messages do.
      const named = { label_singular: field.of.label, summary: summaryOf(field.of) };
      return { ...base(name, field), widget: "list", ...named, min: field.min, max: field.max, ...items };
    }
    case "object":
      return { ...base(name, field), widget: "object", fields: fieldsOf(field.fields) };
  }
}

/** A folded list item shows a photograph's description, a plain value itself (Decap would show the label), else Decap's default. */
function summaryOf(item: Field): string | undefined {
  if (item.kind !== "object") return "{{item}}";
  const alt = Object.entries(item.fields).find(([, inner]) => inner.kind === "text" && inner.alt)?.[0];
  return alt ? `{{${alt}}}` : undefined;
}

const fieldsOf = (fields: Record<string, Field>) => Object.entries(fields).map(([name, field]) => decapField(name, field));

/** Which page shows a file's content, for the preview link: "coffee" for /coffee, "" for HOME. */
export type PreviewPaths = Record<string, string>;

function fileEntry(schema: FileSchema, previewPaths: PreviewPaths): DecapField {
  const { body } = schema;
  // The text as the page shows it, with only the markup its page uses: no Markdown view, no raw ##.
  const text = body && {
    label: body.label,
    name: "body",
    widget: "markdown",
    hint: body.hint,
    editor_components: [],
    modes: ["rich_text"],
    buttons: body.headings ? ["heading-two"] : [],
    sanitize_preview: true,
    pattern: formPattern([noHtml], true),
  };
  return {
    name: schema.file.split("/")[0],
    label: schema.label,
    file: `content/${schema.file}`,
    preview_path: previewPaths[schema.file],
    fields: [...fieldsOf(schema.fields), ...(text ? [text] : [])],
  };
}

/** Photos are stored beside the file that uses them, so they still go through gatsby-plugin-image. */
const collection = (name: string, label: string, files: FileSchema[], previewPaths: PreviewPaths) => ({
  name,
  label,
  // Decap shows a description per collection, not per file: a one-file collection carries its file's.
  description: files.length === 1 ? files[0]?.description : undefined,
  media_folder: "",
  public_folder: "",
  // A page cannot be taken off the site: no Unpublish, which would delete its file from the live site.
  delete: false,
  files: files.map((file) => fileEntry(file, previewPaths)),
});

export function decapConfig(backend: EditorBackend, previewPaths: PreviewPaths = {}) {
  return {
    ...backendSettings(backend),
    locale: "en",
    // Required by Decap; every collection below stores photos beside its own file instead.
    media_folder: "content",
    public_folder: "",
    // The cafe's icon on the sign-in screen, in the place of Decap's.
    logo: { src: SITE_ICON },
    collections: [collection("site", "Site-wide facts", [siteFile], previewPaths), collection("pages", "Pages", pageFiles, previewPaths)],
  };
}

export function adminConfigYaml(backend: EditorBackend, previewPaths: PreviewPaths = {}): string {
  const header = "# Generated by the build from src/schema/schema.ts (editor/admin/config.ts): the forms editors fill in.\n";
  return header + yaml.stringify(decapConfig(backend, previewPaths), { lineWidth: 120, aliasDuplicateObjects: false });
}
