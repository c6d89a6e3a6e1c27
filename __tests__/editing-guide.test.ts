/**
 * @jest-environment node
 *
 * The two guides are followed by people who cannot tell a wrong instruction from a right one.
 * EDITING.md, the staff's: every button and field it tells them to tap is one the editor shows (a label
 * of the schema, a word of Decap's, of the editor's own page or of the sign-in's tab), every message it
 * quotes about signing in is one they will read, and every picture is there, described, and taken at a
 * phone's width. docs/content-files.md, for whoever looks after the site: every path it
 * names exists, every example uses real fields with valid values (its photographs made here, so that the
 * staff may replace the real ones), and every message it quotes is the one the build really gives.
 */
import fs from "fs";
import os from "os";
import path from "path";
import sharp from "sharp";
import yaml from "yaml";
import { schemaFor } from "../src/schema/content-file";
import { photoFolderOnDisk } from "../src/schema/files";
import { formatIssue, validateData } from "../src/schema/validate";
import type { Field, FileSchema } from "../src/schema/kinds";
import { contentFiles } from "../src/schema/schema";
import { editorBackend } from "../editor/admin/backend";
import { decapConfig } from "../editor/admin/config";
import { adminPageHtml } from "../editor/admin/page";
import { SAY } from "../editor/gateway/answers";
import { SIGN_IN_WORDS } from "../editor/admin/identity";
import type { OtherFiles } from "../editor/admin/page-parts";
import { CHANGES_WORDS } from "../editor/admin/changes/panel";
import { DECAP_WORDS } from "../editor/admin/decap-words";
import { ACCESS_WORDS } from "../test-support/access-stand-in";
import { PHONE } from "../test-support/cms-phone";
import { badCases, checkContentDir, copyContent } from "../test-support/content-copy";

const root = path.resolve(__dirname, "..");
const read = (file: string) => fs.readFileSync(path.join(root, file), "utf8");

