/**
 * The previews in /admin/ (editor/admin/preview): every content file has one, drawn by its page's own
 * template from the file's fields as the form holds them; the Markdown text comes out as the build makes
 * it; the photographs are cropped as the page queries crop them, and one that loads slowly still shows;
 * and the admin page hands the previews the other files' fields in a block no field's text can break out of. The
 * bundle is built in admin-folder.test.ts, and the browser side is tried in e2e/admin.spec.ts.
 */
import fs from "fs";
import path from "path";
import { render, screen, within } from "@testing-library/react";
import { PREVIEWS, previewName, type Fields, type PreviewTools, type SiteFacts } from "../editor/admin/preview/pages";
import { markdownToHtml } from "../editor/admin/preview/markdown";
import { previewPhoto } from "../editor/admin/preview/photos";
import { OTHER_FILES_ID } from "../editor/admin/page-parts";
import { adminPageHtml } from "../editor/admin/page";
import { formFields as readFormFields } from "../editor/admin/admin-folder";
import { editorBackend } from "../editor/admin/backend";
import { contentFiles, homeFile, notFoundFile, PAGES, siteFile } from "../src/schema/schema";
import type { FileSchema } from "../src/schema/kinds";
import { contentRoot, pages, paragraphs, readContent } from "../test-support/content";
import { photo } from "../test-support/fixtures";
import { projectRoot, siteDir } from "../test-support/built";
import { fileOfRoute } from "../src/hosting/site-folder";

/** A file's fields as the CMS form holds them, read as the admin page reads them. */
const formFields = (schema: FileSchema): Fields => readFormFields(contentRoot, schema);

/** The site-wide facts as the admin page hands them over, with the menu made from the page files. */
const site = { ...(formFields(siteFile) as SiteFacts), nav: pages.map(({ label, path }) => ({ label, path })) };

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
    photo: (file, crop) => {
      if (crop) crops.push(crop);
      return photo(file).image;
    },
  };
}

describe("each content file's preview", () => {
  it.each(contentFiles.map((schema) => [schema.file, schema] as const))(
    "%s: has a preview, which draws its page with the site's frame, its heading, text and photographs",
    (_file, schema) => {
      const fields = formFields(schema);
      const page = schema === siteFile ? formFields(homeFile) : fields;
      render(PREVIEWS[previewName(schema)]!(fields, tools()));

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

  it.each(PAGES.map((row) => [row.template, row] as const))("%s: crops its photographs as the template's query does", (template, row) => {
    const query = fs.readFileSync(path.join(projectRoot, "src", "templates", `${template}.tsx`), "utf8");
    const queried = [...query.matchAll(/aspectRatio:\s*([\d.]+)/g)].map((found) => Number(found[1]));
    const crops: number[] = [];
    render(PREVIEWS[previewName(row.content)]!(formFields(row.content), tools(crops)));
    expect(new Set(crops)).toEqual(new Set(queried));
  });
});

describe("a photograph in the preview", () => {
  /** An <img> loaded by hand, as the browser loads one: slowly, like a phone's HEIC being decoded. */
  const started: { src: string; naturalWidth: number; naturalHeight: number; onload?: () => void }[] = [];
  const RealImage = window.Image;
  beforeAll(() => {
    window.Image = class {
      src = "";
      naturalWidth = 4032;
      naturalHeight = 3024;
      onload?: () => void;
      constructor() {
        started.push(this);
      }
    } as unknown as typeof Image;
  });
  afterAll(() => (window.Image = RealImage));

  it("is drawn, once loaded, by the preview showing now, even if the one that asked first is gone", async () => {
    const url = "blob:http://localhost/IMG_0001";
    const gone = jest.fn();
    const shown = jest.fn();
    // The editor leaves the entry and comes back while the file loads: two previews ask, it loads once.
    expect(previewPhoto(url, undefined, gone).images.fallback?.src).toMatch(/^data:/);
    expect(previewPhoto(url, undefined, shown).images.fallback?.src).toMatch(/^data:/);
    expect(started).toHaveLength(1);
    started[0]!.onload?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(shown).toHaveBeenCalledTimes(1);
    expect(gone).not.toHaveBeenCalled();
    const drawn = previewPhoto(url, undefined, shown);
    expect(drawn.images.fallback?.src).toBe(url);
    expect(drawn.height).toBeCloseTo(3024 / 4032);
  });
});

describe("the text below the fields", () => {
  const builtPage = (route: string) => path.join(siteDir, fileOfRoute(route));
  const markdownFiles = contentFiles.filter((schema) => schema.file.endsWith(".md"));

  it.each(markdownFiles.map((schema) => [schema.file, schema] as const))("%s: comes out as the build's HTML", (_file, schema) => {
    const { data, body } = readContent(schema);
    const route = schema === notFoundFile ? "/404" : String((data as { path?: string }).path);
    expect(fs.readFileSync(builtPage(route), "utf8")).toContain(markdownToHtml(body));
  });

  it("keeps lists, links and emphasis, and drops raw HTML", () => {
    const html = markdownToHtml("Roasted *daily*, see [the menu](/coffee).\n\n- one\n- two\n\n<script>alert(1)</script>");
    expect(html).toContain("<em>daily</em>");
    expect(html).toContain('<a href="/coffee">the menu</a>');
    expect(html).toContain("<li>one</li>");
    expect(html).not.toContain("<script");
  });
});

describe("the other files' fields the admin page hands the previews", () => {
  it("survive any text an editor can write, inside their <script> block", () => {
    const local = editorBackend("develop", {});
    const others = { site: { ...site, summary: 'Fresh </script><script>alert("x")</script> <!-- daily' }, home: {} };
    const html = adminPageHtml(local, others);
    const block = new RegExp(`<script type="application/json" id="${OTHER_FILES_ID}">([\\s\\S]*?)</script>`).exec(html);
    expect(JSON.parse(block?.[1] ?? "null")).toEqual(others);
    expect(html.match(/<script/g)).toHaveLength(3);
  });
});
