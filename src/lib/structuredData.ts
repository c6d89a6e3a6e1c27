/**
 * The business as schema.org JSON-LD (https://schema.org/CafeOrCoffeeShop), for search engines'
 * local results: name, address, phone, e-mail, address of the site, a picture and the opening hours.
 */
import { openingHours } from "./hours";
import { telHref } from "./contact";

type Facts = Pick<NonNullable<Queries.SeoFactsQuery["siteYaml"]>, "name" | "summary" | "address" | "phone" | "email" | "hours">;

export function cafeJsonLd(site: Facts, siteUrl: string, imageUrl: string) {
  const hours = openingHours(site.hours);
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
    openingHoursSpecification: [
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: hours.days.map((day) => `https://schema.org/${day}`),
        opens: hours.opens,
        closes: hours.closes,
      },
    ],
  };
}
