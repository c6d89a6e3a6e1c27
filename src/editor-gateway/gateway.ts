/**
 * The editor's gateway to the site's repository (/admin/git/github/...): the calls Decap's git-gateway
 * backend makes, forwarded to GitHub's API with the App's token, and nothing else. Whatever a phone
 * sends, it writes content only: files in content/, plain files, on the editor's own branches (cms/...),
 * and onto the live branch only by Publish, once the change has passed the build's content checks
 * (publish.ts). A refusal is one sentence, and the repository is not touched.
 */
import { json, sentence, WORKER_HEADERS } from "./answers";
import { checkChange, CONTENT, notPlain, outsideContent } from "./content-check";
import type { Gateway } from "./github-client";
import { publish } from "./publish";
import { staffName } from "./staff-token";

/** Decap's drafts: one branch per entry, cms/<collection>/<entry>. */
export const DRAFTS = "cms/";
const LABELS = "decap-cms/";

type Handle = (gateway: Gateway, request: Request, match: RegExpExecArray, path: string) => Promise<Response>;

/** GitHub's answer, as it came, with the Worker's own headers (never cached). */
async function forward(gateway: Gateway, request: Request, path: string, sent?: BodyInit | null): Promise<Response> {
  const answer = await gateway.github.call(request.method, path, {
    body: sent === undefined ? (request.method === "GET" || request.method === "HEAD" ? null : request.body) : sent,
    accept: request.headers.get("Accept") ?? undefined,
    contentType: request.headers.get("Content-Type") ?? undefined,
  });
  const empty = [204, 205, 304].includes(answer.status);
  const kept = (empty ? ["ETag"] : ["Content-Type", "Link", "ETag"]).flatMap((name) => {
    const value = answer.headers.get(name);
    return value ? [[name, value] as const] : [];
  });
  const body = empty ? null : answer.body;
  return new Response(body, { status: answer.status, headers: { ...WORKER_HEADERS, ...Object.fromEntries(kept) } });
}

const read: Handle = (gateway, request, _match, path) => forward(gateway, request, path);

const notADraft = (ref: string) =>
  `The editor saves only to its own drafts (branches named ${DRAFTS}...), and ${ref.replace(/^refs\/heads\//, "")} is not one. Nothing was saved.`;
const notByPublish = (branch: string) =>
  `The live site (${branch}) changes only by Publish, which checks the change first, so this was refused. Nothing was saved.`;

async function jsonOf<T>(request: Request): Promise<T | undefined> {
  try {
    return (await request.json()) as T;
  } catch {
    return undefined;
  }
}

/** A tree of files in content/, each a plain file (or removed). */
const tree: Handle = async (gateway, request, _match, path) => {
  const body = await jsonOf<{
    base_tree?: string;
    tree?: { path?: string; mode?: string; type?: string; sha?: string | null; content?: string }[];
  }>(request);
  if (!body || !Array.isArray(body.tree)) return sentence(400, "The editor sent a change the gateway cannot read. Nothing was saved.");
  const outside = body.tree.filter(
    (entry) => typeof entry.path !== "string" || !entry.path.startsWith(CONTENT) || entry.path.split("/").includes(".."),
  );
  if (outside.length > 0) return sentence(422, outsideContent(outside.map((entry) => String(entry.path))));
  const odd = body.tree.find((entry) => entry.mode !== "100644" || entry.type !== "blob");
  if (odd) return sentence(422, notPlain(String(odd.path)));
  return forward(gateway, request, path, JSON.stringify(body));
};

/** A commit carries the member of staff as its author, whatever the phone sent; it has one parent. */
const commit: Handle = async (gateway, request, _match, path) => {
  const body = await jsonOf<{ message?: string; tree?: string; parents?: string[] }>(request);
  if (!body || typeof body.tree !== "string" || !Array.isArray(body.parents) || body.parents.length !== 1) {
    return sentence(422, "The editor sent a change the gateway cannot read. Nothing was saved.");
  }
  const author = { name: staffName(gateway.member.email), email: gateway.member.email, date: new Date().toISOString() };
  return forward(gateway, request, path, JSON.stringify({ message: body.message ?? "", tree: body.tree, parents: body.parents, author }));
};

/** The branch's head, checked against the live branch before a draft may point at it. */
async function checked(gateway: Gateway, head: string): Promise<Response | undefined> {
  const live = await gateway.github.json<{ commit: { sha: string } }>("GET", `/branches/${encodeURIComponent(gateway.branch)}`);
  const problems = await checkChange(gateway.github, live.commit.sha, head);
  return problems.length > 0 ? sentence(422, `Not saved: ${problems.join(" ")}`) : undefined;
}

const createRef: Handle = async (gateway, request, _match, path) => {
  const body = await jsonOf<{ ref?: string; sha?: string }>(request);
  if (!body || typeof body.ref !== "string" || typeof body.sha !== "string")
    return sentence(400, "The editor sent a change the gateway cannot read.");
  if (!body.ref.startsWith(`refs/heads/${DRAFTS}`) || body.ref.includes("..")) return sentence(422, notADraft(body.ref));
  return (await checked(gateway, body.sha)) ?? forward(gateway, request, path, JSON.stringify(body));
};

