/**
 * @jest-environment node
 *
 * /admin/config.yml (Decap CMS's forms, written by every build) against the content schema: every file
 * and field the schema has is in the CMS, with the same kind, required mark, limits and format, and
 * nothing more; /admin/index.html, the page that starts it; and where the CMS saves (its backend).
 */
import yaml from "yaml";
import { contentFiles } from "../src/schema/schema";
import { adminConfigYaml } from "../src/cms/config";
import { adminPageHtml, IDENTITY_WIDGET } from "../src/cms/page";
import { PREVIEW_SCRIPT, SIGN_IN_HERE } from "../src/cms/preview/handover";
import { editorBackend } from "../src/editor-gateway/editor-config";
import { adminMetaPolicy, adminPolicy } from "../src/lib/policy";
import { cmsBackend, GATEWAY, SIGN_IN } from "../src/cms/backend";
import fs from "fs";
import os from "os";
import path from "path";
import type { Field, SchemaFields } from "../src/schema/kinds";
import { fileNameRule, formatNote, imageSizeRule, textRules } from "../src/schema/rules";
import { formPattern } from "../src/cms/config";
import { checkValue } from "../src/schema/validate";
import { photoFolderOnDisk } from "../src/schema/files";
import { refuseCrossIssues } from "../src/cms/preview/before-save";

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

const GITHUB_SIGN_IN = { CMS_SIGN_IN: "github" };
const github = cmsBackend("build", { CMS_GITHUB_REPO: "cafe/site", ...GITHUB_SIGN_IN });
if (github.kind !== "github") throw new Error("expected the GitHub backend");
const gateway = cmsBackend("build", { CMS_GITHUB_REPO: "cafe/site" });
const config = yaml.parse(adminConfigYaml(github)) as DecapConfig;
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
  const html = adminPageHtml(github);

  it("carries the editor's policy from headers.ts, less what a <meta> cannot hold", () => {
    expect(html).toContain(`content="${adminMetaPolicy(github)}"`);
    expect(adminPolicy(github)).toBe(`${adminMetaPolicy(github)}; frame-ancestors 'none'`);
  });

  it("asks search engines not to index the editor", () => {
    expect(html).toMatch(/<meta name="robots" content="noindex[^"]*"/);
  });

  it("loads its page previews, then the CMS they start, from the site itself, never a CDN", () => {
    const sources = [...html.matchAll(/<script[^>]*src="([^"]+)"/g)].map((match) => match[1]);
    expect(sources).toEqual([PREVIEW_SCRIPT, "/admin/decap-cms.js"]);
  });
});

