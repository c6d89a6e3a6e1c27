/**
 * The editor's gateway to the site's repository (/admin/git/github/...): the calls Decap's git-gateway
 * backend makes, forwarded to GitHub's API with the App's token, and nothing else. Whatever a phone
 * sends, it writes content only: plain files in content/, on the editor's own drafts (cms/...), and onto
 * the live branch only by Publish, once the change has passed the build's content rules. Every name and
 * object id is checked before GitHub is asked; a refusal is one sentence, and nothing is written.
 */
import { LIVE_BRANCH } from "../addresses";
import { ANSWER_HEADERS, json, SAY, sentence } from "./answers";
import type { GitHub } from "./github";
import { decoded, draftBranch, isContentPath, isDraft, isSha, LABELS, refPath } from "./names";
import { checkDraft, liveHead, publish } from "./publish";
import { authorOf, type StaffMember } from "./staff";
import { differOutsideContent, treeOf } from "./trees";

/** A photograph as base64 JSON: the editor saves one at most 3000 px wide, a few MB. */
export const MAX_BLOB_BYTES = 12 * 1024 * 1024;
export const MAX_JSON_BYTES = 256 * 1024;

type Request_ = { request: Request; github: GitHub; member: StaffMember; match: RegExpExecArray; path: string };
type Handle = (call: Request_) => Promise<Response>;

/** GitHub's answer, as it came, with the gateway's own headers. */
async function forward({ request, github, path }: Request_, body?: string): Promise<Response> {
  const reading = request.method === "GET" || request.method === "HEAD" || request.method === "DELETE";
  const answer = await github.call(request.method, path, {
    // A photograph is read whole (12 MB at most, unparsed): a stream as a request's body is not portable.
    body: reading ? null : (body ?? (await request.arrayBuffer())),
    accept: request.headers.get("Accept") ?? undefined,
  });
  const empty = [204, 205, 304].includes(answer.status);
  const kept = (empty ? ["ETag"] : ["Content-Type", "Link", "ETag"]).flatMap((name) => {
    const value = answer.headers.get(name);
    return value ? [[name, value] as const] : [];
  });
  return new Response(empty ? null : answer.body, { status: answer.status, headers: { ...Object.fromEntries(kept), ...ANSWER_HEADERS } });
}

/** The request's JSON, if it is JSON of at most MAX_JSON_BYTES. */
async function bodyOf<T>(request: Request): Promise<T | undefined> {
  const text = await request.text();
  if (text.length > MAX_JSON_BYTES) return undefined;
  try {
    const value = JSON.parse(text) as unknown;
    return value && typeof value === "object" && !Array.isArray(value) ? (value as T) : undefined;
  } catch {
    return undefined;
  }
}

const log = (write: string, details: Record<string, string | undefined>) => console.log(JSON.stringify({ write, ...details }));

/** The root of `tree` is the live branch's but for content/. */
async function sameAsLiveOutsideContent(github: GitHub, tree: string): Promise<Response | undefined> {
  const outside = await differOutsideContent(github, await treeOf(github, await liveHead(github)), tree);
  return outside.length > 0 ? sentence(422, SAY.outsideContent(outside)) : undefined;
}

type TreeEntry = { path?: unknown; mode?: unknown; type?: unknown; sha?: unknown };

/** A tree of plain files in content/ (or their removal), on a base that differs from the live site in content/ alone. */
const tree: Handle = async (call) => {
  const body = await bodyOf<{ base_tree?: unknown; tree?: TreeEntry[] }>(call.request);
  if (!body || !isSha(body.base_tree) || !Array.isArray(body.tree) || body.tree.length === 0) return sentence(400, SAY.cannotRead);
  const outside = body.tree.filter((entry) => !isContentPath(entry.path));
  if (outside.length > 0) return sentence(422, SAY.outsideContent(outside.map((entry) => String(entry.path))));
  const odd = body.tree.find((entry) => entry.mode !== "100644" || entry.type !== "blob" || !(entry.sha === null || isSha(entry.sha)));
  if (odd) return sentence(422, SAY.oddFile(String(odd.path)));
  const refused = await sameAsLiveOutsideContent(call.github, body.base_tree);
  if (refused) return refused;
  const entries = body.tree.map(({ path, mode, type, sha }) => ({ path, mode, type, sha }));
  return forward(call, JSON.stringify({ base_tree: body.base_tree, tree: entries }));
};

/** Directives a host's CI reads in a commit's message ([skip ci], skip-checks: true): never let through. */
const CI_DIRECTIVES = /\[(?:skip|no)[ -](?:ci|actions)\]|\[(?:ci|actions) skip\]|skip-checks:\s*true/gi;

