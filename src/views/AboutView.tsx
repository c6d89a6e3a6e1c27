/** ABOUT: the founders' story, their photograph, the cafes that followed, and a thank-you. */
import React from "react";
import { GatsbyImage } from "gatsby-plugin-image";
import * as styles from "./AboutView.module.css";
import { Layout, type SiteFrame } from "../components/Layout";
import { PageHeading } from "../components/PageHeading";
import { Prose } from "../components/Prose";
import { Section } from "../components/Section";
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
        <GatsbyImage image={photo.image} alt={photo.alt} className={styles.photo} />
      </Section>
      <Section narrow>
        <Prose html={bodyHtml} />
      </Section>
    </Layout>
  );
}
