/** COFFEE: how and where the coffee is bought, and photographs from the farming partners. */
import React from "react";
import { Layout, type SiteFrame } from "../components/Layout";
import { PageHeading } from "../components/PageHeading";
import { Prose } from "../components/Prose";
import { Section } from "../components/Section";
import { PhotoStrip, type CaptionedPhoto } from "../components/PhotoStrip";

export type CoffeeViewProps = {
  site: SiteFrame;
  currentPath: string;
  heading: string;
  bodyHtml: string;
  carousel: { label: string; intervalSeconds: number; slides: CaptionedPhoto[] };
};

export function CoffeeView({ site, currentPath, heading, bodyHtml, carousel }: CoffeeViewProps) {
  return (
    <Layout site={site} currentPath={currentPath}>
      <Section narrow>
        <PageHeading>{heading}</PageHeading>
        <Prose html={bodyHtml} />
      </Section>
      <PhotoStrip label={carousel.label} photos={carousel.slides} />
    </Layout>
  );
}
