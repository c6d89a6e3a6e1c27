/**
 * The inline loader of a page with islands (page-scripts.tsx): their scripts are fetched after the first
 * paint (or LONGEST_WAIT_MS after load without paint timing), since even a small request before it delays
 * the first text on a slow phone (docs/performance.md). One that fails leaves its islands without script.
 */
import { isPrerendering } from "./activation";
import { fetchOrGiveUp, stayStatic } from "./give-up";
import { ISLAND_ATTRIBUTE, ISLAND_SCRIPTS_ATTRIBUTE, ISLAND_STARTED_ATTRIBUTE, islandsCarriedBy } from "./islands";

const LONGEST_WAIT_MS = 3000;

function afterFirstPaint(start: () => void): void {
  let started = false;
  const go = () => {
    if (started) return;
    started = true;
    requestAnimationFrame(() => setTimeout(start));
  };
  const onLoad = () => {
    // A prerendered page is not on screen: no paint to let through, and no animation frame until it is
    // shown. Its islands start now, unseen, so that the page is whole the moment the visitor arrives.
    if (isPrerendering()) return void setTimeout(start);
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

/** The elements of the islands `script` carries that it has not started. */
const notStarted = (script: string) =>
  islandsCarriedBy(script).flatMap((name) => [
    ...document.querySelectorAll(`[${ISLAND_ATTRIBUTE}="${name}"]:not([${ISLAND_STARTED_ATTRIBUTE}])`),
  ]);

/** Imports the scripts this <script> element lists, space-separated, once the page has painted. */
export function loadIslands(): void {
  const scripts = document.currentScript?.getAttribute(ISLAND_SCRIPTS_ATTRIBUTE)?.split(" ") ?? [];
  afterFirstPaint(() => {
    for (const script of scripts) {
      fetchOrGiveUp(
        () => import(script),
        () => undefined,
        () => notStarted(script).forEach(stayStatic),
      );
    }
  });
}
