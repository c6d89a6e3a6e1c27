/** HOME: the promotional banner, the hero with the wordmark, a short introduction and how to reach us. */
import { graphql, type HeadFC, type PageProps } from "gatsby";
import * as styles from "./home.module.css";
import { Layout, Prose, Section } from "../components/Layout";
import { Wordmark } from "../components/Wordmark";
import { DirectionsLink, PostalAddress } from "../components/ContactDetails";
import { mailHref, telHref } from "../lib/contact";
import { HoursList, OpenNow } from "../components/OpeningHours";
import { Seo } from "../components/Seo";
import { Picture, toPhoto } from "../photos/Picture";
import { bannerDates, datedAttributes, datedData, isShown, type DatedItem } from "../lib/dated";
import { DatedScript } from "../components/DatedScript";
import { specialDateText } from "../lib/hours";
import { required } from "../lib/required";
import type { PageContext } from "../lib/page-context";

export default function HomePage({ data, location, pageContext: { file, today } }: PageProps<Queries.HomePageQuery, PageContext>) {
  const site = required(data.site, "content/site/site.yaml");
  const page = required(data.page, file);
  const { banner, labels } = site;
  const { group, headline, offer, dates, specials } = bannerDates(banner, site.specialDates, today);
  const shown = (item: DatedItem) => datedAttributes(item.key, isShown(item, today));
  const anyShown = group.items.some((item) => isShown(item, today));
  const promo = (
    <aside className={styles.banner} aria-label={labels.announcement} {...datedAttributes(group.key, anyShown)}>
      <p {...shown(headline)}>
        {/* The separator ends the headline's last line, so a line never starts with it; it goes with the offer. */}
        <span>
          {banner.headline}
          <span className={styles.separator} aria-hidden="true" {...shown(offer)} />
        </span>{" "}
        <strong className={styles.offer} {...shown(offer)}>
          {banner.offer}
        </strong>
      </p>
      {specials.map(({ entry }, index) => (
        <p key={entry.from} {...shown(dates[index]!)}>
          {specialDateText(entry)}
        </p>
      ))}
    </aside>
  );
  const { visit } = page;
  return (
    <Layout site={site} currentPath={location.pathname} banner={promo}>
      <div className={styles.hero}>
        <Picture photo={toPhoto(page.hero, `${file}: hero`)} priority className={styles.heroImage} />
        <div className={styles.heroText}>
          <h1 className={styles.title}>
            <Wordmark {...site.wordmark} size="large" />
          </h1>
          <p className={styles.summary}>{site.summary}</p>
        </div>
      </div>
      <Section narrow>
        <Prose html={required(page.body.html, `${file}: text below the front matter`)} />
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
              <br />
              <DirectionsLink site={site} />
            </dd>
          </div>
          <div>
            <dt>{visit.hoursLabel}</dt>
            <dd>
              <HoursList hours={site} />
              <OpenNow hours={site} today={today} />
            </dd>
          </div>
          <div>
            <dt>{visit.phoneLabel}</dt>
            <dd>
              <a href={telHref(site.phone)}>{site.phone}</a>
            </dd>
          </div>
          <div>
            <dt>{visit.emailLabel}</dt>
            <dd>
              <a href={mailHref(site.email)}>{site.email}</a>
            </dd>
          </div>
        </dl>
      </Section>
    </Layout>
  );
}

export const Head: HeadFC<Queries.HomePageQuery, PageContext> = ({ data, pageContext }) => {
  const site = required(data.site, "content/site/site.yaml");
  const page = required(data.page, pageContext.file);
  const hero = toPhoto(page.hero, `${pageContext.file}: hero`);
  const { group } = bannerDates(site.banner, site.specialDates, pageContext.today);
  return (
    <Seo site={site} page={page} context={pageContext} largestPhoto={{ photo: hero }}>
      <DatedScript data={datedData(site.timeZone, pageContext.today, [group])} />
    </Seo>
  );
};

export const query = graphql`
  query HomePage($id: String!) {
    site: siteYaml {
      ...SeoFields
      banner {
        headline
        offer
        offerUntil
        from
        until
        announceSpecialDates
      }
    }
    page: homePage(id: { eq: $id }) {
      path
      title
      description
      hero {
        alt
        image {
          childImageSharp {
            gatsbyImageData(layout: FULL_WIDTH, breakpoints: [480, 750, 1080, 1440, 1920, 2400])
          }
        }
      }
      visit {
        heading
        addressLabel
        phoneLabel
        emailLabel
        hoursLabel
      }
      body {
        html
      }
    }
  }
`;
