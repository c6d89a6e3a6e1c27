/**
 * A problem in a content file, written for the build's log and for the staff, and the problems of the
 * rules across fields, found without the file system so that the CMS refuses before it saves
 * (editor/admin/preview/before-save.ts) what the build would refuse, in the build's words.
 */
import type { Field, SchemaFields, FileSchema } from "./kinds";
import { placeInForm } from "./form-names";

export type Issue = { file: string; field: string; found: string; foundForStaff?: string; expected: string };

/** For the build's log: the field's path in the file. */
export function formatIssue({ file, field, found, expected }: Issue): string {
  return `${file}, field ${field}: found ${found}; expected ${expected}.`;
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
