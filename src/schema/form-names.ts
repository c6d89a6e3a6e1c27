/**
 * A field as the staff find it in the editor's form: by the labels the schema gives it, a list's item
 * by its place ("the second special date"), never by its path in the file (`specialDates[1].from`),
 * which stays in the build's log for whoever looks after the site.
 */
import type { Field, FileSchema } from "./kinds";

const ORDINALS = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth"];

/** "the second special date" for the item at index 1 of a list whose items are labelled "Special date". */
export const nthItem = (index: number, itemLabel: string) => `the ${ORDINALS[index] ?? `number ${index + 1}`} ${itemLabel.toLowerCase()}`;

/** The parts of a field path: "specialDates[1].from" -> ["specialDates", 1, "from"]. */
const steps = (fieldPath: string) =>
  fieldPath.split(/\.|(?=\[)/).map((step) => (/^\[\d+\]$/.test(step) ? Number(step.slice(1, -1)) : step));

/**
 * Where a field is in its file's form, as its labels: "Opening hours, Monday, Closes", "the second
 * special date, Date", "Photo carousel, the fourth photo, Alt text (description)". A name the schema
 * does not know (a misspelt field in the file) is given as it is written.
 */
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
