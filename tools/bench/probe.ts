/**
 * What the navigation bench adds to every page it shows (visit-proxy.ts serves it): the page reports to
 * the bench's server, by beacon, where its menu and links are, when it was tapped, and when it drew its
 * largest paint, so that nothing has to ask the page through a browser's automation (Chromium never
 * prerenders while DevTools is attached). A page other than HOME then asks the server where to go next.
 */

/** What a page reports; `at` and the paints are milliseconds on the browser's one clock (timeOrigin + time). */
export type ProbeReport =
  | { kind: "ready"; path: string; menu: Point }
  | { kind: "pointer"; path: string; dx: number; dy: number }
  | { kind: "menu"; path: string; links: Record<string, Point> }
  | { kind: "tap"; path: string; at: number }
  | { kind: "result"; path: string; prerendered: boolean; paint: number; largest: boolean };

export type Point = { x: number; y: number };

/** Runs in the page, as `(${probe})(...)`: it may use nothing from outside itself. */
export function probe(reportUrl: string, nextUrl: string, home: string): void {
  const report = (data: object) => navigator.sendBeacon(reportUrl, JSON.stringify({ path: location.pathname, ...data }));
  const centre = (element: Element) => {
    const box = element.getBoundingClientRect();
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  };
  const menuButton = () => document.querySelector('header button[aria-controls="site-menu"]:not([hidden])');

  let offsetSent = false;
  addEventListener(
    "mousemove",
    (event) => {
      if (offsetSent) return;
      offsetSent = true;
      report({ kind: "pointer", dx: event.screenX - event.clientX, dy: event.screenY - event.clientY });
    },
    true,
  );
  addEventListener(
    "click",
    (event) => {
      report({ kind: "tap", at: performance.timeOrigin + event.timeStamp });
      // Where the links are once the click has opened the menu.
      requestAnimationFrame(() => {
        const links: Record<string, Point> = {};
        for (const link of document.querySelectorAll("nav#site-menu a")) links[link.getAttribute("href") ?? ""] = centre(link);
        report({ kind: "menu", links });
      });
    },
    true,
  );

  if (location.pathname === home) {
    // Ready for a tap once the menu's script has made its button.
    const ready = setInterval(() => {
      const button = menuButton();
      if (!button) return;
      clearInterval(ready);
      report({ kind: "ready", menu: centre(button) });
    }, 50);
    return;
  }

  const largest: PerformanceEntry[] = [];
  const supported = PerformanceObserver.supportedEntryTypes?.includes("largest-contentful-paint") ?? false;
  if (supported)
    new PerformanceObserver((list) => largest.push(...list.getEntries())).observe({ type: "largest-contentful-paint", buffered: true });
  const send = () => {
    const navigation = performance.getEntriesByType("navigation")[0] as PerformanceEntry & { activationStart?: number };
    const activationStart = navigation.activationStart ?? 0;
    const paint = largest.at(-1)?.startTime ?? performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN;
    // A prerendered page is on screen from its activation at the earliest, whatever it drew unseen.
    report({
      kind: "result",
      prerendered: activationStart > 0,
      paint: performance.timeOrigin + Math.max(paint, activationStart),
      largest: supported,
    });
    void fetch(nextUrl)
      .then((answer) => answer.text())
      .then((next) => next && location.assign(next));
  };
  const afterLoad = () => setTimeout(send, 1000);
  const whenLoaded = () => (document.readyState === "complete" ? afterLoad() : addEventListener("load", afterLoad, { once: true }));
  if ((document as Document & { prerendering?: boolean }).prerendering)
    document.addEventListener("prerenderingchange", whenLoaded, { once: true });
  else whenLoaded();
}
