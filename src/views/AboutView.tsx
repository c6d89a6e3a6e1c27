/** ABOUT: the founders' story, their photograph, the cafes that followed, and a thank-you. */
import { Layout } from "../components/Layout";
import type { SiteFrame } from "../components/site-frame";
import { PageHeading } from "../components/PageHeading";
import { Prose } from "../components/Prose";
import { Section } from "../components/Section";
import { Picture } from "../components/Picture";
import type { Photo } from "../lib/photo";
import { SECTION_PHOTO_SIZES } from "../lib/sizes";

export type AboutViewProps = {
  site: SiteFrame;
  currentPath: string;
  heading: string;
  photo: Photo;
  bodyHtml: string;
};

/** The founders' photograph spans the Section's content; the page's <head> preloads it at this width too. */
export const ABOUT_PHOTO_SIZES = SECTION_PHOTO_SIZES;

export function AboutView({ site, currentPath, heading, photo, bodyHtml }: AboutViewProps) {
  return (
    <Layout site={site} currentPath={currentPath}>
      <Section narrow>
        <PageHeading>{heading}</PageHeading>
      </Section>
      <Section>
        <Picture photo={photo} priority sizes={ABOUT_PHOTO_SIZES} />
      </Section>
      <Section narrow>
        <Prose html={bodyHtml} />
      </Section>
    </Layout>
  );
}
