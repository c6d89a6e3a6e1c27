/**
 * Announcements with dates: the build shows or hides each for its day, and a script in the <head> corrects
 * that before the first paint on a later day (docs/opening-hours.md). That script imports this module, so it
 * holds no JSX, which would bring React's runtime into every dated page's <head>.
 */
import { upcoming, type SpecialDate } from "./hours";
import { cafeZone, type ZoneTable } from "./zone";

/** `key` is the element's data-dated attribute; `from` and `until` are both included. */
export type DatedItem = { key: string; from?: string | null; until?: string | null };
/** A container (the banner) shown while at least one of its items is. */
export type DatedGroup = { key: string; items: DatedItem[] };

export const isShown = (item: Omit<DatedItem, "key">, today: string): boolean =>
  (!item.from || item.from <= today) && (!item.until || today <= item.until);

export function datedAttributes(key: string, shown: boolean) {
  return { "data-dated": key, ...(shown ? {} : { "data-dated-hidden": "" }) };
}

export type DatedData = { timeZone: string; zone?: ZoneTable; groups: DatedGroup[] };

export const DATED_DATA_ID = "dated-announcements";

/** None when nothing on the page has a date: the page then needs no script. */
export function datedData(timeZone: string, today: string, groups: DatedGroup[]): DatedData | undefined {
  const hasDates = groups.some((group) => group.items.some((item) => item.from || item.until));
  return hasDates ? { timeZone, zone: cafeZone(timeZone, today), groups } : undefined;
}

export function datedRules(groups: readonly DatedGroup[], today: string): string {
  let css = "";
  const rule = (key: string, shown: boolean) =>
    (css += `[data-dated="${key}"]${shown ? "[data-dated-hidden]{display:revert!important}" : "{display:none!important}"}`);
  for (const group of groups) {
    let any = false;
    for (const item of group.items) {
      const shown = isShown(item, today);
      any ||= shown;
      rule(item.key, shown);
    }
    rule(group.key, any);
  }
  return css;
}

type Banner = { from?: string | null; until?: string | null; offerUntil?: string | null; announceSpecialDates: boolean };

/** The earlier of two last days; none if neither has one. */
const earlier = (one?: string | null, other?: string | null) => (one && other ? (one < other ? one : other) : one || other);

/**
 * HOME's banner: the headline, the offer after it (which may end before the headline), then the special
 * dates of the next two weeks if the editor wants them there.
 */
export function bannerDates(banner: Banner, special: readonly SpecialDate[], today: string) {
  const specials = banner.announceSpecialDates ? upcoming(special, today) : [];
  const headline: DatedItem = { key: "banner-headline", from: banner.from, until: banner.until };
  const offer: DatedItem = { key: "banner-offer", from: banner.from, until: earlier(banner.until, banner.offerUntil) };
  const dates = specials.map(({ from, until }, index): DatedItem => ({ key: `banner-date-${index}`, from, until }));
  const group: DatedGroup = { key: "banner", items: [headline, offer, ...dates] };
  return { group, headline, offer, dates, specials };
}

export const noticeDates = (notice: { from?: string | null; until?: string | null }): DatedGroup => ({
  key: "notice",
  items: [{ key: "notice", from: notice.from, until: notice.until }],
});
