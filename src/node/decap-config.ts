/**
 * Decap CMS's forms, derived from the content schema: static/admin/config.yml is written from here by
 * `npm run cms:config`, and a test checks the committed file against the schema.
 * Options: https://decapcms.org/docs/configuration-options/
 */
import yaml from "js-yaml";
import { contentFiles, siteFile } from "./content-schema";
import { FORMATS, MAX_ALT_LENGTH, type Field, type FileSchema } from "./schema-kinds";

/** Where edits go in production, and the offline editing server for `npm run cms`. */
const BACKEND = {
  // Each save becomes a commit on the site's repository; the host rebuilds and publishes the site.
  // Editors sign in with GitHub through the OAuth provider at base_url (Netlify's by default).
  backend: { name: "github", repo: "identitycoffees/website", branch: "main", base_url: "https://api.netlify.com" },
  // On a developer's or editor's own computer, `npm run cms` starts decap-server on port 8081 and the
  // CMS writes straight into content/ there instead of GitHub.
  local_backend: true,
  locale: "en",
  // Required by Decap; every collection below stores photos beside its own file instead.
  media_folder: "content",
  public_folder: "",
};

type DecapField = Record<string, unknown>;

/** The parts of a field every widget shares. */
function base(name: string, field: Field): DecapField {
  return { label: field.label, name, ...(field.hint ? { hint: field.hint } : {}), ...(field.optional ? { required: false } : {}) };
}

export function decapField(name: string, field: Field): DecapField {
  switch (field.kind) {
    case "text": {
      const widget = field.multiline ? "text" : "string";
      if (field.format) return { ...base(name, field), widget, pattern: [FORMATS[field.format].pattern.source, `Expected ${FORMATS[field.format].example}.`] };
      const max = field.alt ? MAX_ALT_LENGTH : field.maxLength;
      return { ...base(name, field), widget, ...(max ? { pattern: [`^[\\s\\S]{0,${max}}$`, `At most ${max} characters.`] } : {}) };
    }
    case "int":
    case "float":
      return {
        ...base(name, field),
        widget: "number",
        value_type: field.kind,
        ...(field.min !== undefined ? { min: field.min } : {}),
        ...(field.max !== undefined ? { max: field.max } : {}),
      };
    case "image":
      return { ...base(name, field), widget: "image", choose_url: false };
    case "list": {
      const limits = { ...(field.min ? { min: field.min } : {}), ...(field.max ? { max: field.max } : {}) };
      const items = field.of.kind === "object" ? { fields: fieldsOf(field.of.fields) } : { field: decapField("item", field.of) };
      return { ...base(name, field), widget: "list", ...limits, ...items };
    }
    case "object":
      return { ...base(name, field), widget: "object", fields: fieldsOf(field.fields) };
  }
}

const fieldsOf = (fields: Record<string, Field>) => Object.entries(fields).map(([name, field]) => decapField(name, field));

function fileEntry(schema: FileSchema): DecapField {
  const body = schema.body
    ? [{ label: schema.body.label, name: "body", widget: "markdown", hint: schema.body.hint, editor_components: [], sanitize_preview: true }]
    : [];
  return {
    name: schema.file.split("/")[0],
    label: schema.label,
    file: `content/${schema.file}`,
    fields: [...fieldsOf(schema.fields), ...body],
  };
}

/** Photos are stored beside the file that uses them, so they still go through gatsby-plugin-image. */
const collection = (name: string, label: string, files: FileSchema[]) => ({
  name,
  label,
  media_folder: "",
  public_folder: "",
  files: files.map(fileEntry),
});

export function decapConfig() {
  return {
    ...BACKEND,
    collections: [
      collection("site", "Site-wide facts", [siteFile]),
      collection("pages", "Pages", contentFiles.filter((file) => file !== siteFile)),
    ],
  };
}

/** The text of static/admin/config.yml. */
export function adminConfigYaml(): string {
  const header = [
    "# Decap CMS at /admin/: the forms editors fill in, one per content file.",
    "# Written by `npm run cms:config` from src/node/content-schema.ts; do not edit by hand.",
    "",
  ].join("\n");
  return header + yaml.dump(decapConfig(), { lineWidth: 120, noRefs: true });
}