/** A commit of a tree like the live site's but for content/, with one parent, in the name of the member of staff. */
const commit: Handle = async (call) => {
  const body = await bodyOf<{ message?: unknown; tree?: unknown; parents?: unknown[] }>(call.request);
  if (!body || !isSha(body.tree) || !Array.isArray(body.parents) || body.parents.length !== 1 || !isSha(body.parents[0])) {
    return sentence(400, SAY.cannotRead);
  }
  const refused = await sameAsLiveOutsideContent(call.github, body.tree);
  if (refused) return refused;
  const author = { ...(await authorOf(call.member)), date: new Date().toISOString() };
  const message = `${(typeof body.message === "string" ? body.message : "").split("\n")[0]!.replace(CI_DIRECTIVES, "").slice(0, 200).trim() || "Change"}\n`;
  return forward(call, JSON.stringify({ message, tree: body.tree, parents: body.parents, author }));
};

/** A draft's new head, checked as Publish will check it, before the draft may point at it. */
async function checkedHead(call: Request_, branch: string, head: string): Promise<Response | undefined> {
  const draft = await checkDraft(call.github, head, await liveHead(call.github));
  if ("refused" in draft) return sentence(422, draft.refused);
  if (draft.problems.length > 0) return sentence(422, SAY.notSaved(draft.problems));
  log("draft", { ref: branch, sha: head, who: call.member.name });
}

