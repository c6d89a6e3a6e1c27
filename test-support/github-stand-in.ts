/**
 * A stand-in for the parts of GitHub the editor meets, on this computer, over a real git repository
 * (git-repository.ts) seeded with the project's content/ and a few files outside it:
 * - the OAuth app's authorize page and token endpoint, with PKCE, for the GitHub sign-in
 *   (https://docs.github.com/en/apps/oauth-apps/building-oauth-apps/authorizing-oauth-apps);
 * - a GitHub App's installation and installation-token endpoints, for the editor's gateway, which check
 *   the App's JWT against the App's public key (https://docs.github.com/en/rest/apps/apps);
 * - the REST API calls Decap's GitHub and git-gateway backends make, on that repository: branches, the
 *   Git Data API (blobs, trees, commits, refs), compare, commits, pull requests and their merge, labels.
 * It refuses what GitHub refuses, the way GitHub does: a code used twice, a wrong verifier, wrong client
 * credentials or another redirect address get a 200 with {"error": ...}; the API wants a token it issued.
 *
 * The Worker reaches it over plain HTTP (workerd would not trust a test certificate); a browser reaches the
 * API over HTTPS, as a page served over HTTPS must.
 */
import crypto from "crypto";
import fs from "fs";
import http from "http";
import https from "https";
import path from "path";
import type { AddressInfo } from "net";
import { GitRepository, type ChangedFile, type Commit, type Person } from "./git-repository";

export type StandInOptions = {
  /** The repository, as owner/name, its branch, and the folder whose files stand for content/ in it. */
  repo: string;
  branch: string;
  contentDir: string;
  /** The OAuth app, for the GitHub sign-in. */
  client?: { id: string; secret: string };
  /** The GitHub App, for the gateway: its id and the public half of its key. */
  app?: { id: string; publicKey: crypto.KeyObject };
  /** A certificate for 127.0.0.1, for the API over HTTPS (sign-in-site.ts makes one). */
  tls: { key: string; cert: string };
};

type Pending = { redirectUri: string; scope: string; challenge?: string };
type Pull = {
  number: number;
  head: string;
  base: string;
  title: string;
  body: string;
  state: "open" | "closed";
  merged: boolean;
  labels: string[];
  created: string;
  updated: string;
};

/** What the stand-in commits as, for a merge: GitHub's own committer. */
const GITHUB: Person = { name: "GitHub", email: "noreply@github.com" };
const SEEDER: Person = { name: "Site Owner", email: "owner@example.org", date: "2026-01-05T09:00:00Z" };
/** Files outside content/, as the repository has them: a change to one is a change to code. */
const OUTSIDE = new Map([
  ["README.md", Buffer.from("# The site\n")],
  ["package.json", Buffer.from('{ "name": "site" }\n')],
  ["src/page.ts", Buffer.from("export const page = 1;\n")],
]);

const refusal = (error: string, description: string) => ({ error, error_description: description, error_uri: "https://docs.github.com" });

const listen = (server: http.Server) =>
  new Promise<number>((resolve) => server.listen(0, "127.0.0.1", () => resolve((server.address() as AddressInfo).port)));

/** A request's text field, or nothing. */
const textOf = (value: unknown) => (typeof value === "string" ? value : "");

const s256 = (verifier: string) => crypto.createHash("sha256").update(verifier).digest("base64url");

type Answer = [status: number, value?: unknown, raw?: Buffer];

export class GitHubStandIn {
  /** In place of https://github.com/login/oauth. */
  oauthUrl = "";
  /** The API, in place of https://api.github.com: over HTTPS for browsers, and over plain HTTP for the Worker. */
  apiUrl = "";
  apiUrlPlain = "";
  readonly git: GitRepository;
  /** Every request it answered ("POST /repos/cafe/site/git/trees"). */
  readonly requests: string[] = [];
  /** Tokens it gave: the OAuth app's, and the App's installation tokens. */
  readonly tokens: string[] = [];
  readonly installationTokens: string[] = [];
  /** What each installation token was asked for. */
  readonly tokenRequests: { repositories?: string[]; permissions?: Record<string, string> }[] = [];
  /** The scopes the GitHub sign-in asked for, one per authorize page shown. */
  readonly scopes: string[] = [];
  /** While set, the token endpoint answers 503, as GitHub does when it is down. */
  down = false;
  /** While set, a merge is refused as branch protection refuses it while a required check has not passed. */
  checksRequired = false;

