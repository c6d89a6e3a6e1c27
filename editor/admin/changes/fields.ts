/**
 * What a published change did to a content file, field by field, and how to put it back into the file as
 * it is now: the fields the change touched take their earlier values, and every other line of the file
 * stays as it is (the yaml package edits the document, keeping its layout and comments). A field a later
 * change touched again is not put back; the staff get its earlier value to copy instead.
 */
import { dequal } from "dequal";
import { parseDocument, stringify } from "yaml";
import type { FileSchema } from "../../../src/schema/kinds";
import { splitFrontMatter } from "../../../src/schema/content-file";

/** The text below a Markdown file's fields counts as one more field. */
export const BODY = "body";

/**
 * A version of a file (none if it did not exist): its fields as a yaml Document, its Markdown text, and its
 * values by field (dates stay as written: "2026-11-28").
 */
function parse(schema: FileSchema, text = "") {
  const match = schema.file.endsWith(".md") ? splitFrontMatter(text) : undefined;
  const fields = parseDocument(match ? match.fields : text);
  const data = (fields.toJS() ?? {}) as Record<string, unknown>;
  return { fields, body: match?.body, values: match ? { ...data, [BODY]: match.body.trim() } : data };
}

export type FieldChange = { field: string; label: string };

function differing(schema: FileSchema, old: Record<string, unknown>, now: Record<string, unknown>): FieldChange[] {
  const names = [...new Set([...Object.keys(old), ...Object.keys(now)])].filter((name) => !dequal(old[name], now[name]));
  const order = [...Object.keys(schema.fields), BODY];
  return names
    .sort((a, b) => order.indexOf(a) - order.indexOf(b))
    .map((field) => ({ field, label: field === BODY ? (schema.body?.label ?? "Text") : (schema.fields[field]?.label ?? field) }));
}

/** The fields whose values differ between two versions of a file (a missing file has none). */
export const changedFields = (schema: FileSchema, before: string | undefined, after: string | undefined) =>
  differing(schema, parse(schema, before).values, parse(schema, after).values);

export type Restored = { text: string; conflicts: [] } | { text?: undefined; conflicts: { field: FieldChange; earlier: unknown }[] };

/**
 * `now` with the fields the change from `before` to `after` touched set back to their `before` values. A
 * field that no longer holds what the change left there (a later change touched it) is a conflict, and
 * then nothing is put back.
 */
export function restoreFields(schema: FileSchema, before: string, after: string, now: string): Restored {
  const [old, changed, current] = [parse(schema, before), parse(schema, after), parse(schema, now)];
  const touched = differing(schema, old.values, changed.values);
  const conflicts = touched
    .filter(({ field }) => !dequal(current.values[field], changed.values[field]))
    .map((field) => ({ field, earlier: old.values[field.field] }));
  if (conflicts.length > 0) return { conflicts };
  for (const { field } of touched) {
    if (field === BODY) current.body = old.body;
    else if (old.values[field] === undefined) current.fields.delete(field);
    else current.fields.set(field, old.fields.get(field, true));
  }
  const fields = String(current.fields);
  return { text: schema.file.endsWith(".md") ? `---\n${fields.replace(/\n$/, "")}\n---\n${current.body ?? ""}` : fields, conflicts: [] };
}

/** An earlier value as the staff would type it into the form: text as it is, a group or list as readable lines. */
export function readable(value: unknown): string {
  if (value === undefined || value === null) return "(empty)";
  if (typeof value === "string") return value;
  return stringify(value).trim();
}
