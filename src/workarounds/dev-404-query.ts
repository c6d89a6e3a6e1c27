/**
 * `gatsby develop` only: Gatsby looks its development 404 page's query up as "/dev-404-page/", while with
 * `trailingSlash: "never"` the page is at "/dev-404-page", so every first page waited 5 s for it. This asks
 * for that query at start-up, as a browser would (docs/architecture.md, the workarounds).
 */
import { GATSBY_INTERNALS } from "./gatsby-internals";

type Pages = Map<string, { path: string; component: string }>;
type Emitter = { emit: (event: string, payload: unknown) => void };

export function dev404Path(pages: Pages): string | undefined {
  for (const page of pages.values()) {
    if (GATSBY_INTERNALS.dev404Component.test(page.component)) return page.path;
  }
  return undefined;
}

export function runDev404QueryFirst(command: string | undefined, pages: Pages, emitter: Emitter): void {
  if (command !== "develop") return;
  const pagePath = dev404Path(pages);
  if (pagePath) emitter.emit(GATSBY_INTERNALS.queryRunRequested, { pagePath });
}
