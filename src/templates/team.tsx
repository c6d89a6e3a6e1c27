/** Page module for JOIN THE TEAM (content/team/index.md). */
import React from "react";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { TeamView } from "../views/TeamView";
import { Seo } from "../components/Seo";
import { required } from "../lib/required";

const FILE = "content/team/index.md";

export default function TeamTemplate({ data, location }: PageProps<Queries.TeamPageQuery>) {
  const site = required(data.site, "content/site/site.yaml");
  const page = required(data.page, FILE);
  return (
    <TeamView
      site={site}
      currentPath={location.pathname}
      heading={page.heading}
      subheading={page.subheading}
      bodyHtml={required(page.body.html, `${FILE}: text below the front matter`)}
      requirements={page.requirements}
      apply={page.apply}
    />
  );
}

export const Head: HeadFC<Queries.TeamPageQuery> = ({ data }) => (
  <Seo page={required(data.page, FILE)} />
);

export const query = graphql`
  query TeamPage($id: String!) {
    site: siteYaml {
      ...SiteFrame
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
