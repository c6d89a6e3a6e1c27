/** The site's performance budgets, in one place for the byte test and the benchmark. */
export const BUDGETS = {
  /**
   * Lighthouse (mobile), in both simulated and applied throttling. Timings are held to the floor page of
   * the page's own kind, measured in the same run (`npm run bench`): a text-led page to an empty Gatsby
   * page in the house typeface, a photo-led one to the same with a photograph first. LCP at most 1.1
   * times the floor's; TBT at most the floor's plus 50 ms (one long task's threshold: below it, TBT on a
   * shared 2-core machine is noise); performance at least the floor's and at least 98. Accessibility,
   * best practices and SEO: 100.
   */
  lighthouse: { performance: 0.98, accessibility: 1, "best-practices": 1, seo: 1 },
  floorRatio: { lcp: 1.1 },
  tbtOverFloorMs: 50,
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
  npmTest: 300,
} as const;
