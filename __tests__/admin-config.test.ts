/**
 * @jest-environment node
 *
 * /admin/config.yml (Decap CMS's forms, written by every build) against the content schema: every file
 * and field the schema has is in the CMS, with the same kind, required mark, limits and format, and
 * nothing more; and /admin/index.html, the page that starts it.
 */
import yaml from "js-yaml";
import { contentFiles } from "../src/content/schema";
import { adminConfigYaml } from "../src/cms/config";
import { adminPageHtml } from "../src/cms/page";
import { adminMetaPolicy, adminPolicy } from "../src/hosting/headers";
import { cmsBackend } from "../src/cms/backend";
import { NOT_SET_UP_HEADING } from "../src/cms/page";
import { FORMATS, type Field } from "../src/content/kinds";

type DecapField = {
  name: string;
  label: string;
  widget: string;
  required?: boolean;
  min?: number;
  pattern?: [string, string];
  fields?: DecapField[];
  field?: DecapField;
  value_type?: string;
};
type DecapFile = { name: string; file: string; fields: DecapField[] };
type DecapConfig = { collections: { media_folder: string; public_folder: string; files: DecapFile[] }[] };

const github = cmsBackend("build", { CMS_GITHUB_REPO: "cafe/site" });
if (github.kind !== "github") throw new Error("expected the GitHub backend");
const config = yaml.load(adminConfigYaml(github)) as DecapConfig;
const files = config.collections.flatMap((collection) => collection.files);

const WIDGETS: Record<Field["kind"], string[]> = {
  text: ["string", "text"],
  int: ["number"],
  float: ["number"],
  image: ["image"],
  list: ["list"],
  object: ["object"],
};

/** Compares one schema field with its CMS field; returns the differences as readable lines. */
function differences(field: Field, cms: DecapField | undefined, at: string): string[] {
  if (!cms) return [`${at}: missing from config.yml`];
  const out: string[] = [];
  if (!WIDGETS[field.kind].includes(cms.widget)) out.push(`${at}: widget ${cms.widget}, schema kind ${field.kind}`);
  if ((cms.required !== false) !== !field.optional) out.push(`${at}: required mark differs`);
  if (!cms.label?.trim()) out.push(`${at}: no label`);
  if (field.kind === "text" && field.format && cms.pattern?.[0] !== FORMATS[field.format].pattern.source) {
    out.push(`${at}: pattern is not the ${field.format} format`);
  }
  if ((field.kind === "int" || field.kind === "float") && cms.value_type !== field.kind) out.push(`${at}: value_type`);
  if (field.kind === "list") {
    if ((cms.min ?? 0) !== (field.min ?? 0)) out.push(`${at}: min ${cms.min} vs ${field.min}`);
    if (field.of.kind === "object") out.push(...compareFields(field.of.fields, cms.fields, `${at}[]`));
    else out.push(...differences(field.of, cms.field, `${at}[]`));
  }
  if (field.kind === "object") out.push(...compareFields(field.fields, cms.fields, at));
  return out;
}

function compareFields(fields: Record<string, Field>, cms: DecapField[] = [], at: string): string[] {
  const extra = cms.filter((item) => !(item.name in fields) && !(at === "" && item.name === "body"));
  return [
    ...extra.map((item) => `${at ? `${at}.` : ""}${item.name}: in config.yml but not in the schema`),
    ...Object.entries(fields).flatMap(([name, field]) =>
      differences(field, cms.find((item) => item.name === name), at ? `${at}.${name}` : name),
    ),
  ];
}

describe("/admin/config.yml", () => {
  it("has one form per content file, and none for files the schema does not have", () => {
    expect(files.map((file) => file.file).sort()).toEqual(contentFiles.map((schema) => `content/${schema.file}`).sort());
  });

  it.each(contentFiles.map((schema) => [schema.file, schema] as const))("matches the schema field for field: %s", (_, schema) => {
    const cms = files.find((file) => file.file === `content/${schema.file}`);
    expect(compareFields(schema.fields, cms?.fields, "")).toEqual([]);
    const body = cms?.fields.find((field) => field.name === "body");
    expect(body?.widget).toBe(schema.body ? "markdown" : undefined);
  });

  it("stores photographs beside their content file, so gatsby-plugin-image still processes them", () => {
    for (const collection of config.collections) {
      expect([collection.media_folder, collection.public_folder]).toEqual(["", ""]);
    }
  });
});

describe("/admin/index.html", () => {
  const html = adminPageHtml(github);

  it("carries the editor's policy from headers.ts, less what a <meta> cannot hold", () => {
    expect(html).toContain(`content="${adminMetaPolicy(github)}"`);
    expect(adminPolicy(github)).toBe(`${adminMetaPolicy(github)}; frame-ancestors 'none'`);
  });

  it("asks search engines not to index the editor", () => {
    expect(html).toMatch(/<meta name="robots" content="noindex[^"]*"/);
  });

  it("loads the CMS from the site itself, never a CDN", () => {
    const sources = [...html.matchAll(/<script[^>]*src="([^"]+)"/g)].map((match) => match[1]);
    expect(sources).toEqual(["/admin/decap-cms.js"]);
  });
});

describe("/admin/index.html without a backend (CMS_GITHUB_REPO not set when the site was built)", () => {
  const none = cmsBackend("build", {});
  const html = adminPageHtml(none);

  it("says that online editing is not set up and how to edit meanwhile, and starts no CMS", () => {
    expect(html).toContain(`<h1>${NOT_SET_UP_HEADING}</h1>`);
    expect(html).toContain("npm run cms");
    expect(html).toContain("CMS_GITHUB_REPO");
    expect(html).not.toMatch(/<script|cms-config-url/);
  });

  it("allows no script at all", () => {
    expect(adminPolicy(none)).toContain("script-src 'none'");
  });
});