  private readonly codes = new Map<string, Pending>();
  private readonly used = new Set<string>();
  private readonly pulls: Pull[] = [];
  private readonly servers: http.Server[] = [];

  constructor(private readonly options: StandInOptions) {
    this.git = new GitRepository(options.branch);
    const files = new Map(OUTSIDE);
    const walk = (folder: string) => {
      for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
        const full = path.join(folder, entry.name);
        if (entry.isDirectory()) walk(full);
        else files.set(`content/${path.relative(options.contentDir, full).split(path.sep).join("/")}`, fs.readFileSync(full));
      }
    };
    walk(options.contentDir);
    this.git.seed(files, SEEDER);
  }

  async start(): Promise<this> {
    const handler = (request: http.IncomingMessage, response: http.ServerResponse) => {
      const chunks: Buffer[] = [];
      request.on("data", (chunk: Buffer) => chunks.push(chunk));
      request.on("end", () => {
        try {
          this.answer(request, Buffer.concat(chunks), response);
        } catch (error) {
          response.writeHead(500, { "Content-Type": "application/json" });
          response.end(JSON.stringify({ message: `stand-in: ${String(error)}` }));
        }
      });
    };
    const plain = http.createServer(handler);
    const secure = https.createServer(this.options.tls, handler);
    this.servers.push(plain, secure);
    const plainPort = await listen(plain);
    this.oauthUrl = `http://127.0.0.1:${plainPort}/login/oauth`;
    this.apiUrlPlain = `http://127.0.0.1:${plainPort}`;
    this.apiUrl = `https://127.0.0.1:${await listen(secure)}`;
    return this;
  }

  close = async () => {
    await Promise.all(this.servers.map((server) => new Promise((done) => server.close(done))));
    this.git.close();
  };

  /** The commits on the branch since the seed, oldest first. */
  published(): Commit[] {
    return this.git
      .log(this.options.branch, undefined, 1000)
      .slice(0, -1)
      .reverse()
      .map((sha) => this.git.readCommit(sha)!);
  }

  private answer(request: http.IncomingMessage, body: Buffer, response: http.ServerResponse) {
    const url = new URL(request.url ?? "/", "http://stand-in");
    const method = request.method ?? "GET";
    this.requests.push(`${method} ${url.pathname}`);
    const send = (status: number, value?: unknown, headers: Record<string, string> = {}) => {
      // No body, no type, as GitHub answers a DELETE.
      response.writeHead(status, value === undefined ? headers : { "Content-Type": "application/json", ...headers });
      response.end(value === undefined ? "" : JSON.stringify(value));
    };
    if (url.pathname === "/login/oauth/authorize") return this.authorize(url, response);
    if (url.pathname === "/login/oauth/access_token" && method === "POST") {
      return send(...this.exchange(request, new URLSearchParams(body.toString())));
    }
    // GitHub's API answers pages of any origin, and says which headers they may read.
    const cors = {
      "Access-Control-Allow-Origin": "*",
      "Access-Control-Allow-Headers": "Authorization, Content-Type, If-None-Match",
      "Access-Control-Allow-Methods": "GET, POST, PATCH, PUT, DELETE",
      "Access-Control-Expose-Headers": "ETag, Link, X-GitHub-OTP, X-RateLimit-Remaining",
    };
    if (method === "OPTIONS") {
      response.writeHead(204, cors);
      return response.end();
    }
    const bearer = /^(?:token|Bearer) (\S+)$/i.exec(request.headers.authorization ?? "")?.[1] ?? "";
    const json =
      body.length > 0 && (request.headers["content-type"] ?? "").includes("json") ? (JSON.parse(body.toString()) as unknown) : {};
    const app = this.appAnswer(method, url.pathname, bearer, json);
    if (app) return send(app[0], app[1], cors);
    if (!this.tokens.includes(bearer) && !this.installationTokens.includes(bearer)) return send(401, { message: "Bad credentials" }, cors);
    const [status, value, raw] = this.api(method, url, json as Record<string, unknown>, request.headers.accept ?? "");
    if (raw !== undefined) {
      response.writeHead(status, { ...cors, "Content-Type": "application/vnd.github.raw" });
      return response.end(raw);
    }
    send(status, value, cors);
  }

  /** GitHub's page that asks the person signed in whether the app may act for them. */
  private authorize(url: URL, response: http.ServerResponse) {
    const get = (name: string) => url.searchParams.get(name) ?? "";
    if (!this.options.client || get("client_id") !== this.options.client.id || !get("redirect_uri")) {
      response.writeHead(404, { "Content-Type": "text/plain" });
      return response.end("Not Found");
    }
    const scope = get("scope");
    this.scopes.push(scope);
    const code = crypto.randomBytes(10).toString("hex");
    const challenge = get("code_challenge_method") === "S256" ? get("code_challenge") : undefined;
    this.codes.set(code, { redirectUri: get("redirect_uri"), scope, challenge });
    const back = (query: Record<string, string>) =>
      `${get("redirect_uri")}?${new URLSearchParams({ ...query, state: get("state") }).toString()}`;
    response.writeHead(200, { "Content-Type": "text/html" });
    response.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Authorize application (stand-in for GitHub)</title>
<style>body{font:18px/1.5 sans-serif;margin:2rem 1rem}a{display:inline-block;margin:1rem 1rem 0 0;padding:.75rem 1.25rem;border:1px solid #1f6feb;border-radius:6px}</style></head>
<body><h1>Authorize the content editor</h1><p>This page stands in for GitHub in the tests. The editor asks for: <strong>${scope}</strong>.</p>
<a href="${back({ code })}">Authorize</a><a href="${back({ error: "access_denied", error_description: "The user has denied your application access." })}">Cancel</a></body></html>`);
  }

  /** The token endpoint: a token for a code it gave, once, to the app that asked for it, with the verifier of its challenge. */
  private exchange(request: http.IncomingMessage, form: URLSearchParams): [number, unknown] {
    if (this.down) return [503, { message: "Service unavailable" }];
    const client = this.options.client;
    const basic = /^Basic (\S+)$/.exec(request.headers.authorization ?? "")?.[1];
    const [id, secret] = basic ? Buffer.from(basic, "base64").toString().split(":") : [form.get("client_id"), form.get("client_secret")];
    if (!client || id !== client.id || secret !== client.secret) {
      return [200, refusal("incorrect_client_credentials", "The client_id and/or client_secret passed are incorrect.")];
    }
    const code = form.get("code") ?? "";
    const pending = this.codes.get(code);
    if (!pending || this.used.has(code)) return [200, refusal("bad_verification_code", "The code passed is incorrect or expired.")];
    this.used.add(code);
    if (form.get("redirect_uri") !== pending.redirectUri) {
      return [200, refusal("redirect_uri_mismatch", "The redirect_uri MUST match the registered callback URL for this application.")];
    }
    if (pending.challenge !== undefined && s256(form.get("code_verifier") ?? "") !== pending.challenge) {
      return [200, refusal("bad_verification_code", "The code_verifier does not match the code_challenge.")];
    }
    const token = `gho_${crypto.randomBytes(18).toString("hex")}`;
    this.tokens.push(token);
    return [200, { access_token: token, token_type: "bearer", scope: pending.scope }];
  }

  /** The App's endpoints, which want the App's own JWT, signed with its key. */
  private appAnswer(method: string, route: string, bearer: string, json: unknown): Answer | undefined {
    const installation = route === `/repos/${this.options.repo}/installation` && method === "GET";
    const tokens = /^\/app\/installations\/(\d+)\/access_tokens$/.exec(route);
    if (!installation && !(tokens && method === "POST")) return undefined;
    const app = this.options.app;
    if (!app || !this.appJwtIsGood(bearer, app)) return [401, { message: "A JSON web token could not be decoded" }];
    if (installation) return [200, { id: 77, app_id: Number(app.id), repository_selection: "selected" }];
    if (tokens![1] !== "77") return [404, { message: "Not Found" }];
    const token = `ghs_${crypto.randomBytes(18).toString("hex")}`;
    this.installationTokens.push(token);
    this.tokenRequests.push(json as (typeof this.tokenRequests)[number]);
    return [201, { token, expires_at: new Date(Date.now() + 3600_000).toISOString(), permissions: {}, repository_selection: "selected" }];
  }

  private appJwtIsGood(jwt: string, app: NonNullable<StandInOptions["app"]>): boolean {
    const [header, payload, signature] = jwt.split(".");
    if (!header || !payload || !signature) return false;
    const good = crypto.verify("RSA-SHA256", Buffer.from(`${header}.${payload}`), app.publicKey, Buffer.from(signature, "base64url"));
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString()) as { iss?: string; exp?: number; iat?: number };
    const now = Date.now() / 1000;
    return good && String(claims.iss) === app.id && (claims.exp ?? 0) > now && (claims.exp ?? 0) - (claims.iat ?? 0) <= 600;
  }

  private repoInfo() {
    const [owner] = this.options.repo.split("/");
    return {
      full_name: this.options.repo,
      name: this.options.repo.split("/")[1],
      owner: { login: owner },
      default_branch: this.options.branch,
      private: false,
      permissions: { admin: false, push: true, pull: true },
    };
  }

  private commitJson(commit: Commit, files?: ChangedFile[]) {
    const person = (who: Person) => ({ name: who.name, email: who.email, date: who.date });
    return {
      sha: commit.sha,
      commit: { author: person(commit.author), committer: person(commit.committer), message: commit.message, tree: { sha: commit.tree } },
      author: null,
      committer: null,
      parents: commit.parents.map((sha) => ({ sha })),
      ...(files ? { files } : {}),
    };
  }

  private pullJson(pull: Pull) {
    const sha = this.git.resolve(`refs/heads/${pull.head}`) ?? "";
    const [owner] = this.options.repo.split("/");
    return {
      number: pull.number,
      state: pull.state,
      title: pull.title,
      body: pull.body,
      user: { login: "site-editor[bot]" },
      head: { ref: pull.head, sha, label: `${owner}:${pull.head}` },
      base: { ref: pull.base, sha: this.git.resolve(`refs/heads/${pull.base}`) },
      labels: pull.labels.map((name) => ({ name })),
      merged_at: pull.merged ? pull.updated : null,
      created_at: pull.created,
      updated_at: pull.updated,
    };
  }

  /** The calls the editors make, on the repository. Anything else is GitHub's 404. */
  private api(method: string, url: URL, body: Record<string, unknown>, accept: string): Answer {
    const { repo, branch } = this.options;
    const prefix = `/repos/${repo}`;
    const route = decodeURIComponent(url.pathname);
    if (route === "/user" && method === "GET") return [200, { login: "cafe-staff", id: 1, name: "Cafe Staff" }];
    if (!route.startsWith(prefix)) return [404, { message: "Not Found" }];
    const rest = route.slice(prefix.length);
    const git = this.git;
    const notFound: Answer = [404, { message: "Not Found", documentation_url: "https://docs.github.com/rest" }];
    let match: RegExpExecArray | null;

    if (rest === "" && method === "GET") return [200, this.repoInfo()];
    if ((match = /^\/branches\/(.+)$/.exec(rest)) && method === "GET") {
      const sha = git.resolve(`refs/heads/${match[1]}`);
      if (!sha) return [404, { message: "Branch not found" }];
      const commit = git.readCommit(sha)!;
      return [
        200,
        { name: match[1], commit: this.commitJson(commit), _links: { self: `https://api.github.com${prefix}/branches/${match[1]}` } },
      ];
    }
    if ((match = /^\/git\/trees\/(.+)$/.exec(rest)) && method === "GET") {
      // A tree by SHA or commit, or a folder of a commit ("main:content/site").
      const sha = git.resolve(match[1]!.includes(":") ? match[1]! : `${match[1]}^{tree}`);
      if (!sha) return notFound;
      return [200, { sha, tree: git.listTree(sha, url.searchParams.has("recursive")), truncated: false }];
    }
    if (rest === "/git/trees" && method === "POST") {
      const base = typeof body.base_tree === "string" ? body.base_tree : undefined;
      const entries = (body.tree as { path: string; mode: string; sha?: string | null; content?: string }[]).map((entry) => ({
        path: entry.path,
        mode: entry.mode,
        sha: entry.content !== undefined ? git.writeBlob(Buffer.from(entry.content)) : (entry.sha ?? null),
      }));
      const sha = git.writeTree(base, entries);
      return [201, { sha, tree: git.listTree(sha), truncated: false }];
    }
    if ((match = /^\/git\/blobs\/([0-9a-f]{40})$/.exec(rest)) && method === "GET") {
      const data = git.readBlob(match[1]!);
      if (!data) return notFound;
      if (accept.includes("raw")) return [200, undefined, data];
      return [200, { sha: match[1], size: data.length, encoding: "base64", content: data.toString("base64") }];
    }
    if (rest === "/git/blobs" && method === "POST") {
      const data = Buffer.from(String(body.content), body.encoding === "base64" ? "base64" : "utf8");
      return [201, { sha: git.writeBlob(data) }];
    }
    if (rest === "/git/commits" && method === "POST") {
      const author = (body.author as Person | undefined) ?? { name: "site-editor[bot]", email: "bot@example.org" };
      const sha = git.writeCommit({
        tree: String(body.tree),
        parents: (body.parents as string[] | undefined) ?? [],
        author,
        committer: (body.committer as Person | undefined) ?? { name: "site-editor[bot]", email: "bot@example.org" },
        message: textOf(body.message),
      });
      return [201, { ...this.commitJson(git.readCommit(sha)!).commit, sha, parents: (body.parents as string[]).map((p) => ({ sha: p })) }];
    }
    if ((match = /^\/git\/commits\/([0-9a-f]{40})$/.exec(rest)) && method === "GET") {
      const commit = git.readCommit(match[1]!);
      return commit
        ? [200, { ...this.commitJson(commit).commit, sha: commit.sha, parents: commit.parents.map((sha) => ({ sha })) }]
        : notFound;
    }
    if ((match = /^\/git\/refs\/(.+)$/.exec(rest)) && method === "GET") {
      const ref = `refs/${match[1]}`;
      const exact = git.resolve(ref) && git.refs(ref).find((found) => found.ref === ref);
      const json = (found: { ref: string; sha: string }) => ({ ref: found.ref, object: { sha: found.sha, type: "commit" } });
      if (exact) return [200, json(exact)];
      const starting = git.refs(ref.endsWith("/") ? ref : `${ref}/`).concat(git.refs(ref).filter((found) => found.ref.startsWith(ref)));
      const unique = [...new Map(starting.map((found) => [found.ref, found])).values()];
      return unique.length > 0 ? [200, unique.map(json)] : notFound;
    }
    if (rest === "/git/refs" && method === "POST") {
      const ref = String(body.ref);
      if (git.resolve(ref)) return [422, { message: "Reference already exists" }];
      git.setRef(ref, String(body.sha));
      return [201, { ref, object: { sha: body.sha, type: "commit" } }];
    }
    if ((match = /^\/git\/refs\/(.+)$/.exec(rest)) && method === "PATCH") {
      const ref = `refs/${match[1]}`;
      const current = git.resolve(ref);
      if (!current) return [422, { message: "Reference does not exist" }];
      if (!body.force && !git.isAncestor(current, String(body.sha))) return [422, { message: "Update is not a fast forward" }];
      git.setRef(ref, String(body.sha));
      return [200, { ref, object: { sha: body.sha, type: "commit" } }];
    }
    if ((match = /^\/git\/refs\/(.+)$/.exec(rest)) && method === "DELETE") {
      const ref = `refs/${match[1]}`;
      if (!git.resolve(ref)) return [422, { message: "Reference does not exist" }];
      git.deleteRef(ref);
      return [204];
    }
    if (rest === "/commits" && method === "GET") {
      const from = url.searchParams.get("sha") ?? branch;
      const under = url.searchParams.get("path") ?? undefined;
      const shas = git.resolve(from) ? git.log(from, under, Number(url.searchParams.get("per_page") ?? 30)) : [];
      return [200, shas.map((sha) => this.commitJson(git.readCommit(sha)!))];
    }
    if ((match = /^\/commits\/([^/]+)\/status$/.exec(rest)) && method === "GET") {
      return [200, { state: "pending", statuses: [], sha: git.resolve(match[1]!) }];
    }
    if ((match = /^\/commits\/([^/]+)$/.exec(rest)) && method === "GET") {
      const sha = git.resolve(`${match[1]}^{commit}`);
      const commit = sha && git.readCommit(sha);
      if (!commit) return notFound;
      return [200, this.commitJson(commit, git.changes(commit.parents[0], commit.sha))];
    }
    if ((match = /^\/compare\/(.+)\.\.\.(.+)$/.exec(rest)) && method === "GET") {
      const [base, head] = [git.resolve(`${match[1]}^{commit}`), git.resolve(`${match[2]}^{commit}`)];
      if (!base || !head) return notFound;
      const mergeBase = git.mergeBase(base, head) ?? base;
      const ahead = git
        .git(["rev-list", `${mergeBase}..${head}`])
        .split("\n")
        .filter(Boolean)
        .reverse();
      const behind = git
        .git(["rev-list", `${mergeBase}..${base}`])
        .split("\n")
        .filter(Boolean);
      return [
        200,
        {
          status: ahead.length && behind.length ? "diverged" : ahead.length ? "ahead" : behind.length ? "behind" : "identical",
          ahead_by: ahead.length,
          behind_by: behind.length,
          merge_base_commit: { sha: mergeBase },
          base_commit: { sha: base },
          commits: ahead.map((sha) => this.commitJson(git.readCommit(sha)!)),
          files: git.changes(mergeBase, head),
        },
      ];
    }
    return this.pullsApi(method, rest, url, body);
  }

  private pullsApi(method: string, rest: string, url: URL, body: Record<string, unknown>): Answer {
    const now = () => new Date().toISOString();
    let match: RegExpExecArray | null;
    const pull = (number: string) => this.pulls.find((found) => found.number === Number(number));
    if (rest === "/pulls" && method === "GET") {
      const state = url.searchParams.get("state") ?? "open";
      const head = url.searchParams.get("head")?.split(":").pop();
      const base = url.searchParams.get("base");
      const found = this.pulls.filter(
        (item) => (state === "all" || item.state === state) && (!head || item.head === head) && (!base || item.base === base),
      );
      return [200, found.map((item) => this.pullJson(item))];
    }
    if (rest === "/pulls" && method === "POST") {
      const head = String(body.head).split(":").pop()!;
      if (!this.git.resolve(`refs/heads/${head}`))
        return [422, { message: "Validation Failed", errors: [{ field: "head", code: "invalid" }] }];
      const created: Pull = {
        number: this.pulls.length + 1,
        head,
        base: String(body.base),
        title: textOf(body.title),
        body: textOf(body.body),
        state: "open",
        merged: false,
        labels: [],
        created: now(),
        updated: now(),
      };
      this.pulls.push(created);
      return [201, this.pullJson(created)];
    }
    if ((match = /^\/pulls\/(\d+)$/.exec(rest))) {
      const found = pull(match[1]!);
      if (!found) return [404, { message: "Not Found" }];
      if (method === "PATCH") {
        if (body.state === "closed" || body.state === "open") found.state = body.state;
        if (typeof body.title === "string") found.title = body.title;
        if (typeof body.body === "string") found.body = body.body;
        found.updated = now();
      }
      return [200, this.pullJson(found)];
    }
    if ((match = /^\/pulls\/(\d+)\/commits$/.exec(rest)) && method === "GET") {
      const found = pull(match[1]!);
      if (!found) return [404, { message: "Not Found" }];
      const head = this.git.resolve(`refs/heads/${found.head}`)!;
      const base = this.git.mergeBase(head, `refs/heads/${found.base}`) ?? head;
      const shas = this.git
        .git(["rev-list", "--reverse", `${base}..${head}`])
        .split("\n")
        .filter(Boolean);
      return [200, shas.map((sha) => this.commitJson(this.git.readCommit(sha)!))];
    }
    if ((match = /^\/pulls\/(\d+)\/merge$/.exec(rest)) && method === "PUT") return this.merge(pull(match[1]!), body);
    if ((match = /^\/issues\/(\d+)\/labels$/.exec(rest)) && (method === "POST" || method === "PUT")) {
      const found = pull(match[1]!);
      if (!found) return [404, { message: "Not Found" }];
      const labels = (body.labels as string[]) ?? [];
      found.labels = method === "PUT" ? labels : [...new Set([...found.labels, ...labels])];
      return [200, found.labels.map((name) => ({ name }))];
    }
    if ((match = /^\/issues\/(\d+)\/labels\/(.+)$/.exec(rest)) && method === "DELETE") {
      const found = pull(match[1]!);
      if (!found) return [404, { message: "Not Found" }];
      found.labels = found.labels.filter((name) => name !== match![2]);
      return [200, found.labels.map((name) => ({ name }))];
    }
    return [404, { message: "Not Found", documentation_url: "https://docs.github.com/rest" }];
  }

  /** GitHub's merge button: a merge commit, a squash, or the branch's commits replayed on the base (their authors kept). */
  private merge(pull: Pull | undefined, body: Record<string, unknown>): Answer {
    if (!pull || pull.state !== "open") return [404, { message: "Not Found" }];
    if (this.checksRequired) return [405, { message: 'Required status check "test" is expected.' }];
    const git = this.git;
    const headRef = `refs/heads/${pull.head}`;
    const baseRef = `refs/heads/${pull.base}`;
    const head = git.resolve(headRef)!;
    if (body.sha && body.sha !== head) return [409, { message: "Head branch was modified. Review and try the merge again." }];
    const base = git.resolve(baseRef)!;
    const mergeBase = git.mergeBase(base, head)!;
    const method = textOf(body.merge_method) || "merge";
    let tip = base;
    if (method === "rebase") {
      for (const sha of git
        .git(["rev-list", "--reverse", `${mergeBase}..${head}`])
        .split("\n")
        .filter(Boolean)) {
        const commit = git.readCommit(sha)!;
        const changes = git.changes(commit.parents[0], sha).map((file) => ({
          path: file.filename,
          mode: "100644",
          sha: file.status === "removed" ? null : file.sha,
        }));
        const tree = git.writeTree(`${tip}^{tree}`, changes);
        tip = git.writeCommit({ tree, parents: [tip], author: commit.author, committer: GITHUB, message: commit.message });
      }
    } else {
      if (
        !git.isAncestor(mergeBase, base) ||
        git.changes(mergeBase, base).some((file) => git.changes(mergeBase, head).some((mine) => mine.filename === file.filename))
      ) {
        if (mergeBase !== base) return [405, { message: "Pull Request is not mergeable" }];
      }
      const changes = git
        .changes(mergeBase, head)
        .map((file) => ({ path: file.filename, mode: "100644", sha: file.status === "removed" ? null : file.sha }));
      const tree = git.writeTree(`${base}^{tree}`, changes);
      const message = textOf(body.commit_message) || `Merge pull request #${pull.number} from ${pull.head}`;
      const author = { name: "site-editor[bot]", email: "bot@example.org" };
      tip = git.writeCommit({ tree, parents: method === "squash" ? [base] : [base, head], author, committer: GITHUB, message });
    }
    git.setRef(baseRef, tip);
    pull.state = "closed";
    pull.merged = true;
    pull.updated = new Date().toISOString();
    return [200, { sha: tip, merged: true, message: "Pull Request successfully merged" }];
  }
}
