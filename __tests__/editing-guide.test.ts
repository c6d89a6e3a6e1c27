/**
 * @jest-environment node
 *
 * EDITING.md is followed by people who cannot tell a wrong example from a right one: every path in it
 * must exist, every example must use real fields with valid values, and every error message it quotes
 * must be the message the site really gives.
 */
import fs from "fs";
import path from "path";
import yaml from "js-yaml";
import { checkContentDir, schemaFor } from "../src/schema/files";
import { formatIssue, validateData } from "../src/schema/validate";
import type { Field, FileSchema } from "../src/schema/kinds";
import { contentRoot } from "../test-support/content";
import { badCases, copyContent } from "../test-support/content-copy";

const root = path.resolve(__dirname, "..");
const guide = fs.readFileSync(path.join(root, "EDITING.md"), "utf8");
const blocks = (language: string) =>
  [...guide.matchAll(new RegExp("```" + language + "\\n([\\s\\S]*?)```", "g"))].map((match) => match[1]!.trim());

/** The schema with nothing required and no list limits: an example shows part of a file. */
function partial(field: Field): Field {
  if (field.kind === "list") return { ...field, optional: true, min: 0, of: partial(field.of) };
  if (field.kind === "object") return { ...field, optional: true, fields: partialFields(field.fields) };
  return { ...field, optional: true };
}
const partialFields = (fields: Record<string, Field>) =>
  Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, partial(field)]));

it("is linked from the README", () => {
  expect(fs.readFileSync(path.join(root, "README.md"), "utf8")).toMatch(/\]\(EDITING\.md\)/);
});

it("names only files and folders that exist", () => {
  const mentioned = new Set([...guide.matchAll(/`(content\/[^`\s]*)`/g)].map((match) => match[1]!));
  expect(mentioned.size).toBeGreaterThanOrEqual(6);
  for (const mentionedPath of mentioned)
    expect([mentionedPath, fs.existsSync(path.join(root, mentionedPath))]).toEqual([mentionedPath, true]);
});

it("shows pictures that exist, each described for readers who cannot see it (npm run guide:shots makes them)", () => {
  const pictures = [...guide.matchAll(/!\[([^\]]*)\]\(([^)]+)\)/g)];
  expect(pictures.length).toBeGreaterThanOrEqual(3);
  for (const [, alt, file] of pictures) {
    expect([file, fs.existsSync(path.join(root, file!))]).toEqual([file, true]);
    expect(alt!.length).toBeGreaterThan(20);
  }
});

describe("its examples", () => {
  const examples = blocks("yaml");

  it("exist, and each says which file it belongs to", () => {
    expect(examples.length).toBeGreaterThanOrEqual(5);
    for (const example of examples) expect(example).toMatch(/^# content\/\S+\n/);
  });

  it.each(examples.map((example) => [example.split("\n")[0]!, example] as const))(
    "use real fields with valid values: %s",
    async (header, example) => {
      const relative = header.replace("# content/", "");
      const schema = schemaFor(relative) as FileSchema;
      expect(schema).toBeDefined();
      const loose = { ...schema, body: undefined, fields: partialFields(schema.fields) };
      const data = yaml.load(example) as Record<string, unknown>;
      const folder = path.dirname(path.join(contentRoot, relative));
      expect((await validateData(loose, data, undefined, `content/${relative}`, folder)).map(formatIssue)).toEqual([]);
    },
  );
});

describe("the error messages it explains", () => {
  const quoted = blocks("text");

  it("are at least eight", () => expect(quoted.length).toBeGreaterThanOrEqual(8));

  it.each(quoted.map((message) => [message.slice(0, 60), message] as const))("are what the site really says: %s", async (_, message) => {
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
