/**
 * The real content files, read with the site's own parser and typed from the content schema, so the
 * browser tests and the benchmark check the built site against whatever the editors wrote.
 */
import fs from "fs";
import path from "path";
import { parseContent } from "../src/schema/content-file";
import type { ContentOf, FileSchema } from "../src/schema/kinds";
import { notFoundFile, PAGES, siteFile } from "../src/schema/schema";
import { formatIssue } from "../src/schema/validate";
import { projectRoot } from "./built";

export const contentRoot = path.join(projectRoot, "content");

/** A content file's fields (and, for Markdown, the text below them), as its schema declares them. */
export function readContent<S extends FileSchema>(schema: S, root = contentRoot): { data: ContentOf<S>; body: string } {
  const display = `content/${schema.file}`;
  const parsed = parseContent(fs.readFileSync(path.join(root, schema.file), "utf8"), display);
  if ("issue" in parsed) throw new Error(formatIssue(parsed.issue));
  return { data: parsed.data as ContentOf<S>, body: parsed.body ?? "" };
}

export const site = readContent(siteFile).data;

/** The paragraphs of a Markdown body as plain text (headings and inline marks left out). */
export function paragraphs(body: string): string[] {
  return body
    .split(/\n{2,}/)
    .map((block) => block.trim())
    .filter((block) => block !== "" && !block.startsWith("#"))
    .map((block) => block.replace(/[*_`]/g, "").replace(/\s+/g, " "));
}

/** The pages in the menu, in its order (the table of pages), each with its name there, its address and its file's schema. */
export const pages = PAGES.filter((row) => !row.fixedPath).map((row) => {
  const { menuLabel, path } = readContent(row.content).data as { menuLabel: string; path: string };
  return { label: menuLabel, path, schema: row.content };
});

/** An address with no page: it shows the 404 page. Audits cover it beside the menu's pages. */
export const notFound = { path: "/no-such-page", label: "404 page", schema: notFoundFile };

/** Every page a visitor can land on: the menu's pages and the 404 page. */
export const everyPage = [...pages, notFound];

/** The menu entry of the page built from `schema` (its label and path are the editors' to change). */
export function pageFor(schema: FileSchema): (typeof pages)[number] {
  const found = pages.find((page) => page.schema === schema);
  if (!found) throw new Error(`content/${schema.file} is not in the menu`);
  return found;
}
