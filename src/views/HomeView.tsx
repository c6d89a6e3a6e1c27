/** HOME: the promotional banner, the hero with the wordmark, a short introduction and how to reach us. */
import * as styles from "./HomeView.module.css";
import { Layout } from "../components/Layout";
import type { SiteFrame } from "../components/site-frame";
import { Wordmark } from "../components/Wordmark";
import { Prose } from "../components/Prose";
import { Section } from "../components/Section";
import { Picture } from "../components/Picture";
import { PostalAddress } from "../components/PostalAddress";
import { EmailLink, PhoneLink } from "../components/ContactLinks";
import { HoursList, OpenNow, type CafeHours } from "../components/OpeningHours";
import type { Photo } from "../lib/photo";
import { bannerDates, datedAttributes, isShown } from "../lib/dated";
import { specialDateText } from "../lib/hours";

export type HomeViewProps = {
  site: SiteFrame;
  currentPath: string;
  banner: Queries.Banner;
  hero: Photo;
  introHtml: string;
  visit: Queries.HomeVisit;
  hours: CafeHours;
  /** The cafe's date the page is made for (the build's day): what the banner shows without script. */
  today: string;
};

export function HomeView({ site, currentPath, banner, hero, introHtml, visit, hours, today }: HomeViewProps) {
  const { group, specials } = bannerDates(banner, hours.specialDates, today);
  const [offer, ...dates] = group.items.map((item) => isShown(item, today));
  const promo = (
    <aside className={styles.banner} aria-label={site.labels.announcement} {...datedAttributes(group.key, offer || dates.some(Boolean))}>
      <p {...datedAttributes("banner-offer", Boolean(offer))}>
        <span>{banner.headline}</span> <strong className={styles.offer}>{banner.offer}</strong>
      </p>
      {specials.map(({ entry }, index) => (
        <p key={entry.from} {...datedAttributes(`banner-date-${index}`, Boolean(dates[index]))}>
          {specialDateText(entry)}
        </p>
      ))}
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
              <HoursList hours={hours} />
              <OpenNow hours={hours} today={today} />
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