describe("EDITING.md, the staff's guide", () => {
  const guide = read("EDITING.md");
  const pictures = [...guide.matchAll(/!\[([^\]]*)\]\(([^)]+)\)/g)].map(([, alt, file]) => ({ alt: alt!, file: file! }));

  it("is linked from the README, and links the document for whoever looks after the site once", () => {
    expect(read("README.md")).toMatch(/\]\(EDITING\.md\)/);
    expect(guide.match(/\]\(docs\/content-files\.md\)/g)).toHaveLength(1);
  });

  it("speaks of the editor, not of files: no file paths, field names or code", () => {
    // The one link to the document for whoever looks after the site aside.
    expect(guide.replace(/\[docs\/content-files\.md\]/, "")).not.toMatch(/`|content\/|\.ya?ml\b|\.md\b(?!\))/);
  });

  it("shows pictures that exist, each described for readers who cannot see it, taken at a phone's width (npm run guide:shots)", async () => {
    expect(pictures).not.toHaveLength(0);
    for (const { alt, file } of pictures) {
      expect([file, fs.existsSync(path.join(root, file))]).toEqual([file, true]);
      expect(alt.length).toBeGreaterThan(20);
      const { width = 0 } = await sharp(path.join(root, file)).metadata();
      expect([file, width % PHONE.width]).toEqual([file, 0]);
    }
    // And no picture is left in docs/editing/ that the guide does not show.
    const shown = pictures.map(({ file }) => path.basename(file));
    expect(fs.readdirSync(path.join(root, "docs", "editing")).filter((name) => !shown.includes(name))).toEqual([]);
  });

  // Decap's own words, in its English texts, and the staff's words laid over them (decap-words.ts).
  const decap = fs.readFileSync(require.resolve("decap-cms"), "utf8");
  const strings = (words: object): string[] =>
    Object.values(words).flatMap((value: unknown) =>
      typeof value === "string" ? [value] : value && typeof value === "object" ? strings(value) : [],
    );
  const staffWords = strings(DECAP_WORDS);
  const decapSays = (words: string) => staffWords.includes(words) || decap.includes(`"${words}"`);
  // The sign-in's: the gateway's and the editor's sentences, and the words of Cloudflare's page (as its stand-in says them).
  const signInSays = [...strings(SAY), ...strings(SIGN_IN_WORDS), ...strings(ACCESS_WORDS)];

  it("quotes what the sign-in page says, and what the editor says when signing in does not work, word for word", () => {
    const signingIn = /## Signing in\n([\s\S]*?)\n## /.exec(guide)![1]!;
    const quoted = [...signingIn.matchAll(/"([^"]+)"/g)].map((match) => match[1]!.replace(/\s+/g, " "));
    expect(quoted.length).toBeGreaterThanOrEqual(5);
    for (const words of quoted) expect([words, signInSays.includes(words) || decapSays(words)]).toEqual([words, true]);
  });

  it("quotes the editor's own questions and words word for word", () => {
    const quoted = [...guide.matchAll(/"((?:Are you sure|Saved changes)[^"]+)"/g)].map((match) => match[1]!.replace(/\s+/g, " "));
    expect(quoted.length).toBeGreaterThanOrEqual(3);
    for (const words of quoted) expect([words, decapSays(words) || Object.values(CHANGES_WORDS).includes(words)]).toEqual([words, true]);
  });

  it("names the owner once, on a line they fill in, and never as whoever looks after the site", () => {
    expect(guide.split("\n").filter((line) => /^The owner: \.{10,}, phone \.{10,}$/.test(line))).toHaveLength(1);
    expect(guide).not.toMatch(/whoever/i);
  });

  it("counts every job of its list in taps and minutes, the day's code included", () => {
    const jobs = [...guide.matchAll(/^- \[[^\]]+\]\(#([^)]+)\)$/gm)].map((match) => match[1]!);
    expect(jobs.length).toBeGreaterThanOrEqual(15);
    const sections = new Map(
      [...guide.matchAll(/^## (.+)\n([\s\S]*?)(?=^## |^---$)/gm)].map(([, heading, text]) => [
        heading!
          .toLowerCase()
          .replace(/[^\w\s-]/g, "")
          .replace(/\s+/g, "-"),
        text!,
      ]),
    );
    for (const job of jobs) expect([job, sections.has(job)]).toEqual([job, true]);
    const counted = [...sections.entries()].filter(([, text]) => /\d+ taps/.test(text)).map(([id]) => id);
    expect(counted.length).toBeGreaterThanOrEqual(14);
    for (const id of counted) {
      const text = sections.get(id)!;
      if (id !== "signing-in") expect([id, /with the day's code|needs no code/.test(text)]).toEqual([id, true]);
      expect([id, /\d+ minutes?/.test(text)]).toEqual([id, true]);
    }
  });

  it("quotes what Recent changes says word for word", () => {
    const putBack = /## Put back a change\n([\s\S]*?)\n---/.exec(guide)![1]!;
    const quoted = [...putBack.matchAll(/"([^"]+)"/g)].map((match) => match[1]!.replace(/\s+/g, " "));
    const said = Object.values(CHANGES_WORDS)
      .filter((words): words is string => typeof words === "string")
      .join("\n");
    for (const words of quoted.filter((words) => !/^[^:]+: /.test(words))) expect([words, said.includes(words)]).toEqual([words, true]);
  });

  describe("tells the staff to tap only what the editor shows", () => {
    // The editor as staff meet it: the site's gateway.
    const backend = editorBackend("build", {});
    // Every label of the forms: files, collections, fields, and the items of lists (Decap writes "Add special date").
    const labels = new Set<string>();
    const itemLabels = new Set<string>();
    const collect = (field: Field) => {
      labels.add(field.label);
      if (field.kind === "object") Object.values(field.fields).forEach(collect);
      if (field.kind === "list") {
        itemLabels.add(field.of.label.toLowerCase());
        collect(field.of);
      }
    };
    for (const schema of contentFiles) {
      labels.add(schema.label);
      if (schema.body) labels.add(schema.body.label);
      Object.values(schema.fields).forEach(collect);
    }
    for (const collection of decapConfig(backend).collections) labels.add(collection.label);
    // Decap's words, and those of the editor's page around it (editor/admin/page.ts) and of the sign-in's tab.
    const page = adminPageHtml(backend, { site: {}, home: {} } as OtherFiles);
    const onScreen = (words: string) => (html: string) => new RegExp(`>\\s*(<[^>]+>\\s*)*${words}\\s*<`).test(html);
    // Other apps' words: Cloudflare's sign-in page (as its stand-in says them), the phone's.
    const elsewhere = [...Object.values(ACCESS_WORDS), "Add to Home Screen", "Add to Home screen", "Add", "OK", "Paste"];
    const tapped = [...new Set([...guide.matchAll(/\*\*([^*]+)\*\*/g)].map((match) => match[1]!))];

    it("are found", () => expect(tapped).not.toHaveLength(0));

    it.each(tapped)("%s", (words) => {
      const shown =
        labels.has(words) ||
        decapSays(words) ||
        (words.startsWith("Add ") && decapSays("Add %{item}") && itemLabels.has(words.slice(4))) ||
        (words.startsWith("Status: ") && decapSays("Status: %{status}") && decapSays(words.slice(8))) ||
        onScreen(words)(page) ||
        Object.values(SIGN_IN_WORDS).includes(words) ||
        Object.values(CHANGES_WORDS).includes(words) ||
        elsewhere.includes(words);
      expect([words, shown]).toEqual([words, true]);
    });
  });
});

describe("docs/content-files.md, for whoever looks after the site", () => {
  const doc = read("docs/content-files.md");
  const blocks = (language: string) =>
    [...doc.matchAll(new RegExp("```" + language + "\\n([\\s\\S]*?)```", "g"))].map((match) => match[1]!.trim());

  /** The schema with nothing required and no list limits: an example shows part of a file. */
  function partial(field: Field): Field {
    if (field.kind === "list") return { ...field, optional: true, min: 0, of: partial(field.of) };
    if (field.kind === "object") return { ...field, optional: true, fields: partialFields(field.fields) };
    return { ...field, optional: true };
  }
  const partialFields = (fields: Record<string, Field>) =>
    Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, partial(field)]));

  it("names only files and folders that exist", () => {
    const mentioned = new Set([...doc.matchAll(/`(content\/[^`\s]*)`/g)].map((match) => match[1]!));
    expect(mentioned.size).toBeGreaterThan(0);
    for (const mentionedPath of mentioned)
      expect([mentionedPath, fs.existsSync(path.join(root, mentionedPath))]).toEqual([mentionedPath, true]);
  });

  describe("its examples", () => {
    const examples = blocks("yaml");

    it("exist, and each says which file it belongs to", () => {
      expect(examples).not.toHaveLength(0);
      for (const example of examples) expect(example).toMatch(/^# content\/\S+\n/);
    });

    it.each(examples.map((example) => [example.split("\n")[0]!, example] as const))(
      "use real fields with valid values: %s",
      async (header, example) => {
        const relative = header.replace("# content/", "");
        const schema = schemaFor(relative) as FileSchema;
        expect(schema).toBeDefined();
        const loose = { ...schema, body: undefined, fields: partialFields(schema.fields) };
        const data = yaml.parse(example) as Record<string, unknown>;
        // The photographs it names, made here: the staff may have replaced the ones the folder holds now.
        const folder = fs.mkdtempSync(path.join(os.tmpdir(), "guide-example-"));
        for (const [, file] of example.matchAll(/image:\s*(\S+)/g)) {
          await sharp({ create: { width: 2400, height: 1600, channels: 3, background: "#6b4a2b" } })
            .jpeg()
            .toFile(path.join(folder, file!));
        }
        try {
          const photos = photoFolderOnDisk(folder, `content/${path.posix.dirname(relative)}/`);
          expect((await validateData(loose, data, undefined, `content/${relative}`, photos)).map(formatIssue)).toEqual([]);
        } finally {
          fs.rmSync(folder, { recursive: true, force: true });
        }
      },
    );
  });

  describe("the error messages it explains", () => {
    const quoted = blocks("text");

    it("are found", () => expect(quoted).not.toHaveLength(0));

    it.each(quoted.map((message) => [message.slice(0, 60), message] as const))("are what the build really says: %s", async (_, message) => {
      // Every mistake made to that field, one copy each: one of them must give exactly this message.
      const candidates = badCases.filter((c) => message.startsWith(`content/${c.file}, field ${c.field}: `));
      expect(candidates.length).toBeGreaterThan(0);
      const messages: string[] = [];
      for (const badCase of candidates) {
        const dir = copyContent();
        try {
          await badCase.make(dir);
          messages.push(...(await checkContentDir(dir)).map(formatIssue));
        } finally {
          fs.rmSync(dir, { recursive: true, force: true });
        }
      }
      expect(messages).toContain(message);
    });
  });
});
