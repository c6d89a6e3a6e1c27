/** The page hosts serve at any address the site does not have: a short message and every page to go to. */
import { graphql, type PageProps } from "gatsby";
import * as styles from "./not-found.module.css";
import { Layout, PageHeading, Prose, Section } from "../components/Layout";
import { required } from "../lib/required";
import type { PageContext } from "../lib/page-context";

export default function NotFoundPage({ data, path, pageContext: { file } }: PageProps<Queries.NotFoundPageQuery, PageContext>) {
  const site = required(data.site, "content/site/site.yaml");
  const page = required(data.page, file);
  return (
    // Its own path, which no menu link has, so none is marked as current.
    <Layout site={site} currentPath={path}>
      <Section narrow>
        <PageHeading>{page.heading}</PageHeading>
        <Prose html={required(page.body.html, `${file}: text below the front matter`)} />
      </Section>
      <Section as="section" aria-labelledby="elsewhere-heading" narrow>
        <h2 id="elsewhere-heading" className={styles.heading}>
          {page.linksHeading}
        </h2>
        <ul className={styles.links}>
          {site.nav.map((item) => (
            <li key={item.path}>
              <a href={item.path} className={styles.link}>
                {item.label}
              </a>
            </li>
          ))}
        </ul>
      </Section>
    </Layout>
  );
}

// No path: no canonical address, and noindex.
export { SeoHead as Head } from "../components/Seo";

export const query = graphql`
  query NotFoundPage($id: String!) {
    site: siteYaml {
      ...SeoFields
    }
    page: notFoundPage(id: { eq: $id }) {
      title
      description
      heading
      linksHeading
      body {
        html
      }
    }
  }
`;
