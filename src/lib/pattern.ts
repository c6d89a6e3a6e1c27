/** Copy with placeholders ("Go to slide {n} of {total}"): the words live in content/, the component fills in the numbers. */
export type PatternValues = Record<string, string | number>;

const PLACEHOLDER = /\{(\w+)\}/g;

export function fillPattern(pattern: string, values: PatternValues): string {
  return pattern.replace(PLACEHOLDER, (whole, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : whole));
}
