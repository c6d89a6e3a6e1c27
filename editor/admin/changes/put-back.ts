/**
 * "Put back": the earlier version of a published change, published as a new change through the same way
 * every change goes (a draft, its checks, Publish), so the live branch's history is never rewritten. The
 * fields it touched take their earlier values; a field a later change touched again stops it, and the
 * staff get its earlier value to copy.
 */
import { CONTENT } from "../../../src/schema/content-file";
import { blobAt, blobText, cardOf, cardsLine, github, type Change } from "./history";
import { readable, restoreFields } from "./fields";
import { LIVE_BRANCH } from "../../addresses";
import type { PublishWatch } from "../preview/live-status";
import { GatewayError } from "../identity";

export type Conflict = { card: string; field: string; earlier: string };
export type PutBackOutcome =
  | { published: true }
  | { conflicts: Conflict[] }
  /** An unpublished change of the same card is saved: it comes first. */
  | { draftFirst: string };

/** Decap's draft of a card: one branch per entry, cms/<collection>/<entry>. */
function draftOf(file: string): string {
  const entry = file.slice(CONTENT.length).split("/")[0]!;
  return `cms/${entry === "site" ? "site" : "pages"}/${entry}`;
}

/** Ready to publish, as Decap marks a change set to Ready. */
const READY = "decap-cms/pending_publish";

export async function putBack(change: Change, watch: PublishWatch): Promise<PutBackOutcome> {
  const live = await github<{ commit: { sha: string; commit: { tree: { sha: string } } } }>("GET", `/branches/${LIVE_BRANCH}`);
  const conflicts: Conflict[] = [];
  const entries: { path: string; mode: "100644"; type: "blob"; sha: string | null }[] = [];
  for (const file of change.files) {
    const now = await blobAt(live.commit.sha, file.path);
    const card = cardOf(file.path);
    if (now === file.after) {
      entries.push({ path: file.path, mode: "100644", type: "blob", sha: file.before ?? null });
    } else if (card && file.before && file.after && now) {
      const [before, after, current] = await Promise.all([blobText(file.before), blobText(file.after), blobText(now)]);
      const restored = restoreFields(card, before, after, current);
      if (restored.text === undefined) {
        conflicts.push(
          ...restored.conflicts.map(({ field, earlier }) => ({ card: card.label, field: field.label, earlier: readable(earlier) })),
        );
        continue;
      }
      const blob = await github<{ sha: string }>("POST", "/git/blobs", { content: restored.text, encoding: "utf-8" });
      entries.push({ path: file.path, mode: "100644", type: "blob", sha: blob.sha });
    } else {
      const owner = change.cards[0]?.card ?? "This change";
      conflicts.push({
        card: owner,
        field: file.path.slice(file.path.lastIndexOf("/") + 1),
        earlier: "(a photograph: choose it again in the form)",
      });
    }
  }
  if (conflicts.length > 0) return { conflicts };

  const draft = draftOf(change.cards[0]?.file ?? change.files[0]!.path);
  const existing = await github("GET", `/branches/${encodeURIComponent(draft)}`).then(
    () => true,
    (error: unknown) => {
      if (error instanceof GatewayError && error.status === 404) return false;
      throw error;
    },
  );
  if (existing) return { draftFirst: change.cards[0]?.card ?? draft };

  const title = `Put back: ${cardsLine(change.cards)} (as before ${change.who}'s change of ${change.when.slice(0, 10)})`;
  const tree = await github<{ sha: string }>("POST", "/git/trees", { base_tree: live.commit.commit.tree.sha, tree: entries });
  const commit = await github<{ sha: string }>("POST", "/git/commits", { message: title, tree: tree.sha, parents: [live.commit.sha] });
  await github("POST", "/git/refs", { ref: `refs/heads/${draft}`, sha: commit.sha });
  const pull = await github<{ number: number; head: { sha: string } }>("POST", "/pulls", {
    title,
    body: title,
    head: draft,
    base: LIVE_BRANCH,
  });
  await github("PUT", `/issues/${pull.number}/labels`, { labels: [READY] });
  await watch.publishing();
  // Publish, as the editor's own button does it: the gateway checks the change again and puts it live.
  await github("PUT", `/pulls/${pull.number}/merge`, { merge_method: "rebase", sha: commit.sha });
  await github("DELETE", `/git/refs/heads/${encodeURIComponent(draft)}`).catch(() => undefined);
  watch.published();
  return { published: true };
}
