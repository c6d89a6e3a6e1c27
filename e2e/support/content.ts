/** The real content files, read the way an editor wrote them, so tests check the site against them. */
import fs from "fs";
import path from "path";
import yaml from "js-yaml";

const root = path.resolve(__dirname, "../../content");

export type Site = {
  name: string;
  wordmark: { top: string; bottom: string };
  address: { street: string; city: string; region: string; postalCode: string };
  phone: string;
  email: string;
  hours: { days: string; time: string };
  banner: { headline: string; offer: string };
  copyrightYear: number;
  labels: { skipLink: string; menu: string; mainNavigation: string; announcement: string };
  nav: { label: string; path: string }[];
};

export const site = yaml.load(fs.readFileSync(path.join(root, "site/site.yaml"), "utf8")) as Site;

/** Front matter and body of content/<folder>/index.md. */
export function pageFile(folder: string): { data: Record<string, any>; body: string } {
  const text = fs.readFileSync(path.join(root, folder, "index.md"), "utf8");
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text);
  if (!match) throw new Error(`content/${folder}/index.md has no front matter`);
  return { data: yaml.load(match[1] ?? "") as Record<string, any>, body: match[2] ?? "" };
}

/** The paragraphs of a Markdown body as plain text (headings and inline marks left out). */
export function paragraphs(body: string): string[] {
  return body
    .split(/\n{2,}/)
    .map((block) => block.trim())
    .filter((block) => block !== "" && !block.startsWith("#"))
    .map((block) => block.replace(/[*_`]/g, "").replace(/\s+/g, " "));
}

const folders = fs
  .readdirSync(root, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(root, entry.name, "index.md")))
  .map((entry) => entry.name);

/** The pages in navigation order, each with the folder of its content file. */
export const pages = site.nav.map((item) => {
  const folder = folders.find((name) => pageFile(name).data.path === item.path);
  if (!folder) throw new Error(`no page file has path ${item.path}`);
  return { ...item, folder };
});

/** An address with no page: it shows the 404 page. Audits cover it beside the five pages. */
export const notFound = { path: "/no-such-page", label: "404 page", folder: "not-found" };

/** Every page a visitor can land on: the five pages and the 404 page. */
export const everyPage = [...pages, notFound];
