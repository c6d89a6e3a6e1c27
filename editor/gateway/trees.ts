/**
 * "Content only", decided from git's trees, never from GitHub's list of changed files (which stops at 300):
 * two commits hold the same root entries, each identical, but `content`; below content/, every entry is a
 * plain file of a kind the schema accepts (or a folder), with a plain name; and the files that differ are
 * the change. A listing GitHub cuts short is refused, not trusted.
 */
import { SAY } from "./answers";
import type { GitHub } from "./github";
import { CONTENT, folderOf } from "../../src/schema/content-file";
import { isContentPath } from "./names";
import { contentFiles } from "../../src/schema/schema";
import { PHOTO_TYPES } from "../../src/schema/rules";
import type { Field } from "../../src/schema/kinds";

export type Entry = { path: string; mode: string; type: string; sha: string };
type Tree = { sha: string; tree: Entry[]; truncated?: boolean };

/** A file the change adds, replaces or removes: its blob after (none where it is removed). */
export type Change = { path: string; after?: string };
/** What a commit changes in content/ against another, and the later commit's content/ as a whole. */
export type ContentChange = { changes: Change[]; content: Map<string, Entry> };

/** More than a save or a put-back ever touches: one page's file and its photographs. */
const MAX_FILES = 40;
const MAX_FOLDERS = 3;

const FOLDER = "040000";
const PLAIN_FILE = "100644";

const typeOf = (file: string) => file.slice(file.lastIndexOf(".") + 1).toLowerCase();

/** Every kind of file content/ may hold: the content files' own, and the pictures their fields take. */
const FILE_TYPES = (() => {
  const types = new Set([...PHOTO_TYPES, ...contentFiles.map((schema) => typeOf(schema.file))]);
  const walk = (field: Field): void => {
    if (field.kind === "image") field.types?.forEach((type) => types.add(type));
    else if (field.kind === "list") walk(field.of);
    else if (field.kind === "object") Object.values(field.fields).forEach(walk);
  };
  contentFiles.forEach((schema) => Object.values(schema.fields).forEach(walk));
  return types;
})();

export const treeOf = async (github: GitHub, commit: string) =>
  (await github.json<{ tree: { sha: string } }>("GET", `/git/commits/${commit}`)).tree.sha;

const listing = (github: GitHub, tree: string, recursive = false) =>
  github.json<Tree>("GET", `/git/trees/${tree}${recursive ? "?recursive=1" : ""}`);

/** The root entries, but content/, in which two root trees differ; a refusal if `b` has no content/ folder. */
export async function differOutsideContent(github: GitHub, a: string, b: string): Promise<string[]> {
  const [left, right] = await Promise.all([listing(github, a), listing(github, b)]);
  const key = (entry?: Entry) => (entry ? `${entry.mode} ${entry.type} ${entry.sha}` : "");
  const names = new Set([...left.tree, ...right.tree].map((entry) => entry.path));
  const differ = [...names].filter((name) => {
    const [one, other] = [left.tree.find((entry) => entry.path === name), right.tree.find((entry) => entry.path === name)];
    return name === "content" ? other?.mode !== FOLDER : !one || key(one) !== key(other);
  });
  return differ.map((name) => (name === "content" ? CONTENT : name));
}

/** content/ of a root tree, every entry by its path in the repository (content/site/site.yaml); none if too large to list whole. */
async function contentOf(github: GitHub, root: string): Promise<Map<string, Entry> | undefined> {
  const top = await listing(github, root);
  const folder = top.tree.find((entry) => entry.path === "content" && entry.mode === FOLDER);
  const entries = new Map<string, Entry>();
  if (!folder) return entries;
  const all = await listing(github, folder.sha, true);
  if (all.truncated) return undefined;
  for (const entry of all.tree) entries.set(`${CONTENT}${entry.path}`, { ...entry, path: `${CONTENT}${entry.path}` });
  return entries;
}

/** What content/ may hold, each by a plain name: folders, and plain files of the kinds the schema takes (git's mode says which). */
const mayHold = (entry: Entry) =>
  isContentPath(entry.path) && (entry.mode === FOLDER || (entry.mode === PLAIN_FILE && FILE_TYPES.has(typeOf(entry.path))));

/** What `head` changes against `base` (commits), in content/ alone; or why it is refused. */
export async function contentChange(github: GitHub, base: string, head: string): Promise<ContentChange | { refused: string }> {
  const [baseRoot, headRoot] = await Promise.all([treeOf(github, base), treeOf(github, head)]);
  const outside = await differOutsideContent(github, baseRoot, headRoot);
  if (outside.length > 0) return { refused: SAY.outsideContent(outside) };
  const [before, after] = await Promise.all([contentOf(github, baseRoot), contentOf(github, headRoot)]);
  if (!before || !after) return { refused: SAY.tooMany };
  const odd = [...after.values()].find((entry) => !mayHold(entry));
  if (odd) return { refused: SAY.oddFile(odd.path) };
  const blobs = (entries: Map<string, Entry>) =>
    new Map([...entries.values()].filter((entry) => entry.type === "blob").map((entry) => [entry.path, entry.sha]));
  const [old, now] = [blobs(before), blobs(after)];
  const changes = [...new Set([...old.keys(), ...now.keys()])]
    .filter((path) => old.get(path) !== now.get(path))
    .sort()
    .map((path) => ({ path, after: now.get(path) }));
  if (changes.length > MAX_FILES || new Set(changes.map((change) => folderOf(change.path))).size > MAX_FOLDERS) {
    return { refused: SAY.tooMany };
  }
  return { changes, content: after };
}
