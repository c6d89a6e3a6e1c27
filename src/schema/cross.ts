/**
 * The rules across fields (a group's `across`, e.g. "closes after it opens") of a whole file, without
 * the file system: the CMS runs this before it saves (src/cms/preview/register.tsx), so a form the build
 * would refuse is refused there first, in the build's words. The build checks the same rules in validate.ts.
 */
import type { Field, Fields, FileSchema } from "./kinds";
import { placeInForm } from "./form-names";

export type Issue = { file: string; field: string; found: string; expected: string };

/** For whoever looks after the site (the build's log): the file and the field's path in it. */
export function formatIssue({ file, field, found, expected }: Issue): string {
  return `${file}, field ${field}: found ${found}; expected ${expected}.`;
}

/** Where a problem is not in one field: the file's whole text or its block of fields. */
const WHOLE_FILE = ["(whole file)", "front matter"];

/**
 * For the staff (the editor's notices, the check on a change): the form's names, as in "Site-wide facts,
 * the second special date, Date: found ...". `schema` is the issue's file (none: a file the site does not use).
 */
export function formatForStaff(issue: Issue, schema: FileSchema | undefined): string {
  const place = !schema
    ? issue.file
    : WHOLE_FILE.includes(issue.field)
      ? schema.label
      : `${schema.label}, ${placeInForm(schema, issue.field)}`;
  return `${place}: found ${issue.found}; expected ${issue.expected}.`;
}

/** A rule's problems reported at the fields they concern, below `at`. */
export function acrossIssues(field: Field, value: unknown, at: string, file: string): Issue[] {
  if ((field.kind !== "object" && field.kind !== "list") || !field.across || value === undefined || value === null) return [];
  return field.across.check(value as never, field).map((issue) => ({
    file,
    field: issue.at.startsWith("[") ? at + issue.at : `${at}.${issue.at}`,
    found: issue.found,
    expected: issue.expected,
  }));
}

/** Every cross-field problem in a file's fields, deepest first. */
export function crossIssues(fields: Fields, data: Record<string, unknown>, file: string, prefix = ""): Issue[] {
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
