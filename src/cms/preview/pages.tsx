/**
 * Each content file's preview: the page it feeds, drawn by that page's own view (src/views), from the
 * fields as they stand in the form. The mappings mirror the templates' (src/templates), with the form's
 * values where the templates have GraphQL's: a photograph is a file name, the text is Markdown.
 */
import type { ReactElement } from "react";
import { HomeView } from "../../views/HomeView";
import { CoffeeView } from "../../views/CoffeeView";
import { MidtownView } from "../../views/MidtownView";
import { TeamView } from "../../views/TeamView";
import { AboutView } from "../../views/AboutView";
import { NotFoundView } from "../../views/NotFoundView";
import type { SiteFrame } from "../../components/site-frame";
import type { Photo } from "../../lib/photo";
import type { CafeHours } from "../../components/OpeningHours";
import { cafeClock } from "../../lib/hours";

/**
 * The proportions the page queries crop to (`aspectRatio` in src/templates/coffee.tsx and midtown.tsx);
 * a test reads the queries and keeps these equal.
 */
export const CROPS = { carouselSlide: 1.5, galleryPhoto: 1 } as const;

/**
 * A photograph field as the form holds it: the file's name beside the content file (or, in the facts
 * from other files, the address of a copy under /admin/), and its alt text.
 */
export type PhotoField = { image?: string; alt?: string };

/**
 * The fields of one file as the form holds them, while the editor types: the form checks them, the
 * preview shows whatever is there (a view that cannot draw a half-filled field says so, see register.tsx).
 */
export type Fields = Record<string, any>;

export type SiteFacts = SiteFrame & CafeHours & { banner: Queries.Banner };

/** Today on the cafe's clock: the preview shows what a visitor sees today. A zone being typed falls back to UTC. */
function today(site: SiteFacts): string {
  try {
    return cafeClock(new Date(), site.timeZone).date;
  } catch {
    return new Date().toISOString().slice(0, 10);
  }
}

export type PreviewTools = {
  /** content/site/site.yaml: the form's values when it is the file being edited, else as last built. */
  site: SiteFacts;
  /** HOME's fields as last built: the site-wide file previews on HOME. */
  home: Fields;
  photo: (field: PhotoField | undefined, aspectRatio?: number) => Photo;
  html: (markdown: string | undefined) => string;
};

type Preview = (fields: Fields, tools: PreviewTools) => ReactElement;

const home: Preview = (page, { site, photo, html }) => (
  <HomeView
    site={site}
    currentPath={page.path}
    banner={site.banner}
    hero={photo(page.hero)}
    introHtml={html(page.body)}
    visit={page.visit}
    hours={site}
    today={today(site)}
  />
);

/** Previews by the file's name in the CMS (src/cms/config.ts: its folder under content/). */
export const PREVIEWS: Record<string, Preview> = {
  site: (site, tools) => home(tools.home, { ...tools, site: site as SiteFacts }),
  home,
  coffee: (page, { site, photo, html }) => (
    <CoffeeView
      site={site}
      currentPath={page.path}
      heading={page.heading}
      bodyHtml={html(page.body)}
      carousel={{
        ...page.carousel,
        slides: (page.carousel?.slides ?? []).map((slide: PhotoField & { caption: string }) => ({
          ...photo(slide, CROPS.carouselSlide),
          caption: slide.caption,
        })),
      }}
    />
  ),
  midtown: (page, { site, photo, html }) => (
    <MidtownView
      site={site}
      currentPath={page.path}
      heading={page.heading}
      notice={page.notice}
      welcomeHeading={page.welcome?.heading}
      welcomeHtml={html(page.body)}
      galleryHeading={page.gallery?.heading}
      gallery={(page.gallery?.photos ?? []).map((field: PhotoField) => photo(field, CROPS.galleryPhoto))}
      exterior={photo(page.exterior)}
      info={page.info}
      hours={site}
      today={today(site)}
    />
  ),
  team: (page, { site, html }) => (
    <TeamView
      site={site}
      currentPath={page.path}
      heading={page.heading}
      subheading={page.subheading}
      bodyHtml={html(page.body)}
      requirements={page.requirements}
      apply={page.apply}
    />
  ),
  about: (page, { site, photo, html }) => (
    <AboutView site={site} currentPath={page.path} heading={page.heading} photo={photo(page.photo)} bodyHtml={html(page.body)} />
  ),
  "not-found": (page, { site, html }) => (
    <NotFoundView site={site} currentPath="/404" heading={page.heading} bodyHtml={html(page.body)} linksHeading={page.linksHeading} />
  ),
};
