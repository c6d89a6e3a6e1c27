/**
 * An automatic carousel of captioned photographs, following the W3C APG carousel pattern: a labelled
 * region, slides as labelled groups, the controls in CarouselControls. The build writes it as Swiper's
 * markup (https://swiperjs.com); the carousel island (src/islands/carousel.ts) brings it to life.
 *
 * Without JavaScript the same markup is a sideways-scrolling, snap-aligned strip (see the CSS), and the
 * first slide already has the size Swiper gives it, so nothing moves when Swiper starts. Swiper's own
 * stylesheet is not imported: Gatsby would put it into the CSS inlined on every page.
 */
import { Picture, pixelSize } from "../photos/Picture";
import { CAROUSEL_PHOTO_SIZES } from "../photos/sizes";
import * as styles from "./Carousel.module.css";
import { CarouselControls } from "./CarouselControls";
import { fillPattern } from "../lib/pattern";
import type { CarouselContent } from "./carousel-content";
import type { Photo } from "../photos/photo";
import { island } from "../islands/islands";

/** A photograph's proportions as its <img> has them, so the box around it is exactly its size. */
function ratioOf({ image }: Photo): string {
  const { width, height } = pixelSize(image);
  return `${width} / ${height}`;
}

export function Carousel({ intervalSeconds, slides, ...copy }: CarouselContent) {
  const total = slides.length;
  return (
    <section
      className={styles.carousel}
      aria-roledescription={copy.roleDescription}
      aria-label={copy.label}
      data-interval-seconds={intervalSeconds}
      {...island("carousel")}
    >
      <CarouselControls copy={copy.controls} total={total} />
      {/* Without JavaScript the strip scrolls, so it takes keyboard focus; the island takes that away. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a strip that scrolls must be reachable by keyboard */}
      <div className={`swiper ${styles.viewport}`} aria-live="off" tabIndex={0}>
        <div className="swiper-wrapper">
          {slides.map((slide, index) => (
            <div
              key={slide.caption}
              className={`swiper-slide ${styles.slide}`}
              role="group"
              aria-roledescription={copy.slideRoleDescription}
              aria-label={fillPattern(copy.slideLabel, { n: index + 1, total })}
            >
              <figure className={styles.figure}>
                {/* Only the first photograph comes with the page; the island asks for the others when needed. */}
                <div data-held={index === 0 ? undefined : ""} style={{ aspectRatio: ratioOf(slide) }}>
                  <Picture photo={slide} loading={index === 0 ? "eager" : "lazy"} sizes={CAROUSEL_PHOTO_SIZES} />
                </div>
                <figcaption className={styles.caption}>{slide.caption}</figcaption>
              </figure>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
