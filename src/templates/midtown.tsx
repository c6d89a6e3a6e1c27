/** Page module for MIDTOWN CAFE. */
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { MidtownView } from "../views/MidtownView";
import { Seo } from "../components/Seo";
import { DatedScript } from "../components/DatedScript";
import { datedData, noticeDates } from "../lib/dated";
import { toPhoto } from "../lib/photo";
import { required } from "../lib/required";
import type { PageContext } from "./page-context";

export default function MidtownTemplate({
  data,
  location,
  pageContext: { file, today },
}: PageProps<Queries.MidtownPageQuery, PageContext>) {
  const site = required(data.site, "content/site/site.yaml");
  const page = required(data.page, file);
  return (
    <MidtownView
      site={site}
      currentPath={location.pathname}
      heading={page.heading}
      notice={page.notice}
      welcomeHeading={page.welcome.heading}
      welcomeHtml={required(page.body.html, `${file}: text below the front matter`)}
      galleryHeading={page.gallery.heading}
      gallery={page.gallery.photos.map((photo, index) => toPhoto(photo, `${file}: gallery.photos[${index}]`))}
      exterior={toPhoto(page.exterior, `${file}: exterior`)}
      info={page.info}
      hours={site}
      today={today}
    />
  );
}

export const Head: HeadFC<Queries.MidtownPageQuery, PageContext> = ({ data, pageContext }) => {
  const site = required(data.site, "content/site/site.yaml");
  const page = required(data.page, pageContext.file);
  return (
    <Seo site={site} page={page} context={pageContext}>
      <DatedScript data={datedData(site.timeZone, pageContext.today, [noticeDates(page.notice)])} />
    </Seo>
  );
};

export const query = graphql`
  query MidtownPage($id: String!) {
    site: siteYaml {
      ...SiteFrame
      ...SeoFacts
      ...CafeHours
    }
    page: midtownPage(id: { eq: $id }) {
      path
      title
      description
      heading
      notice {
        heading
        points
        thanks
        from
        until
      }
      welcome {
        heading
      }
      gallery {
        heading
        photos {
          alt
          image {
            childImageSharp {
              gatsbyImageData(layout: CONSTRAINED, width: 600, aspectRatio: 1, quality: 62, outputPixelDensities: [0.25, 0.5, 0.75, 1, 2])
            }
          }
        }
      }
      exterior {
        alt
        image {
          childImageSharp {
            gatsbyImageData(layout: FULL_WIDTH, breakpoints: [480, 750, 1080, 1440, 1920], quality: 60)
          }
        }
      }
      info {
        placeLabel
        hoursLabel
        contactLabel
      }
      body {
        html
      }
    }
  }
`;
