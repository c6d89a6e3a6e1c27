/**
 * The build's own content rules (src/schema/, bundled into the gateway), run on a change before it may
 * be saved or published: every content file in a folder the change touches passes its schema, with its
 * photographs there and, for those the change adds or replaces, their size read from their first bytes.
 * Problems come back in the editor's own names ("Site-wide facts, the second special date, Date: ...").
 */
import { imageSize } from "image-size";
import type { GitHub } from "./github";
import type { Change, Entry } from "./trees";
import { CONTENT, displayName, folderOf, isContentFile, parseContent, schemaFor } from "../../src/schema/content-file";
import { formatForStaff } from "../../src/schema/issues";
import { contentFiles } from "../../src/schema/schema";
import { validateData, type Issue, type PhotoFolder } from "../../src/schema/validate";

/** Enough of a photograph's start to find its size, EXIF orientation included (JPEG keeps EXIF in the first 64 KB). */
const HEADER_BYTES = 128 * 1024;

/** The size of a photograph as shown, from the first bytes of its file: a sideways phone photograph counts turned. */
async function photoSize(github: GitHub, sha: string): Promise<{ width: number; height: number }> {
  const answer = await github.call("GET", `/git/blobs/${sha}`, { accept: "application/vnd.github.raw" });
  if (!answer.ok || !answer.body) throw new Error("unreadable");
  const reader = answer.body.getReader();
  const bytes = new Uint8Array(HEADER_BYTES);
  let length = 0;
  while (length < HEADER_BYTES) {
    const { done, value } = await reader.read();
    if (done) break;
    const part = value.subarray(0, HEADER_BYTES - length);
    bytes.set(part, length);
    length += part.length;
  }
  await reader.cancel().catch(() => undefined);
  const { width = 0, height = 0, orientation = 1 } = imageSize(bytes.subarray(0, length));
  return orientation >= 5 ? { width: height, height: width } : { width, height };
}

/** What is wrong with `content` (a commit's content/, whole) where `changes` touch it: sentences for the staff. */
export async function checkContent(github: GitHub, changes: Change[], content: Map<string, Entry>): Promise<string[]> {
  const replaced = new Set(changes.flatMap((change) => (change.after ? [change.after] : [])));
  const sizes = new Map<string, Promise<{ width: number; height: number }>>();
  const sizeOf = (sha: string) => sizes.get(sha) ?? sizes.set(sha, photoSize(github, sha)).get(sha)!;
  const issues: Issue[] = [];
  const wrong = (file: string, found: string, expected: string) => issues.push({ file, field: "(whole file)", found, expected });
  // Every picture the change adds or replaces is one, whether or not a field names it yet.
  for (const change of changes.filter((item) => item.after && !isContentFile(item.path))) {
    const readable = await sizeOf(change.after!).then(
      ({ width, height }) => width > 0 && height > 0,
      () => false,
    );
    if (!readable) wrong(change.path, "a file that is not a readable picture", "a photograph or picture the site can show");
  }
  for (const folder of new Set(changes.map((change) => folderOf(change.path)))) {
    const here = [...content.values()].filter((entry) => entry.type === "blob" && folderOf(entry.path) === folder);
    const relative = folder.slice(CONTENT.length);
    for (const entry of here.filter((item) => isContentFile(item.path) && !schemaFor(item.path.slice(CONTENT.length)))) {
      wrong(
        entry.path,
        "a content file the site does not use",
        `one of ${contentFiles.map((schema) => displayName(schema.file)).join(", ")}`,
      );
    }
    for (const schema of contentFiles.filter((item) => folderOf(item.file) === relative)) {
      const display = displayName(schema.file);
      const entry = here.find((item) => item.path === display);
      if (!entry) {
        wrong(display, "no such file", `the ${schema.label} file at this place`);
        continue;
      }
      const answer = await github.call("GET", `/git/blobs/${entry.sha}`, { accept: "application/vnd.github.raw" });
      const parsed = parseContent(await answer.text(), display);
      if ("issue" in parsed) {
        issues.push(parsed.issue);
        continue;
      }
      const photo = (name: string) => here.find((item) => item.path === `${folder}/${name}`);
      const photos: PhotoFolder = {
        display: `${folder}/`,
        has: (name) => photo(name) !== undefined,
        // A photograph the change leaves as it was was measured when it was published.
        size: (name) => (replaced.has(photo(name)!.sha) ? sizeOf(photo(name)!.sha) : Promise.resolve(undefined)),
      };
      issues.push(...(await validateData(schema, parsed.data, parsed.body, display, photos)));
    }
  }
  return issues.map((issue) => formatForStaff(issue, schemaFor(issue.file.slice(CONTENT.length))));
}
