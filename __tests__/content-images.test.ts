/** @jest-environment node */
/** Every photograph the content files name exists beside them, is large enough, and has alt text. */
import fs from "fs";
import path from "path";
import yaml from "js-yaml";
import sharp from "sharp";

const contentDir = path.join(__dirname, "..", "content");

type ImageRef = { file: string; field: string; image: string; alt: unknown };

/** Finds every `{ image, alt }` pair in a parsed content file, with its field path. */
function imageRefs(value: unknown, file: string, field = ""): ImageRef[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => imageRefs(item, file, `${field}[${index}]`));
  if (value === null || typeof value !== "object") return [];
  const record = value as Record<string, unknown>;
  const here: ImageRef[] =
    typeof record.image === "string" ? [{ file, field: field || "(top)", image: record.image, alt: record.alt }] : [];
  return [
    ...here,
    ...Object.entries(record).flatMap(([key, child]) => imageRefs(child, file, field ? `${field}.${key}` : key)),
  ];
}

function contentFiles(): string[] {
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

const refs = contentFiles().flatMap((file) => imageRefs(parse(file), path.relative(contentDir, file)));

describe("photographs named in content", () => {
  it("are found: the hero, 7 carousel slides, 8 gallery photos, the exterior, the founders, the social card", () => {
    expect(refs.length).toBeGreaterThanOrEqual(19);
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
