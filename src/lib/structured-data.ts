/** The business as schema.org JSON-LD (https://schema.org/CafeOrCoffeeShop), the same on every page, from the page's own query. */
import { WEEK } from "./calendar";
import { isOpen, lastDay, stillAhead, type DayHours, type SpecialDate, type WeekHours } from "./hours";
import { telHref } from "./contact";
import { coordinatesOf, mapHref, type MapAddress } from "./maps";
import { scriptJson } from "./script-json";

/** What the JSON-LD says of the business: site.yaml's fields, as a page's query (SeoFields) returns them. */
export type Business = {
  name: string;
  summary: string;
  phone: string;
  email: string;
  address: MapAddress & { country: string };
  hours: WeekHours;
  specialDates: readonly SpecialDate[];
  socialAccounts?: readonly { url: string }[] | null;
};

/** schema.org writes a day closed all day as opening and closing at midnight. */
const times = (hours: DayHours) =>
  isOpen(hours) ? { opens: hours.opens.padStart(5, "0"), closes: hours.closes.padStart(5, "0") } : { opens: "00:00", closes: "00:00" };

export function openingHoursJsonLd(week: WeekHours, special: readonly SpecialDate[], today: string) {
  const regular = WEEK.flatMap((day) => {
    const hours = week[day.toLowerCase() as keyof WeekHours];
    if (!isOpen(hours)) return [];
    return [{ "@type": "OpeningHoursSpecification", dayOfWeek: `https://schema.org/${day}`, ...times(hours) }];
  });
  const ahead = stillAhead(special, today).map((entry) => ({
    "@type": "OpeningHoursSpecification",
    validFrom: entry.from,
    validThrough: lastDay(entry),
    ...times(entry),
    description: entry.note,
  }));
  return { openingHoursSpecification: regular, ...(ahead.length > 0 ? { specialOpeningHoursSpecification: ahead } : {}) };
}

export function cafeJsonLd(site: Business, siteUrl: string, imageUrl: string, today: string) {
  const position = coordinatesOf(site.address);
  const accounts = (site.socialAccounts ?? []).map((account) => account.url);
  return {
    "@context": "https://schema.org",
    "@type": "CafeOrCoffeeShop",
    "@id": `${siteUrl}/#business`,
    name: site.name,
    description: site.summary,
    url: `${siteUrl}/`,
    image: imageUrl,
    telephone: telHref(site.phone).replace(/^tel:/, ""),
    email: site.email,
    address: {
      "@type": "PostalAddress",
      streetAddress: site.address.street,
      addressLocality: site.address.city,
      addressRegion: site.address.region,
      postalCode: site.address.postalCode,
      addressCountry: site.address.country,
    },
    ...(position ? { geo: { "@type": "GeoCoordinates", ...position } } : {}),
    hasMap: mapHref(site.address),
    ...(accounts.length > 0 ? { sameAs: accounts } : {}),
    ...openingHoursJsonLd(site.hours, site.specialDates, today),
  };
}

/** The sharing picture as the build made it (a JPEG), for the page's cards and the JSON-LD alike. */
export function socialImage(image: { images: { fallback?: { src: string } | null }; width: number; height: number } | null | undefined) {
  const src = image?.images.fallback?.src;
  if (!image || !src) throw new Error("content/site/site.yaml: social.image could not be processed; expected a JPEG of 1200 x 630 px.");
  return { src, width: image.width, height: image.height };
}

/** The JSON-LD as the <script> of a page's <head> holds it: no text in it can end the script. */
export const cafeJsonLdText = (site: Business, siteUrl: string, imageUrl: string, today: string): string =>
  scriptJson(cafeJsonLd(site, siteUrl, imageUrl, today));
