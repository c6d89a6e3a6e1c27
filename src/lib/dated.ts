/**
 * Announcements with dates (the HOME banner, the Midtown notice, special dates announced ahead).
 *
 * The build renders each dated element shown or hidden for the day it runs on (the cafe's date, `today`
 * in the page context). A site that is not rebuilt must not go on showing a stale offer, so the page's
 * <head> also carries the dates (datedData) and a small inline script (src/islands/dated-head-script.ts, put there
 * by src/components/DatedScript.tsx) that, before anything is painted, works out today's date on the
 * cafe's clock and adds the style rules (datedRules) hiding what has expired and showing what has
 * started since. Nothing moves after the first paint, and without JavaScript the build's choice stands.
 * The templates call this module for the markup's attributes and the <head>'s dates. The inline script
 * imports it too, so it holds no JSX, which would bring React's runtime into every dated page's <head>.
 */
import { upcoming, type SpecialDate } from "./hours";
import { cafeZone, type ZoneTable } from "./zone";

/** One dated element: `key` is its data-dated attribute; shown from `from` through `until` (either optional). */
export type DatedItem = { key: string; from?: string | null; until?: string | null };
/** A container (the banner) shown while at least one of its items is. */
export type DatedGroup = { key: string; items: DatedItem[] };

export const isShown = (item: Omit<DatedItem, "key">, today: string): boolean =>
  (!item.from || item.from <= today) && (!item.until || today <= item.until);

/** Whether anything in the groups can change with the date: otherwise the page needs no script. */
const hasDates = (groups: readonly DatedGroup[]) => groups.some((group) => group.items.some((item) => item.from || item.until));

/** The attributes of a dated element rendered for `today`: hidden elements carry data-dated-hidden. */
export function datedAttributes(key: string, shown: boolean) {
  return { "data-dated": key, ...(shown ? {} : { "data-dated-hidden": "" }) };
}

/** What a page with dated announcements carries for its <head> script (src/islands/dated-head-script.ts). */
export type DatedData = { timeZone: string; zone?: ZoneTable; groups: DatedGroup[] };

/** The id of the JSON block that holds a page's DatedData. */
export const DATED_DATA_ID = "dated-announcements";

/** The data for a page's <head> script, or nothing when no announcement on the page has a date. */
export function datedData(timeZone: string, today: string, groups: DatedGroup[]): DatedData | undefined {
  return hasDates(groups) ? { timeZone, zone: cafeZone(timeZone, today), groups } : undefined;
}

/**
 * The style rules that make the page right for `today`: each dated element the build hid shown again if
 * its day has come, each one it showed hidden if its day has passed, a group shown while any item is.
 */
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

type Banner = { from?: string | null; until?: string | null; specialDates: boolean };

/**
 * HOME's banner and its dates: the editor's offer, then the special dates of the next two weeks if the
 * editor wants them there. The page's markup and the <head> script both read this.
 */
export function bannerDates(banner: Banner, special: readonly SpecialDate[], today: string) {
  const specials = banner.specialDates ? upcoming(special, today) : [];
  const group: DatedGroup = {
    key: "banner",
    items: [
      { key: "banner-offer", from: banner.from, until: banner.until },
      ...specials.map(({ from, until }, index) => ({ key: `banner-date-${index}`, from, until })),
    ],
  };
  return { group, specials };
}

/** The Midtown notice, a group of one. */
export const noticeDates = (notice: { from?: string | null; until?: string | null }): DatedGroup => ({
  key: "notice",
  items: [{ key: "notice", from: notice.from, until: notice.until }],
});
