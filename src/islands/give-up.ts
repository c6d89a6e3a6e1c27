/**
 * What a page fetches after its HTML is waited for GIVE_UP_MS and no longer. Past that, or at once when
 * the fetch fails, the element keeps its form without script (`data-static`), and an island never starts
 * on it later (start.ts; docs/performance.md, "When a script never comes").
 */
export const GIVE_UP_MS = 120_000;

export const STATIC_ATTRIBUTE = "data-static";

export const stayStatic = (element: Element) => element.setAttribute(STATIC_ATTRIBUTE, "");

/** Hands what `load` fetched to `use` if it came in time, else calls `giveUp` once; never rejects. */
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
