/** JOIN THE TEAM: who we are as an employer, the skills we look for, and how to apply. */
import * as styles from "./TeamView.module.css";
import { Layout } from "../components/Layout";
import type { SiteFrame } from "../components/site-frame";
import { PageHeading } from "../components/PageHeading";
import { Prose } from "../components/Prose";
import { Section } from "../components/Section";
import { PostalAddress } from "../components/PostalAddress";

export type TeamViewProps = {
  site: SiteFrame;
  currentPath: string;
  heading: string;
  subheading: string;
  bodyHtml: string;
  requirements: Queries.Requirements;
  apply: Queries.Apply;
};

export function TeamView({ site, currentPath, heading, subheading, bodyHtml, requirements, apply }: TeamViewProps) {
  return (
    <Layout site={site} currentPath={currentPath}>
      <Section narrow className={styles.intro}>
        <PageHeading>{heading}</PageHeading>
        <h2 className={styles.sweet}>{subheading}</h2>
        <Prose html={bodyHtml} />
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
          </address>
        </div>
      </Section>
    </Layout>
  );
}
