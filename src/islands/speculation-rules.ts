/** What the browser may prepare before the visitor opens it: the speculation rules in every page's <head> (page-scripts.tsx). */
import { NEXT_PAGE_ATTRIBUTE } from "./next-page";

/** Links to the site's pages: not to the editor, nor within the page (the skip link, the phone menu's link), which load nothing. */
const SITE_PAGES = [{ href_matches: "/*" }, { not: { href_matches: "/admin/*" } }, { not: { selector_matches: '[href^="#"]' } }];

/**
 * A page is prepared only once the visitor reaches for its link: at once when a mouse rests on it
 * (next-page.ts marks it), or as a touch or a click begins ("conservative"). Chromium's "moderate" and
 * "eager" act on a hover on a desktop, but on a phone also on links merely in view, which a phone would
 * pay for and may never open (since Chrome 138 on Android:
 * https://groups.google.com/a/chromium.org/g/blink-dev/c/YYBd-eksiE8). Prerendered, the page is on
 * screen at the tap; where a browser refuses the prerender (memory, data saver), the prefetch still
 * brings its HTML early.
 */
const REACHED_FOR = [
  { where: { and: [...SITE_PAGES, { selector_matches: `[${NEXT_PAGE_ATTRIBUTE}]` }] }, eagerness: "immediate" },
  { where: { and: SITE_PAGES }, eagerness: "conservative" },
];

export const SPECULATION_RULES = { prerender: REACHED_FOR, prefetch: REACHED_FOR };
