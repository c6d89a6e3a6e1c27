import type { ZoneTable } from "../lib/hours";

/** What gatsby-node.ts hands every page template: its node's id and the content file it is built from. */
export type PageContext = {
  id: string;
  /** As editors name it, e.g. "content/coffee/index.md"; errors on the page name this file. */
  file: string;
  /**
   * The cafe's calendar date on the day of the build ("2026-11-23", in site.yaml's time zone): which dated
   * announcements the page shows without script, and which special dates are still ahead. It is part of
   * the page's data, so the browser's first render matches the HTML.
   */
  today: string;
  /**
   * The cafe's time zone as UTC offsets from the day before `today` on (lib/hours.ts): the browser reads
   * the cafe's clock from it without Intl. The CMS preview has none and asks Intl.
   */
  zone?: ZoneTable;
  /** The business as JSON-LD text for every page's <head>, made once by the build (lib/structuredData.ts). */
  jsonLd: string;
  /** The script of the page's dated announcements, made by the build, if they have dates (lib/dated.ts). */
  headScript?: string;
};
