/** What the browser may prepare before the visitor opens it: the speculation rules in every page's <head> (page-scripts.tsx). */
import { NEXT_PAGE_ATTRIBUTE } from "./next-page";

/** Links to the site's pages: not to the editor, nor within the page (the skip link, the phone menu's link), which load nothing. */
const SITE_PAGES = [{ href_matches: "/*" }, { not: { href_matches: "/admin/*" } }, { not: { selector_matches: '[href^="#"]' } }];

/** A link a mouse rests on (next-page.ts marks it): prepared at once, and on screen at the click. */
const RESTED_ON = { where: { and: [...SITE_PAGES, { selector_matches: `[${NEXT_PAGE_ATTRIBUTE}]` }] }, eagerness: "immediate" };

/**
 * A link a finger or a click has begun to press ("conservative"): fetched only. Prerendered from the
 * press, a tap's next page came about twice as late in Chromium on a phone's network (`npm run bench --
 * navigation`): the prerender cannot finish in the tenth of a second a tap lasts, and its page then
 * comes later than a plain navigation's. Chromium's "moderate" is not used either: on Android (since
 * Chrome 138) it acts on links merely in view, which a phone would pay for and mostly never open
 * (https://groups.google.com/a/chromium.org/g/blink-dev/c/YYBd-eksiE8).
 */
const PRESSED = { where: { and: SITE_PAGES }, eagerness: "conservative" };

/** Where a browser refuses the prerender (memory, data saver), the prefetch still brings the HTML early. */
export const SPECULATION_RULES = { prerender: [RESTED_ON], prefetch: [RESTED_ON, PRESSED] };
