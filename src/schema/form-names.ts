/**
 * A field as the staff find it in the editor's form: by its labels, a list's item by its place ("the second
 * special date"), never by its path in the file (`specialDates[1].from`), which the build's log keeps.
 */
import type { Field, FileSchema } from "./kinds";

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
