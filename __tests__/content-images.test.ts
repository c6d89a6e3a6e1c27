/** @jest-environment node */
/** Every photograph the content files name exists beside them, is large enough, and has alt text. */
import fs from "fs";
import path from "path";
import yaml from "js-yaml";
import sharp from "sharp";
import { contentFiles } from "../src/schema/schema";
import type { Field } from "../src/schema/kinds";

const contentDir = path.join(__dirname, "..", "content");

type ImageRef = { file: string; field: string; image: string; alt: unknown };

/** Finds every `{ image, alt }` pair in a parsed content file, with its field path. */
function imageRefs(value: unknown, file: string, field = ""): ImageRef[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => imageRefs(item, file, `${field}[${index}]`));
  if (value === null || typeof value !== "object") return [];
  const record = value as Record<string, unknown>;
  const here: ImageRef[] =
    typeof record.image === "string" ? [{ file, field: field || "(top)", image: record.image, alt: record.alt }] : [];
  return [...here, ...Object.entries(record).flatMap(([key, child]) => imageRefs(child, file, field ? `${field}.${key}` : key))];
}

function listContentFiles(): string[] {
  return fs
    .readdirSync(contentDir, { recursive: true, encoding: "utf8" })
    .filter((name) => /\.(md|ya?ml)$/.test(name))
    .map((name) => path.join(contentDir, name));
}

function parse(file: string): unknown {
  const text = fs.readFileSync(file, "utf8");
  if (file.endsWith(".md")) return yaml.load(/^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? "");
  return yaml.load(text);
}

const refs = listContentFiles().flatMap((file) => imageRefs(parse(file), path.relative(contentDir, file)));

/** How many photographs (an image with its alt text) the schema declares in a file's data, list items counted. */
function imageFields(field: Field, value: unknown): number {
  if (field.kind === "object" && field.fields.image?.kind === "image" && field.fields.alt) return value === undefined ? 0 : 1;
  if (field.kind === "list") return Array.isArray(value) ? value.reduce((sum: number, item) => sum + imageFields(field.of, item), 0) : 0;
  if (field.kind !== "object" || value === null || typeof value !== "object") return 0;
  return Object.entries(field.fields).reduce((sum, [key, child]) => sum + imageFields(child, (value as Record<string, unknown>)[key]), 0);
}

describe("photographs named in content", () => {
  it("are all found: one for each photograph the schema declares, whatever the editors put in", () => {
    const declared = contentFiles.reduce(
      (sum, schema) =>
        sum + imageFields({ kind: "object", typeName: "", label: "", fields: schema.fields }, parse(path.join(contentDir, schema.file))),
      0,
    );
    expect(declared).toBeGreaterThan(0);
    expect(refs).toHaveLength(declared);
  });

  it.each(refs.map((ref) => [`${ref.file}: ${ref.field}`, ref] as const))("%s", async (_label, ref) => {
    const imagePath = path.join(contentDir, path.dirname(ref.file), ref.image);
    expect(fs.existsSync(imagePath)).toBe(true);
    const { width = 0, height = 0 } = await sharp(imagePath).metadata();
    // The social card has the size link previews use; every other photograph is at least 2400 px long.
    if (ref.field === "social") expect([width, height]).toEqual([1200, 630]);
    else expect(Math.max(width, height)).toBeGreaterThanOrEqual(2400);
    expect(typeof ref.alt).toBe("string");
    expect(String(ref.alt).trim().length).toBeGreaterThan(10);
  });
});
