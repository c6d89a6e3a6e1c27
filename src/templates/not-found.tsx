/** Page module for the 404 page (content/not-found/index.md); hosts serve it for unknown addresses. */
import React from "react";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { NotFoundView } from "../views/NotFoundView";
import { Seo } from "../components/Seo";
import { required } from "../lib/required";

const FILE = "content/not-found/index.md";

export default function NotFoundTemplate({ data }: PageProps<Queries.NotFoundPageQuery>) {
  const site = required(data.site, "content/site/site.yaml");
  const page = required(data.page, FILE);
  return (
    <NotFoundView
      site={site}
      currentPath={page.path}
      heading={page.heading}
      bodyHtml={required(page.body.html, `${FILE}: text below the front matter`)}
      linksHeading={page.linksHeading}
    />
  );
}

export const Head: HeadFC<Queries.NotFoundPageQuery> = ({ data }) => (
  <Seo page={required(data.page, FILE)} indexable={false} />
);

export const query = graphql`
  query NotFoundPage($id: String!) {
    site: siteYaml {
      ...SiteFrame
    }
    page: notFoundPage(id: { eq: $id }) {
      path
      title
      description
      heading
      linksHeading
      body {
        html
      }
    }
  }
`;
