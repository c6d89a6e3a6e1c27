/**
 * @jest-environment node
 *
 * Every relative link in the documents (README.md, EDITING.md, docs/*.md) leads somewhere: to a file or
 * folder of the repository, and, when it names an anchor, to a heading of that file, so a reader who
 * follows one never lands on GitHub's 404 page or at the top of the wrong file.
 */
import fs from "fs";
import path from "path";
import { contentFiles } from "../src/schema/schema";

const root = path.resolve(__dirname, "..");

/** The documents whose links are checked, relative to the project's folder. */
const documents = () => [
  "README.md",
  "EDITING.md",
  ...fs
    .readdirSync(path.join(root, "docs"))
    .filter((name) => name.endsWith(".md"))
    .map((name) => `docs/${name}`),
];

/** The text a reader sees as Markdown: no fenced code, no HTML comments, no code spans. */
function prose(markdown: string): string[] {
  const lines: string[] = [];
  let fence: string | undefined;
  for (const line of markdown.replace(/<!--[\s\S]*?-->/g, (comment) => comment.replace(/[^\n]/g, "")).split("\n")) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker && (!fence || marker.startsWith(fence))) {
      fence = fence ? undefined : marker;
      lines.push("");
      continue;
    }
    lines.push(fence ? "" : line);
  }
  return lines;
}

/** The anchor GitHub gives a heading: its text in lower case, punctuation dropped, spaces as hyphens. */
function slug(heading: string): string {
  return heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/`/g, "")
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-");
}

/** The anchors of a Markdown file's headings, numbered as GitHub numbers repeated ones (-1, -2, ...). */
function anchors(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const found = new Set<string>();
  for (const line of prose(markdown)) {
    const heading = /^ {0,3}#{1,6}\s+(.*?)(?:\s+#+)?\s*$/.exec(line)?.[1];
    if (heading === undefined) continue;
    const base = slug(heading);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    found.add(count === 0 ? base : `${base}-${count}`);
  }
  return found;
}

/** Every link target in a Markdown text (inline links, images and reference definitions), with its line. */
function linksIn(markdown: string): { target: string; line: number }[] {
  const found: { target: string; line: number }[] = [];
  prose(markdown).forEach((text, index) => {
    const visible = text.replace(/`[^`]*`/g, "");
    for (const match of visible.matchAll(/\]\(\s*(<[^>]*>|[^)\s]*)(?:\s+"[^"]*")?\s*\)/g)) {
      found.push({ target: match[1]!.replace(/^<|>$/g, ""), line: index + 1 });
    }
    const definition = /^ {0,3}\[[^\]]+\]:\s*(\S+)/.exec(visible);
    if (definition) found.push({ target: definition[1]!, line: index + 1 });
  });
  return found;
}

/** What is wrong with each relative link of one document, as "<file>:<line>: <link>: <problem>". */
function brokenLinks(dir: string, file: string): string[] {
  const markdown = fs.readFileSync(path.join(dir, file), "utf8");
  const problems: string[] = [];
  for (const { target, line } of linksIn(markdown)) {
    if (target === "" || /^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // https:, mailto: ...
    const where = `${file}:${line}: (${target})`;
    const [rawPath = "", anchor] = target.split("#", 2);
    const linked = rawPath === "" ? path.join(dir, file) : path.resolve(dir, path.dirname(file), decodeURIComponent(rawPath));
    if (path.relative(dir, linked).startsWith("..")) {
      problems.push(`${where}: leads outside the repository`);
      continue;
    }
    if (!fs.existsSync(linked)) {
      problems.push(`${where}: there is no ${path.relative(dir, linked)}`);
      continue;
    }
    if (anchor === undefined) continue;
    if (!linked.endsWith(".md") || !fs.statSync(linked).isFile()) {
      problems.push(`${where}: an anchor into something that is not a Markdown file`);
    } else if (!anchors(fs.readFileSync(linked, "utf8")).has(decodeURIComponent(anchor).toLowerCase())) {
      problems.push(`${where}: ${path.relative(dir, linked)} has no heading with the anchor #${anchor}`);
    }
  }
  return problems;
}

describe("links in the documents", () => {
  it.each(documents())("%s: every relative link leads to a file, folder or heading of the repository", (file) => {
    expect(brokenLinks(root, file)).toEqual([]);
  });
});

it("README's table of the content files names each file the schema declares, and no other", () => {
  const readme = fs.readFileSync(path.join(root, "README.md"), "utf8");
  const listed = [...readme.matchAll(/^\| `content\/([^`]+)`/gm)].map((match) => match[1]);
  expect(listed.sort()).toEqual(contentFiles.map((file) => file.file).sort());
});
