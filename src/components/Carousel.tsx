/**
 * An automatic carousel of captioned photographs (W3C APG carousel pattern), written as Swiper's markup for
 * the carousel island; without JavaScript it is a strip that scrolls sideways (docs/carousel.md).
 */
import { Picture, pixelSize } from "../photos/Picture";
import * as styles from "./Carousel.module.css";
import { CarouselControls } from "./CarouselControls";
import { fillPattern } from "../lib/pattern";
import type { CarouselContent } from "./carousel-content";
import type { Photo } from "../photos/photo";
import { island } from "../islands/islands";

/** How wide a slide is shown: Carousel.module.css's min(100% - 2 gutters, 64rem), the gutter global.css's clamp(1rem, 4vw, 2.5rem). */
const SLIDE_SIZES = "(min-width: 69rem) 64rem, (min-width: 62.5rem) calc(100vw - 5rem), (min-width: 25rem) 92vw, calc(100vw - 2rem)";

/** The box around a photograph is exactly its size. */
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
                  <Picture photo={slide} loading={index === 0 ? "eager" : "lazy"} sizes={SLIDE_SIZES} />
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
