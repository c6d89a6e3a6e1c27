/** What gatsby-node.ts hands every page template: its node's id and the content file it is built from. */
export type PageContext = {
  id: string;
  /** As editors name it, e.g. "content/coffee/index.md"; errors on the page name this file. */
  file: string;
};
