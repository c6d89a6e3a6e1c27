/** HOME: the promotional banner, the hero with the wordmark, a short introduction and how to reach us. */
import React from "react";
import * as styles from "./HomeView.module.css";
import { Layout } from "../components/Layout";
import type { SiteFrame } from "../components/site-frame";
import { Wordmark } from "../components/Wordmark";
import { Prose } from "../components/Prose";
import { Section } from "../components/Section";
import { Picture } from "../components/Picture";
import { PostalAddress } from "../components/PostalAddress";
import { EmailLink, PhoneLink } from "../components/ContactLinks";
import type { Photo } from "../lib/photo";

export type HomeViewProps = {
  site: SiteFrame;
  currentPath: string;
  banner: Queries.Banner;
  hero: Photo;
  introHtml: string;
  visit: Queries.HomeVisit;
};

export function HomeView({ site, currentPath, banner, hero, introHtml, visit }: HomeViewProps) {
  const promo = (
    <aside className={styles.banner} aria-label={site.labels.announcement}>
      <p>
        <span>{banner.headline}</span> <strong className={styles.offer}>{banner.offer}</strong>
      </p>
    </aside>
  );
  return (
    <Layout site={site} currentPath={currentPath} banner={promo}>
      <div className={styles.hero}>
        <Picture photo={hero} priority className={styles.heroImage} />
        <div className={styles.heroText}>
          <h1 className={styles.title}>
            <Wordmark top={site.wordmark.top} bottom={site.wordmark.bottom} size="large" />
          </h1>
          <p className={styles.summary}>{site.summary}</p>
        </div>
      </div>
      <Section narrow>
        <Prose html={introHtml} />
      </Section>
      <Section as="section" aria-labelledby="visit-heading" narrow>
        <h2 id="visit-heading" className={styles.visitHeading}>
          {visit.heading}
        </h2>
        <dl className={styles.visit}>
          <div>
            <dt>{visit.addressLabel}</dt>
            <dd>
              <PostalAddress address={site.address} />
            </dd>
          </div>
          <div>
            <dt>{visit.hoursLabel}</dt>
            <dd>
              {site.hours.days}, {site.hours.time}
            </dd>
          </div>
          <div>
            <dt>{visit.phoneLabel}</dt>
            <dd>
              <PhoneLink phone={site.phone} />
            </dd>
          </div>
          <div>
            <dt>{visit.emailLabel}</dt>
            <dd>
              <EmailLink email={site.email} />
            </dd>
          </div>
        </dl>
      </Section>
    </Layout>
  );
}
