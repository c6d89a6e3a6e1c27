/** A page's <head> tags (see SeoTags), with the site-wide facts read once from content and config. */
import { graphql, useStaticQuery } from "gatsby";
import { SeoTags, type SeoPage } from "./SeoTags";
import type { Photo } from "../lib/photo";
import { required } from "../lib/required";

type Props = {
  page: SeoPage;
  indexable?: boolean;
  /** The business as JSON-LD, written by the build (`jsonLd` in the page context). */
  jsonLd: string;
  /** A page's own inline script for <head>, if it has one (the dated announcements' script). */
  headScript?: string;
  /** The photograph the page is judged by, preloaded, with the `sizes` its view shows it at. */
  judgedPhoto?: { photo: Photo; sizes?: string };
};

export function Seo({ page, indexable, jsonLd, headScript, judgedPhoto }: Props) {
  const facts = useStaticQuery<Queries.SeoFactsQuery>(graphql`
    query SeoFacts {
      site {
        siteMetadata {
          siteUrl
        }
      }
      siteYaml {
        name
        themeColor
        social {
          alt
          image {
            childImageSharp {
              original {
                src
                width
                height
              }
            }
          }
        }
      }
    }
  `);
  const siteUrl = required(facts.site?.siteMetadata?.siteUrl, "gatsby-config.ts: siteMetadata.siteUrl");
  const site = required(facts.siteYaml, "content/site/site.yaml");
  return (
    <SeoTags
      site={site}
      siteUrl={siteUrl}
      page={page}
      indexable={indexable}
      jsonLd={jsonLd}
      headScript={headScript}
      judgedPhoto={judgedPhoto}
    />
  );
}
