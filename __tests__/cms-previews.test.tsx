/**
 * The previews in /admin/ (src/cms/preview): every content file has one, drawn by its page's own view
 * from the file's fields as the form holds them; the Markdown text comes out as the build makes it; the
 * photographs are cropped as the page queries crop them; and the admin page hands the previews their
 * facts in a block no field's text can break out of. The bundle is built in cms-publish.test.ts,
 * and the browser side is tried in e2e/admin.spec.ts.
 */
import fs from "fs";
import path from "path";
import { render, screen, within } from "@testing-library/react";
import { CROPS, PREVIEWS, type Fields, type PhotoField, type PreviewTools, type SiteFacts } from "../src/cms/preview/pages";
import { markdownToHtml } from "../src/cms/preview/markdown";
import { PREVIEW_FACTS_ID } from "../src/cms/preview/facts";
import { adminPageHtml } from "../src/cms/page";
import { formFields as readFormFields } from "../src/cms/publish";
import { cmsBackend } from "../src/cms/backend";
import { contentFiles, homeFile, notFoundFile, siteFile } from "../src/schema/schema";
import type { FileSchema } from "../src/schema/kinds";
import { contentRoot, paragraphs, readContent } from "../test-support/content";
import { photo } from "../test-support/fixtures";
import { projectRoot, publicDir } from "../test-support/built";

/** A file's fields as the CMS form holds them, read as the admin page reads them. */
const formFields = (schema: FileSchema): Fields => readFormFields(contentRoot, schema);

const nameOf = (schema: FileSchema) => schema.file.split("/")[0]!;
const site = formFields(siteFile) as SiteFacts;

/** Every photograph field's alt text in a file's fields, wherever it sits. */
function altTexts(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(altTexts);
  if (value && typeof value === "object") {
    const record = value as Record<string, unknown>;
    const own = typeof record.image === "string" && typeof record.alt === "string" ? [record.alt] : [];
    return [...own, ...Object.values(record).flatMap(altTexts)];
  }
  return [];
}

function tools(crops: number[] = []): PreviewTools {
  return {
    site,
    home: formFields(homeFile),
    html: (markdown) => markdownToHtml(markdown ?? ""),
    photo: (field: PhotoField | undefined, aspectRatio?: number) => {
      if (aspectRatio) crops.push(aspectRatio);
      return photo(field?.alt ?? "");
    },
  };
}

describe("each content file's preview", () => {
  it("exists for every file the CMS offers, and for no other", () => {
    expect(Object.keys(PREVIEWS).sort()).toEqual(contentFiles.map(nameOf).sort());
  });

  it.each(contentFiles.map((schema) => [schema.file, schema] as const))(
    "%s: draws its page with the site's frame, its heading, text and photographs",
    (_file, schema) => {
      const fields = formFields(schema);
      const page = schema === siteFile ? formFields(homeFile) : fields;
      render(PREVIEWS[nameOf(schema)]!(fields, tools()));

      expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
      if (typeof page.heading === "string") expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(page.heading);
      const nav = screen.getByRole("navigation", { name: site.labels.mainNavigation });
      const current = within(nav).queryAllByRole("link", { current: "page" });
      expect(current.map((link) => link.getAttribute("href"))).toEqual(schema === notFoundFile ? [] : [page.path]);
      expect(screen.getByRole("contentinfo")).toHaveTextContent(String(site.copyrightYear));
      const first = paragraphs(page.body)[0];
      if (first) expect(screen.getByRole("main")).toHaveTextContent(first.slice(0, 40));
      for (const alt of altTexts(page)) expect(screen.getAllByAltText(alt).length).toBeGreaterThan(0);
    },
  );

  it("shows the banner from the site-wide file's form, not from the last build", () => {
    const edited = { ...site, banner: { headline: "Open late on Fridays", offer: "A free cookie with any pour-over" } };
    render(PREVIEWS.site!(edited, tools()));
    const banner = screen.getByRole("complementary", { name: site.labels.announcement });
    expect(banner).toHaveTextContent("Open late on Fridays");
    expect(banner).toHaveTextContent("A free cookie with any pour-over");
  });

  it("crops the carousel and the gallery as the page queries do", () => {
    const queried = (template: string) => {
      const found = /aspectRatio:\s*([\d.]+)/.exec(fs.readFileSync(path.join(projectRoot, "src", "templates", template), "utf8"));
      return Number(found?.[1]);
    };
    expect(CROPS.carouselSlide).toBe(queried("coffee.tsx"));
    expect(CROPS.galleryPhoto).toBe(queried("midtown.tsx"));
    const crops: number[] = [];
    for (const name of ["coffee", "midtown"]) {
      const schema = contentFiles.find((file) => nameOf(file) === name)!;
      render(PREVIEWS[name]!(formFields(schema), tools(crops)));
    }
    expect(new Set(crops)).toEqual(new Set([CROPS.carouselSlide, CROPS.galleryPhoto]));
  });
});

describe("the text below the fields", () => {
  const pageData = (route: string) => path.join(publicDir, "page-data", route === "/" ? "index" : route.slice(1), "page-data.json");
  const markdownFiles = contentFiles.filter((schema) => schema.file.endsWith(".md"));

  it.each(markdownFiles.map((schema) => [schema.file, schema] as const))("%s: comes out as the build's HTML", (_file, schema) => {
    const { data, body } = readContent(schema);
    const route = schema === notFoundFile ? "/404" : String((data as { path?: string }).path);
    const built = JSON.parse(fs.readFileSync(pageData(route), "utf8")) as { result: { data: { page: { body: { html: string } } } } };
    expect(markdownToHtml(body)).toBe(built.result.data.page.body.html);
  });

  it("keeps lists, links and emphasis, and drops raw HTML", () => {
    const html = markdownToHtml("Roasted *daily*, see [the menu](/coffee).\n\n- one\n- two\n\n<script>alert(1)</script>");
    expect(html).toContain("<em>daily</em>");
    expect(html).toContain('<a href="/coffee">the menu</a>');
    expect(html).toContain("<li>one</li>");
    expect(html).not.toContain("<script");
  });
});

describe("the admin page's facts for the previews", () => {
  it("survive any text an editor can write, inside their <script> block", () => {
    const local = cmsBackend("develop", {});
    const facts = { site: { ...site, summary: 'Fresh </script><script>alert("x")</script> <!-- daily' }, home: {} };
    const html = adminPageHtml(local, facts);
    const block = new RegExp(`<script type="application/json" id="${PREVIEW_FACTS_ID}">([\\s\\S]*?)</script>`).exec(html);
    expect(JSON.parse(block?.[1] ?? "null")).toEqual(facts);
    expect(html.match(/<script/g)).toHaveLength(3);
  });
});
