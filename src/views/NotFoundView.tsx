/** The page shown for an address the site does not have: a short message and every page to go to. */
import * as styles from "./NotFoundView.module.css";
import { Layout } from "../components/Layout";
import type { SiteFrame } from "../components/site-frame";
import { PageHeading } from "../components/PageHeading";
import { Prose } from "../components/Prose";
import { Section } from "../components/Section";

export type NotFoundViewProps = {
  site: SiteFrame;
  /** The 404 page's own path, which no navigation link has, so none is highlighted. */
  currentPath: string;
  heading: string;
  bodyHtml: string;
  linksHeading: string;
};

export function NotFoundView({ site, currentPath, heading, bodyHtml, linksHeading }: NotFoundViewProps) {
  return (
    <Layout site={site} currentPath={currentPath}>
      <Section narrow>
        <PageHeading>{heading}</PageHeading>
        <Prose html={bodyHtml} />
      </Section>
      <Section as="section" aria-labelledby="elsewhere-heading" narrow>
        <h2 id="elsewhere-heading" className={styles.heading}>
          {linksHeading}
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
