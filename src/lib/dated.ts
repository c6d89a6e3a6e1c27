/**
 * Announcements with dates (the HOME banner, the Midtown notice, special dates announced ahead).
 *
 * The build renders each dated element shown or hidden for the day it runs on (the cafe's date, passed in
 * by gatsby-node.ts so the browser's first render matches). A site that is not rebuilt must not go on
 * showing a stale offer, so the page's <head> also carries a few hundred bytes of script (datedScript)
 * that, before anything is painted, works out today's date on the cafe's clock and adds a style rule
 * hiding what has expired and showing what has started since. Nothing moves after the first paint, and
 * without JavaScript the build's choice stands.
 */
import { upcoming, type SpecialDate, type ZoneTable } from "./hours";

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

/**
 * The inline script for <head>, or nothing when no announcement on the page has a date. Written in ES5
 * so every browser runs it. It reads today's date from the build's table of the zone's offsets, and asks
 * Intl only past the table's end (Intl's first use would hold up the first paint); if Intl cannot handle
 * the zone it does nothing, and the build's choice stands.
 */
export function datedScript(timeZone: string, zone: ZoneTable, groups: readonly DatedGroup[]): string | undefined {
  if (!hasDates(groups)) return undefined;
  const data = groups.map((group) => [group.key, group.items.map((item) => [item.key, item.from || "", item.until || ""])]);
  return (
    '(function(z,t,g){try{var p={},c="",n=Date.now()/6e4,o=t.offsets,d,i;' +
    "if(n>=o[0][0]&&n<t.until){for(i=0;i<o.length&&o[i][0]<=n;i++)d=o[i][1];d=new Date((n+d)*6e4).toISOString().slice(0,10)}" +
    'else{new Intl.DateTimeFormat("en-US",{timeZone:z,year:"numeric",month:"2-digit",day:"2-digit"}).formatToParts(new Date).forEach(function(x){p[x.type]=x.value});' +
    'd=p.year+"-"+p.month+"-"+p.day}' +
    "function r(k,s){c+='[data-dated=\"'+k+'\"]'+(s?'[data-dated-hidden]{display:revert!important}':'{display:none!important}')}" +
    "g.forEach(function(e){var a=0;e[1].forEach(function(i){var s=!(i[1]&&d<i[1]||i[2]&&d>i[2]);a=a||s;r(i[0],s)});r(e[0],a)});" +
    'var y=document.createElement("style");y.textContent=c;document.head.appendChild(y)}catch(x){}})' +
    `(${JSON.stringify(timeZone)},${JSON.stringify(zone)},${JSON.stringify(data).replace(/</g, "\\u003c")})`
  );
}

type Banner = { from?: string | null; until?: string | null; specialDates: boolean };

/**
 * HOME's banner and its dates: the editor's offer, then the special dates of the next two weeks if the
 * editor wants them there. The view and the <head> script both read this.
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
