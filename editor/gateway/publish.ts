/**
 * A draft, checked before the editor may save it or publish it; and Publish itself. Publish checks exactly
 * what it merges: it builds the commit (the live site plus the draft's files), checks that commit with the
 * build's rules, and merges that commit. It refuses when a file the draft changes has changed on the live
 * branch since the draft began, rather than undo someone else's publish. The commit names who pressed
 * Publish, with a message the gateway writes. No check waits on CI, which runs on the live branch after.
 */
import { LIVE_BRANCH } from "../addresses";
import { json, SAY, sentence } from "./answers";
import { checkContent } from "./checks";
import { GitHubError, type GitHub } from "./github";
import { isSha, refPath } from "./names";
import { authorOf, madeInEditor, type StaffMember } from "./staff";
import { contentChange, treeOf, type Change, type ContentChange } from "./trees";
import { CONTENT, folderOf } from "../../src/schema/content-file";
import { contentFiles } from "../../src/schema/schema";

type Compare = { ahead_by: number; merge_base_commit: { sha: string }; commits: { commit: { author: { email?: string } | null } }[] };

export const liveHead = async (github: GitHub) =>
  (await github.json<{ commit: { sha: string } }>("GET", `/branches/${refPath(LIVE_BRANCH)}`)).commit.sha;

/**
 * `head` as a draft: ahead of the live branch, made in the editor alone, changing content/ alone, and
 * passing the build's rules. `base` is where it left the live branch.
 */
export async function checkDraft(
  github: GitHub,
  head: string,
  live: string,
): Promise<(ContentChange & { base: string; problems: string[] }) | { refused: string }> {
  const compare = await github.json<Compare>("GET", `/compare/${live}...${head}`);
  if (compare.ahead_by < 1) return { refused: SAY.notAhead };
  // GitHub lists at most 250 commits; a draft has a handful.
  if (compare.commits.length < compare.ahead_by) return { refused: SAY.tooMany };
  if (!compare.commits.every((commit) => madeInEditor(commit.commit.author))) return { refused: SAY.notMadeHere };
  const base = compare.merge_base_commit.sha;
  const change = await contentChange(github, base, head);
  if ("refused" in change) return change;
  return { ...change, base, problems: await checkContent(github, change.changes, change.content) };
}

/** "COFFEE page, Site-wide facts": the cards a change touches, by the content files it changes or sits beside. */
export function cardsOf(changes: Change[]): string {
  const folders = new Set(changes.map((change) => folderOf(change.path).slice(CONTENT.length)));
  const cards = contentFiles.filter((schema) => folders.has(folderOf(schema.file))).map((schema) => schema.label);
  return cards.length > 0 ? cards.join(", ") : "the site's content";
}

export async function publish(
  github: GitHub,
  member: StaffMember,
  number: string,
  draftHead: string,
  draftBranch: string,
): Promise<Response> {
  const live = await liveHead(github);
  const draft = await checkDraft(github, draftHead, live);
  if ("refused" in draft) return sentence(422, draft.refused);
  if (draft.problems.length > 0) return sentence(422, SAY.notPublished(draft.problems));

  // Since the draft began, has the live branch changed any file the draft changes?
  const liveRoot = await treeOf(github, live);
  if (draft.base !== live) {
    const since = await contentChange(github, draft.base, live);
    const touched = "refused" in since ? [] : since.changes.map((change) => change.path);
    const both = draft.changes.filter((change) => touched.includes(change.path));
    if (both.length > 0) return sentence(409, SAY.stale(cardsOf(both)));
  }

  // The commit that will be live: the live tree with the draft's files, in the name of who pressed Publish.
  const author = await authorOf(member);
  const tree = await github.json<{ sha: string }>("POST", "/git/trees", {
    base_tree: liveRoot,
    tree: draft.changes.map((change) => ({ path: change.path, mode: "100644", type: "blob", sha: change.after ?? null })),
  });
  const cards = cardsOf(draft.changes);
  const message = `Publish ${cards}\n\nPublished-by: ${author.name} <${author.email}>\n`;
  const commit = await github.json<{ sha: string }>("POST", "/git/commits", {
    message,
    tree: tree.sha,
    parents: [live],
    author: { ...author, date: new Date().toISOString() },
  });
  if (!isSha(commit.sha)) throw new Error("GitHub made a commit without a SHA");

  // That very commit, checked as the build will check it.
  const checked = await contentChange(github, live, commit.sha);
  if ("refused" in checked) return sentence(422, checked.refused);
  const problems = await checkContent(github, checked.changes, checked.content);
  if (problems.length > 0) return sentence(422, SAY.notPublished(problems));

  await github.json("PATCH", `/git/refs/heads/${refPath(draftBranch)}`, { sha: commit.sha, force: true });
  try {
    const merged = await github.json<{ sha: string }>("PUT", `/pulls/${number}/merge`, { merge_method: "rebase", sha: commit.sha });
    console.log(JSON.stringify({ write: "publish", ref: LIVE_BRANCH, sha: merged.sha, checked: commit.sha, who: author.name, cards }));
    return json(200, { ...merged, merged: true });
  } catch (error) {
    // Decap would write to the live branch itself after a 405; it is told what happened instead.
    if (error instanceof GitHubError && [403, 405, 409, 422].includes(error.status)) {
      console.warn(`Publish refused by GitHub (${error.status}): ${error.message}`);
      return sentence(409, SAY.mergeRefused(error.message));
    }
    throw error;
  }
}
