/**
 * When an automatic carousel may turn by itself (WCAG 2.2.2 and the W3C APG carousel pattern):
 * - it rotates until the user stops it with the pause button or moves keyboard focus into it, and then
 *   stays still until the user presses play;
 * - a pointer over it pauses it only for as long as the pointer stays;
 * - with `prefers-reduced-motion: reduce` it starts still (the user may still press play).
 * Every slide change restarts the countdown, so a manual move never jumps on a moment later.
 */
import { useCallback, useEffect, useState, type FocusEvent } from "react";

const REDUCE = "(prefers-reduced-motion: reduce)";

/** False on the server and on the first render, so hydration matches the server's markup. */
export function usePrefersReducedMotion(): boolean {
  const [reduce, setReduce] = useState(false);
  useEffect(() => {
    if (typeof window.matchMedia !== "function") return undefined;
    const query = window.matchMedia(REDUCE);
    const update = () => setReduce(query.matches);
    update();
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, []);
  return reduce;
}

/** Focus from the keyboard (or a screen reader), not the focus a mouse click or a tap gives a button. */
function isKeyboardFocus(element: Element): boolean {
  try {
    return element.matches(":focus-visible");
  } catch {
    return true; // a browser without :focus-visible: treat every focus as keyboard focus, the safe side
  }
}

type Options = { intervalMs: number; advance: () => void; activeIndex: number };

export function useRotation({ intervalMs, advance, activeIndex }: Options) {
  const reducedMotion = usePrefersReducedMotion();
  const [playing, setPlaying] = useState(true);
  const [hovered, setHovered] = useState(false);

  useEffect(() => {
    if (reducedMotion) setPlaying(false);
  }, [reducedMotion]);

  const rotating = playing && !hovered;
  useEffect(() => {
    if (!rotating) return undefined;
    const timer = window.setTimeout(advance, intervalMs);
    return () => window.clearTimeout(timer);
  }, [rotating, advance, intervalMs, activeIndex]);

  const toggle = useCallback(() => setPlaying((was) => !was), []);

  /** For the carousel's outermost element: hover pauses, keyboard focus arriving from outside stops. */
  const containerProps = {
    onPointerEnter: () => setHovered(true),
    onPointerLeave: () => setHovered(false),
    onFocus: (event: FocusEvent<HTMLElement>) => {
      const from = event.relatedTarget;
      const cameFromOutside = !(from instanceof Node && event.currentTarget.contains(from));
      if (cameFromOutside && isKeyboardFocus(event.target)) setPlaying(false);
    },
  };

  return { playing, rotating, reducedMotion, toggle, containerProps };
}
