/** After the first paint (or LONGEST_WAIT_MS after load without paint timing), so no island competes with the first content. */
const LONGEST_WAIT_MS = 3000;

export function afterFirstPaint(start: () => void): void {
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
