/**
 * Fetches the carousel's code (Swiper). If it has not come within GIVE_UP_MS, the carousel stays the no-script
 * strip for good, so the page never starts moving under a reader minutes after it was opened.
 */

/** As long as the product waits for any deferred chunk. */
export const GIVE_UP_MS = 120_000;

const giveUp = (carousel: HTMLElement) => carousel.setAttribute("data-static", "");

export function enhance(carousel: HTMLElement): void {
  let gaveUp = false;
  const timer = setTimeout(() => {
    gaveUp = true;
    giveUp(carousel);
  }, GIVE_UP_MS);
  import("./carousel-swiper").then(
    ({ start }) => {
      clearTimeout(timer);
      if (!gaveUp) start(carousel);
    },
    () => {
      clearTimeout(timer);
      giveUp(carousel);
    },
  );
}
