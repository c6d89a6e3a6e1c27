/**
 * The built site as Cloudflare serves it (wrangler runs Cloudflare's runtime on this computer, with
 * dist/_headers): every address answers at its exact path with its headers, a trailing slash is
 * one redirect away, an unknown address gets the 404 page, the editor gets its own policy and its
 * sign-in's addresses the site's Worker, the Content-Security-Policy blocks a script injected into a
 * page, and the build puts nothing but the site into dist/. That the policy blocks nothing the site does is
 * proven in every engine (e2e/engines/).
 */
import fs from "fs";
import path from "path";
import { expect, test, type APIResponse } from "@playwright/test";
import { notFound as unknownAddress, pageFor, pages, readContent, site } from "../test-support/content";
import { coffeeFile, notFoundFile } from "../src/schema/schema";
import { builtPages, siteDir } from "../test-support/built";
import { filesUnder, usedFiles } from "../src/hosting/built-files";
import { FAVICON_SOURCES, HOST_FILES } from "../src/hosting/site-folder";
import { iconImages } from "../test-support/icon-file";
import { BUILD_INFO_PATH, type BuildInfo } from "../src/lib/build-info";
import { GATEWAY } from "../editor/addresses";

const coffee = pageFor(coffeeFile).path;
const notFound = readContent(notFoundFile);
const inner = pages.filter((item) => item.path !== "/");

const REVALIDATE = "public, max-age=0, must-revalidate";
const IMMUTABLE = "public, max-age=31536000, immutable";

function expectSecurityHeaders(response: APIResponse) {
  const headers = response.headers();
  expect(headers["strict-transport-security"]).toMatch(/max-age=\d{8,}/);
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"]).toContain("camera=()");
}

/** The site's policy, exactly once: a second one, joined on by the host, would be enforced too. */
function expectSitePolicy(response: APIResponse) {
  expectSecurityHeaders(response);
  expect(response.headers()["cross-origin-opener-policy"]).toBe("same-origin");
  const policy = response.headers()["content-security-policy"] ?? "";
  expect(policy.match(/default-src/g)).toHaveLength(1);
  for (const directive of [
    "default-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self'",
    "object-src 'none'",
    "frame-ancestors 'none'",
  ]) {
    expect(policy.split(/;\s*/)).toContain(directive);
  }
  const scriptSources = /script-src ([^;]+)/.exec(policy)?.[1]?.split(" ") ?? [];
  expect(scriptSources[0]).toBe("'self'");
  expect(scriptSources.length).toBeGreaterThan(1);
  for (const source of scriptSources.slice(1)) expect(source).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
}

test.describe("addresses", () => {
  for (const { path: route, label } of pages) {
    test(`${label} answers 200 at ${route}, with the site's headers and no caching`, async ({ request }) => {
      const response = await request.get(route, { maxRedirects: 0 });
      expect(response.status()).toBe(200);
      expectSitePolicy(response);
      expect(response.headers()["cache-control"]).toBe(REVALIDATE);
    });
  }

  test("a page's address with a trailing slash, or with .html, is one permanent redirect from the exact one, keeping the query", async ({
    request,
  }) => {
    for (const { path: route } of inner) {
      for (const variant of [`${route}/`, `${route}.html`]) {
        const response = await request.get(`${variant}?from=print`, { maxRedirects: 0 });
        expect(response.status(), variant).toBe(301);
        expect(response.headers()["location"], variant).toBe(`${route}?from=print`);
        expectSitePolicy(response);
      }
    }
  });

  test("an unknown address answers 404 with the 404 page and the site's headers", async ({ request }) => {
    for (const address of [unknownAddress.path, `${unknownAddress.path}/`, `${coffee}/more`]) {
      const response = await request.get(address, { maxRedirects: 0 });
      expect(response.status(), address).toBe(404);
      expectSitePolicy(response);
      expect(await response.text(), address).toContain(notFound.data.heading);
    }
  });

  test("/admin/ answers 200 under the editor's policy alone, never cached nor indexed", async ({ request }) => {
    const response = await request.get("/admin/", { maxRedirects: 0 });
    expect(response.status()).toBe(200);
    expectSecurityHeaders(response);
    const headers = response.headers();
    expect(headers["cross-origin-opener-policy"]).toBe("same-origin");
    expect(headers["x-robots-tag"]).toBe("noindex");
    expect(headers["cache-control"]).toBe("no-store");
    // The page carries the same policy in a <meta> for servers without headers; the header adds frame-ancestors.
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(await response.text())?.[1];
    expect(meta).toBeTruthy();
    expect(headers["content-security-policy"]).toBe(`${meta}; frame-ancestors 'none'`);
    const bare = await request.get("/admin", { maxRedirects: 0 });
    expect([bare.status(), bare.headers()["location"]]).toEqual([307, "/admin/"]);
  });

  test("the editor's gateway addresses are the site's Worker's: never cached nor indexed, no referrer, nothing may run (__tests__/gateway.test.ts and e2e/editor.spec.ts have the rest)", async ({
    request,
  }) => {
    // Editing is not set up here, so the Worker answers each with a sentence, where the files would answer with the 404 page.
    for (const address of [GATEWAY.session, GATEWAY.setup, `${GATEWAY.github}/branches/main`]) {
      const response = await request.get(address, { maxRedirects: 0 });
      const headers = response.headers();
      expect(headers["content-type"], address).toBe("application/json; charset=utf-8");
      expect(response.status(), address).not.toBe(404);
      expect(headers["x-content-type-options"], address).toBe("nosniff");
      expect([headers["cache-control"], headers["x-robots-tag"], headers["referrer-policy"]], address).toEqual([
        "no-store",
        "noindex",
        "no-referrer",
      ]);
      expect(headers["content-security-policy"], address).toBe("default-src 'none'; frame-ancestors 'none'");
    }
  });

  test("/build.json says which commit the site was built from and when it was made, and is never cached", async ({ request }) => {
    const response = await request.get(BUILD_INFO_PATH);
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toBe("no-store");
    const build = (await response.json()) as BuildInfo;
    expect(build.commit).toMatch(/^([0-9a-f]{40})?$/);
    expect(new Date(build.committed).toISOString()).toBe(build.committed);
  });

  test("the islands' scripts and /static/ files are cached for a year; the sitemap and robots.txt revalidate", async ({ request }) => {
    const island = fs.readdirSync(path.join(siteDir, "islands")).find((name) => name.endsWith(".js"));
    const image = (fs.readdirSync(path.join(siteDir, "static"), { recursive: true }) as string[]).find((name) => name.endsWith(".webp"));
    for (const file of [`islands/${island}`, `static/${image}`]) {
      const response = await request.get(`/${file}`);
      expect(response.status(), file).toBe(200);
      expect(response.headers()["cache-control"], file).toBe(IMMUTABLE);
      expectSitePolicy(response);
    }
    for (const file of ["sitemap-index.xml", "robots.txt"]) {
      const response = await request.get(`/${file}`);
      expect(response.status(), file).toBe(200);
      expect(response.headers()["cache-control"], file).toBe(REVALIDATE);
    }
  });
});

