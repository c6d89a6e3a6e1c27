/** Fails the build with a clear message when a query finds nothing where a page needs something. */
export function required<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) {
    throw new Error(`${what} is missing; the page cannot be built without it.`);
  }
  return value;
}
