/** Page module for HOME. */
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { HomeView } from "../views/HomeView";
import { Seo } from "../components/Seo";
import { toPhoto } from "../lib/photo";
import { required } from "../lib/required";
import type { PageContext } from "./page-context";

export default function HomeTemplate({
  data,
  location,
  pageContext: { file, today, zone },
}: PageProps<Queries.HomePageQuery, PageContext>) {
  const site = required(data.site, "content/site/site.yaml");
  const page = required(data.page, file);
  return (
    <HomeView
      site={site}
      currentPath={location.pathname}
      banner={site.banner}
      hero={toPhoto(page.hero, `${file}: hero`)}
      introHtml={required(page.body.html, `${file}: text below the front matter`)}
      visit={page.visit}
      hours={{ ...site, zone }}
      today={today}
    />
  );
}

export const Head: HeadFC<Queries.HomePageQuery, PageContext> = ({ data, pageContext }) => {
  const page = required(data.page, pageContext.file);
  const hero = toPhoto(page.hero, `${pageContext.file}: hero`);
  return <Seo page={page} jsonLd={pageContext.jsonLd} headScript={pageContext.headScript} judgedPhoto={{ photo: hero }} />;
};

export const query = graphql`
  query HomePage($id: String!) {
    site: siteYaml {
      ...SiteFrame
      ...CafeHours
      banner {
        headline
        offer
        from
        until
        specialDates
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
