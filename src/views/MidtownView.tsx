/** MIDTOWN CAFE: the current notice, the flagship cafe and roastery in photographs, and when to visit. */
import * as styles from "./MidtownView.module.css";
import { Layout } from "../components/Layout";
import type { SiteFrame } from "../components/site-frame";
import { PageHeading } from "../components/PageHeading";
import { Prose } from "../components/Prose";
import { Section } from "../components/Section";
import { Picture } from "../components/Picture";
import { PostalAddress } from "../components/PostalAddress";
import { EmailLink } from "../components/ContactLinks";
import { HoursList, OpenNow, type CafeHours } from "../components/OpeningHours";
import type { Photo } from "../lib/photo";
import { gallerySizes } from "../lib/sizes";
import { datedAttributes, isShown } from "../lib/dated";

export type MidtownViewProps = {
  site: SiteFrame;
  currentPath: string;
  heading: string;
  notice: Queries.Notice;
  welcomeHeading: string;
  welcomeHtml: string;
  galleryHeading: string;
  gallery: Photo[];
  exterior: Photo;
  info: Queries.MidtownInfo;
  hours: CafeHours;
  /** The cafe's date the page is made for (the build's day): whether the notice shows without script. */
  today: string;
};

export function MidtownView(props: MidtownViewProps) {
  const { site, currentPath, heading, notice, welcomeHeading, welcomeHtml, galleryHeading, gallery, exterior, info, hours, today } = props;
  return (
    <Layout site={site} currentPath={currentPath}>
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
          {welcomeHeading}
        </h2>
        <Prose html={welcomeHtml} />
      </Section>
      <Section as="section" aria-labelledby="gallery-heading">
        <h2 id="gallery-heading" className="visually-hidden">
          {galleryHeading}
        </h2>
        <ul className={styles.gallery}>
          {gallery.map((photo, index) => (
            <li key={photo.alt}>
              <Picture photo={photo} className={styles.galleryImage} sizes={gallerySizes(index, gallery.length)} />
            </li>
          ))}
        </ul>
      </Section>
      <div className={styles.exterior}>
        <Picture photo={exterior} />
      </div>
      <Section>
        <div className={styles.info}>
          <div>
            <h2 className={styles.infoHeading}>{info.placeLabel}</h2>
            <p>
              <PostalAddress address={site.address} />
            </p>
          </div>
          <div>
            <h2 className={styles.infoHeading}>{info.hoursLabel}</h2>
            <p>
              <HoursList hours={hours} stacked />
            </p>
            <OpenNow hours={hours} today={today} />
          </div>
          <div>
            <h2 className={styles.infoHeading}>{info.contactLabel}</h2>
            <p>
              <EmailLink email={site.email} />
            </p>
          </div>
        </div>
      </Section>
    </Layout>
  );
}
