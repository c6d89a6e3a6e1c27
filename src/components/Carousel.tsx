/**
 * An automatic carousel of captioned photographs (W3C APG carousel pattern), written as Swiper's markup for
 * the carousel island; without JavaScript it is a strip that scrolls sideways (docs/carousel.md). Its buttons
 * come in the APG's order, written hidden but in their place, so nothing moves when the island shows them.
 */
import type { ReactNode } from "react";
import { Picture, pixelSize, toPhoto } from "../photos/Picture";
import * as styles from "./Carousel.module.css";
import { fillPattern } from "../lib/pattern";
import { island } from "../islands/islands";

/** content/coffee/index.md's `carousel`, as the COFFEE page's query returns it. */
type Props = { carousel: NonNullable<Queries.CoffeePageQuery["page"]>["carousel"]; file: string };

/** How wide a slide is shown: Carousel.module.css's min(100% - 2 gutters, 64rem), the gutter global.css's clamp(1rem, 4vw, 2.5rem). */
const SLIDE_SIZES = "(min-width: 69rem) 64rem, (min-width: 62.5rem) calc(100vw - 5rem), (min-width: 25rem) 92vw, calc(100vw - 2rem)";

const PAUSE = "M7 5h3.5v14H7zM13.5 5H17v14h-3.5z";
const PLAY = "M8 5v14l11-7z";
const PREVIOUS = "M15.4 5.4 14 4l-8 8 8 8 1.4-1.4L8.8 12z";
const NEXT = "M8.6 5.4 10 4l8 8-8 8-1.4-1.4 6.6-6.6z";

const Icon = ({ path }: { path: string }) => (
  <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d={path} />
  </svg>
);

/** Both labels share one grid cell, and the hidden one keeps its width. */
const Label = ({ name, icon, words, hidden }: { name: string; icon: string; words: ReactNode; hidden: boolean }) => (
  <span data-label={name} aria-hidden={hidden || undefined}>
    <Icon path={icon} />
    <span className={styles.words}>{words}</span>
  </span>
);

export function Carousel({ carousel: { intervalSeconds, slides, controls, ...copy }, file }: Props) {
  const total = slides.length;
  return (
    <section
      className={styles.carousel}
      aria-roledescription={copy.roleDescription}
      aria-label={copy.label}
      data-interval-seconds={intervalSeconds}
      {...island("carousel")}
    >
      <div className={styles.controls} data-waiting="">
        <button type="button" className={styles.rotation} data-control="rotation">
          <span className={styles.stack}>
            <Label name="pause" icon={PAUSE} words={controls.pause} hidden={false} />
            <Label name="play" icon={PLAY} words={controls.play} hidden />
          </span>
        </button>
        <div className={styles.stepper}>
          <button type="button" className={styles.arrow} data-control="previous">
            <Icon path={PREVIOUS} />
            <span className="visually-hidden">{controls.previous}</span>
          </button>
          <div className={styles.indicators}>
            {slides.map((slide, index) => (
              <button
                key={slide.caption}
                type="button"
                className={styles.indicator}
                data-control="go-to"
                aria-current={index === 0 ? "true" : undefined}
              >
                <span className="visually-hidden">{fillPattern(controls.goTo, { n: index + 1, total })}</span>
              </button>
            ))}
          </div>
          <button type="button" className={styles.arrow} data-control="next">
            <Icon path={NEXT} />
            <span className="visually-hidden">{controls.next}</span>
          </button>
        </div>
      </div>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a strip that scrolls must be reachable by keyboard */}
      <div className={`swiper ${styles.viewport}`} aria-live="off" tabIndex={0}>
        <div className="swiper-wrapper">
          {slides.map((slide, index) => {
            const photo = toPhoto(slide, `${file}: carousel.slides[${index}]`);
            const { width, height } = pixelSize(photo.image);
            return (
              <div
                key={slide.caption}
                className={`swiper-slide ${styles.slide}`}
                role="group"
                aria-roledescription={copy.slideRoleDescription}
                aria-label={fillPattern(copy.slideLabel, { n: index + 1, total })}
              >
                <figure className={styles.figure}>
                  {/* Only the first photograph comes with the page; the island asks for the others when needed. */}
                  <div data-held={index === 0 ? undefined : ""} style={{ aspectRatio: `${width} / ${height}` }}>
                    <Picture photo={photo} loading={index === 0 ? "eager" : "lazy"} sizes={SLIDE_SIZES} />
                  </div>
                  <figcaption className={styles.caption}>{slide.caption}</figcaption>
                </figure>
              </div>
            );
          })}
        </div>
      </div>
    </section>
  );
}
