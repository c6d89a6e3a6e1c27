/**
 * `gatsby develop` only: Gatsby looks its development 404 page's query up as "/dev-404-page/", while with
 * `trailingSlash: "never"` the page is at "/dev-404-page", so every first page waited 5 s for it. This asks
 * for that query at start-up, as a browser would (docs/architecture.md, the workarounds).
 */
import { PACKAGE_INTERNALS } from "./package-internals";

/** The site's pages as Gatsby's SitePage nodes name them. */
type Pages = readonly { path: string; component: string }[];
type Emitter = { emit: (event: string, payload: unknown) => void };

const { component, event } = PACKAGE_INTERNALS.dev404Query;

export const dev404Path = (pages: Pages): string | undefined => pages.find((page) => component.test(page.component))?.path;

/** For `gatsby develop` alone (onCreateDevServer): a build has no such page. */
export function runDev404QueryFirst(pages: Pages, emitter: Emitter): void {
  const pagePath = dev404Path(pages);
  if (pagePath) emitter.emit(event, { pagePath });
}
