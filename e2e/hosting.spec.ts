/**
 * The built site as nginx serves it with deploy/nginx.conf: headers, caching, compression, the 404
 * page, and a Content-Security-Policy that blocks nothing the site does and blocks what it should.
 */
import fs from "fs";
import path from "path";
import { expect, test, type APIResponse } from "@playwright/test";
import { pageFor, pages, readContent, site } from "../test-support/content";
import { coffeeFile, notFoundFile } from "../src/schema/schema";

const coffee = pageFor(coffeeFile).path;
import { publicDir } from "../test-support/built";
import { recordViolations, violationEvents } from "../test-support/csp";

const notFound = readContent(notFoundFile);

function expectSecurityHeaders(response: APIResponse) {
  const headers = response.headers();
  expect(headers["strict-transport-security"]).toMatch(/max-age=\d{8,}/);
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"]).toContain("camera=()");
  expect(headers["cross-origin-opener-policy"]).toBe("same-origin");
  const policy = headers["content-security-policy"] ?? "";
  for (const directive of [
    "default-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self'",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ]) {
    expect(policy.split(/;\s*/)).toContain(directive);
  }
  const scriptSources = /script-src ([^;]+)/.exec(policy)?.[1]?.split(" ") ?? [];
  expect(scriptSources[0]).toBe("'self'");
  for (const source of scriptSources.slice(1)) expect(source).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
}

const REVALIDATE = "public, max-age=0, must-revalidate";
const IMMUTABLE = "public, max-age=31536000, immutable";

test.describe("headers", () => {
  for (const { path: route, label } of pages) {
    test(`${label} (${route}) is 200 with the security headers, its own script hashes and no caching`, async ({
      request,
    }) => {
      const response = await request.get(route);
      expect(response.status()).toBe(200);
      expectSecurityHeaders(response);
      expect(response.headers()["cache-control"]).toBe(REVALIDATE);
      expect(response.headers()["content-security-policy"]).toMatch(/script-src 'self' 'sha256-/);
    });
  }

  test("content-hashed bundles and /static/ files are cached for a year; data files revalidate", async ({ request }) => {
    const top = fs.readdirSync(publicDir);
    const app = top.find((name) => /^app-[0-9a-f]{20}\.js$/.test(name));
    const css = top.find((name) => /^styles\.[0-9a-f]{20}\.css$/.test(name));
    const image = (fs.readdirSync(path.join(publicDir, "static"), { recursive: true }) as string[]).find((name) =>
      name.endsWith(".avif"),
    );
    for (const file of [app, css, `static/${image}`]) {
      const response = await request.get(`/${file}`);
      expect(response.status(), file).toBe(200);
      expect(response.headers()["cache-control"], file).toBe(IMMUTABLE);
      expectSecurityHeaders(response);
    }
    for (const file of ["page-data/app-data.json", `page-data${coffee}/page-data.json`, "chunk-map.json", "sitemap-index.xml", "robots.txt"]) {
      const response = await request.get(`/${file}`);
      expect(response.status(), file).toBe(200);
      expect(response.headers()["cache-control"], file).toBe(REVALIDATE);
      expectSecurityHeaders(response);
    }
  });

  test("a page address with a trailing slash redirects to the address without one, keeping the query", async ({
    request,
  }) => {
    for (const { path: route } of pages.filter((item) => item.path !== "/")) {
      const response = await request.get(`${route}/?from=print`, { maxRedirects: 0 });
      expect(response.status(), route).toBe(301);
      expect(response.headers()["location"], route).toBe(`${route}?from=print`);
      expectSecurityHeaders(response);
    }
    expect((await request.get("/", { maxRedirects: 0 })).status()).toBe(200);
    expect((await request.get("/admin/", { maxRedirects: 0 })).status()).toBe(200);
  });

  test("the hosts' own files are not served", async ({ request }) => {
    for (const file of ["_headers", "_nginx/csp-map.conf", "_nginx/nginx.conf"]) {
      expect((await request.get(`/${file}`)).status(), file).toBe(404);
    }
  });
});

test.describe("compression", () => {
  for (const [encoding, accept] of [
    ["br", "gzip, deflate, br"],
    ["gzip", "gzip, deflate"],
  ] as const) {
    test(`sends the pre-compressed ${encoding} copy to a browser that accepts it`, async ({ request }) => {
      const bundle = fs.readdirSync(publicDir).find((name) => /^framework-[0-9a-f]{20}\.js$/.test(name));
      for (const route of ["/", coffee, `/${bundle}`, `/page-data${coffee}/page-data.json`]) {
        const response = await request.fetch(route, { headers: { "Accept-Encoding": accept } });
        expect(response.headers()["content-encoding"], route).toBe(encoding);
        expect(response.headers()["vary"], route).toContain("Accept-Encoding");
        // Playwright unpacks it: the page is still the page.
        if (route === "/") expect(await response.text()).toContain(site.name);
      }
    });
  }
});

test("an unknown address answers 404 with the site's 404 page, no navigation link highlighted", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  expectSecurityHeaders(await page.request.get("/no-such-page"));
  await expect(page.locator("h1")).toHaveText(notFound.data.heading);
  await expect(page).toHaveTitle(new RegExp(`^${notFound.data.title} \\| ${site.name}$`));
  const nav = page.getByRole("navigation", { name: site.labels.mainNavigation });
  await expect(nav.getByRole("link")).toHaveCount(pages.length);
  await expect(nav.locator("[aria-current]")).toHaveCount(0);
  const elsewhere = page.getByRole("region", { name: notFound.data.linksHeading }).getByRole("link");
  await expect(elsewhere).toHaveText(pages.map((item) => item.label));
  await elsewhere.filter({ hasText: pages[1]!.label }).click();
  await expect(page).toHaveURL(new RegExp(`${pages[1]!.path}$`));
});

