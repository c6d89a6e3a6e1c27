/** Fetches Swiper; without it by GIVE_UP_MS the carousel stays a strip, so the page never moves under a reader minutes later. */

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
