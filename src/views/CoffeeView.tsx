/** COFFEE: how and where the coffee is bought, and photographs from the farming partners. */
import { Layout } from "../components/Layout";
import type { SiteFrame } from "../components/site-frame";
import { PageHeading } from "../components/PageHeading";
import { Prose } from "../components/Prose";
import { Section } from "../components/Section";
import { Carousel } from "../components/Carousel";
import type { CarouselContent } from "../lib/carousel";

export type CoffeeViewProps = {
  site: SiteFrame;
  currentPath: string;
  heading: string;
  bodyHtml: string;
  carousel: CarouselContent;
};

export function CoffeeView({ site, currentPath, heading, bodyHtml, carousel }: CoffeeViewProps) {
  return (
    <Layout site={site} currentPath={currentPath}>
      <Section narrow>
        <PageHeading>{heading}</PageHeading>
        <Prose html={bodyHtml} />
      </Section>
      <Carousel {...carousel} />
    </Layout>
  );
}