test.describe("Content-Security-Policy in Chromium", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("blocks nothing on any page, while using the carousel, or moving between pages", async ({ page }) => {
    const found = await recordViolations(page);
    const events: string[] = [];
    for (const { path: route } of [...pages, { path: "/no-such-page" }]) {
      await page.goto(route, { waitUntil: "networkidle" });
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 40));
        }
      });
      events.push(...(await violationEvents(page)));
    }

    // Carousel use: every slide shown through its own controls, so each photograph loads under the policy.
    await page.goto(coffee, { waitUntil: "networkidle" });
    const { carousel } = readContent(coffeeFile).data;
    const region = page.getByRole("region", { name: carousel.label });
    for (let step = 0; step < carousel.slides.length; step += 1) {
      await region.getByRole("button", { name: carousel.controls.next }).click();
    }
    await region.getByRole("button", { name: carousel.controls.previous }).click();
    await page.waitForLoadState("networkidle");

    // Client-side moves: Gatsby fetches page data and bundles with no new document.
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    const nav = page.getByRole("navigation", { name: site.labels.mainNavigation });
    for (const { label, path: route } of [...pages, pages[0]!]) {
      await nav.getByRole("link", { name: label }).click();
      await expect(page).toHaveURL(new RegExp(`${route === "/" ? "/$" : `${route}$`}`));
      await page.waitForLoadState("networkidle");
    }
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    events.push(...(await violationEvents(page)));

    expect(events).toEqual([]);
    expect(found.console).toEqual([]);
  });

  test("blocks an inline script injected into a page", async ({ page }) => {
    const found = await recordViolations(page);
    // The fixture: the real page from nginx, headers and all, with one script added to its body.
    await page.route(`**${coffee}`, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace("</body>", "<script>window.injected = true;</script></body>");
      await route.fulfill({ response, body: html });
    });
    await page.goto(coffee, { waitUntil: "networkidle" });
    expect(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBeUndefined();
    expect(await violationEvents(page)).toEqual([expect.stringMatching(/^script-src-elem blocked inline/)]);
    expect(found.console.join("\n")).toMatch(/Content Security Policy/);
    // Gatsby's own inline scripts still ran: the page hydrated and its menu button exists.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole("button", { name: site.labels.menu })).toBeVisible();
  });
});
