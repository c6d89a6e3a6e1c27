/**
 * @jest-environment node
 *
 * /admin/config.yml (Decap CMS's forms, written by every build) against the content schema: every file
 * and field the schema has is in the CMS, with the same kind, required mark, limits and format, and
 * nothing more; /admin/index.html, the page that starts it; and where the CMS saves (its backend).
 */
import yaml from "yaml";
import { contentFiles } from "../src/schema/schema";
import { adminConfigYaml } from "../editor/admin/config";
import { adminPageHtml } from "../editor/admin/page";
import { IDENTITY_WIDGET, PREVIEW_SCRIPT, type OtherFiles } from "../editor/admin/page-parts";
import { editorPolicy } from "../editor/admin/policy";
import { editorBackend } from "../editor/admin/backend";
import { EDITOR_PAGES, GATEWAY, LIVE_BRANCH } from "../editor/addresses";
import fs from "fs";
import os from "os";
import path from "path";
import type { Field, SchemaFields } from "../src/schema/kinds";
import { fileNameRule, formatNote, imageSizeRule, textRules } from "../src/schema/rules";
import { formPattern } from "../editor/admin/config";
import { checkValue } from "../src/schema/validate";
import { photoFolderOnDisk } from "../src/schema/files";
import { refuseCrossIssues } from "../editor/admin/preview/before-save";

type DecapField = {
  name: string;
  label: string;
  label_singular?: string;
  widget: string;
  required?: boolean;
  hint?: string;
  min?: number;
  max?: number;
  pattern?: [string, string];
  fields?: DecapField[];
  field?: DecapField;
  value_type?: string;
};
type DecapFile = { name: string; file: string; fields: DecapField[]; preview_path?: string };
type DecapConfig = { collections: { media_folder: string; public_folder: string; files: DecapFile[] }[] };

const gateway = editorBackend("build", {});
const netlify = editorBackend("build", { NETLIFY: "true" });
const config = yaml.parse(adminConfigYaml(gateway)) as DecapConfig;
/** The previews' facts from other files: their shape matters here, not their values. */
const facts = { site: {}, home: {} } as OtherFiles;
const files = config.collections.flatMap((collection) => collection.files);

const WIDGETS: Record<Field["kind"], string[]> = {
  text: ["string", "text"],
  int: ["number"],
  float: ["number"],
  time: ["datetime"],
  date: ["datetime"],
  boolean: ["boolean"],
  image: ["image"],
  list: ["list"],
  object: ["object"],
};

type Pair = { at: string; field: Field; cms: DecapField };

/**
 * Every field of the schema beside its field in config.yml, with its path (list items as []); a field
 * one of them has and the other lacks is written in `problems`.
 */
function pairs(fields: SchemaFields, cms: DecapField[] = [], at = "", problems: string[] = []): Pair[] {
  const named = (name: string) => (at ? `${at}.${name}` : name);
  for (const item of cms.filter((item) => !(item.name in fields) && !(at === "" && item.name === "body"))) {
    problems.push(`${named(item.name)}: in config.yml but not in the schema`);
  }
  return Object.entries(fields).flatMap(([name, field]) => {
    const form = cms.find((item) => item.name === name);
    if (form) return pairsOf(field, form, named(name), problems);
    problems.push(`${named(name)}: missing from config.yml`);
    return [];
  });
}
function pairsOf(field: Field, cms: DecapField, at: string, problems: string[]): Pair[] {
  const own = { at, field, cms };
  if (field.kind === "object") return [own, ...pairs(field.fields, cms.fields, at, problems)];
  if (field.kind !== "list") return [own];
  if (field.of.kind === "object") return [own, ...pairs(field.of.fields, cms.fields, `${at}[]`, problems)];
  return [own, ...pairsOf(field.of, cms.field!, `${at}[]`, problems)];
}

