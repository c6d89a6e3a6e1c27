/** A page's <head> tags (see SeoTags), with the site-wide facts read once from content and config. */
import React from "react";
import { graphql, useStaticQuery } from "gatsby";
import { SeoTags, type SeoPage } from "./SeoTags";
import { required } from "../lib/required";
import type { DatedGroup } from "../lib/dated";

type Props = {
  page: SeoPage;
  indexable?: boolean;
  /** The cafe's date the page is made for (its page context). */
  today: string;
  /** The page's dated announcements, which the <head> script shows or hides for the visitor's day. */
  dated?: DatedGroup[];
};

export function Seo({ page, indexable, today, dated }: Props) {
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
        ...CafeHours
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
  return <SeoTags site={site} siteUrl={siteUrl} page={page} indexable={indexable} today={today} dated={dated} />;
}
