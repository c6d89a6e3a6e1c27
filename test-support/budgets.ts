/** The site's performance budgets, in one place for the byte test and the benchmark. */
export const BUDGETS = {
  lighthouse: { performance: 0.98, accessibility: 1, "best-practices": 1, seo: 1 },
  lcpMs: 1500,
  tbtMs: 50,
  cls: 0.01,
  /** Compressed JavaScript on first view; the page with the carousel (COFFEE) carries Swiper. */
  scriptBytes: (hasCarousel: boolean) => (hasCarousel ? 140 : 100) * 1024,
  pageBytesPhone: 300 * 1024,
  allPagesBytesPhone: 1.2 * 1024 * 1024,
  fontFiles: 2,
  fontBytes: 60 * 1024,
  foreignRequests: 0,
} as const;