/** How one schema field and its CMS field differ, as readable lines. */
function differences({ at, field, cms }: Pair): string[] {
  const out: string[] = [];
  if (!WIDGETS[field.kind].includes(cms.widget)) out.push(`${at}: widget ${cms.widget}, schema kind ${field.kind}`);
  if ((cms.required !== false) !== !field.optional) out.push(`${at}: required mark differs`);
  if (!cms.label?.trim()) out.push(`${at}: no label`);
  if (field.kind === "text" && JSON.stringify(cms.pattern) !== JSON.stringify(formPattern(textRules(field), !field.optional))) {
    out.push(`${at}: pattern is not the field's rules`);
  }
  if (field.kind === "image" && JSON.stringify(cms.pattern) !== JSON.stringify(formPattern([fileNameRule(field)], !field.optional))) {
    out.push(`${at}: pattern is not the file-name rule`);
  }
  if ((field.kind === "int" || field.kind === "float") && cms.value_type !== field.kind) out.push(`${at}: value_type`);
  if (field.kind === "list" && (cms.min ?? 0) !== (field.min ?? 0)) out.push(`${at}: min ${cms.min} vs ${field.min}`);
  if (field.kind === "list" && cms.max !== field.max) out.push(`${at}: max ${cms.max} vs ${field.max}`);
  if (field.kind === "list" && cms.label_singular !== field.of.label) out.push(`${at}: items not named by their label`);
  return out;
}

describe("/admin/config.yml", () => {
  it("has one form per content file, and none for files the schema does not have", () => {
    expect(files.map((file) => file.file).sort()).toEqual(contentFiles.map((schema) => `content/${schema.file}`).sort());
  });

  it.each(contentFiles.map((schema) => [schema.file, schema] as const))("matches the schema field for field: %s", (_, schema) => {
    const cms = files.find((file) => file.file === `content/${schema.file}`);
    const problems: string[] = [];
    const found = pairs(schema.fields, cms?.fields, "", problems);
    expect([...problems, ...found.flatMap(differences)]).toEqual([]);
    const body = cms?.fields.find((field) => field.name === "body");
    expect(body?.widget).toBe(schema.body ? "markdown" : undefined);
  });

  it("stores photographs beside their content file, so gatsby-plugin-image still processes them", () => {
    for (const collection of config.collections) {
      expect([collection.media_folder, collection.public_folder]).toEqual(["", ""]);
    }
  });
});

/** What Decap does with a typed value: `required` refuses an empty one; `pattern` is tried on any other. */
function formAccepts(cms: DecapField, value: string): boolean {
  if (value === "") return cms.required === false;
  return !cms.pattern || RegExp(cms.pattern[0]).test(value);
}

/** Values editors type, right and wrong, for every kind of rule (not taken from content/). */
const SAMPLES = [
  ...[
    "",
    "   ",
    "Seating is open",
    "Line one\nline two",
    "x".repeat(61),
    "x".repeat(81),
    "x".repeat(151),
    "<b>bold</b>",
    "Fish & chips <3",
  ],
  ...["<!-- note -->", "photo", "The photo", "picker-man.jpg", "IMG_2041", "A basket of ripe red coffee cherries", "Beans, photo 2"],
  ...["530-555-0199", "555-0199", "(530) 555-0199", "+1 530 555 0199", "hello@example.com", "hello at example.com"],
  ...["America/Los_Angeles", "America/Sacramento", "Europe/London", "PST", "UTC", "america/los_angeles", "America/Argentina/Buenos_Aires"],
  ...["/coffee", "coffee", "/Coffee", "/", "95816", "9581", "US", "us", "#1a1a1a", "dark brown", "hero.jpg", "hero.JPG", "hero.gif"],
  ...["../hero.jpg", "/hero.jpg", "https://example.com/hero.jpg", "logo.svg", "logo.png", "photo 2.jpeg", "sub/hero.jpg"],
  ...["38.5733, -121.4702", "-90,180", "90.5, 10", "38.57, 180.01", "38.57 -121.47", "38,57, -121,47", "to {address}", "{address}?"],
  ...[
    "https://www.instagram.com/beans",
    "http://www.instagram.com/beans",
    "instagram.com/beans",
    "https://x.com",
    "https://x.com/beans <b>",
  ],
];

