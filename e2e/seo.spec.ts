/** What search engines and link previews read from each page, the sitemap, robots.txt and the manifest. */
import { expect, test } from "@playwright/test";
import { pages, readContent, site } from "../test-support/content";
import { WEEK } from "../src/schema/week";

const siteUrl = (process.env.SITE_URL ?? "https://www.identitycoffees.com").replace(/\/$/, "");

test.describe("head of every page", () => {
  for (const { path, schema, label } of pages) {
    test(`${label}: title, description, canonical, social cards, theme colour`, async ({ page }) => {
      await page.goto(path);
      const { data } = readContent(schema);
      const meta = (selector: string) => page.locator(`head ${selector}`).getAttribute("content");
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      await expect(page).toHaveTitle(data.title === site.name ? site.name : `${data.title as string} | ${site.name}`);
      expect(await meta('meta[name="description"]')).toBe(data.description);
      await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute("href", `${siteUrl}${path}`);
      expect(await meta('meta[property="og:url"]')).toBe(`${siteUrl}${path}`);
      expect(await meta('meta[property="og:image"]')).toMatch(new RegExp(`^${siteUrl}/static/.+\\.jpg$`));
      expect(await meta('meta[property="og:image:width"]')).toBe("1200");
      expect(await meta('meta[property="og:image:height"]')).toBe("630");
      expect(await meta('meta[property="og:image:alt"]')).toBe(site.social.alt);
      expect(await meta('meta[name="twitter:card"]')).toBe("summary_large_image");
      // The browser paints around the page in the page's own background colour.
      const background = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
      const [r, g, b] = (await meta('meta[name="theme-color"]'))!.match(/[0-9a-f]{2}/gi)!.map((hex) => parseInt(hex, 16));
      expect(background).toBe(`rgb(${r}, ${g}, ${b})`);
      // The site's icon, also as a bitmap for browsers that draw no SVG icon.
      await expect(page.locator('head link[rel="icon"][type="image/png"]')).toHaveCount(1);
      await expect(page.locator('head link[rel="apple-touch-icon"]').first()).toBeAttached();
      await expect(page.locator('head link[rel="manifest"]')).toBeAttached();
    });
  }

  test("the JSON-LD describes the cafe with the facts from site.yaml", async ({ page, request }) => {
    await page.goto("/");
    const json = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
    expect(json).toMatchObject({
      "@context": "https://schema.org",
      "@type": "CafeOrCoffeeShop",
      name: site.name,
      email: site.email,
      telephone: `+1${site.phone.replace(/\D/g, "")}`,
      url: `${siteUrl}/`,
      address: {
        "@type": "PostalAddress",
        streetAddress: site.address.street,
        addressLocality: site.address.city,
        addressRegion: site.address.region,
        postalCode: site.address.postalCode,
      },
    });
    // One specification per open day of site.yaml's week, in its 24-hour times.
    const open = WEEK.map((day) => ({ day, hours: site.hours[day.toLowerCase() as keyof typeof site.hours] })).filter(
      ({ hours }) => !hours.closed,
    );
    expect(json.openingHoursSpecification).toEqual(
      open.map(({ day, hours }) =>
        expect.objectContaining({
          dayOfWeek: `https://schema.org/${day}`,
          opens: hours.opens.padStart(5, "0"),
          closes: hours.closes.padStart(5, "0"),
        }),
      ),
    );
    const image = new URL(json.image);
    expect((await request.get(image.pathname)).status()).toBe(200);
  });
});

test("the sitemap lists the five pages and nothing else; robots.txt names it", async ({ request }) => {
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain(`Sitemap: ${siteUrl}/sitemap-index.xml`);
  expect(robots).toContain("Disallow: /admin/");
  const index = await (await request.get("/sitemap-index.xml")).text();
  const sitemaps = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  const locs: string[] = [];
  for (const sitemap of sitemaps) {
    const xml = await (await request.get(sitemap)).text();
    locs.push(...[...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!));
  }
  expect(locs.sort()).toEqual(pages.map((item) => `${siteUrl}${item.path}`).sort());
});
