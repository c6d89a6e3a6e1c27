/**
 * The build's own content rules, run on a change in the repository before it may be saved or published
 * (src/schema/: the same checks `npm run build` makes, bundled into the Worker): every file it touches is
 * in content/ and a plain file, and every content file in a folder it touches passes its schema, its
 * photographs there and, for those the change adds or replaces, large enough. Problems come back in the
 * editor's own names ("Site-wide facts, the second special date, Date: ...").
 */
import { imageSize } from "image-size";
import { displayName, isContentFile, parseContent, schemaFor } from "../schema/content-file";
import { formatForStaff, type Issue } from "../schema/issues";
import { contentFiles } from "../schema/schema";
import { validateData, type PhotoFolder } from "../schema/validate";
import type { GitHub } from "./github-client";

export const CONTENT = "content/";
const PLAIN_FILE = "100644";

type Changed = { filename: string; status: string; sha: string; previous_filename?: string };
type Entry = { path: string; mode: string; type: string; sha: string };

/** Enough of a photograph's start to find its size, EXIF orientation included (JPEG keeps EXIF in the first 64 KB). */
const HEADER_BYTES = 128 * 1024;

/** The size of a photograph as shown, from the first bytes of its file: a sideways phone photograph counts turned. */
async function photoSize(github: GitHub, sha: string): Promise<{ width: number; height: number }> {
  const answer = await github.call("GET", `/git/blobs/${sha}`, { accept: "application/vnd.github.raw" });
  if (!answer.ok || !answer.body) throw new Error("unreadable");
  const reader = answer.body.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (value) {
      chunks.push(value);
      length += value.length;
    }
    if (done || length >= HEADER_BYTES) break;
  }
  await reader.cancel().catch(() => undefined);
  const bytes = new Uint8Array(length);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.length;
  }
  const { width = 0, height = 0, orientation = 1 } = imageSize(bytes);
  return orientation >= 5 ? { width: height, height: width } : { width, height };
}

/** What is wrong with the change from `base` to `head` (commit SHAs): sentences for the staff, none if it may go on. */
export async function checkChange(github: GitHub, base: string, head: string): Promise<string[]> {
  const { files } = await github.json<{ files?: Changed[] }>("GET", `/compare/${base}...${head}`);
  const changed = files ?? [];
  const outside = changed.flatMap((file) => [file.filename, file.previous_filename ?? CONTENT]).filter((name) => !name.startsWith(CONTENT));
  if (outside.length > 0) return [outsideContent(outside)];

  const folders = [...new Set(changed.map((file) => file.filename.slice(0, file.filename.lastIndexOf("/"))))];
  const problems: string[] = [];
  for (const folder of folders) {
    const answer = await github.call("GET", `/git/trees/${head}:${encodeURIComponent(folder)}`);
    const entries = answer.ok ? ((await answer.json()) as { tree: Entry[] }).tree : [];
    const here = (file: Changed) => file.status !== "removed" && file.filename.slice(0, file.filename.lastIndexOf("/")) === folder;
    for (const file of changed.filter(here)) {
      const entry = entries.find((item) => `${folder}/${item.path}` === file.filename);
      if (!entry || entry.mode !== PLAIN_FILE || entry.type !== "blob") problems.push(notPlain(file.filename));
    }
    const replaced = new Set(changed.filter(here).map((file) => file.sha));
    problems.push(...(await checkFolder(github, folder, entries, replaced)));
  }
  return problems;
}

/** Every content file the schema puts in `folder` (content/<folder>/...), checked as the build checks it. */
async function checkFolder(github: GitHub, folder: string, entries: Entry[], replaced: Set<string>): Promise<string[]> {
  const relative = folder.slice(CONTENT.length);
  const declared = contentFiles.filter((schema) => schema.file.slice(0, schema.file.lastIndexOf("/")) === relative);
  const issues: Issue[] = [];
  for (const entry of entries.filter((item) => item.type === "blob" && isContentFile(item.path))) {
    if (!schemaFor(`${relative}/${entry.path}`)) {
      const known = contentFiles.map((schema) => displayName(schema.file)).join(", ");
      issues.push({
        file: `${folder}/${entry.path}`,
        field: "(whole file)",
        found: "a content file the site does not use",
        expected: `one of ${known}`,
      });
    }
  }
  for (const schema of declared) {
    const name = schema.file.slice(schema.file.lastIndexOf("/") + 1);
    const entry = entries.find((item) => item.path === name && item.type === "blob");
    const display = displayName(schema.file);
    if (!entry) {
      issues.push({
        file: display,
        field: "(whole file)",
        found: "no such file",
        expected: `the ${schema.label.toLowerCase()} file at this place`,
      });
      continue;
    }
    const answer = await github.call("GET", `/git/blobs/${entry.sha}`, { accept: "application/vnd.github.raw" });
    const parsed = parseContent(await answer.text(), display);
    if ("issue" in parsed) {
      issues.push(parsed.issue);
      continue;
    }
    const photos: PhotoFolder = {
      display: `${folder}/`,
      has: (photo) => entries.some((item) => item.path === photo && item.type === "blob"),
      // A photograph the change leaves as it was was measured when it was published.
      size: (photo) => {
        const sha = entries.find((item) => item.path === photo)!.sha;
        return replaced.has(sha) ? photoSize(github, sha) : Promise.resolve(undefined);
      },
    };
    issues.push(...(await validateData(schema, parsed.data, parsed.body, display, photos)));
  }
  return issues.map((issue) => formatForStaff(issue, schemaFor(issue.file.slice(CONTENT.length))));
}

export const outsideContent = (files: string[]) =>
  `The editor changes only the site's words and photographs (content/), and this change also touches ${files.slice(0, 3).join(", ")}. Nothing was saved.`;

export const notPlain = (file: string) =>
  `${file} is not a plain file (a link, a folder link or a program), which the editor never saves. Nothing was saved.`;
