/** MIDTOWN CAFE: the current notice, the flagship cafe and roastery in photographs, and when to visit. */
import { graphql, type HeadFC, type PageProps } from "gatsby";
import * as styles from "./midtown.module.css";
import { Layout, PageHeading, Prose, Section } from "../components/Layout";
import { DirectionsLink, PostalAddress } from "../components/ContactDetails";
import { mailHref } from "../lib/contact";
import { HoursList, OpenNow } from "../components/OpeningHours";
import { Seo } from "../components/Seo";
import { Picture, toPhoto } from "../photos/Picture";
import { datedAttributes, datedData, isShown, noticeDates } from "../lib/dated";
import { DatedScript } from "../components/DatedScript";
import { required } from "../lib/required";
import type { PageContext } from "../lib/page-context";

/**
 * How wide a gallery photograph is shown (midtown.module.css): four to a row from 48rem (0.75rem apart),
 * two below (0.5rem apart), a shorter last row's widened to fill it; in a Section (global.css's gutter).
 */
function gallerySizes(index: number, count: number): string {
  const across = (columns: number) => (count % columns > 0 && index >= count - (count % columns) ? count % columns : columns);
  const [desk, phone] = [across(4), across(2)];
  const share = (width: string, across: number, gap: number) => `calc((${width} - ${(across - 1) * gap}rem) / ${across})`;
  return [
    `(min-width: 78rem) ${share("73rem", desk, 0.75)}`,
    `(min-width: 62.5rem) ${share("100vw - 5rem", desk, 0.75)}`,
    `(min-width: 48rem) ${share("92vw", desk, 0.75)}`,
    `(min-width: 25rem) ${share("92vw", phone, 0.5)}`,
    share("100vw - 2rem", phone, 0.5),
  ].join(", ");
}

export default function MidtownPage({ data, location, pageContext: { file, today } }: PageProps<Queries.MidtownPageQuery, PageContext>) {
  const site = required(data.site, "content/site/site.yaml");
  const { heading, notice, welcome, gallery, exterior, info, body } = required(data.page, file);
  const photos = gallery.photos.map((photo, index) => toPhoto(photo, `${file}: gallery.photos[${index}]`));
  return (
    <Layout site={site} currentPath={location.pathname}>
      <Section>
        <PageHeading>{heading}</PageHeading>
        <section className={styles.notice} aria-labelledby="notice-heading" {...datedAttributes("notice", isShown(notice, today))}>
          <h2 id="notice-heading" className={styles.noticeHeading}>
            {notice.heading}
          </h2>
          <ul className={styles.points}>
            {notice.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
          <p className={styles.thanks}>{notice.thanks}</p>
        </section>
      </Section>
      <Section as="section" aria-labelledby="welcome-heading">
        <h2 id="welcome-heading" className={styles.sectionHeading}>
          {welcome.heading}
        </h2>
        <Prose html={required(body.html, `${file}: text below the front matter`)} />
      </Section>
      <Section as="section" aria-labelledby="gallery-heading">
        <h2 id="gallery-heading" className="visually-hidden">
          {gallery.heading}
        </h2>
        <ul className={styles.gallery}>
          {photos.map((photo, index) => (
            <li key={photo.alt}>
              <Picture photo={photo} className={styles.galleryImage} sizes={gallerySizes(index, photos.length)} />
            </li>
          ))}
        </ul>
      </Section>
      <div className={styles.exterior}>
        <Picture photo={toPhoto(exterior, `${file}: exterior`)} />
      </div>
      <Section>
        <div className={styles.info}>
          <div>
            <h2 className={styles.infoHeading}>{info.placeLabel}</h2>
            <p>
              <PostalAddress address={site.address} />
              <br />
              <DirectionsLink site={site} />
            </p>
          </div>
          <div>
            <h2 className={styles.infoHeading}>{info.hoursLabel}</h2>
            <p>
              <HoursList hours={site} stacked />
            </p>
            <OpenNow hours={site} today={today} />
          </div>
          <div>
            <h2 className={styles.infoHeading}>{info.contactLabel}</h2>
            <p>
              <a href={mailHref(site.email)}>{site.email}</a>
            </p>
          </div>
        </div>
      </Section>
    </Layout>
  );
}

export const Head: HeadFC<Queries.MidtownPageQuery, PageContext> = ({ data, pageContext }) => {
  const site = required(data.site, "content/site/site.yaml");
  const page = required(data.page, pageContext.file);
  return (
    <Seo site={site} page={page} context={pageContext}>
      <DatedScript data={datedData(site.timeZone, pageContext.today, [noticeDates(page.notice)])} />
    </Seo>
  );
};

export const query = graphql`
  query MidtownPage($id: String!) {
    site: siteYaml {
      ...SeoFields
    }
    page: midtownPage(id: { eq: $id }) {
      path
      title
      description
      heading
      notice {
        heading
        points
        thanks
        from
        until
      }
      welcome {
        heading
      }
      gallery {
        heading
        photos {
          alt
          image {
            childImageSharp {
              gatsbyImageData(layout: CONSTRAINED, width: 600, aspectRatio: 1, outputPixelDensities: [0.25, 0.5, 0.75, 1, 2])
            }
          }
        }
      }
      exterior {
        alt
        image {
          childImageSharp {
            gatsbyImageData(layout: FULL_WIDTH, breakpoints: [480, 750, 1080, 1440, 1920])
          }
        }
      }
      info {
        placeLabel
        hoursLabel
        contactLabel
      }
      body {
        html
      }
    }
  }
`;
