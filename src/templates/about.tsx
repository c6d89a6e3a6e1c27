/** Page module for ABOUT. */
import React from "react";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { AboutView } from "../views/AboutView";
import { Seo } from "../components/Seo";
import { toPhoto } from "../lib/photo";
import { required } from "../lib/required";
import type { PageContext } from "./page-context";

export default function AboutTemplate({ data, location, pageContext: { file } }: PageProps<Queries.AboutPageQuery, PageContext>) {
  const site = required(data.site, "content/site/site.yaml");
  const page = required(data.page, file);
  return (
    <AboutView
      site={site}
      currentPath={location.pathname}
      heading={page.heading}
      photo={toPhoto(page.photo, `${file}: photo`)}
      bodyHtml={required(page.body.html, `${file}: text below the front matter`)}
    />
  );
}

export const Head: HeadFC<Queries.AboutPageQuery, PageContext> = ({ data, pageContext }) => (
  <Seo page={required(data.page, pageContext.file)} jsonLd={pageContext.jsonLd} />
);

export const query = graphql`
  query AboutPage($id: String!) {
    site: siteYaml {
      ...SiteFrame
    }
    page: aboutPage(id: { eq: $id }) {
      path
      title
      description
      heading
      photo {
        alt
        image {
          childImageSharp {
            gatsbyImageData(
              layout: CONSTRAINED, width: 1280, quality: 62,
              outputPixelDensities: [0.25, 0.5, 0.75, 1, 2]
            )
          }
        }
      }
      body {
        html
      }
    }
  }
`;
