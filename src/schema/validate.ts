/**
 * Checks a content file's data against its schema, naming the file, the field, what was found and what is
 * expected. Pure but for the photographs, which it asks a `PhotoFolder` about: the build's reads the
 * disk (files.ts), the editor's gateway reads the repository (editor/gateway/), so both check alike.
 */
import { distance } from "fastest-levenshtein";
import { FORMATS, MAX_PHOTO_PIXELS, type Field, type FileSchema, type ImageField, type TextField } from "./kinds";
import { fileNameRule, imageTypes, textRules } from "./rules";
import { dateValue, timeValue } from "./hours-rules";
import { acrossIssues, formatIssue, type Issue } from "./issues";

export { formatIssue, type Issue };

/** The folder of a content file, where its photographs are: whether one is there, and its size as shown. */
export type PhotoFolder = {
  /** As editors name it: content/coffee/ */
  display: string;
  has(name: string): boolean | Promise<boolean>;
  /**
   * The size as shown (a phone's sideways photograph counts as the shape it appears in); rejects if it is
   * no readable image; nothing for one not measured here (the gateway measures only what a change adds).
   */
  size(name: string): Promise<{ width: number; height: number } | undefined>;
};

/** For checks of a value alone (checkValue): every photograph named is taken to be there. */
const NO_PHOTOS: PhotoFolder = { display: "", has: () => true, size: () => Promise.reject(new Error("not looked at")) };

type Context = { file: string; photos: PhotoFolder; issues: Issue[]; pending: Promise<void>[]; sizes: boolean };

/** A value as an editor would recognise it in their file. */
export function describeValue(value: unknown): string {
  if (value === undefined || value === null || (typeof value === "string" && value.trim() === "")) return "nothing";
  if (typeof value === "string") return JSON.stringify(value.length > 70 ? `${value.slice(0, 67)}...` : value);
  if (value instanceof Date) return `the date ${value.toISOString().slice(0, 10)}`;
  if (Array.isArray(value)) return `a list of ${value.length} item${value.length === 1 ? "" : "s"}`;
  if (typeof value === "object") return `a group of fields (${Object.keys(value).join(", ")})`;
  if (typeof value === "number" || typeof value === "boolean" || typeof value === "bigint") return String(value);
  return typeof value; // a symbol or a function, which no content file can hold
}

function describeField(field: Field): string {
  switch (field.kind) {
    case "text":
      if (field.format) return FORMATS[field.format].example;
      return field.alt ? "a short description of what the photograph shows" : "some text";
    case "int":
      return "a whole number" + range(field.min, field.max);
    case "float":
      return "a number" + range(field.min, field.max);
    case "time":
      return 'a 24-hour time written hours:minutes, such as "07:00" or "18:30"';
    case "date":
      return "a date written year-month-day, such as 2026-11-26";
    case "boolean":
      return "true or false";
    case "image":
      return "the file name of a photograph saved in the same folder, such as photo.jpg";
    case "list":
      return `a list (each line starting with "- ") of ${field.min ?? 0} or more items`;
    case "object":
      return `a group of indented fields: ${Object.keys(field.fields).join(", ")}`;
  }
}

function range(min?: number, max?: number): string {
  if (min !== undefined && max !== undefined) return ` from ${min} to ${max}`;
  if (min !== undefined) return ` of at least ${min}`;
  return max !== undefined ? ` of at most ${max}` : "";
}

/** The first of the field's rules (rules.ts) that the value breaks, as the CMS form checks them too. */
function checkText(field: TextField, value: string, at: string, ctx: Context): void {
  const broken = textRules(field).find((rule) => !rule.accepts.test(value) || rule.also?.(value) === false);
  if (broken)
    ctx.issues.push({ file: ctx.file, field: at, found: broken.found?.(value) ?? describeValue(value), expected: broken.expected });
}

function checkImage(field: ImageField, value: string, at: string, ctx: Context): void {
  const add = (found: string, expected: string): void => void ctx.issues.push({ file: ctx.file, field: at, found, expected });
  const location = `the same folder as this file (${ctx.photos.display})`;
  const name = fileNameRule(field, location);
  if (!name.accepts.test(value)) return add(describeValue(value), name.expected);
  const noun = field.types ? "picture" : "photograph";
  const missing = () => add(`${describeValue(value)}, but there is no such file`, `a ${noun} saved in ${location}; check the spelling`);
  const present = ctx.photos.has(value);
  if (present === false) return missing();
  if (!ctx.sizes) return;
  const measure = async () => {
    if (!(await present)) return missing();
    const measured = await ctx.photos.size(value).catch(() => null);
    if (measured === null) return add(`${describeValue(value)}, which is not a readable image`, `a ${imageTypes(field)} ${noun}`);
    if (!measured) return;
    const { width, height } = measured;
    const size = `a ${noun} of ${width} x ${height} pixels`;
    const vector = value.toLowerCase().endsWith(".svg");
    if (field.exactSize && (width !== field.exactSize.width || height !== field.exactSize.height)) {
      add(size, `exactly ${field.exactSize.width} x ${field.exactSize.height} pixels`);
    } else if (field.square && width !== height) {
      add(size, `a square ${noun}, as wide as it is high`);
    } else if (!vector && width * height > MAX_PHOTO_PIXELS) {
      add(
        size,
        `at most ${Math.floor(MAX_PHOTO_PIXELS / 1e6)} million pixels in all (a phone's largest photographs have about 200 million)`,
      );
    } else if (field.minLongSide && !vector && Math.max(width, height) < field.minLongSide) {
      add(size, `at least ${field.minLongSide} pixels on its longer side, so it stays sharp on large screens`);
    }
  };
  ctx.pending.push(measure());
}

