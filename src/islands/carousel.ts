/**
 * The COFFEE carousel's island (src/components/Carousel.tsx): small, it starts after the first paint, as
 * every island does (build.ts), and fetches the carousel itself (Swiper and carousel-swiper.ts). If that
 * has not arrived within GIVE_UP_MS it gives up for good and puts the carousel in its no-script form, a
 * strip that scrolls sideways, so the page never starts moving under a reader minutes after it was opened.
 */

/** How long to wait for the carousel's script: as long as the product waits for any deferred chunk. */
export const GIVE_UP_MS = 120_000;

/** The carousel as it is without a script: its strip, all photographs shown, no controls. */
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
