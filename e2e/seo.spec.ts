/**
 * What search engines and link previews read from each page's head, the sitemap and robots.txt. The
 * JSON-LD is made from site.yaml's facts as structured-data.test.ts proves, and edited-site.spec.ts finds
 * each edited fact in it.
 */
import { expect, test } from "@playwright/test";
import { pages, readContent, site } from "../test-support/content";

const siteUrl = (process.env.SITE_URL ?? "https://www.identitycoffees.com").replace(/\/$/, "");

test.describe("head of every page", () => {
  for (const { path, schema, label } of pages) {
    test(`${label}: title, description, canonical, social cards, theme colour`, async ({ page, request }) => {
      await page.goto(path);
      const { data } = readContent(schema);
      const meta = (selector: string) => page.locator(`head ${selector}`).getAttribute("content");
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      await expect(page).toHaveTitle(data.title === site.name ? site.name : `${data.title as string} | ${site.name}`);
      expect(await meta('meta[name="description"]')).toBe(data.description);
      await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute("href", `${siteUrl}${path}`);
      expect(await meta('meta[property="og:url"]')).toBe(`${siteUrl}${path}`);
      const image = await meta('meta[property="og:image"]');
      expect(image).toMatch(new RegExp(`^${siteUrl}/static/.+\\.jpg$`));
      expect((await request.get(new URL(image!).pathname)).status()).toBe(200);
      expect(await meta('meta[property="og:image:width"]')).toBe("1200");
      expect(await meta('meta[property="og:image:height"]')).toBe("630");
      expect(await meta('meta[property="og:image:alt"]')).toBe(site.social.alt);
      expect(await meta('meta[name="twitter:card"]')).toBe("summary_large_image");
      expect(await meta('meta[property="og:locale"]')).toBe(`en_${site.address.country}`);
      // The cafe's account on X names the card's site; none without one.
      const x = (site.socialAccounts ?? []).map(({ url }) => new URL(url)).find((url) => /(^|\.)(x|twitter)\.com$/.test(url.hostname));
      await expect(page.locator('head meta[name="twitter:site"]')).toHaveCount(x ? 1 : 0);
      if (x) expect(await meta('meta[name="twitter:site"]')).toBe(`@${x.pathname.split("/")[1]}`);
      // The business, with a map, its position and its accounts when site.yaml has them.
      const business = JSON.parse((await page.locator('head script[type="application/ld+json"]').textContent())!) as Record<
        string,
        unknown
      >;
      expect(new URL(business.hasMap as string).hostname).toBe("www.google.com");
      const [latitude, longitude] = site.address.coordinates?.split(",").map(Number) ?? [];
      expect(business.geo).toEqual(site.address.coordinates ? { "@type": "GeoCoordinates", latitude, longitude } : undefined);
      expect(business.sameAs).toEqual(site.socialAccounts?.length ? site.socialAccounts.map(({ url }) => url) : undefined);
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
});

test("the sitemap lists every page of the menu and nothing else; robots.txt names it", async ({ request }) => {
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
