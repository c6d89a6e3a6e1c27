/**
 * The recent published changes, in the staff's words: who made each, when, and which cards and fields it
 * touched ("Site-wide facts: Special dates"), read from the live branch's history of content/.
 */
import { CONTENT, folderOf, schemaFor } from "../../../src/schema/content-file";
import { contentFiles } from "../../../src/schema/schema";
import { changedFields, type FieldChange } from "./fields";
import { GATEWAY, LIVE_BRANCH } from "../../addresses";
import { askGateway } from "../identity";

/** GitHub's API for the site's repository, through the gateway, as the member of staff signed in. */
export async function github<T>(method: string, path: string, body?: unknown): Promise<T> {
  const answer = await askGateway(`${GATEWAY.github}${path}`, { method, body, accept: "application/vnd.github+json" });
  return (answer.status === 204 ? undefined : await answer.json()) as T;
}

/** A file's bytes as text, by its blob's SHA. */
export const blobText = async (sha: string) =>
  (await askGateway(`${GATEWAY.github}/git/blobs/${sha}`, { accept: "application/vnd.github.raw" })).text();

/** `path` in the repository (content/site/site.yaml); the blobs before and after, none where the file did not exist. */
export type ChangedFile = { path: string; before?: string; after?: string };
export type Card = { file: string; card: string; fields: FieldChange[] };
export type Change = { who: string; when: string; files: ChangedFile[]; cards: Card[] };

type Commit = { sha: string; parents: { sha: string }[]; commit: { author: { name: string; date: string } } };
type Detailed = Commit & { files?: { filename: string; status: string; sha: string; previous_filename?: string }[] };
type Tree = { tree: { path: string; sha: string; type: string }[] };

/** A file's blob at a commit, if it was there: its folder is listed, as the gateway allows. */
export async function blobAt(commit: string, file: string): Promise<string | undefined> {
  try {
    const { tree } = await github<Tree>("GET", `/git/trees/${commit}:${encodeURIComponent(folderOf(file))}`);
    return tree.find((entry) => entry.type === "blob" && entry.path === file.slice(file.lastIndexOf("/") + 1))?.sha;
  } catch {
    return undefined;
  }
}

/** A content file's card: its label in the editor (the site-wide facts, or a page). */
export const cardOf = (file: string) => schemaFor(file.slice(CONTENT.length));

async function describe(commit: Commit): Promise<Change | undefined> {
  const parent = commit.parents[0]?.sha;
  if (!parent || commit.parents.length > 1) return undefined;
  const detailed = await github<Detailed>("GET", `/commits/${commit.sha}`);
  const files: ChangedFile[] = [];
  for (const file of (detailed.files ?? []).filter((item) => item.filename.startsWith(CONTENT))) {
    files.push({
      path: file.filename,
      before: file.status === "added" ? undefined : await blobAt(parent, file.previous_filename ?? file.filename),
      after: file.status === "removed" ? undefined : file.sha,
    });
  }
  // A photograph belongs to the card of the content file beside it.
  const cards: Card[] = [];
  const text = (sha?: string) => (sha ? blobText(sha) : undefined);
  for (const file of files) {
    const schema = cardOf(file.path);
    if (!schema) continue;
    const [before, after] = await Promise.all([text(file.before), text(file.after)]);
    cards.push({ file: file.path, card: schema.label, fields: changedFields(schema, before, after) });
  }
  for (const photo of files.filter((file) => !cardOf(file.path))) {
    const owner = contentFiles.find((schema) => folderOf(`${CONTENT}${schema.file}`) === folderOf(photo.path));
    if (owner && !cards.some((card) => card.file === `${CONTENT}${owner.file}`))
      cards.push({ file: `${CONTENT}${owner.file}`, card: owner.label, fields: [] });
  }
  return { who: detailed.commit.author.name, when: detailed.commit.author.date, files, cards };
}

/** The last 8 changes published to content/, newest first. */
export async function recentChanges(): Promise<Change[]> {
  const query = new URLSearchParams({ sha: LIVE_BRANCH, path: CONTENT.slice(0, -1), per_page: "8" });
  const commits = await github<Commit[]>("GET", `/commits?${query}`);
  const described = await Promise.all(commits.map(describe));
  return described.filter((change): change is Change => change !== undefined && change.files.length > 0);
}

/** "Site-wide facts: Special dates, Banner" */
export const cardsLine = (cards: Card[]) =>
  cards.map(({ card, fields }) => (fields.length > 0 ? `${card}: ${fields.map((field) => field.label).join(", ")}` : card)).join("; ");
