/**
 * Gatsby configuration: https://www.gatsbyjs.com/docs/reference/config-files/gatsby-config/
 * Content comes from `content/` (Markdown, YAML and images); everything a visitor reads lives there.
 */
import type { GatsbyConfig } from "gatsby";

/** The public address of the site, used for canonical links, the sitemap and social cards. */
const siteUrl = (process.env.SITE_URL ?? "https://www.identitycoffees.com").replace(/\/$/, "");

const config: GatsbyConfig = {
  siteMetadata: { siteUrl },
  trailingSlash: "never",
  graphqlTypegen: { generateOnBuild: true, typesOutputPath: "src/gatsby-types.d.ts" },
  plugins: [
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "content", path: `${__dirname}/content` },
    },
    "gatsby-transformer-remark",
    "gatsby-transformer-yaml",
    "gatsby-plugin-image",
    {
      resolve: "gatsby-plugin-sharp",
      options: {
        defaults: { formats: ["auto", "webp", "avif"], placeholder: "dominantColor", quality: 72 },
      },
    },
    "gatsby-transformer-sharp",
  ],
};

export default config;
