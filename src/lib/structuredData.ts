/** The business as schema.org JSON-LD (https://schema.org/CafeOrCoffeeShop), the same on every page: made once a build. */
import { WEEK } from "./calendar";
import { isOpen, lastDay, stillAhead, type DayHours, type SpecialDate, type WeekHours } from "./hours";
import { telHref } from "./contact";
import { coordinatesOf, mapHref, type MapAddress } from "./maps";
import { scriptJson } from "./script-json";

type Facts = {
  name: string;
  summary: string;
  phone: string;
  email: string;
  address: MapAddress & { country: string };
  hours: WeekHours;
  specialDates: readonly SpecialDate[];
  socialAccounts?: readonly { url: string }[] | null;
};

const DAY = "{ closed opens closes }";

export const CAFE_FACTS_QUERY = `
  site { siteMetadata { siteUrl } }
  siteYaml {
    name summary phone email
    address { street city region postalCode country coordinates }
    socialAccounts { url }
    hours { ${WEEK.map((day) => `${day.toLowerCase()} ${DAY}`).join(" ")} }
    specialDates { from until closed opens closes note }
    social { image { childImageSharp { original { src } } } }
  }`;

export type CafeFacts = {
  site: { siteMetadata: { siteUrl: string } };
  siteYaml: Facts & { social: { image: { childImageSharp: { original: { src: string } | null } | null } } };
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

export function cafeJsonLd(site: Facts, siteUrl: string, imageUrl: string, today: string) {
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

/** The sharing picture as the build made it, for the page's cards and the JSON-LD alike. */
export function socialImage<T extends { src?: string | null }>(original: T | null | undefined): T & { src: string } {
  if (!original?.src) throw new Error("content/site/site.yaml: social.image could not be processed; expected a JPEG of 1200 x 630 px.");
  return original as T & { src: string };
}

export function cafeJsonLdText({ site, siteYaml }: CafeFacts, today: string): string {
  const siteUrl = site.siteMetadata.siteUrl;
  const image = socialImage(siteYaml.social.image.childImageSharp?.original).src;
  return scriptJson(cafeJsonLd(siteYaml, siteUrl, `${siteUrl}${image}`, today));
}
