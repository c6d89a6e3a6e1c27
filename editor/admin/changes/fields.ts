/**
 * What a published change did to a content file, field by field, and how to put it back into the file as
 * it is now: the fields the change touched take their earlier values, and every other line of the file
 * stays as it is (the yaml package edits the document, keeping its layout and comments). A field a later
 * change touched again is not put back; the staff get its earlier value to copy instead.
 */
import { dequal } from "dequal";
import { isMap, parseDocument, stringify, type Document } from "yaml";
import type { FileSchema } from "../../../src/schema/kinds";
import { splitFrontMatter } from "../../../src/schema/content-file";

/** The text below a Markdown file's fields counts as one more field. */
export const BODY = "body";

type Split = { fields: Document; body?: string; markdown: boolean };

function split(text: string, markdown: boolean): Split {
  const match = markdown ? splitFrontMatter(text) : undefined;
  return { fields: parseDocument(match ? match.fields : text), body: match?.body, markdown };
}

const join = ({ fields, body, markdown }: Split) =>
  markdown ? `---\n${String(fields).replace(/\n$/, "")}\n---\n${body ?? ""}` : String(fields);

/** The file's values, by field (dates stay as written: "2026-11-28"). */
function values(file: Split): Record<string, unknown> {
  const data = (file.fields.toJS() ?? {}) as Record<string, unknown>;
  return file.body === undefined ? data : { ...data, [BODY]: file.body.trim() };
}

export type FieldChange = { field: string; label: string };

/** The fields whose values differ between two versions of a file (a missing file has none). */
export function changedFields(schema: FileSchema, before: string | undefined, after: string | undefined): FieldChange[] {
  const markdown = schema.file.endsWith(".md");
  const [old, now] = [
    before === undefined ? {} : values(split(before, markdown)),
    after === undefined ? {} : values(split(after, markdown)),
  ];
  const names = [...new Set([...Object.keys(old), ...Object.keys(now)])].filter((name) => !dequal(old[name], now[name]));
  const order = [...Object.keys(schema.fields), BODY];
  return names
    .sort((a, b) => order.indexOf(a) - order.indexOf(b))
    .map((field) => ({ field, label: field === BODY ? (schema.body?.label ?? "Text") : (schema.fields[field]?.label ?? field) }));
}

export type Restored = { text: string; conflicts: [] } | { text?: undefined; conflicts: { field: FieldChange; earlier: unknown }[] };

/**
 * `now` with the fields the change from `before` to `after` touched set back to their `before` values. A
 * field that no longer holds what the change left there (a later change touched it) is a conflict, and
 * then nothing is put back.
 */
export function restoreFields(schema: FileSchema, before: string, after: string, now: string): Restored {
  const markdown = schema.file.endsWith(".md");
  const [old, changed, current] = [split(before, markdown), split(after, markdown), split(now, markdown)];
  const [oldValues, changedValues, currentValues] = [values(old), values(changed), values(current)];
  const touched = changedFields(schema, before, after);
  const conflicts = touched
    .filter(({ field }) => !dequal(currentValues[field], changedValues[field]))
    .map((field) => ({ field, earlier: oldValues[field.field] }));
  if (conflicts.length > 0) return { conflicts };
  for (const { field } of touched) {
    if (field === BODY) current.body = old.body;
    else if (oldValues[field] === undefined) current.fields.delete(field);
    else if (isMap(current.fields.contents)) current.fields.set(field, old.fields.get(field, true));
  }
  return { text: join(current), conflicts: [] };
}

/** An earlier value as the staff would type it into the form: text as it is, a group or list as readable lines. */
export function readable(value: unknown): string {
  if (value === undefined || value === null) return "(empty)";
  if (typeof value === "string") return value;
  return stringify(value).trim();
}
