/**
 * A tap on the directions link on a phone, in Chromium as an iPhone and as an Android phone: the page
 * asks nothing of a maps service before the tap, and the tap opens, in a new tab, Apple Maps' directions
 * on the iPhone (the island switches the link there) and Google Maps' on Android (the address the page is
 * built with, which opens the Maps app there). Every engine's link, and its words, are proven by
 * e2e/engines/directions.spec.ts.
 */
import { devices, expect, test } from "@playwright/test";
import { pageFor, site } from "../test-support/content";
import { homeFile } from "../src/schema/schema";

const line = `${site.address.street}, ${site.address.city}, ${site.address.region} ${site.address.postalCode}`;
const destination = site.address.coordinates ? site.address.coordinates.replace(/\s/g, "") : line;

const PHONES = [
  { phone: "iPhone 15", opens: "https://maps.apple.com/", param: "daddr" },
  { phone: "Pixel 7", opens: "https://www.google.com/maps/dir/", param: "destination" },
] as const;

for (const { phone, opens, param } of PHONES) {
  test.describe(`as ${phone}`, () => {
    const { defaultBrowserType: _engine, ...device } = devices[phone];
    test.use(device);

    test(`a tap on HOME's directions link opens ${opens} in a new tab, and nothing went to a maps service before`, async ({
      page,
      context,
    }) => {
      const elsewhere: string[] = [];
      // Nothing leaves this computer: a maps service's answer is a stand-in.
      await context.route(/^https:\/\//, (route) => {
        elsewhere.push(route.request().url());
        return route.fulfill({ status: 200, contentType: "text/html", body: "<title>maps</title>" });
      });
      await page.goto(pageFor(homeFile).path, { waitUntil: "networkidle" });
      expect(elsewhere).toEqual([]);
      const link = page.getByRole("main").getByRole("link", { name: site.directions.label });
      const [tab] = await Promise.all([context.waitForEvent("page"), link.tap()]);
      await tab.waitForLoadState();
      const url = new URL(tab.url());
      expect(`${url.origin}${url.pathname}`).toBe(opens);
      expect(url.searchParams.get(param)).toBe(destination);
      expect(page.url()).toMatch(new RegExp(`${pageFor(homeFile).path}$`));
      test.info().annotations.push({ type: "opens", description: `${phone}: ${tab.url()}` });
    });
  });
}
