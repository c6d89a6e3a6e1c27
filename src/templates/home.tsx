/** Page module for HOME. */
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { HomeView } from "../views/HomeView";
import { Seo } from "../components/Seo";
import { DatedScript } from "../components/DatedScript";
import { bannerDates, datedData } from "../lib/dated";
import { toPhoto } from "../lib/photo";
import { required } from "../lib/required";
import type { PageContext } from "./page-context";

export default function HomeTemplate({ data, location, pageContext: { file, today } }: PageProps<Queries.HomePageQuery, PageContext>) {
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
      hours={site}
      today={today}
    />
  );
}

export const Head: HeadFC<Queries.HomePageQuery, PageContext> = ({ data, pageContext }) => {
  const site = required(data.site, "content/site/site.yaml");
  const page = required(data.page, pageContext.file);
  const hero = toPhoto(page.hero, `${pageContext.file}: hero`);
  const { group } = bannerDates(site.banner, site.specialDates, pageContext.today);
  return (
    <Seo site={site} page={page} context={pageContext} judgedPhoto={{ photo: hero }}>
      <DatedScript data={datedData(site.timeZone, pageContext.today, [group])} />
    </Seo>
  );
};

export const query = graphql`
  query HomePage($id: String!) {
    site: siteYaml {
      ...SiteFrame
      ...SeoFacts
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
