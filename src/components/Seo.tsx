/** A page's <head> tags (see SeoTags), with the site-wide facts read once from content and config. */
import React from "react";
import { graphql, useStaticQuery } from "gatsby";
import { SeoTags, type SeoPage } from "./SeoTags";
import { required } from "../lib/required";

export function Seo({ page, indexable }: { page: SeoPage; indexable?: boolean }) {
  const facts = useStaticQuery<Queries.SeoFactsQuery>(graphql`
    query SeoFacts {
      site {
        siteMetadata {
          siteUrl
        }
      }
      siteYaml {
        name
        summary
        themeColor
        phone
        email
        address {
          street
          city
          region
          postalCode
          country
        }
        hours {
          days
          time
        }
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
  return <SeoTags site={site} siteUrl={siteUrl} page={page} indexable={indexable} />;
}
