/**
 * An automatic carousel of captioned photographs on Swiper (https://swiperjs.com), following the
 * W3C APG carousel pattern: a labelled region, slides as labelled groups, a live region that is quiet
 * while rotating and polite when still, and the controls in CarouselControls.
 *
 * Without JavaScript the same markup is a sideways-scrolling, snap-aligned strip (see the CSS), and the
 * server-rendered first slide already has the size Swiper gives it, so nothing moves when Swiper starts.
 * Swiper's own stylesheet is not imported: Gatsby would put it into the CSS inlined on every page.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from "react";
import Swiper from "swiper";
import { Picture, pixelSize } from "./Picture";
import { CAROUSEL_PHOTO_SIZES } from "../lib/sizes";
import * as styles from "./Carousel.module.css";
import { CarouselControls } from "./CarouselControls";
import { useRotation } from "./useRotation";
import { fillPattern } from "../lib/pattern";
import type { CarouselContent } from "../lib/carousel";
import type { Photo } from "../lib/photo";

/** How long a slide change takes when motion is welcome: Swiper's default. */
const DEFAULT_SPEED_MS = 300;

/** A photograph's proportions as its <img> has them, so the box around it is exactly its size. */
function ratioOf({ image }: Photo): string {
  const { width, height } = pixelSize(image);
  return `${width} / ${height}`;
}

/** The slides whose photographs are in the page from the start: the first one only. */
const FIRST_ONLY: ReadonlySet<number> = new Set([0]);

export function Carousel({ intervalSeconds, slides, ...copy }: CarouselContent) {
  const viewportRef = useRef<HTMLDivElement>(null);
  const swiperRef = useRef<Swiper | null>(null);
  const [ready, setReady] = useState(false);
  const [activeIndex, setActiveIndex] = useState(0);
  const total = slides.length;

  // The slides whose photographs the carousel has asked for. Every other slide keeps its photograph's
  // box but leaves the photograph out of the page (see .held in the CSS), so the browser fetches it
  // only when the carousel is about to show it, not as soon as it is within lazy-loading distance.
  // A held photograph must stay loading="lazy": an eager <img> is fetched even when it is not shown.
  const [wanted, setWanted] = useState(FIRST_ONLY);
  const want = useCallback(
    (index: number) =>
      setWanted((current) => {
        const slide = (index + total) % total;
        return current.has(slide) ? current : new Set(current).add(slide);
      }),
    [total],
  );

  // Every move names its speed, so a move made right after a motion preference arrives already obeys it.
  const speedRef = useRef(DEFAULT_SPEED_MS);
  const next = useCallback(() => swiperRef.current?.slideNext(speedRef.current), []);
  const previous = useCallback(() => swiperRef.current?.slidePrev(speedRef.current), []);
  const goTo = useCallback((index: number) => swiperRef.current?.slideTo(index, speedRef.current), []);

  const rotation = useRotation({ intervalMs: intervalSeconds * 1000, advance: next, activeIndex });
  const { reducedMotion } = rotation;
  // Set as React commits the change, before any click or timer can make a move.
  useLayoutEffect(() => {
    speedRef.current = reducedMotion ? 0 : DEFAULT_SPEED_MS;
  }, [reducedMotion]);

  // Swiper takes over the server-rendered strip in an effect, i.e. in a task of its own after React has
  // hydrated the page, rather than inside hydration's commit (as its React wrapper would).
  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return undefined;
    const swiper = new Swiper(viewport, {
      rewind: true,
      on: {
        slideChange(instance) {
          setActiveIndex(instance.activeIndex);
          // The slide now shown (a key or an assistive technology can reach it with no pointing or
          // focus first) and its neighbours, so the next move finds its photograph already fetched.
          want(instance.activeIndex);
          want(instance.activeIndex + 1);
          want(instance.activeIndex - 1);
        },
      },
    });
    swiperRef.current = swiper;
    setReady(true);
    // Only the first photograph loads with the page; the next one is fetched once the carousel runs.
    want(1);
    return () => {
      swiperRef.current = null;
      swiper.destroy(true, true);
    };
  }, [want]);

  // With reduced motion, swipes too change slides instantly (Swiper's default speed otherwise).
  useEffect(() => {
    const swiper = swiperRef.current;
    if (swiper) swiper.params.speed = reducedMotion ? 0 : DEFAULT_SPEED_MS;
  }, [reducedMotion, ready]);

  // Arrow keys move slides only while focus is inside the carousel; every other key is left alone.
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const move = { ArrowLeft: previous, ArrowRight: next }[event.key];
    if (!move) return;
    event.preventDefault();
    move();
  };

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
        onIntent={want}
      />
      <div
        ref={viewportRef}
        className={`swiper ${styles.viewport}`}
        aria-live={rotation.rotating ? "off" : "polite"}
        // Without JavaScript the strip scrolls, so it must take keyboard focus; with Swiper it does not.
        tabIndex={ready ? undefined : 0}
      >
        <div className="swiper-wrapper">
          {slides.map((slide, index) => (
            <div
              key={slide.caption}
              className={`swiper-slide ${styles.slide}`}
              role="group"
              aria-roledescription={copy.slideRoleDescription}
              aria-label={fillPattern(copy.slideLabel, { n: index + 1, total })}
              // Until Swiper runs every slide is on show (the no-JS strip), so none may be hidden.
              aria-hidden={ready && index !== activeIndex ? true : undefined}
            >
              <figure className={styles.figure}>
                <div className={wanted.has(index) ? undefined : styles.held} style={{ aspectRatio: ratioOf(slide) }}>
                  <Picture photo={slide} loading={wanted.has(index) ? "eager" : "lazy"} sizes={CAROUSEL_PHOTO_SIZES} />
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
