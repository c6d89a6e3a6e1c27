/** Page module for JOIN THE TEAM. */
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { TeamView } from "../views/TeamView";
import { Seo } from "../components/Seo";
import { required } from "../lib/required";
import type { PageContext } from "./page-context";

export default function TeamTemplate({ data, location, pageContext: { file } }: PageProps<Queries.TeamPageQuery, PageContext>) {
  const site = required(data.site, "content/site/site.yaml");
  const page = required(data.page, file);
  return (
    <TeamView
      site={site}
      currentPath={location.pathname}
      heading={page.heading}
      subheading={page.subheading}
      bodyHtml={required(page.body.html, `${file}: text below the front matter`)}
      requirements={page.requirements}
      apply={page.apply}
    />
  );
}

export const Head: HeadFC<Queries.TeamPageQuery, PageContext> = ({ data, pageContext }) => (
  <Seo site={required(data.site, "content/site/site.yaml")} page={required(data.page, pageContext.file)} context={pageContext} />
);

export const query = graphql`
  query TeamPage($id: String!) {
    site: siteYaml {
      ...SiteFrame
      ...SeoFacts
    }
    page: teamPage(id: { eq: $id }) {
      path
      title
      description
      heading
      subheading
      requirements {
        heading
        groups {
          name
          items
        }
      }
      apply {
        heading
        text
      }
      body {
        html
      }
    }
  }
`;
