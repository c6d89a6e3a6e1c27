/**
 * The staff's Publish, through the gateway: the change is checked with the build's content rules against
 * the live branch as it is now, then goes onto it as one commit authored by the member of staff who made
 * it (rebased, so nothing in the live branch's history is rewritten), and the host builds it. No check
 * waits on CI: CI runs the whole suite on the live branch afterwards.
 */
import { json, sentence } from "./answers";
import { checkChange } from "./content-check";
import { GitHubError, type Gateway } from "./github-client";

type Commit = { sha: string; tree: { sha: string }; message: string; author: { name: string; email: string } };
type Changed = { filename: string; status: string; sha: string; previous_filename?: string };

export async function publish(gateway: Gateway, number: string, head: string): Promise<Response> {
  const { github, branch } = gateway;
  const live = await github.json<{ commit: { sha: string; commit: { tree: { sha: string } } } }>(
    "GET",
    `/branches/${encodeURIComponent(branch)}`,
  );
  const problems = await checkChange(github, live.commit.sha, head);
  if (problems.length > 0) return sentence(422, `Not published: ${problems.join(" ")}`);

  // The change as one commit on top of the live branch: its files as the draft has them, its author the draft's.
  const { files = [] } = await github.json<{ files?: Changed[] }>("GET", `/compare/${live.commit.sha}...${head}`);
  const draft = await github.json<Commit>("GET", `/git/commits/${head}`);
  const entries = files.flatMap((file) => [
    { path: file.filename, mode: "100644", type: "blob", sha: file.status === "removed" ? null : file.sha },
    ...(file.previous_filename ? [{ path: file.previous_filename, mode: "100644", type: "blob", sha: null }] : []),
  ]);
  const tree = await github.json<{ sha: string }>("POST", "/git/trees", { base_tree: live.commit.commit.tree.sha, tree: entries });
  const one = await github.json<{ sha: string }>("POST", "/git/commits", {
    message: draft.message,
    tree: tree.sha,
    parents: [live.commit.sha],
    author: { name: draft.author.name, email: draft.author.email, date: new Date().toISOString() },
  });
  const pull = await github.json<{ head: { ref: string } }>("GET", `/pulls/${number}`);
  await github.json("PATCH", `/git/refs/heads/${pull.head.ref.split("/").map(encodeURIComponent).join("/")}`, {
    sha: one.sha,
    force: true,
  });
  try {
    const merged = await github.json<{ sha: string }>("PUT", `/pulls/${number}/merge`, { merge_method: "rebase", sha: one.sha });
    return json(200, { ...merged, merged: true });
  } catch (error) {
    // Decap would write to the live branch itself after a 405; it is told what happened instead.
    if (error instanceof GitHubError) {
      console.warn(`Publish: GitHub refused the merge (${error.status}).`);
      return sentence(
        error.status === 405 ? 409 : 502,
        "GitHub did not take this change onto the live site, so it is not published yet. Your change is kept: press Publish again in a minute.",
      );
    }
    throw error;
  }
}
