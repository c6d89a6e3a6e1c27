/** Gatsby configuration: https://www.gatsbyjs.com/docs/reference/config-files/gatsby-config/ */
import type { GatsbyConfig } from "gatsby";
import { readSiteFile } from "./src/schema/files";
import { pageColor } from "./src/styles/page-color";
import { ADMIN_PREFIX } from "./src/hosting/headers";
import { encodeOnEveryCore } from "./src/photos/sharp-settings";
import { LANGUAGE } from "./src/lib/locale";

const siteUrl = (process.env.SITE_URL ?? "https://www.identitycoffees.com").replace(/\/$/, "");

const site = readSiteFile(__dirname);
const themeColor = pageColor(__dirname);

// Photographs: every core for each encoding (src/photos/sharp-settings.ts).
encodeOnEveryCore();

const config: GatsbyConfig = {
  siteMetadata: { siteUrl },
  trailingSlash: "never",
  jsxRuntime: "automatic",
  // On Netlify, Gatsby runs its own adapter unless one is named, which adds Gatsby's default headers beside
  // the site's (src/hosting). This one does nothing; __tests__/netlify.test.ts says when it can go.
  adapter: { name: "static-files", adapt: () => undefined },
  graphqlTypegen: { generateOnBuild: true, typesOutputPath: "src/gatsby-types.d.ts" },
  plugins: [
    {
      resolve: "gatsby-source-filesystem",
      // Under develop a save is told from the last by the file's time (`fastHash`), not its hash: the watcher
      // can report a save while the file is still empty and ignore the write 50 ms later, so two saves in a
      // row both hashed as empty and the second was dropped. Builds (NODE_ENV "production") keep the hash.
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
          quality: 62,
          // A shape a query gives (the carousel's 3:2, the gallery's squares) is cut from the middle, as the
          // CMS preview shows it; the plugin's default looks for the busiest part, which the preview cannot know.
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