function checkFields(fields: Record<string, Field>, value: Record<string, unknown>, prefix: string, ctx: Context): void {
  const known = Object.keys(fields);
  for (const key of Object.keys(value)) {
    if (known.includes(key)) continue;
    const near = known.find((name) => distance(name.toLowerCase(), key.toLowerCase()) <= 2);
    ctx.issues.push({
      file: ctx.file,
      field: prefix + key,
      found: `a field the site does not know, so its value would be ignored`,
      expected: near ? `"${near}" (check the spelling)` : `only these fields here: ${known.join(", ")}`,
    });
  }
  for (const [key, field] of Object.entries(fields)) check(field, value[key], prefix + key, ctx);
}

function check(field: Field, value: unknown, at: string, ctx: Context): void {
  const wrong = (): void =>
    void ctx.issues.push({ file: ctx.file, field: at, found: describeValue(value), expected: describeField(field) });
  if (value === undefined || value === null || (typeof value === "string" && value.trim() === "")) {
    if (!field.optional) wrong();
    return;
  }
  switch (field.kind) {
    case "text":
      return typeof value === "string" || typeof value === "number" ? checkText(field, String(value), at, ctx) : wrong();
    case "int":
    case "float": {
      const ok = typeof value === "number" && (field.kind === "float" ? Number.isFinite(value) : Number.isInteger(value));
      if (!ok || (field.min !== undefined && value < field.min) || (field.max !== undefined && value > field.max)) wrong();
      return;
    }
    case "time":
      return timeValue(value) ? undefined : wrong();
    case "date":
      return dateValue(value) ? undefined : wrong();
    case "boolean":
      return typeof value === "boolean" ? undefined : wrong();
    case "image":
      return typeof value === "string" ? checkImage(field, value, at, ctx) : wrong();
    case "list": {
      if (!Array.isArray(value)) return wrong();
      const { min = 0, max } = field;
      if (value.length < min || (max !== undefined && value.length > max)) {
        const expected = max === undefined ? `at least ${min} item${min === 1 ? "" : "s"}` : `from ${min} to ${max} items`;
        ctx.issues.push({ file: ctx.file, field: at, found: describeValue(value), expected });
      }
      value.forEach((item, index) => check(field.of, item, `${at}[${index}]`, ctx));
      ctx.issues.push(...acrossIssues(field, value, at, ctx.file));
      return;
    }
    case "object":
      if (typeof value !== "object" || Array.isArray(value) || value instanceof Date) return wrong();
      checkFields(field.fields, value as Record<string, unknown>, `${at}.`, ctx);
      ctx.issues.push(...acrossIssues(field, value, at, ctx.file));
      return;
  }
}

/**
 * The problems of one value, for settings read before Gatsby starts: everything but what needs an image
 * opened (its size), which the full check reports during the build. `photos` is the file's folder (a
 * synchronous `has` is asked whether a photograph is there).
 */
export function checkValue(field: Field, value: unknown, at: string, file: string, photos = NO_PHOTOS): Issue[] {
  const ctx: Context = { file, photos, issues: [], pending: [], sizes: false };
  check(field, value, at, ctx);
  return ctx.issues;
}

/** `display` is the file as the editor knows it (content/coffee/index.md), `photos` the folder its photographs are in. */
export async function validateData(
  schema: FileSchema,
  data: Record<string, unknown>,
  body: string | undefined,
  display: string,
  photos: PhotoFolder,
): Promise<Issue[]> {
  const ctx: Context = { file: display, photos, issues: [], pending: [], sizes: true };
  checkFields(schema.fields, data, "", ctx);
  if (schema.body) {
    // The Markdown body holds to a plain text field's rules: no raw HTML.
    const at = "text below the front matter";
    if (!body?.trim()) ctx.issues.push({ file: display, field: at, found: "nothing", expected: schema.body.hint ?? "some text" });
    else checkText({ kind: "text", label: schema.body.label }, body, at, ctx);
  }
  await Promise.all(ctx.pending);
  return ctx.issues;
}
