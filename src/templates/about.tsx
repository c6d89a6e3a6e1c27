/** ABOUT: the founders' story, their photograph, the cafes that followed, and a thank-you. */
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { Layout, PageHeading, Prose, Section } from "../components/Layout";
import { Seo } from "../components/Seo";
import { Picture, toPhoto } from "../photos/Picture";
import { required } from "../lib/required";
import type { PageContext } from "../lib/page-context";

/** A Section's width: up to 78rem less two gutters (global.css's --gutter, clamp(1rem, 4vw, 2.5rem)). */
const PHOTO_SIZES = "(min-width: 78rem) 73rem, (min-width: 62.5rem) calc(100vw - 5rem), (min-width: 25rem) 92vw, calc(100vw - 2rem)";

export default function AboutPage({ data, location, pageContext: { file } }: PageProps<Queries.AboutPageQuery, PageContext>) {
  const site = required(data.site, "content/site/site.yaml");
  const page = required(data.page, file);
  return (
    <Layout site={site} currentPath={location.pathname}>
      <Section narrow>
        <PageHeading>{page.heading}</PageHeading>
      </Section>
      <Section>
        {/* The founders' photograph spans the Section's content; the <head> preloads it at this width too. */}
        <Picture photo={toPhoto(page.photo, `${file}: photo`)} priority sizes={PHOTO_SIZES} />
      </Section>
      <Section narrow>
        <Prose html={required(page.body.html, `${file}: text below the front matter`)} />
      </Section>
    </Layout>
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
      largestPhoto={{ photo, sizes: PHOTO_SIZES }}
    />
  );
};

export const query = graphql`
  query AboutPage($id: String!) {
    site: siteYaml {
      ...SeoFields
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
            # Widths for a phone's column at 1x and 2x and a desktop's (PHOTO_SIZES says how wide it is shown).
            gatsbyImageData(layout: FULL_WIDTH, breakpoints: [400, 720, 1280])
          }
        }
      }
      body {
        html
      }
    }
  }
`;
