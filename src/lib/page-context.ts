/** What gatsby-node.ts hands every page template: its node's id and the content file it is built from. */
export type PageContext = {
  id: string;
  /** As editors name it ("content/coffee/index.md"): errors on the page name this file. */
  file: string;
  /** The cafe's date at build time: a new day changes the context, so the pages are written again. */
  today: string;
  /** Without a trailing slash. */
  siteUrl: string;
  themeColor: string;
};
