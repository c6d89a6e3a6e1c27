/**
 * The business as schema.org JSON-LD (https://schema.org/CafeOrCoffeeShop), for search engines'
 * local results: name, address, phone, e-mail, address of the site, a picture and the opening hours.
 */
import { WEEK } from "../content/week";
import { isOpen, lastDay, stillAhead, type DayHours, type SpecialDate, type WeekHours } from "./hours";
import { telHref } from "./contact";

type Facts = Pick<NonNullable<Queries.SeoFactsQuery["siteYaml"]>, "name" | "summary" | "address" | "phone" | "email"> & {
  hours: WeekHours;
  specialDates: readonly SpecialDate[];
};

/** schema.org writes a day closed all day as opening and closing at midnight. */
const times = (hours: DayHours) =>
  isOpen(hours)
    ? { opens: hours.opens.padStart(5, "0"), closes: hours.closes.padStart(5, "0") }
    : { opens: "00:00", closes: "00:00" };

/** The regular week, one specification per open day, and the special dates from `today` (the cafe's date) on. */
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

/** `today` is the cafe's calendar date when the page is made ("2026-11-23"): special dates before it are left out. */
export function cafeJsonLd(site: Facts, siteUrl: string, imageUrl: string, today: string) {
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
    ...openingHoursJsonLd(site.hours, site.specialDates, today),
  };
}
