/**
 * A problem in a content file, written for the build's log and for the staff, and the problems of the
 * rules across fields, found without the file system so that the CMS refuses before it saves
 * (editor/admin/preview/before-save.ts) what the build would refuse, in the build's words. The staff
 * find a field by its labels in the editor's form, a list's item by its place ("the second special
 * date"), never by its path in the file (`specialDates[1].from`), which the build's log keeps.
 */
import type { Field, SchemaFields, FileSchema } from "./kinds";

export type Issue = { file: string; field: string; found: string; foundForStaff?: string; expected: string };

/** For the build's log: the field's path in the file. */
export function formatIssue({ file, field, found, expected }: Issue): string {
  return `${file}, field ${field}: found ${found}; expected ${expected}.`;
}

const ORDINALS = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth"];

export const nthItem = (index: number, itemLabel: string) => `the ${ORDINALS[index] ?? `number ${index + 1}`} ${itemLabel.toLowerCase()}`;

/** The parts of a field path: "specialDates[1].from" -> ["specialDates", 1, "from"]. */
const steps = (fieldPath: string) =>
  fieldPath.split(/\.|(?=\[)/).map((step) => (/^\[\d+\]$/.test(step) ? Number(step.slice(1, -1)) : step));

/** "Opening hours, Monday, Closes". A name the schema does not know (a misspelt field) is given as written. */
export function placeInForm(schema: FileSchema, fieldPath: string): string {
  if (schema.body && fieldPath === "text below the front matter") return schema.body.label;
  const names: string[] = [];
  let fields: Record<string, Field> | undefined = schema.fields;
  let current: Field | undefined;
  for (const step of steps(fieldPath)) {
    if (typeof step === "number" && current?.kind === "list") {
      // The list's own label is left out: "the second special date" says it.
      names[names.length - 1] = nthItem(step, current.of.label);
      current = current.of;
    } else if (typeof step === "string") {
      current = fields?.[step];
      names.push(current?.label ?? step);
    }
    fields = current?.kind === "object" ? current.fields : undefined;
  }
  return names.join(", ");
}

/** Where a problem is not in one field: the file's whole text or its block of fields. */
const WHOLE_FILE = ["(whole file)", "front matter"];

/** For the staff, in the form's names: "Site-wide facts, the second special date, Date: found ...". */
export function formatForStaff(issue: Issue, schema: FileSchema | undefined): string {
  const place = !schema
    ? issue.file
    : WHOLE_FILE.includes(issue.field)
      ? schema.label
      : `${schema.label}, ${placeInForm(schema, issue.field)}`;
  return `${place}: found ${issue.foundForStaff ?? issue.found}; expected ${issue.expected}.`;
}

/** A rule's problems reported at the fields they concern, below `at`. */
export function acrossIssues(field: Field, value: unknown, at: string, file: string): Issue[] {
  if ((field.kind !== "object" && field.kind !== "list") || !field.across || value === undefined || value === null) return [];
  return field.across
    .check(value as never, field)
    .map(({ at: below, ...issue }) => ({ file, field: below.startsWith("[") ? at + below : `${at}.${below}`, ...issue }));
}

/** Every cross-field problem in a file's fields, deepest first. */
export function crossIssues(fields: SchemaFields, data: Record<string, unknown>, file: string, prefix = ""): Issue[] {
  return Object.entries(fields).flatMap(([name, field]) => fieldIssues(field, data?.[name], prefix + name, file));
}

function fieldIssues(field: Field, value: unknown, at: string, file: string): Issue[] {
  const inner =
    field.kind === "object" && value && typeof value === "object"
      ? crossIssues(field.fields, value as Record<string, unknown>, file, `${at}.`)
      : field.kind === "list" && Array.isArray(value)
        ? value.flatMap((item, index) => fieldIssues(field.of, item, `${at}[${index}]`, file))
        : [];
  return [...inner, ...acrossIssues(field, value, at, file)];
}
