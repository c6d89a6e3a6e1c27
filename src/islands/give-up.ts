/**
 * The product's one rule for what a page fetches after its HTML (docs/performance.md, "When a script
 * never comes"): it waits GIVE_UP_MS for it and no longer. Past that, or at once when the fetch fails,
 * the element keeps the form it has without script (`data-static`), and nothing that arrives later
 * changes it: an island never starts on a static element (start.ts).
 */

/** As long as the product waits for any script it fetches after the HTML. */
export const GIVE_UP_MS = 120_000;

export const STATIC_ATTRIBUTE = "data-static";

export const stayStatic = (element: Element) => element.setAttribute(STATIC_ATTRIBUTE, "");

/**
 * Fetches with `load`; hands what came to `use` if it came in time, or calls `giveUp` once, when the
 * wait is over or the fetch failed. Never rejects: a failed fetch is an outcome, not an error on the console.
 */
export function fetchOrGiveUp<T>(load: () => Promise<T>, use: (loaded: T) => void, giveUp: () => void): void {
  let settled = false;
  const settle = (then: () => void) => {
    if (settled) return;
    settled = true;
    clearTimeout(timer);
    then();
  };
  const timer = setTimeout(() => settle(giveUp), GIVE_UP_MS);
  load().then(
    (loaded) => settle(() => use(loaded)),
    () => settle(giveUp),
  );
}
