/** The site's performance budgets, in one place for the byte test and the benchmark. */
export const BUDGETS = {
  /**
   * Lighthouse (mobile), judged in applied throttling on the median of at least 5 rounds (`npm run bench`),
   * each page paired round by round with its own copy without scripts (the same HTML, CSS, font and
   * photographs: what the page costs before any script) and with the floor page of its kind (an empty
   * Gatsby page in the house typeface, with or without a photograph first). LCP at most 1.05 times the
   * copy's and 1.1 times the floor's; TBT at most the copy's plus 10 ms (50 ms on a page with the
   * carousel, which starts Swiper); performance at least the floor's. Accessibility, best practices and
   * SEO: 100.
   */
  lighthouse: { accessibility: 1, "best-practices": 1, seo: 1 },
  copyRatio: { lcp: 1.05 },
  floorRatio: { lcp: 1.1 },
  tbtOverCopyMs: (hasCarousel: boolean) => (hasCarousel ? 50 : 10),
  /** The fewest rounds the bench judges a page on. */
  rounds: 5,
  cls: 0.01,
  /**
   * Layout shift when the house typeface arrives 300 ms late on a first visit (Chromium; in Firefox and
   * WebKit, no text block may move more than a line): the owner accepts a shift of a line or less.
   */
  lateFontLayoutShift: 0.05,
  /** Script a page runs, gzipped, files and inline together; a page with the carousel (COFFEE) carries Swiper. */
  scriptBytes: (hasCarousel: boolean) => (hasCarousel ? 30 : 5) * 1024,
  pageBytesPhone: 300 * 1024,
  allPagesBytesPhone: 1.2 * 1024 * 1024,
  fontFiles: 2,
  fontBytes: 60 * 1024,
  foreignRequests: 0,
  /**
   * From a tap on a menu link to the next page's largest paint in Chromium, the page prerendered by the
   * speculation rules (`npm run bench -- navigation`, on the 2-core machine, timed without DevTools): a
   * goal, of which the bench prints how many taps met it.
   */
  nextPageMs: 50,
} as const;

/**
 * The goals for the people who build the site (`npm run bench -- builds develop tests`), in seconds on
 * the 2-core builder: the bench prints how many of its runs met each.
 */
export const SPEED_GOALS = {
  coldBuild: 60,
  warmBuild: 10,
  oneEditBuild: 15,
  developFirstStart: 60,
  developRestart: 15,
  developEdit: 2,
  /** The fast lane, the check every change of code waits for (docs/testing.md#two-lanes), without installing. */
  npmTest: 600,
  /** The check a change to content/ alone waits for (`npm run test:content`), without installing. */
  contentCheck: 240,
} as const;
