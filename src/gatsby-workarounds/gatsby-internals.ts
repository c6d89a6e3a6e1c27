/**
 * What the site relies on in Gatsby and its plugins beyond their public API, named once;
 * `__tests__/gatsby-internals.test.ts` checks each against the installed packages.
 */
export const GATSBY_INTERNALS = {
  /** Written into public/ by the browser build, before the HTML renderer is built (styles-in-pages.ts). */
  webpackStatsFile: "webpack.stats.json",
  /** The component of the page Gatsby's development 404 plugin creates (dev-404-query.ts). */
  dev404Component: /[\\/]\.cache[\\/]dev-404-page\.js$/,
  /** The path Gatsby looks that page up by, whatever `trailingSlash` made of it (dev-404-query.ts). */
  dev404LookupPath: "/dev-404-page/",
  /** The event develop's state machine answers by running a page's query (dev-404-query.ts). */
  queryRunRequested: "QUERY_RUN_REQUESTED",
  /** The slice in which Gatsby writes every page's scripts, among its closing components (static-pages.ts). */
  scriptsSlice: "_gatsby-scripts",
  /** onRenderBody is handed the page's rendered markup as `bodyHtml` (undocumented; src/islands/page-scripts.tsx). */
  renderBodyHtmlArgument: "bodyHtml",
  /** The inline script with the page's path that Gatsby writes before that slice (static-pages.ts). */
  scriptLoaderId: "gatsby-script-loader",
  /** gatsby-plugin-sharp's encoding module, which sets sharp to one thread as it loads (src/photos/sharp-settings.ts). */
  sharpEncodingModule: "gatsby-plugin-sharp/process-file",
  /** gatsby-plugin-sharp's function behind `gatsbyImageData`, exported but not documented (src/photos/upright-photos.ts). */
  sharpImageData: { module: "gatsby-plugin-sharp", export: "generateImageData" },
  /** gatsby-transformer-sharp's list of the file extensions it makes ImageSharp nodes for (src/photos/upright-photos.ts). */
  transformerExtensions: "gatsby-transformer-sharp/supported-extensions",
  /** The fields of the transformer's ImageSharp type whose resolvers the site replaces (src/photos/upright-photos.ts). */
  transformerFields: { module: "gatsby-transformer-sharp/customize-schema", fields: ["gatsbyImageData", "original"] },
} as const;
