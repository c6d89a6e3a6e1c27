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

/** Sets an ARIA state to "true", or removes it. */
const flag = (element: Element, name: string, on: boolean) => (on ? element.setAttribute(name, "true") : element.removeAttribute(name));

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
  // Wraps at both ends, as Swiper's `rewind` does.
  const go = (index: number) => swiper.slideTo((index + total) % total, speed());
  // Both labels keep their place, so the button's width never changes.
  const render = () => {
    for (const label of rotationButton.querySelectorAll("[data-label]"))
      flag(label, "aria-hidden", (label.getAttribute("data-label") === "pause") !== rotation.playing);
    viewport.setAttribute("aria-live", rotation.rotating ? "off" : "polite");
  };
  const rotation = new Rotation({
    intervalMs: Number(carousel.dataset.intervalSeconds) * 1000,
    advance: () => go(swiper.activeIndex + 1),
    onChange: render,
  });

  const mark = (active: number) => {
    slides.forEach((slide, index) => flag(slide, "aria-hidden", index !== active));
    indicators.forEach((indicator, index) => flag(indicator, "aria-current", index === active));
  };
  swiper.on("slideChange", () => {
    const active = swiper.activeIndex;
    mark(active);
    // A key or an assistive technology can reach a slide with no pointing first.
    for (const index of [active, active + 1, active - 1]) want(index);
    rotation.restart();
  });

  rotationButton.addEventListener("click", rotation.toggle);
  const wire = (button: HTMLButtonElement, target: () => number) => {
    button.addEventListener("click", () => go(target()));
    for (const intent of ["pointerenter", "focus"]) button.addEventListener(intent, () => want(target()));
  };
  wire(previousButton, () => swiper.activeIndex - 1);
  wire(nextButton, () => swiper.activeIndex + 1);
  indicators.forEach((indicator, index) => wire(indicator, () => index));

  carousel.addEventListener("pointerenter", () => rotation.hover(true));
  carousel.addEventListener("pointerleave", () => rotation.hover(false));
  carousel.addEventListener("focusin", (event) => {
    const from = event.relatedTarget;
    if (!(from instanceof Node && carousel.contains(from)) && event.target instanceof Element && isKeyboardFocus(event.target))
      rotation.stop();
  });
  carousel.addEventListener("keydown", (event) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const step = { ArrowLeft: -1, ArrowRight: 1 }[event.key];
    if (!step) return;
    event.preventDefault();
    go(swiper.activeIndex + step);
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