describe("the form and the build agree, rule by rule", () => {
  const formFiles = new Map(files.map((file) => [file.file, file]));
  const all = contentFiles.flatMap((schema) =>
    pairs(schema.fields, formFiles.get(`content/${schema.file}`)?.fields).map((pair) => ({ ...pair, file: `content/${schema.file}` })),
  );
  // Image files for every sample name, so that the build's "no such file" does not hide its name rule.
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "form-rules-"));
  for (const name of SAMPLES) {
    if (/^[^/\\.][^/\\]*$/.test(name)) fs.writeFileSync(path.join(folder, name), "");
  }
  afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

  const texts = all.filter((leaf) => leaf.field.kind === "text" || leaf.field.kind === "image");

  it.each(texts.map((leaf) => [`${leaf.file} ${leaf.at}`, leaf] as const))("%s", (_, { field, cms, at, file }) => {
    const disagree = SAMPLES.flatMap((value) => {
      const build = checkValue(field, value, at, file, photoFolderOnDisk(folder)).length === 0;
      return build === formAccepts(cms, value)
        ? []
        : [`${JSON.stringify(value)}: build ${build ? "accepts" : "refuses"}, form the opposite`];
    });
    // Only a rule no pattern can state may differ (the build refuses more), and the hint must say it.
    const buildOnly = field.kind === "text" ? textRules(field).filter((rule) => rule.also) : [];
    if (buildOnly.length > 0 && field.kind === "text") {
      expect(cms.hint).toContain(formatNote(field));
      expect(disagree.every((line) => line.includes("build refuses"))).toBe(true);
    } else {
      expect(disagree).toEqual([]);
    }
  });

  it("refuses, in the form, with the build's own words", () => {
    for (const { field, cms } of texts) {
      const rules = field.kind === "text" ? textRules(field) : field.kind === "image" ? [fileNameRule(field)] : [];
      for (const rule of rules) expect(cms.pattern?.[1]).toContain(rule.expected);
    }
  });

  it("puts what only the build can check about a picture (its size) in the picture's hint", () => {
    const images = all.filter((leaf) => leaf.field.kind === "image");
    expect(images.length).toBeGreaterThan(0);
    for (const { field, cms } of images) if (field.kind === "image") expect(cms.hint).toContain(imageSizeRule(field));
  });

  it.each(all.filter((leaf) => leaf.field.kind === "int" || leaf.field.kind === "float").map((leaf) => [leaf.at, leaf] as const))(
    "number %s: the same limits",
    (_, { field, cms, at, file }) => {
      if (field.kind !== "int" && field.kind !== "float") return;
      for (const value of [-1, 0, 1, 2, 29, 30, 31, 2000, 2100, 2101]) {
        const build = checkValue(field, value, at, file).length === 0;
        const form = (cms.min === undefined || value >= cms.min) && (cms.max === undefined || value <= cms.max);
        expect([value, form]).toEqual([value, build]);
      }
    },
  );

  it.each(all.filter((leaf) => leaf.field.kind === "list").map((leaf) => [`${leaf.file} ${leaf.at}`, leaf] as const))(
    "list %s: the same number of items",
    (_, { field, cms, at, file }) => {
      if (field.kind !== "list") return;
      for (const count of [0, 1, 2, 3, 4, 7, 8]) {
        // Items the build accepts (any text, here), so that only the count is on trial.
        const issues = checkValue(
          { ...field, of: { kind: "text", label: "", optional: true } },
          Array(count).fill("Something right"),
          at,
          file,
        );
        const form = count >= (cms.min ?? 0) && (cms.max === undefined || count <= cms.max);
        expect([count, form]).toEqual([count, issues.length === 0]);
      }
    },
  );
});

