/** The COFFEE carousel on Swiper's core, as the W3C APG carousel pattern asks (docs/carousel.md). */
import Swiper from "swiper";
import { Rotation } from "./rotation";
import { onReturn, whenShown } from "./activation";

/** Swiper's default. */
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

  // A data-held slide keeps its photograph's box but not the photograph, so the browser fetches it only when it is about to show.
  const want = (index: number) => {
    const box = slides[(index + total) % total]?.querySelector("[data-held]");
    if (!box) return;
    box.querySelector("img")?.setAttribute("loading", "eager");
    box.removeAttribute("data-held");
  };

  const swiper = new Swiper(viewport, { rewind: true, speed: speed() });
  // Both labels keep their place, so the button's width never changes.
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
    // A key or an assistive technology can reach a slide with no pointing first.
    for (const index of [active, active + 1, active - 1]) want(index);
    rotation.restart();
  });

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
  carousel.addEventListener("keydown", (event) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const move = { ArrowLeft: () => swiper.slidePrev(speed()), ArrowRight: () => swiper.slideNext(speed()) }[event.key];
    if (!move) return;
    event.preventDefault();
    move();
  });
  const onMotion = () => {
    swiper.params.speed = speed();
    if (reduce.matches) rotation.stop();
  };
  reduce.addEventListener("change", onMotion);

  // The strip no longer scrolls, so it takes no focus.
  viewport.removeAttribute("tabindex");
  carousel.querySelector("[data-waiting]")?.removeAttribute("data-waiting");
  mark(0);
  want(1);
  onMotion();
  render();
  // The countdown starts when the visitor arrives (a prerendered page is prepared unseen), and again
  // when the back button brings the page back, so that it never turns the moment the visitor is there.
  const countdown = () => rotation.restart();
  whenShown(countdown);
  onReturn(countdown);
}
