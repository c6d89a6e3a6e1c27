/** JOIN THE TEAM: who we are as an employer, the skills we look for, and how to apply. */
import { graphql, type PageProps } from "gatsby";
import * as styles from "./team.module.css";
import { Layout, PageHeading, Prose, Section } from "../components/Layout";
import { DirectionsLink, PostalAddress } from "../components/ContactDetails";
import { required } from "../lib/required";
import type { PageContext } from "../lib/page-context";

export default function TeamPage({ data, location, pageContext: { file } }: PageProps<Queries.TeamPageQuery, PageContext>) {
  const site = required(data.site, "content/site/site.yaml");
  const { heading, subheading, requirements, apply, body } = required(data.page, file);
  return (
    <Layout site={site} currentPath={location.pathname}>
      <Section narrow className={styles.intro}>
        <PageHeading>{heading}</PageHeading>
        <h2 className={styles.sweet}>{subheading}</h2>
        <Prose html={required(body.html, `${file}: text below the front matter`)} />
      </Section>
      <Section as="section" aria-labelledby="requirements-heading">
        <h2 id="requirements-heading" className={styles.sectionHeading}>
          {requirements.heading}
        </h2>
        <div className={styles.groups}>
          {requirements.groups.map((group) => (
            <section key={group.name} className={styles.group}>
              <h3 className={styles.groupHeading}>{group.name}</h3>
              <ul className={styles.items}>
                {group.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </Section>
      <Section as="section" aria-labelledby="apply-heading" narrow>
        <div className={styles.apply}>
          <h2 id="apply-heading" className={styles.sectionHeading}>
            {apply.heading}
          </h2>
          <p>{apply.text}</p>
          <address className={styles.address}>
            {site.name}
            <br />
            <PostalAddress address={site.address} />
            <br />
            <DirectionsLink site={site} />
          </address>
        </div>
      </Section>
    </Layout>
  );
}

export { SeoHead as Head } from "../components/Seo";

export const query = graphql`
  query TeamPage($id: String!) {
    site: siteYaml {
      ...SeoFields
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