describe("/admin/index.html", () => {
  const html = adminPageHtml(gateway, facts);

  it("carries the editor's policy, less what a <meta> cannot hold", () => {
    expect(html).toContain(`content="${editorPolicy(gateway, "meta")}"`);
    expect(editorPolicy(gateway)).toBe(`${editorPolicy(gateway, "meta")}; frame-ancestors 'none'`);
  });

  it("asks search engines not to index the editor", () => {
    expect(html).toMatch(/<meta name="robots" content="noindex[^"]*"/);
  });

  it("loads its page previews, then the CMS they start, from the site itself, never a CDN; on Netlify, Identity's widget first", () => {
    const sources = (page: string) => [...page.matchAll(/<script[^>]*src="([^"]+)"/g)].map((match) => match[1]);
    expect(sources(html)).toEqual([PREVIEW_SCRIPT, "/admin/decap-cms.js"]);
    expect(sources(adminPageHtml(netlify, facts))).toEqual([IDENTITY_WIDGET, PREVIEW_SCRIPT, "/admin/decap-cms.js"]);
  });
});

/** Where the editor saves: the site's own gateway on either host; under develop, this computer. */
describe("the editor's backend", () => {
  it("is the site's own gateway in every build, Netlify's saying so", () => {
    expect(gateway).toEqual({ kind: "gateway", netlify: false });
    expect(netlify).toEqual({ kind: "gateway", netlify: true });
  });

  it("is decap-server under gatsby develop, on the port CMS_PROXY_PORT gives, which must be a number", () => {
    expect(editorBackend("develop", {})).toEqual({ kind: "local", url: "http://localhost:8081/api/v1" });
    expect(editorBackend("develop", { CMS_PROXY_PORT: "8191" })).toEqual({ kind: "local", url: "http://localhost:8191/api/v1" });
    expect(() => editorBackend("develop", { CMS_PROXY_PORT: "eighty" })).toThrow(
      'CMS_PROXY_PORT: found "eighty"; expected a port number, such as 8081.',
    );
  });

  it("config.yml points Decap's git-gateway backend at the site's gateway, on both hosts alike, with the editorial workflow and no preview links", () => {
    for (const backend of [gateway, netlify]) {
      const written = yaml.parse(adminConfigYaml(backend, { "coffee/index.md": "coffee", "site/site.yaml": "" })) as Record<string, any>;
      expect(written.backend).toEqual({
        name: "git-gateway",
        branch: LIVE_BRANCH,
        gateway_url: GATEWAY.github,
        status_endpoint: EDITOR_PAGES.status,
      });
      expect([written.publish_mode, written.show_preview_links, written.local_backend]).toEqual(["editorial_workflow", false, undefined]);
      const paths = Object.fromEntries(
        (written as DecapConfig).collections.flatMap((collection) => collection.files).map((file) => [file.file, file.preview_path]),
      );
      expect([paths["content/coffee/index.md"], paths["content/site/site.yaml"]]).toEqual(["coffee", ""]);
    }
  });

  it("lets the editor reach its own site alone (connect-src), and decap-server under develop; its one form goes to GitHub", () => {
    const connect = (policy: string) => /connect-src ([^;]+)/.exec(policy)?.[1]?.split(" ");
    expect(connect(editorPolicy(gateway))).toEqual(["'self'", "blob:"]);
    expect(connect(editorPolicy(editorBackend("develop", {})))).toEqual(["'self'", "http://localhost:8081", "blob:"]);
    expect(editorPolicy(gateway)).toContain("form-action https://github.com;");
  });
});

// A day that closes before it opens is refused in the form in the build's words: e2e/admin.spec.ts.
describe("before saving, the form checks the rules across fields, in the build's words with the form's names", () => {
  it("refuses overlapping special dates and an expiry before the start", () => {
    const overlapping = [
      { from: "2031-12-24", until: "2031-12-26", closed: true, note: "a" },
      { from: "2031-12-26", closed: true, note: "b" },
    ];
    expect(() => refuseCrossIssues("content/site/site.yaml", { specialDates: overlapping })).toThrow(
      "Site-wide facts, the second special date, Date: found 2031-12-26, which overlaps the first special date",
    );
    expect(() => refuseCrossIssues("content/midtown/index.md", { notice: { from: "2031-01-02", until: "2031-01-01" } })).toThrow(
      "Midtown Cafe page, Notice, Show until: found 2031-01-01, before the first day 2031-01-02",
    );
  });
});
