/**
 * The menu's links, for a mouse: the link it rests on is the likely next page, marked so that the
 * speculation rules prerender it (page-scripts.tsx). A finger needs no mark: the rules fetch a page as a
 * touch on its link begins. Chromium's own "moderate" would also prerender links a phone only scrolls past.
 */
export const NEXT_PAGE_ATTRIBUTE = "data-next-page";

/** Long enough that a pointer crossing the menu on its way elsewhere marks nothing. */
const REST_MS = 100;

export function enhance(link: HTMLElement): void {
  let resting: ReturnType<typeof setTimeout> | undefined;
  link.addEventListener("pointerenter", (event) => {
    if (event.pointerType !== "mouse") return;
    resting = setTimeout(() => {
      // One link at a time: moving the mark ends the prerender of the one before.
      document.querySelector(`[${NEXT_PAGE_ATTRIBUTE}]`)?.removeAttribute(NEXT_PAGE_ATTRIBUTE);
      link.setAttribute(NEXT_PAGE_ATTRIBUTE, "");
    }, REST_MS);
  });
  link.addEventListener("pointerleave", () => clearTimeout(resting));
  // A click that comes sooner is a tap, for the rules' press (a prerender started at the click itself delays the page).
  link.addEventListener("pointerdown", () => clearTimeout(resting));
}
