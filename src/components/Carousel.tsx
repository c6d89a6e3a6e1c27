/**
 * An automatic carousel of captioned photographs on Swiper (https://swiperjs.com/react), following the
 * W3C APG carousel pattern: a labelled region, slides as labelled groups, a live region that is quiet
 * while rotating and polite when still, and the controls in CarouselControls.
 *
 * Without JavaScript the same markup is a sideways-scrolling, snap-aligned strip (see the CSS), and the
 * server-rendered first slide already has the size Swiper gives it, so nothing moves when Swiper starts.
 * Swiper's own stylesheet is not imported: Gatsby would put it into the CSS inlined on every page.
 */
import React, { useCallback, useRef, useState, type KeyboardEvent } from "react";
import { Swiper, SwiperSlide } from "swiper/react";
import type { Swiper as SwiperInstance } from "swiper";
import { Picture } from "./Picture";
import * as styles from "./Carousel.module.css";
import { CarouselControls } from "./CarouselControls";
import { useRotation } from "./useRotation";
import { fillPattern } from "../lib/pattern";
import type { CarouselContent } from "../lib/carousel";

/** Starts loading a slide's photograph now (it was `loading="lazy"`), so it is ready when shown. */
function preload(swiper: SwiperInstance | null, index: number) {
  const slide = swiper?.slides[(index + swiper.slides.length) % swiper.slides.length];
  slide?.querySelectorAll<HTMLImageElement>('img[loading="lazy"]').forEach((img) => {
    img.setAttribute("loading", "eager");
  });
}

export function Carousel({ intervalSeconds, slides, ...copy }: CarouselContent) {
  const swiperRef = useRef<SwiperInstance | null>(null);
  const [ready, setReady] = useState(false);
  const [activeIndex, setActiveIndex] = useState(0);

  const next = useCallback(() => swiperRef.current?.slideNext(), []);
  const previous = useCallback(() => swiperRef.current?.slidePrev(), []);
  const goTo = useCallback((index: number) => swiperRef.current?.slideTo(index), []);
  const intent = useCallback((index: number) => preload(swiperRef.current, index), []);

  const rotation = useRotation({ intervalMs: intervalSeconds * 1000, advance: next, activeIndex });

  // Arrow keys move slides only while focus is inside the carousel; every other key is left alone.
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const move = { ArrowLeft: previous, ArrowRight: next }[event.key];
    if (!move) return;
    event.preventDefault();
    move();
  };

  const total = slides.length;
  return (
    <section
      className={styles.carousel}
      aria-roledescription={copy.roleDescription}
      aria-label={copy.label}
      onKeyDown={onKeyDown}
      {...rotation.containerProps}
    >
      <CarouselControls
        copy={copy.controls}
        ready={ready}
        total={total}
        activeIndex={activeIndex}
        playing={rotation.playing}
        onToggle={rotation.toggle}
        onPrevious={previous}
        onNext={next}
        onGoTo={goTo}
        onIntent={intent}
      />
      <Swiper
        className={styles.viewport}
        rewind
        {...(rotation.reducedMotion ? { speed: 0 } : {})}
        aria-live={rotation.rotating ? "off" : "polite"}
        // Without JavaScript the strip scrolls, so it must take keyboard focus; with Swiper it does not.
        tabIndex={ready ? undefined : 0}
        onSwiper={(swiper) => {
          swiperRef.current = swiper;
          setReady(true);
          // Only the first photograph loads with the page; the next one is fetched once the carousel runs.
          preload(swiper, 1);
        }}
        onSlideChange={(swiper) => {
          setActiveIndex(swiper.activeIndex);
          preload(swiper, swiper.activeIndex + 1);
          preload(swiper, swiper.activeIndex - 1);
        }}
      >
        {slides.map((slide, index) => (
          <SwiperSlide
            key={slide.caption}
            className={styles.slide}
            role="group"
            aria-roledescription={copy.slideRoleDescription}
            aria-label={fillPattern(copy.slideLabel, { n: index + 1, total })}
            // Until Swiper runs every slide is on show (the no-JS strip), so none may be hidden.
            aria-hidden={ready && index !== activeIndex ? true : undefined}
          >
            <figure className={styles.figure}>
              <Picture photo={slide} loading={index === 0 ? "eager" : "lazy"} />
              <figcaption className={styles.caption}>{slide.caption}</figcaption>
            </figure>
          </SwiperSlide>
        ))}
      </Swiper>
    </section>
  );
}
