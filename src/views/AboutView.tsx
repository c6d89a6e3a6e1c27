/** ABOUT: the founders' story, their photograph, the cafes that followed, and a thank-you. */
import React from "react";
import { Layout } from "../components/Layout";
import type { SiteFrame } from "../components/site-frame";
import { PageHeading } from "../components/PageHeading";
import { Prose } from "../components/Prose";
import { Section } from "../components/Section";
import { Picture } from "../components/Picture";
import type { Photo } from "../lib/photo";

export type AboutViewProps = {
  site: SiteFrame;
  currentPath: string;
  heading: string;
  photo: Photo;
  bodyHtml: string;
};

export function AboutView({ site, currentPath, heading, photo, bodyHtml }: AboutViewProps) {
  return (
    <Layout site={site} currentPath={currentPath}>
      <Section narrow>
        <PageHeading>{heading}</PageHeading>
      </Section>
      <Section>
        <Picture photo={photo} priority />
      </Section>
      <Section narrow>
        <Prose html={bodyHtml} />
      </Section>
    </Layout>
  );
}
