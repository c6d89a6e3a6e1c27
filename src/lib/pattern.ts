/**
 * Copy with placeholders, such as "Go to slide {n} of {total}": the words live in content/, the numbers
 * are filled in by the component that shows them. The schema has checked the placeholders
 * (`placeholders` of a text field, src/schema/rules.ts).
 */
export type PatternValues = Record<string, string | number>;

const PLACEHOLDER = /\{(\w+)\}/g;

/** Puts the values into a pattern: fillPattern("{n} of {total}", { n: 2, total: 7 }) is "2 of 7". */
export function fillPattern(pattern: string, values: PatternValues): string {
  return pattern.replace(PLACEHOLDER, (whole, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : whole));
}
