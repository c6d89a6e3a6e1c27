/** Page module for ABOUT. */
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { ABOUT_PHOTO_SIZES, AboutView } from "../views/AboutView";
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

export const Head: HeadFC<Queries.AboutPageQuery, PageContext> = ({ data, pageContext }) => {
  const page = required(data.page, pageContext.file);
  const photo = toPhoto(page.photo, `${pageContext.file}: photo`);
  return (
    <Seo
      site={required(data.site, "content/site/site.yaml")}
      page={page}
      context={pageContext}
      judgedPhoto={{ photo, sizes: ABOUT_PHOTO_SIZES }}
    />
  );
};

export const query = graphql`
  query AboutPage($id: String!) {
    site: siteYaml {
      ...SiteFrame
      ...SeoFacts
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
            # Widths for a phone's column at 1x and 2x and a desktop's (src/lib/sizes.ts says how wide it is shown).
            gatsbyImageData(layout: FULL_WIDTH, breakpoints: [400, 720, 1280], quality: 62)
          }
        }
      }
      body {
        html
      }
    }
  }
`;
