/**
 * A page can run unseen: prerendered by the speculation rules (page-scripts.tsx) before the visitor taps
 * its link, or kept in the back/forward cache while the visitor is elsewhere. What depends on being seen
 * (a clock, a carousel turning) starts when the page is shown, and looks again when the page comes back.
 */

/** Chromium's prerendering (https://wicg.github.io/nav-speculation/prerendering.html); TypeScript's DOM types lack it. */
export const isPrerendering = () => (document as Document & { prerendering?: boolean }).prerendering === true;

/** Runs `run` now, or, on a page prerendered unseen, once the visitor arrives on it. */
export function whenShown(run: () => void): void {
  if (isPrerendering()) document.addEventListener("prerenderingchange", run, { once: true });
  else run();
}

/** Runs `run` whenever the back/forward cache shows the page again, as it was left, minutes or hours later. */
export function onReturn(run: () => void): void {
  addEventListener("pageshow", (event) => {
    if (event.persisted) run();
  });
}
