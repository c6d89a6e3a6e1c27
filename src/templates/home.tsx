/** Page module for HOME (content/home/index.md). */
import React from "react";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { HomeView } from "../views/HomeView";
import { Seo } from "../components/Seo";
import { toPhoto } from "../lib/photo";
import { required } from "../lib/required";

const FILE = "content/home/index.md";

export default function HomeTemplate({ data, location }: PageProps<Queries.HomePageQuery>) {
  const site = required(data.site, "content/site/site.yaml");
  const page = required(data.page, FILE);
  return (
    <HomeView
      site={site}
      currentPath={location.pathname}
      banner={site.banner}
      hero={toPhoto(page.hero, `${FILE}: hero`)}
      introHtml={required(page.body.html, `${FILE}: text below the front matter`)}
      visit={page.visit}
    />
  );
}

export const Head: HeadFC<Queries.HomePageQuery> = ({ data }) => (
  <Seo page={required(data.page, FILE)} />
);

export const query = graphql`
  query HomePage($id: String!) {
    site: siteYaml {
      ...SiteFrame
      banner {
        headline
        offer
      }
    }
    page: homePage(id: { eq: $id }) {
      path
      title
      description
      hero {
        alt
        image {
          childImageSharp {
            gatsbyImageData(layout: FULL_WIDTH, breakpoints: [480, 750, 1080, 1440, 1920, 2400], quality: 60)
          }
        }
      }
      visit {
        heading
        addressLabel
        phoneLabel
        emailLabel
        hoursLabel
      }
      body {
        html
      }
    }
  }
`;
