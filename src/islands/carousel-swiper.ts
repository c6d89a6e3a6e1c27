/**
 * The COFFEE carousel in the browser (loaded by carousel.ts after the first paint): Swiper's core takes
 * over the strip the build wrote (src/components/Carousel.tsx), and the controls the build wrote hidden
 * come to life, as the W3C APG carousel pattern asks: pause/play, previous, next and one indicator per
 * slide; only the slide shown is exposed to assistive technology; the slides' live region is quiet while
 * the carousel turns and polite while it holds still (rotation.ts says when). A slide's photograph is
 * fetched only when the carousel is about to show it.
 */
import Swiper from "swiper";
import { Rotation } from "./rotation";

/** How long a slide change takes when motion is welcome: Swiper's default. */
const DEFAULT_SPEED_MS = 300;

/** Focus from the keyboard (or a screen reader), not the focus a click or a tap gives a button. */
function isKeyboardFocus(element: Element): boolean {
  try {
    return element.matches(":focus-visible");
  } catch {
    return true; // a browser without :focus-visible: treat every focus as keyboard focus, the safe side
  }
}

export function start(carousel: HTMLElement): void {
  const viewport = carousel.querySelector<HTMLElement>(".swiper");
  const slides = [...carousel.querySelectorAll<HTMLElement>(".swiper-slide")];
  const control = (name: string) => [...carousel.querySelectorAll<HTMLButtonElement>(`button[data-control="${name}"]`)];
  const [rotationButton] = control("rotation");
  const [previousButton] = control("previous");
  const [nextButton] = control("next");
  const indicators = control("go-to");
  if (!viewport || !rotationButton || !previousButton || !nextButton) return;
  const total = slides.length;
  const reduce = matchMedia("(prefers-reduced-motion: reduce)");
  const speed = () => (reduce.matches ? 0 : DEFAULT_SPEED_MS);

  // A slide the carousel has not asked for keeps its photograph's box but not the photograph (data-held,
  // see the CSS), so the browser fetches it only when it is about to be shown.
  const want = (index: number) => {
    const box = slides[(index + total) % total]?.querySelector("[data-held]");
    if (!box) return;
    box.querySelector("img")?.setAttribute("loading", "eager");
    box.removeAttribute("data-held");
  };

  const swiper = new Swiper(viewport, { rewind: true, speed: speed() });
  // The pause/play button shows the one label that says what it will do (both keep their place, so its
  // width never changes); the slides are a live region only while the carousel holds still.
  const render = () => {
    for (const label of rotationButton.querySelectorAll("[data-label]")) {
      if ((label.getAttribute("data-label") === "pause") === rotation.playing) label.removeAttribute("aria-hidden");
      else label.setAttribute("aria-hidden", "true");
    }
    viewport.setAttribute("aria-live", rotation.rotating ? "off" : "polite");
  };
  const rotation = new Rotation({
    intervalMs: Number(carousel.dataset.intervalSeconds) * 1000,
    advance: () => swiper.slideNext(speed()),
    onChange: render,
  });

  const mark = (active: number) => {
    slides.forEach((slide, index) => (index === active ? slide.removeAttribute("aria-hidden") : slide.setAttribute("aria-hidden", "true")));
    indicators.forEach((indicator, index) =>
      index === active ? indicator.setAttribute("aria-current", "true") : indicator.removeAttribute("aria-current"),
    );
  };
  swiper.on("slideChange", () => {
    const active = swiper.activeIndex;
    mark(active);
    // The slide now shown (a key or an assistive technology can reach it with no pointing first) and its
    // neighbours, so that the next move finds its photograph already fetched.
    for (const index of [active, active + 1, active - 1]) want(index);
    rotation.restart();
  });

  // The buttons, and the photograph each leads to fetched as soon as the pointer or focus is on it.
  rotationButton.addEventListener("click", rotation.toggle);
  const wire = (button: HTMLButtonElement, move: () => void, target: () => number) => {
    button.addEventListener("click", move);
    for (const intent of ["pointerenter", "focus"]) button.addEventListener(intent, () => want(target()));
  };
  wire(
    previousButton,
    () => swiper.slidePrev(speed()),
    () => swiper.activeIndex - 1,
  );
  wire(
    nextButton,
    () => swiper.slideNext(speed()),
    () => swiper.activeIndex + 1,
  );
  indicators.forEach((indicator, index) =>
    wire(
      indicator,
      () => swiper.slideTo(index, speed()),
      () => index,
    ),
  );

  carousel.addEventListener("pointerenter", () => rotation.hover(true));
  carousel.addEventListener("pointerleave", () => rotation.hover(false));
  carousel.addEventListener("focusin", (event) => {
    const from = event.relatedTarget;
    if (!(from instanceof Node && carousel.contains(from)) && event.target instanceof Element && isKeyboardFocus(event.target))
      rotation.stop();
  });
  // Arrow keys move slides only while focus is inside the carousel; every other key is left alone.
  carousel.addEventListener("keydown", (event) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const move = { ArrowLeft: () => swiper.slidePrev(speed()), ArrowRight: () => swiper.slideNext(speed()) }[event.key];
    if (!move) return;
    event.preventDefault();
    move();
  });
  // With reduced motion, it holds still, and swipes too change slides instantly.
  const onMotion = () => {
    swiper.params.speed = speed();
    if (reduce.matches) rotation.stop();
  };
  reduce.addEventListener("change", onMotion);

  // Swiper runs: the strip no longer scrolls (so it takes no focus), and the controls can do their work.
  viewport.removeAttribute("tabindex");
  carousel.querySelector("[data-waiting]")?.removeAttribute("data-waiting");
  // The first slide came with the page; the next one's photograph is fetched now.
  mark(0);
  want(1);
  onMotion();
  rotation.restart();
  render();
}
