/** What gatsby-node.ts hands every page template: its node's id and the content file it is built from. */
export type PageContext = {
  id: string;
  /** As editors name it, e.g. "content/coffee/index.md"; errors on the page name this file. */
  file: string;
  /**
   * The cafe's calendar date on the day of the build ("2026-11-23", in site.yaml's time zone): which dated
   * announcements the page shows without script, and which special dates are still ahead. A new day
   * changes the context, so a build on a new day writes the pages again.
   */
  today: string;
  /** The public address of the site, without a trailing slash (gatsby-config.ts). */
  siteUrl: string;
  /** The browser's theme colour: the page's background in global.css (src/styles/page-color.ts). */
  themeColor: string;
  /** The business as JSON-LD text for every page's <head>, made once by the build (lib/structuredData.ts). */
  jsonLd: string;
};
