/** The site-wide facts every page's frame shows (the SiteFrame fragment in src/templates/fragments.ts). */
export type SiteFrame = Queries.SiteFrameFragment;
