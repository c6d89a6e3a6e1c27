/** Copy with placeholders ("Go to slide {n} of {total}"): the words live in content/, the component fills in the numbers. */
export function fillPattern(pattern: string, values: Record<string, string | number>): string {
  return pattern.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : whole));
}