const createRef: Handle = async (call) => {
  const body = await bodyOf<{ ref?: unknown; sha?: unknown }>(call.request);
  if (!body || typeof body.ref !== "string" || !isSha(body.sha)) return sentence(400, SAY.cannotRead);
  const branch = body.ref.replace(/^refs\/heads\//, "");
  if (!body.ref.startsWith("refs/heads/") || !isDraft(branch)) return sentence(422, SAY.notADraft(body.ref));
  const refused = await checkedHead(call, branch, body.sha);
  if (refused) return refused;
  return forward(call, JSON.stringify({ ref: `refs/heads/${branch}`, sha: body.sha }));
};

/** A draft named in the address, or why not: the live branch changes only by Publish. */
function draftIn(call: Request_): string | Response {
  const branch = draftBranch(call.match[1]!);
  if (branch) return branch;
  return sentence(422, decoded(call.match[1]!) === LIVE_BRANCH ? SAY.notByPublish : SAY.notADraft(call.match[1]!));
}

const updateRef: Handle = async (call) => {
  const branch = draftIn(call);
  if (branch instanceof Response) return branch;
  const body = await bodyOf<{ sha?: unknown; force?: unknown }>(call.request);
  if (!body || !isSha(body.sha)) return sentence(400, SAY.cannotRead);
  const refused = await checkedHead(call, branch, body.sha);
  if (refused) return refused;
  return forward({ ...call, path: `/git/refs/heads/${refPath(branch)}` }, JSON.stringify({ sha: body.sha, force: body.force === true }));
};

const deleteRef: Handle = async (call) => {
  const branch = draftIn(call);
  if (branch instanceof Response) return branch;
  log("delete draft", { ref: branch, who: call.member.name });
  return forward({ ...call, path: `/git/refs/heads/${refPath(branch)}` });
};

/** A pull request goes from a draft of this repository into the live branch, and nowhere else. */
const openPull: Handle = async (call) => {
  const body = await bodyOf<{ head?: unknown; base?: unknown; title?: unknown; body?: unknown }>(call.request);
  if (!body || typeof body.head !== "string") return sentence(400, SAY.cannotRead);
  const [owner, branch] = body.head.includes(":") ? body.head.split(":", 2) : [call.github.repo.split("/")[0], body.head];
  if (owner !== call.github.repo.split("/")[0] || !isDraft(branch)) {
    return sentence(422, SAY.notADraft(body.head));
  }
  if (body.base !== LIVE_BRANCH) return sentence(422, SAY.notByPublish);
  const text = (value: unknown) => (typeof value === "string" ? value.slice(0, 1000) : "");
  log("open draft", { ref: branch, who: call.member.name });
  return forward(call, JSON.stringify({ title: text(body.title), body: text(body.body), head: branch, base: LIVE_BRANCH }));
};

type Pull = { head: { ref: string; sha: string; repo: { full_name: string } | null }; base: { ref: string } };

/** Only the editor's own pull requests (from a draft of this repository) may be changed, labelled or published. */
async function draftPull(call: Request_): Promise<Pull | Response> {
  const pull = await call.github.json<Pull>("GET", `/pulls/${call.match[1]}`);
  const ours = isDraft(pull.head.ref) && pull.head.repo?.full_name === call.github.repo && pull.base.ref === LIVE_BRANCH;
  return ours ? pull : sentence(422, SAY.notADraft(`pull request ${call.match[1]}`));
}

const updatePull: Handle = async (call) => {
  const pull = await draftPull(call);
  if (pull instanceof Response) return pull;
  const body = await bodyOf<{ state?: unknown; title?: unknown; body?: unknown }>(call.request);
  if (!body || (body.state !== undefined && body.state !== "closed" && body.state !== "open")) return sentence(400, SAY.cannotRead);
  const changes = Object.fromEntries(
    (["state", "title", "body"] as const)
      .filter((key) => typeof body[key] === "string")
      .map((key) => [key, String(body[key]).slice(0, 1000)]),
  );
  log("update draft", { ref: pull.head.ref, who: call.member.name });
  return forward(call, JSON.stringify(changes));
};

const labels: Handle = async (call) => {
  const pull = await draftPull(call);
  if (pull instanceof Response) return pull;
  if (call.request.method === "DELETE") {
    const label = decoded(call.match[2]!);
    if (!label || !LABELS.includes(label)) return sentence(422, SAY.cannotRead);
    return forward({ ...call, path: `/issues/${call.match[1]}/labels/${encodeURIComponent(label)}` });
  }
  const body = await bodyOf<{ labels?: unknown }>(call.request);
  if (!Array.isArray(body?.labels) || !body.labels.every((label) => typeof label === "string" && LABELS.includes(label))) {
    return sentence(422, SAY.cannotRead);
  }
  log("label draft", { ref: pull.head.ref, who: call.member.name });
  return forward(call, JSON.stringify({ labels: body.labels }));
};

const merge: Handle = async (call) => {
  const pull = await draftPull(call);
  if (pull instanceof Response) return pull;
  return publish(call.github, call.member, call.match[1]!, pull.head.sha, pull.head.ref);
};

const SHA = "[0-9a-f]{40}";
/** Every call Decap's git-gateway backend makes, and the rule each one is held to. */
const ROUTES: [method: string, path: RegExp, handle: Handle][] = [
  ["GET", /^$/, forward],
  ["GET", /^\/branches\/[^/]+$/, forward],
  // A tree by its SHA, or a folder of a branch (main:content/about), its slashes encoded or not.
  ["GET", /^\/git\/trees\/[^/]+(?:\/.*)?$/, forward],
  ["GET", new RegExp(`^/git/blobs/${SHA}$`), forward],
  ["GET", new RegExp(`^/git/commits/${SHA}$`), forward],
  ["GET", /^\/git\/(?:matching-)?refs\/heads\/.*$/, forward],
  ["GET", /^\/commits$/, forward],
  ["GET", /^\/commits\/[^/]+$/, forward],
  ["GET", /^\/compare\/[^/]+\.\.\.[^/]+$/, forward],
  ["GET", /^\/pulls$/, forward],
  ["GET", /^\/pulls\/\d+(?:\/commits|\/files)?$/, forward],
  ["POST", /^\/git\/blobs$/, forward],
  ["POST", /^\/git\/trees$/, tree],
  ["POST", /^\/git\/commits$/, commit],
  ["POST", /^\/git\/refs$/, createRef],
  ["PATCH", /^\/git\/refs\/heads\/(.+)$/, updateRef],
  ["DELETE", /^\/git\/refs\/heads\/(.+)$/, deleteRef],
  ["POST", /^\/pulls$/, openPull],
  ["PATCH", /^\/pulls\/(\d+)$/, updatePull],
  ["PUT", /^\/pulls\/(\d+)\/merge$/, merge],
  ["POST", /^\/issues\/(\d+)\/labels()$/, labels],
  ["PUT", /^\/issues\/(\d+)\/labels()$/, labels],
  ["DELETE", /^\/issues\/(\d+)\/labels\/([^/]+)$/, labels],
];

/** `rest` is the address below the gateway's ("/branches/main?x=1"). */
export async function answerGateway(request: Request, github: GitHub, member: StaffMember, rest: string): Promise<Response> {
  const [path = "", query] = rest.split("?", 2);
  const method = request.method;
  // Decap asks who opened a pull request (the App did), for notes on a change and for a commit's checks,
  // which this site does not keep: answered here, as GitHub would answer for a repository without.
  if (method === "GET" && /^\/users\/[^/]+$/.test(path)) return sentence(404, "Not found");
  if (method === "GET" && path === "/search/issues") return json(200, { total_count: 0, incomplete_results: false, items: [] });
  if (method === "GET" && new RegExp(`^/commits/${SHA}/status$`).test(path)) return json(200, { state: "pending", statuses: [] });
  if (method !== "GET" && query !== undefined) return sentence(400, SAY.cannotRead);
  for (const [allowed, pattern, handle] of ROUTES) {
    const match = pattern.exec(path);
    if (match && method === allowed) return handle({ request, github, member, match, path: method === "GET" ? rest : path });
  }
  return sentence(405, SAY.unknownCall(`${method} ${path || "/"}`), { Allow: "GET, POST, PATCH, PUT, DELETE" });
}