test("/favicon.ico, which browsers and crawlers ask for by name, is the site's icon, in the sizes the build made", async ({ request }) => {
  const response = await request.get("/favicon.ico");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
  expect(response.headers()["cache-control"]).toBe(REVALIDATE);
  const icons = await Promise.all(FAVICON_SOURCES.map(async (file) => (await request.get(`/${file}`)).body()));
  expect(iconImages(await response.body())).toEqual(icons);
});

test("the site folder holds only pages, the files they use and the hosts' rule files: none of Gatsby's runtime", async ({ request }) => {
  const files = (await filesUnder(siteDir)).filter((file) => !HOST_FILES.includes(file));
  const entries = [
    ...builtPages().map(({ file }) => path.relative(siteDir, file)),
    "sitemap-index.xml",
    ...files.filter((file) => file.startsWith("admin/")),
  ];
  const used = usedFiles(siteDir, files, new Map(entries.map((file) => [file, `/${file}`])));
  expect(files.filter((file) => !used.has(file))).toEqual([]);
  expect(files.filter((file) => /^(page-data|_gatsby)\/|^(app|framework|webpack-runtime)-|chunk-map/.test(file))).toEqual([]);
  for (const rules of ["/_headers", "/_redirects"]) expect((await request.get(rules)).status(), rules).toBe(404);
});

test("the 404 page has its own title and links to every page", async ({ page }) => {
  await page.goto(unknownAddress.path);
  await expect(page).toHaveTitle(new RegExp(`^${notFound.data.title} \\| ${site.name}$`));
  const elsewhere = page.getByRole("region", { name: notFound.data.linksHeading }).getByRole("link");
  await expect(elsewhere).toHaveText(pages.map((item) => item.label));
  await elsewhere.filter({ hasText: pages[1]!.label }).click();
  await expect(page).toHaveURL(new RegExp(`${pages[1]!.path}$`));
});

test("the Content-Security-Policy blocks an inline script injected into a page, and the site's own scripts still run", async ({ page }) => {
  const logged: string[] = [];
  page.on("console", (message) => logged.push(message.text()));
  await page.addInitScript(() => {
    const blocked: string[] = [];
    Object.assign(window, { blocked });
    document.addEventListener("securitypolicyviolation", (event) => blocked.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  // The real page from the host, headers and all, with one script added to its body.
  await page.route(`**${coffee}`, async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace("</body>", "<script>window.injected = true;</script></body>");
    await route.fulfill({ response, body: html });
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(coffee, { waitUntil: "networkidle" });
  expect(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBeUndefined();
  expect(await page.evaluate(() => (window as unknown as { blocked: string[] }).blocked)).toEqual(["script-src-elem inline"]);
  expect(logged.join("\n")).toMatch(/Content Security Policy/);
  // The menu island has made its button.
  await expect(page.getByRole("button", { name: site.labels.menu })).toBeVisible();
});
