/** COFFEE: how and where the coffee is bought, and photographs from the farming partners in a carousel. */
import { graphql, type PageProps } from "gatsby";
import { Layout, PageHeading, Prose, Section } from "../components/Layout";
import { Carousel } from "../components/Carousel";
import { required } from "../lib/required";
import type { PageContext } from "../lib/page-context";

export default function CoffeePage({ data, location, pageContext: { file } }: PageProps<Queries.CoffeePageQuery, PageContext>) {
  const site = required(data.site, "content/site/site.yaml");
  const page = required(data.page, file);
  return (
    <Layout site={site} currentPath={location.pathname}>
      <Section narrow>
        <PageHeading>{page.heading}</PageHeading>
        <Prose html={required(page.body.html, `${file}: text below the front matter`)} />
      </Section>
      <Carousel carousel={page.carousel} file={file} />
    </Layout>
  );
}

export { SeoHead as Head } from "../components/Seo";

export const query = graphql`
  query CoffeePage($id: String!) {
    site: siteYaml {
      ...SeoFields
    }
    page: coffeePage(id: { eq: $id }) {
      path
      title
      description
      heading
      carousel {
        label
        intervalSeconds
        roleDescription
        slideRoleDescription
        slideLabel
        controls {
          pause
          play
          previous
          next
          goTo
        }
        slides {
          alt
          caption
          image {
            childImageSharp {
              # Widths for the carousel's 22-64rem at 1x to 3x (Carousel.tsx says how wide it is shown).
              gatsbyImageData(layout: FULL_WIDTH, aspectRatio: 1.5, breakpoints: [400, 768, 1024, 2048])
            }
          }
        }
      }
      body {
        html
      }
    }
  }
`;
