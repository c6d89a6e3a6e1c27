/**
 * Gatsby configuration: https://www.gatsbyjs.com/docs/reference/config-files/gatsby-config/
 * Content comes from `content/` (Markdown, YAML and images); everything a visitor reads lives there.
 */
import type { GatsbyConfig } from "gatsby";
import { readSiteFile } from "./src/schema/site-file";
import { pageColor } from "./src/styles/page-color";
import { ADMIN_PREFIX } from "./src/hosting/headers";
import { encodeOnEveryCore } from "./src/photos/sharp-settings";
import { LANGUAGE } from "./src/lib/locale";

/** The public address of the site, used for canonical links, the sitemap and social cards. */
const siteUrl = (process.env.SITE_URL ?? "https://www.identitycoffees.com").replace(/\/$/, "");

const site = readSiteFile(__dirname);
/** The page background of global.css, the manifest's background and theme colour. */
const themeColor = pageColor(__dirname);

// Photographs: every core for each encoding (src/photos/sharp-settings.ts).
encodeOnEveryCore();

const config: GatsbyConfig = {
  siteMetadata: { siteUrl },
  trailingSlash: "never",
  // React's automatic JSX runtime, as tsconfig.json and the CMS preview bundle use: no `import React` for JSX.
  jsxRuntime: "automatic",
  // Every host gets the same static files, with headers written by src/hosting. On Netlify, Gatsby
  // downloads and runs its own Netlify adapter unless the config names one, and that adapter adds
  // Gatsby's default headers (another Referrer-Policy, Cache-Control, ...) beside ours. This one does
  // nothing. __tests__/netlify.test.ts fails when Gatsby no longer picks an adapter on Netlify, or its
  // headers come to match ours; then this line can go.
  adapter: { name: "static-files", adapt: () => undefined },
  graphqlTypegen: { generateOnBuild: true, typesOutputPath: "src/gatsby-types.d.ts" },
  plugins: [
    {
      resolve: "gatsby-source-filesystem",
      // Under `gatsby develop`, a saved file's node is told apart from the last one by the file's
      // modification time (`fastHash`), not by a hash of what the plugin read. The plugin's watcher
      // can report a save when the file has just been emptied, before the program saving it (decap-server,
      // many editors) has written it, and then ignores the write that follows within 50 ms. Hashed then, two saves
      // in a row can both look like the empty file: Gatsby takes the second for no change and drops it
      // (no content check, the page keeps the first). Every save changes the time; the plugins read the
      // file later, when it is whole. Builds keep the content hash: they read each file once, at rest.
      // `gatsby build` runs with NODE_ENV "production", develop with "development" (Gatsby's environments).
      options: { name: "content", path: `${__dirname}/content`, fastHash: process.env.NODE_ENV !== "production" },
    },
    "gatsby-transformer-remark",
    "gatsby-transformer-yaml",
    {
      resolve: "gatsby-plugin-sharp",
      options: {
        defaults: {
          // WebP and a JPEG, no AVIF: on these photographs it saved a phone 12 KB over all pages and was larger on
          // two (docs/measurements.md, "formats"), for slower builds and a patch to sharp.
          formats: ["auto", "webp"],
          placeholder: "dominantColor",
          // One quality for every photograph.
          quality: 62,
          // Where a query gives a shape (the carousel's 3:2, the gallery's squares), cut the middle, as the
          // CMS preview shows it and EDITING.md tells the staff; the plugin's own default looks for the
          // busiest part of each photograph, which the preview cannot know.
          transformOptions: { cropFocus: "center" },
        },
      },
    },
    "gatsby-transformer-sharp",
    {
      // sitemap-index.xml with every page; the 404 page is left out by the plugin, the editor here.
      resolve: "gatsby-plugin-sitemap",
      options: { excludes: [`${ADMIN_PREFIX}*`] },
    },
    {
      // The favicon, apple-touch-icon and web app manifest, made from the icon named in site.yaml.
      resolve: "gatsby-plugin-manifest",
      options: {
        name: site.name,
        short_name: site.shortName,
        description: site.summary,
        start_url: "/",
        lang: LANGUAGE,
        display: "standalone",
        background_color: themeColor,
        theme_color: themeColor,
        icon: `content/site/${site.icon}`,
        // The theme colour is already in each page's head (Seo); one tag, not two.
        theme_color_in_head: false,
      },
    },
  ],
};

export default config;