/** Where the CMS saves: set by environment variables when the site is built; under develop, this computer. */
describe("the CMS backend", () => {
  // What /admin/ says without one, and that it starts no CMS, is e2e/admin.spec.ts's.
  it("is none for a build without CMS_GITHUB_REPO, so /admin/ offers no sign-in and allows no script at all", () => {
    expect(cmsBackend("build", {})).toEqual({ kind: "none" });
    expect(cmsBackend("build", { CMS_GITHUB_REPO: "  " })).toEqual({ kind: "none" });
    expect(adminPolicy(cmsBackend("build", {}))).toContain("script-src 'none'");
  });

  it("is the e-mail sign-in by default: the site's own gateway on Cloudflare, Netlify Identity on Netlify", () => {
    expect(gateway).toEqual({ kind: "gateway", repo: "cafe/site", branch: "main" });
    expect(cmsBackend("build", { CMS_GITHUB_REPO: "cafe/site", CMS_SIGN_IN: "email", CMS_GITHUB_BRANCH: "live" })).toEqual({
      kind: "gateway",
      repo: "cafe/site",
      branch: "live",
    });
    expect(cmsBackend("build", { CMS_GITHUB_REPO: "cafe/site", NETLIFY: "true" })).toEqual({
      kind: "netlify-identity",
      repo: "cafe/site",
      branch: "main",
    });
  });

  it("is GitHub with CMS_SIGN_IN=github: main, the least scope, and the site's own sign-in unless another service is named", () => {
    const shared = { kind: "github", repo: "cafe/site", apiRoot: "https://api.github.com" };
    expect(github).toEqual({
      ...shared,
      branch: "main",
      scope: "public_repo",
      authEndpoint: SIGN_IN.start.slice(1),
      deployPreviews: false,
    });
    // Netlify's build says where it runs, and signs editors in through Netlify's own service.
    expect(cmsBackend("build", { CMS_GITHUB_REPO: "cafe/site", NETLIFY: "true", ...GITHUB_SIGN_IN })).toMatchObject({
      baseUrl: "https://api.netlify.com",
      authEndpoint: "auth",
      deployPreviews: true,
    });
    expect(
      cmsBackend("build", {
        CMS_GITHUB_REPO: "cafe/site",
        CMS_GITHUB_BRANCH: "live",
        CMS_GITHUB_PRIVATE: "true",
        CMS_AUTH_BASE_URL: "https://login.example.org/",
        CMS_AUTH_ENDPOINT: "/oauth/start",
        NETLIFY: "true",
        ...GITHUB_SIGN_IN,
      }),
    ).toEqual({
      ...shared,
      branch: "live",
      scope: "repo",
      baseUrl: "https://login.example.org",
      authEndpoint: "oauth/start",
      deployPreviews: true,
    });
  });

  it("is decap-server under gatsby develop, whatever the variables say, on the port CMS_PROXY_PORT gives, which must be a number", () => {
    expect(cmsBackend("develop", { CMS_GITHUB_REPO: "cafe/site" })).toEqual({ kind: "local", url: "http://localhost:8081/api/v1" });
    expect(cmsBackend("develop", { CMS_PROXY_PORT: "8191" })).toEqual({ kind: "local", url: "http://localhost:8191/api/v1" });
    expect(() => cmsBackend("develop", { CMS_PROXY_PORT: "eighty" })).toThrow(
      'CMS_PROXY_PORT: found "eighty"; expected a port number, such as 8081.',
    );
  });

  it.each([
    [
      { CMS_GITHUB_REPO: "https://github.com/cafe/site" },
      /^CMS_GITHUB_REPO: found "https:\/\/github.com\/cafe\/site"; expected the GitHub repository as owner\/name/,
    ],
    [
      { CMS_GITHUB_REPO: "cafe/site", CMS_AUTH_BASE_URL: "http://login.example.org", CMS_SIGN_IN: "github" },
      /^CMS_AUTH_BASE_URL: found "http:\/\/login.example.org"; expected the https:\/\/ address/,
    ],
    [{ CMS_GITHUB_REPO: "cafe/site", CMS_GITHUB_BRANCH: "my branch" }, /^CMS_GITHUB_BRANCH: found "my branch"/],
    [
      { CMS_GITHUB_REPO: "cafe/site", CMS_GITHUB_PRIVATE: "yes", CMS_SIGN_IN: "github" },
      /^CMS_GITHUB_PRIVATE: found "yes"; expected true for a private repository/,
    ],
    // The site's own sign-in has its own address; an endpoint without a service to go with it is a mistake.
    [
      { CMS_GITHUB_REPO: "cafe/site", CMS_AUTH_ENDPOINT: "oauth", CMS_SIGN_IN: "github" },
      /^CMS_AUTH_ENDPOINT: found "oauth"; expected nothing, unless CMS_AUTH_BASE_URL/,
    ],
    [{ CMS_GITHUB_REPO: "cafe/site", CMS_SIGN_IN: "password" }, /^CMS_SIGN_IN: found "password"; expected email \(staff sign in/],
    // The GitHub sign-in's settings mean nothing to the e-mail sign-in: set, they are a mistake.
    [
      { CMS_GITHUB_REPO: "cafe/site", CMS_GITHUB_PRIVATE: "true" },
      /^CMS_GITHUB_PRIVATE: found "true"; expected nothing: it belongs to the GitHub sign-in/,
    ],
  ])("refuses %j, naming the variable and what it expects", (env, message) => {
    expect(() => cmsBackend("build", env)).toThrow(message);
  });

  it("with GitHub, config.yml names the repository, branch and sign-in service, the editorial workflow and preview links", () => {
    const backend = cmsBackend("build", {
      CMS_GITHUB_REPO: "cafe/site",
      CMS_AUTH_BASE_URL: "https://login.example.org",
      ...GITHUB_SIGN_IN,
    });
    if (backend.kind !== "github") throw new Error("expected GitHub");
    const written = yaml.parse(adminConfigYaml(backend, { "coffee/index.md": "coffee", "site/site.yaml": "" })) as Record<string, any>;
    expect(written.backend).toEqual({
      name: "github",
      repo: "cafe/site",
      branch: "main",
      api_root: "https://api.github.com",
      base_url: "https://login.example.org",
      auth_endpoint: "auth",
      auth_scope: "public_repo",
    });
    // No host builds previews of changes here (Cloudflare), so no "Check for Preview".
    expect([written.publish_mode, written.show_preview_links, written.local_backend]).toEqual(["editorial_workflow", false, undefined]);
    const paths = Object.fromEntries(
      (written as DecapConfig).collections.flatMap((collection) => collection.files).map((file) => [file.file, file.preview_path]),
    );
    expect([paths["content/coffee/index.md"], paths["content/site/site.yaml"]]).toEqual(["coffee", ""]);
  });

  it("with the site's own sign-in, config.yml names no base_url, the page asks the editor to use its own origin, and the Worker reads the scope back", () => {
    const written = (backend: ReturnType<typeof cmsBackend>) =>
      backend.kind === "github" ? { yaml: adminConfigYaml(backend), page: adminPageHtml(backend) } : { yaml: "", page: "" };
    const own = written(github);
    expect((yaml.parse(own.yaml) as { backend: Record<string, string> }).backend).toMatchObject({ auth_endpoint: "admin/auth" });
    expect(own.yaml).not.toContain("base_url");
    expect(own.page).toContain(`<meta name="${SIGN_IN_HERE}" />`);
    expect(written(cmsBackend("build", { CMS_GITHUB_REPO: "cafe/site", NETLIFY: "true", ...GITHUB_SIGN_IN })).page).not.toContain(
      SIGN_IN_HERE,
    );
    expect(editorBackend(own.yaml)?.scope).toBe("public_repo");
    const privateRepo = cmsBackend("build", { CMS_GITHUB_REPO: "cafe/site", CMS_GITHUB_PRIVATE: "true", ...GITHUB_SIGN_IN });
    expect(editorBackend(written(privateRepo).yaml)?.scope).toBe("repo");
  });

  it("with the e-mail sign-in, config.yml points Decap's git-gateway backend at the site's Worker, which reads the repository back", () => {
    if (gateway.kind !== "gateway") throw new Error("expected the gateway");
    const text = adminConfigYaml(gateway);
    const written = yaml.parse(text) as Record<string, any>;
    expect(written.backend).toEqual({
      name: "git-gateway",
      repo: "cafe/site",
      branch: "main",
      gateway_url: GATEWAY.api,
      status_endpoint: GATEWAY.status,
      auth_type: "pkce",
      app_id: GATEWAY.clientId,
      auth_endpoint: GATEWAY.authorize.slice(1),
      auth_token_endpoint: GATEWAY.token.slice(1),
    });
    expect([written.publish_mode, written.show_preview_links]).toEqual(["editorial_workflow", false]);
    expect(editorBackend(text)).toEqual({ name: "git-gateway", authType: "pkce", repo: "cafe/site", branch: "main", scope: undefined });
    expect(adminPageHtml(gateway)).toContain(`<meta name="${SIGN_IN_HERE}" />`);
  });

  it("on Netlify with the e-mail sign-in, config.yml names Netlify's Git Gateway, and the page loads Netlify Identity's widget from the site itself", () => {
    const netlify = cmsBackend("build", { CMS_GITHUB_REPO: "cafe/site", NETLIFY: "true" });
    if (netlify.kind !== "netlify-identity") throw new Error("expected Netlify Identity");
    const written = yaml.parse(adminConfigYaml(netlify)) as Record<string, any>;
    expect(written.backend).toEqual({ name: "git-gateway", branch: "main" });
    // Netlify builds a preview of every change: "Check for Preview" stays.
    expect(written.show_preview_links).toBe(true);
    expect(adminPageHtml(netlify)).toContain(`<script src="${IDENTITY_WIDGET}"></script>`);
    expect(adminPageHtml(netlify)).not.toContain("data-no-deploy-previews");
    expect(adminPageHtml(gateway)).not.toContain(IDENTITY_WIDGET);
    expect(adminPageHtml(gateway)).toContain("data-no-deploy-previews");
  });

  it("lets the editor reach exactly what its backend needs (connect-src)", () => {
    const connect = (policy: string) => /connect-src ([^;]+)/.exec(policy)?.[1]?.split(" ");
    expect(connect(adminPolicy(github))).toEqual(["'self'", "https://api.github.com", "https://www.githubstatus.com", "blob:"]);
    // The e-mail sign-in speaks to the site itself, and nothing else.
    expect(connect(adminPolicy(gateway))).toEqual(["'self'", "blob:"]);
    expect(connect(adminPolicy(cmsBackend("build", { CMS_GITHUB_REPO: "cafe/site", NETLIFY: "true" })))).toEqual(["'self'", "blob:"]);
    expect(connect(adminPolicy(cmsBackend("develop", {})))).toEqual(["'self'", "http://localhost:8081", "blob:"]);
    expect(connect(adminPolicy(cmsBackend("build", {})))).toEqual(["'self'"]);
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