const updateRef: Handle = async (gateway, request, match, path) => {
  const name = decodeURIComponent(match[1]!);
  if (name === gateway.branch) return sentence(422, notByPublish(gateway.branch));
  if (!name.startsWith(DRAFTS) || name.includes("..")) return sentence(422, notADraft(name));
  const body = await jsonOf<{ sha?: string; force?: boolean }>(request);
  if (!body || typeof body.sha !== "string") return sentence(400, "The editor sent a change the gateway cannot read.");
  return (await checked(gateway, body.sha)) ?? forward(gateway, request, path, JSON.stringify(body));
};

const deleteRef: Handle = (gateway, request, match, path) => {
  const name = decodeURIComponent(match[1]!);
  if (name === gateway.branch) return Promise.resolve(sentence(422, notByPublish(gateway.branch)));
  if (!name.startsWith(DRAFTS)) return Promise.resolve(sentence(422, notADraft(name)));
  return forward(gateway, request, path);
};

/** A pull request goes from a draft into the live branch, and nowhere else. */
const openPull: Handle = async (gateway, request, _match, path) => {
  const body = await jsonOf<{ head?: string; base?: string; title?: string; body?: string }>(request);
  const head = body?.head?.split(":").pop() ?? "";
  if (!body || !head.startsWith(DRAFTS)) return sentence(422, notADraft(head));
  if (body.base !== gateway.branch) return sentence(422, notByPublish(String(body.base)));
  return forward(gateway, request, path, JSON.stringify({ ...body, head }));
};

/** Only the editor's own pull requests (from a draft) may be changed, labelled or published. */
async function draftPull(
  gateway: Gateway,
  number: string,
): Promise<{ head: { ref: string; sha: string }; base: { ref: string } } | undefined> {
  const pull = await gateway.github.json<{ head: { ref: string; sha: string }; base: { ref: string } }>("GET", `/pulls/${number}`);
  return pull.head.ref.startsWith(DRAFTS) && pull.base.ref === gateway.branch ? pull : undefined;
}

const updatePull: Handle = async (gateway, request, match, path) => {
  if (!(await draftPull(gateway, match[1]!))) return sentence(422, notADraft(`pull request ${match[1]}`));
  const body = await jsonOf<{ state?: string; title?: string; body?: string }>(request);
  if (!body || (body.state !== undefined && body.state !== "closed" && body.state !== "open")) {
    return sentence(422, "The editor can only close one of its own changes. Nothing was changed.");
  }
  const { state, title, body: text } = body;
  return forward(gateway, request, path, JSON.stringify({ state, title, body: text }));
};

const labels: Handle = async (gateway, request, match, path) => {
  if (!(await draftPull(gateway, match[1]!))) return sentence(422, notADraft(`pull request ${match[1]}`));
  const named = match[2] ? [decodeURIComponent(match[2])] : ((await jsonOf<{ labels?: string[] }>(request))?.labels ?? []);
  if (!named.every((label) => typeof label === "string" && label.startsWith(LABELS))) {
    return sentence(422, "The editor marks its own changes with its own labels only. Nothing was changed.");
  }
  return forward(gateway, request, path, match[2] ? undefined : JSON.stringify({ labels: named }));
};

const merge: Handle = async (gateway, _request, match) => {
  const pull = await draftPull(gateway, match[1]!);
  if (!pull) return sentence(422, notADraft(`pull request ${match[1]}`));
  return publish(gateway, match[1]!, pull.head.sha);
};

const SHA = "[0-9a-f]{40}";
/** Every call Decap's git-gateway backend makes, and the rule each one is held to. */
const ROUTES: [method: string, path: RegExp, handle: Handle][] = [
  ["GET", /^$/, read],
  ["GET", /^\/branches\/[^/]+$/, read],
  ["GET", /^\/git\/trees\/[^/]+(?:\/.*)?$/, read],
  ["GET", new RegExp(`^/git/blobs/${SHA}$`), read],
  ["GET", new RegExp(`^/git/commits/${SHA}$`), read],
  ["GET", /^\/git\/refs\/(?:heads|meta)\/.*$/, read],
  ["GET", /^\/commits$/, read],
  ["GET", /^\/commits\/[^/]+(?:\/status)?$/, read],
  ["GET", /^\/compare\/[^/]+\.\.\.[^/]+$/, read],
  ["GET", /^\/pulls$/, read],
  ["GET", /^\/pulls\/\d+(?:\/commits|\/files)?$/, read],
  ["POST", /^\/git\/blobs$/, read],
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
  ["DELETE", /^\/issues\/(\d+)\/labels\/(.+)$/, labels],
];

/** `rest` is the address below the gateway's ("/branches/main"), the query kept. */
export async function answerGateway(gateway: Gateway, request: Request, rest: string): Promise<Response> {
  const pathname = rest.split("?")[0]!;
  // Decap asks who opened a pull request (the gateway's are all the App's), and for notes on a change,
  // which this site does not keep: answered here, as GitHub would answer them for a repository without.
  if (request.method === "GET" && /^\/users\/[^/]+$/.test(pathname)) return sentence(404, "Not found");
  if (request.method === "GET" && pathname === "/search/issues") return json(200, { total_count: 0, incomplete_results: false, items: [] });
  for (const [method, path, handle] of ROUTES) {
    const match = path.exec(pathname);
    if (match && request.method === method) return handle(gateway, request, match, rest);
  }
  return sentence(405, `The editor's gateway does not do that (${request.method} ${pathname || "/"}).`, {
    Allow: "GET, POST, PATCH, PUT, DELETE",
  });
}
