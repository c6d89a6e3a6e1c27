/**
 * Copy with placeholders, such as "Go to slide {n} of {total}": the words live in content/, the numbers
 * are filled in by the component that shows them.
 */
export type PatternValues = Record<string, string | number>;

const PLACEHOLDER = /\{(\w+)\}/g;

/**
 * Returns `pattern` if it uses exactly the placeholders `names`, and otherwise fails the build naming the
 * content field (`where`), so a typo such as "{totl}" never reaches a screen reader.
 */
export function checkPattern(pattern: string, names: readonly string[], where: string): string {
  const used = Array.from(pattern.matchAll(PLACEHOLDER), (match) => match[1] ?? "");
  const missing = names.filter((name) => !used.includes(name));
  const unknown = used.filter((name) => !names.includes(name));
  if (missing.length > 0 || unknown.length > 0) {
    const expected = names.map((name) => `{${name}}`).join(" and ");
    const problems = [...missing.map((name) => `{${name}} is missing`), ...unknown.map((name) => `{${name}} is not known`)].join(", ");
    throw new Error(`${where}: "${pattern}" must contain ${expected} (${problems}).`);
  }
  return pattern;
}

/** Puts the values into a pattern: fillPattern("{n} of {total}", { n: 2, total: 7 }) is "2 of 7". */
export function fillPattern(pattern: string, values: PatternValues): string {
  return pattern.replace(PLACEHOLDER, (whole, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : whole));
}
