/**
 * The built HTML is valid, and every link and asset it names is really there, none of them the editor
 * (/admin/); links to other sites (the directions, social accounts) are https, and not followed here.
 */
import fs from "fs";
import { HtmlValidate } from "html-validate";
import { expect, test } from "@playwright/test";
import { builtPages } from "../test-support/built";
import { PAGES } from "../src/schema/schema";

/*
 * html-validate asks every <link> for an href. The HTML standard lets the preload of a responsive image
 * name its candidates in imagesrcset instead, and leaving href out keeps browsers that cannot read
 * imagesrcset from fetching a file the <picture> may not use. So href is required here by the test
 * below, with that one exception, and not by the validator.
 */
const validator = new HtmlValidate({
  extends: ["html-validate:standard", "html-validate:a11y"],
  elements: ["html5", { link: { attributes: { href: { required: false } } } }],
});

/** The <link> tags with no href, other than the preload of a responsive image. */
function linksWithoutHref(html: string): string[] {
  return [...html.matchAll(/<link\b[^>]*>/gi)]
    .map((match) => match[0])
    .filter((tag) => !/\shref="[^"]+"/i.test(tag))
    .filter((tag) => !(/\srel="preload"/i.test(tag) && /\sas="image"/i.test(tag) && /\simagesrcset="[^"]+"/i.test(tag)));
}

test("every built page is valid HTML", async () => {
  const pages = builtPages();
  expect(pages.length).toBeGreaterThanOrEqual(PAGES.length);
  const problems: string[] = [];
  for (const { route: url, file } of pages) {
    const html = fs.readFileSync(file, "utf8");
    const report = await validator.validateString(html, file);
    for (const message of report.results.flatMap((result) => result.messages)) {
      problems.push(`${url} ${message.line}:${message.column} ${message.message}`);
    }
    for (const tag of linksWithoutHref(html)) problems.push(`${url}: a <link> without href: ${tag.slice(0, 120)}`);
  }
  expect(problems).toEqual([]);
});

test("every link, anchor and asset in the built pages resolves, and none leads to /admin/ or to another site without https", async ({
  browser,
  request,
}) => {
  // The markup exactly as served, before any script changes it.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const urls = new Set<string>();
  const problems: string[] = [];

  for (const { route: url } of builtPages()) {
    await page.goto(url);
    const found = await page.evaluate(() => {
      const attr = (selector: string, name: string) =>
        [...document.querySelectorAll(selector)].map((element) => element.getAttribute(name) ?? "");
      const srcsets = attr("[srcset]", "srcset").flatMap((set) =>
        set.split(",").map((candidate) => candidate.trim().split(/\s+/)[0] ?? ""),
      );
      return {
        links: attr("a[href]", "href"),
        // <link rel="canonical"> names the public address, which is not served from here.
        assets: [...attr('link[href]:not([rel="canonical"])', "href"), ...attr("[src]", "src"), ...srcsets],
        ids: [...document.querySelectorAll("[id]")].map((element) => element.id),
      };
    });

    for (const href of found.links) {
      if (href.startsWith("mailto:")) {
        if (!/^mailto:[^@\s]+@[^@\s]+\.[a-z]{2,}$/i.test(href)) problems.push(`${url}: malformed ${href}`);
      } else if (href.startsWith("tel:")) {
        if (!/^tel:\+1\d{10}$/.test(href)) problems.push(`${url}: malformed ${href}`);
      } else if (href.startsWith("#")) {
        if (!found.ids.includes(decodeURIComponent(href.slice(1)))) problems.push(`${url}: no element for ${href}`);
      } else if (/^[a-z]+:/i.test(href) && !href.startsWith("http")) {
        problems.push(`${url}: unexpected link scheme ${href}`);
      } else if (/^https?:\/\//.test(href)) {
        // Another site (a maps service, a social account), opened only by a visitor's tap: not fetched here.
        if (!href.startsWith("https://")) problems.push(`${url}: a link to another site without https: ${href}`);
      } else {
        urls.add(new URL(href, `http://site${url}`).pathname);
      }
    }
    for (const asset of found.assets.filter((src) => src !== "" && !src.startsWith("data:"))) {
      if (/^https?:\/\//.test(asset)) problems.push(`${url}: asset from another origin ${asset}`);
      else urls.add(new URL(asset, `http://site${url}`).pathname);
    }
    const admin = [...found.links, ...found.assets].filter((target) => new URL(target, `http://site${url}`).pathname.startsWith("/admin"));
    if (admin.length > 0) problems.push(`${url}: names the editor: ${admin.join(", ")}`);
  }
  await context.close();

  expect(urls.size).toBeGreaterThan(20);
  for (const url of urls) {
    const response = await request.get(url, { maxRedirects: 0 });
    if (response.status() !== 200) problems.push(`${url} answered ${response.status()}`);
  }
  expect(problems).toEqual([]);
});
