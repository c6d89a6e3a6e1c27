/** Photographs in a row that scrolls sideways and snaps to each one; works without any script. */
import React from "react";
import { GatsbyImage } from "gatsby-plugin-image";
import * as styles from "./PhotoStrip.module.css";
import type { Photo } from "../lib/photo";

export type CaptionedPhoto = Photo & { caption: string };

type Props = { label: string; photos: CaptionedPhoto[] };

export function PhotoStrip({ label, photos }: Props) {
  return (
    <section className={styles.strip} aria-label={label}>
      <ul className={styles.track} tabIndex={0}>
        {photos.map((photo, index) => (
          <li key={photo.caption} className={styles.item}>
            <figure className={styles.figure}>
              <GatsbyImage image={photo.image} alt={photo.alt} loading={index < 2 ? "eager" : "lazy"} />
              <figcaption className={styles.caption}>{photo.caption}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
