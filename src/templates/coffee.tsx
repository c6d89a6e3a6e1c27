/** Page module for COFFEE. */
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { CoffeeView } from "../views/CoffeeView";
import { Seo } from "../components/Seo";
import { toCarousel } from "../lib/carousel";
import { required } from "../lib/required";
import type { PageContext } from "./page-context";

export default function CoffeeTemplate({ data, location, pageContext: { file } }: PageProps<Queries.CoffeePageQuery, PageContext>) {
  const site = required(data.site, "content/site/site.yaml");
  const page = required(data.page, file);
  return (
    <CoffeeView
      site={site}
      currentPath={location.pathname}
      heading={page.heading}
      bodyHtml={required(page.body.html, `${file}: text below the front matter`)}
      carousel={toCarousel(page.carousel, file)}
    />
  );
}

export const Head: HeadFC<Queries.CoffeePageQuery, PageContext> = ({ data, pageContext }) => (
  <Seo site={required(data.site, "content/site/site.yaml")} page={required(data.page, pageContext.file)} context={pageContext} />
);

export const query = graphql`
  query CoffeePage($id: String!) {
    site: siteYaml {
      ...SiteFrame
      ...SeoFacts
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
              # Widths for the carousel's 22-64rem at 1x to 3x (src/lib/sizes.ts says how wide it is shown).
              gatsbyImageData(layout: FULL_WIDTH, aspectRatio: 1.5, breakpoints: [400, 768, 1024, 2048], quality: 62)
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
