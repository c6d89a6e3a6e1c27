/**
 * The one inline script of a page with islands (page-scripts.tsx). Its islands' scripts are fetched only
 * after the first paint (or LONGEST_WAIT_MS after load without paint timing): a request before it, even
 * of a few hundred bytes, delays the first text on a slow phone (docs/performance.md).
 */
import { ISLAND_SCRIPTS_ATTRIBUTE } from "./islands";

const LONGEST_WAIT_MS = 3000;

function afterFirstPaint(start: () => void): void {
  let started = false;
  const go = () => {
    if (started) return;
    started = true;
    requestAnimationFrame(() => setTimeout(start));
  };
  const onLoad = () => {
    setTimeout(go, LONGEST_WAIT_MS);
    if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) return go();
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName("first-contentful-paint").length === 0) return;
      observer.disconnect();
      go();
    }).observe({ type: "paint", buffered: true });
  };
  if (document.readyState === "complete") onLoad();
  else addEventListener("load", onLoad, { once: true });
}

/** Imports the scripts this <script> element lists, space-separated, once the page has painted. */
export function loadIslands(): void {
  const scripts = document.currentScript?.getAttribute(ISLAND_SCRIPTS_ATTRIBUTE)?.split(" ") ?? [];
  afterFirstPaint(() => scripts.forEach((src) => void import(src)));
}
