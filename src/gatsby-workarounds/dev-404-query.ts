/**
 * `gatsby develop` only: have Gatsby's development 404 page's query run with the others at start-up, so a
 * restart serves its first page without a five-second pause.
 *
 * In development, every page waits for the data of Gatsby's own 404 page (the list of pages it shows at
 * an unknown address). Its query lists every page, and each start marks it out of date, because Gatsby
 * rebuilds the list of pages. Gatsby runs that one query eagerly, like the page on screen, but it looks
 * it up as "/dev-404-page/", while with `trailingSlash: "never"` (gatsby-config.ts) the page is at
 * "/dev-404-page". So the query waits until the browser asks for it; then its result is the same as
 * last time, Gatsby writes nothing, and the request only returns after Gatsby's 5 s retry. Asking for
 * the query once start-up is done, as the browser would, puts it with the queries that run first.
 */
import { GATSBY_INTERNALS } from "./gatsby-internals";

/** The part of Gatsby's store this reads: its pages, each with the path and its component's file. */
type Pages = Map<string, { path: string; component: string }>;
type Emitter = { emit: (event: string, payload: unknown) => void };

/** The address of Gatsby's development 404 page, however the site's trailing-slash option wrote it. */
export function dev404Path(pages: Pages): string | undefined {
  for (const page of pages.values()) {
    if (GATSBY_INTERNALS.dev404Component.test(page.component)) return page.path;
  }
  return undefined;
}

/** Under `gatsby develop`, requests the development 404 page's query, as a browser's first visit does. */
export function runDev404QueryFirst(command: string | undefined, pages: Pages, emitter: Emitter): void {
  if (command !== "develop") return;
  const pagePath = dev404Path(pages);
  if (pagePath) emitter.emit(GATSBY_INTERNALS.queryRunRequested, { pagePath });
}
