/** Page module for the 404 page; hosts serve it for unknown addresses. */
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { NotFoundView } from "../views/NotFoundView";
import { Seo } from "../components/Seo";
import { required } from "../lib/required";
import type { PageContext } from "./page-context";

export default function NotFoundTemplate({ data, path, pageContext: { file } }: PageProps<Queries.NotFoundPageQuery, PageContext>) {
  const site = required(data.site, "content/site/site.yaml");
  const page = required(data.page, file);
  return (
    <NotFoundView
      site={site}
      currentPath={path}
      heading={page.heading}
      bodyHtml={required(page.body.html, `${file}: text below the front matter`)}
      linksHeading={page.linksHeading}
    />
  );
}

export const Head: HeadFC<Queries.NotFoundPageQuery, PageContext> = ({ data, pageContext }) => (
  <Seo
    site={required(data.site, "content/site/site.yaml")}
    page={required(data.page, pageContext.file)}
    context={pageContext}
    indexable={false}
  />
);

export const query = graphql`
  query NotFoundPage($id: String!) {
    site: siteYaml {
      ...SiteFrame
      ...SeoFacts
    }
    page: notFoundPage(id: { eq: $id }) {
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
