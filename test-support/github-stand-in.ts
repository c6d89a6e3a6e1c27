/**
 * A stand-in for the parts of GitHub the editor's gateway meets, on this computer, over a real git
 * repository (git-repository.ts) seeded with a content/ folder and a few files outside it:
 * - the GitHub App: its installations and installation tokens, which check the App's JWT against its
 *   public key, and the App made from a manifest (the page GitHub shows, and the code's conversion);
 * - the REST API calls Decap's git-gateway backend makes, through the gateway: branches, the Git Data API
 *   (blobs, trees, commits, refs, with files removed as GitHub removes them), compare, commits, pull
 *   requests and their merge, labels; and what the setup page reads: rules, rulesets, collaborators.
 * It answers as GitHub does where the gateway's safety depends on it: compare lists at most 300 changed
 * files, in path order; a recursive tree says `truncated` past its limit.
 */
import crypto from "crypto";
import fs from "fs";
import http from "http";
import path from "path";
import type { AddressInfo } from "net";
import { GitRepository, type ChangedFile, type Commit, type Person } from "./git-repository";

export type StandInOptions = {
  /** The repository, as owner/name, its branch, and the folder whose files stand for content/ in it. */
  repo: string;
  branch: string;
  contentDir: string;
  /** The GitHub App: its ID and Client ID (either may sign its JWT), and the public half of its key. */
  app: { id: string; clientId: string; publicKey: crypto.KeyObject };
};

type Pull = {
  number: number;
  head: string;
  base: string;
  title: string;
  body: string;
  state: "open" | "closed";
  merged: boolean;
  labels: string[];
  /** A fork's owner/name, when the pull request comes from a fork ("someone:branch"). */
  fork?: string;
};

const GITHUB: Person = { name: "GitHub", email: "noreply@github.com" };
const SEEDER: Person = { name: "Site Owner", email: "owner@example.org", date: "2026-01-05T09:00:00Z" };
/** Files outside content/, as the repository has them: a change to one is a change to code. */
export const OUTSIDE = new Map([
  ["README.md", Buffer.from("# The site\n")],
  ["package.json", Buffer.from('{ "name": "site" }\n')],
  ["src/page.ts", Buffer.from("export const page = 1;\n")],
  ["wrangler.jsonc", Buffer.from("{}\n")],
]);
/** GitHub's documented limit on compare's list of changed files. */
export const COMPARE_FILES = 300;
const INSTALLATION = 77;

type Answer = [status: number, value?: unknown, raw?: Buffer];

export class GitHubStandIn {
  /** The API, in place of https://api.github.com, over plain HTTP (for the gateway, and the setup page's App). */
  url = "";
  readonly git: GitRepository;
  /** Every request it answered ("POST /repos/cafe/site/git/trees"). */
  readonly requests: string[] = [];
  /** What each installation token was asked for. */
  readonly tokenRequests: { repositories?: string[]; permissions?: Record<string, string> }[] = [];
  /** What the owner set up on GitHub, as the setup page reads it; each test may change it. */
  settings = {
    /** What the App's installation was granted. */
    permissions: { contents: "write", pull_requests: "write", metadata: "read" } as Record<string, string>,
    /** How many accounts the App is installed on, and on how many repositories of this one. */
    installations: 1,
    repositories: 1,
    /** "Only select repositories", or "All repositories" (which takes in every later one too). */
    selection: "selected" as "selected" | "all",
    defaultBranch: "main",
    private: false,
    /** The owner's GitHub plan: Free enforces no ruleset on a private repository (its API answers 403). */
    plan: "free" as "free" | "pro",
    /** The repository's rulesets, by id; a ruleset's rules apply only while it is active. */
    rulesets: {
      1: { name: "Publish by pull request", enforcement: "active" },
      2: { name: "Keep main", enforcement: "active" },
    } as Record<number, { name: string; enforcement: "active" | "evaluate" | "disabled" }>,
    /** The live branch's rules: a pull request and CI's check (ruleset 1); no deletion, no force push (ruleset 2). */
    rules: [
      { type: "pull_request", ruleset_id: 1 },
      { type: "required_status_checks", ruleset_id: 1 },
      { type: "deletion", ruleset_id: 2 },
      { type: "non_fast_forward", ruleset_id: 2 },
    ],
    /** What each ruleset lets the App do: GitHub's `current_user_can_bypass`. */
    bypass: { 1: "pull_requests_only", 2: "never" } as Record<number, string>,
    collaborators: [{ login: "site-owner", role_name: "admin" }],
    /** While set, GitHub refuses the merge with this message, as a ruleset refuses an App not in its bypass list. */
    mergeRefusal: undefined as string | undefined,
    /** A recursive tree listing stops after this many entries, and says so. */
    treeLimit: 100_000,
    /** While set, GitHub answers the App's own calls with 503, as when it is down. */
    down: false,
  };
  /** The body of each pull request asked for, as it came. */
  readonly pullRequests: Record<string, unknown>[] = [];
  /** Apps made from a manifest, by the code GitHub sends the owner back with. */
  readonly manifests = new Map<string, { manifest: Record<string, unknown>; used: boolean }>();
  /** The installation tokens it gave. */
  readonly issued: string[] = [];
  private readonly pulls: Pull[] = [];
  private server?: http.Server;

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
    this.server = http.createServer((request, response) => {
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
    });
    await new Promise<void>((resolve) => this.server!.listen(0, "127.0.0.1", resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  close = async () => {
    await new Promise((done) => this.server?.close(done));
    this.git.close();
  };

  /** What it was asked to change: anything but reads and the App's tokens. */
  writes = () => this.requests.filter((line) => !line.startsWith("GET ") && !line.includes("/access_tokens"));

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
      response.writeHead(status, value === undefined ? headers : { "Content-Type": "application/json", ...headers });
      response.end(value === undefined ? "" : JSON.stringify(value));
    };
    if (url.pathname === "/settings/apps/new" || /^\/organizations\/[^/]+\/settings\/apps\/new$/.test(url.pathname)) {
      return this.newApp(url, body, response);
    }
    const bearer = /^(?:token|Bearer) (\S+)$/i.exec(request.headers.authorization ?? "")?.[1] ?? "";
    const json =
      body.length > 0 && (request.headers["content-type"] ?? "").includes("json") ? (JSON.parse(body.toString()) as unknown) : {};
    const app = this.appAnswer(method, url.pathname, bearer, json);
    if (app) return send(app[0], app[1]);
    if (!this.issued.includes(bearer)) return send(401, { message: "Bad credentials" });
    if (url.pathname === "/installation/repositories" && method === "GET") {
      const others = Array.from({ length: this.settings.repositories - 1 }, (_, index) => ({ full_name: `cafe/other-${index}` }));
      return send(200, { total_count: this.settings.repositories, repositories: [{ full_name: this.options.repo }, ...others] });
    }
    const [status, value, raw] = this.api(method, url, json as Record<string, unknown>, request.headers.accept ?? "");
    if (raw !== undefined) {
      response.writeHead(status, { "Content-Type": "application/vnd.github.raw" });
      return response.end(raw);
    }
    send(status, value);
  }

  /** GitHub's page that makes an App from the manifest a form posts to it, then sends the owner back with a code. */
  private newApp(url: URL, body: Buffer, response: http.ServerResponse) {
    const manifest = JSON.parse(new URLSearchParams(body.toString()).get("manifest") ?? "{}") as Record<string, unknown>;
    const code = crypto.randomBytes(10).toString("hex");
    this.manifests.set(code, { manifest, used: false });
    const back = new URL(String(manifest.redirect_url));
    back.search = new URLSearchParams({ code, state: url.searchParams.get("state") ?? "" }).toString();
    response.writeHead(302, { Location: back.href });
    response.end();
  }

  /** The App's own endpoints, which want its JWT; the manifest's conversion, which wants nothing. */
  private appAnswer(method: string, route: string, bearer: string, json: unknown): Answer | undefined {
    const conversion = /^\/app-manifests\/([^/]+)\/conversions$/.exec(route);
    if (conversion && method === "POST") {
      const made = this.manifests.get(conversion[1]!);
      if (!made || made.used) return [404, { message: "Not Found" }];
      made.used = true;
      const pem = crypto.generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey.export({ type: "pkcs1", format: "pem" });
      const slug = String(made.manifest.name)
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, "-");
      return [201, { id: 90210, slug, client_id: "Iv1.standin", pem, html_url: `https://github.com/apps/${slug}` }];
    }
    const tokens = /^\/app\/installations\/(\d+)\/access_tokens$/.exec(route);
    if (route !== "/app/installations" && !(tokens && method === "POST")) return undefined;
    if (this.settings.down) return [503, { message: "Service unavailable" }];
    if (!this.appJwtIsGood(bearer)) return [401, { message: "A JSON web token could not be decoded" }];
    if (route === "/app/installations") {
      const [owner] = this.options.repo.split("/");
      return [
        200,
        Array.from({ length: this.settings.installations }, (_, index) => ({
          id: INSTALLATION + index,
          account: { login: index === 0 ? owner : `other-${index}` },
          permissions: this.settings.permissions,
          repository_selection: this.settings.selection,
        })),
      ];
    }
    if (tokens![1] !== String(INSTALLATION)) return [404, { message: "Not Found" }];
    // GitHub refuses a token with more than the installation was granted.
    const asked = (json as { permissions?: Record<string, string> }).permissions ?? {};
    const rank = (level?: string) => ["read", "write", "admin"].indexOf(level ?? "") + 1;
    if (Object.entries(asked).some(([name, level]) => rank(this.settings.permissions[name]) < rank(level))) {
      return [422, { message: "The permissions requested are not granted to this installation." }];
    }
    const token = `ghs_${crypto.randomBytes(18).toString("hex")}`;
    this.issued.push(token);
    this.tokenRequests.push(json as (typeof this.tokenRequests)[number]);
    return [201, { token, expires_at: new Date(Date.now() + 3600_000).toISOString(), permissions: {}, repository_selection: "selected" }];
  }

  private appJwtIsGood(jwt: string): boolean {
    const [header, payload, signature] = jwt.split(".");
    if (!header || !payload || !signature) return false;
    const { app } = this.options;
    const good = crypto.verify("RSA-SHA256", Buffer.from(`${header}.${payload}`), app.publicKey, Buffer.from(signature, "base64url"));
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString()) as { iss?: string | number; exp?: number; iat?: number };
    const now = Date.now() / 1000;
    return (
      good && [app.id, app.clientId].includes(String(claims.iss)) && (claims.exp ?? 0) > now && (claims.exp ?? 0) - (claims.iat ?? 0) <= 660
    );
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
      head: { ref: pull.head, sha, label: `${owner}:${pull.head}`, repo: { full_name: pull.fork ?? this.options.repo } },
      base: { ref: pull.base, sha: this.git.resolve(`refs/heads/${pull.base}`) },
      labels: pull.labels.map((name) => ({ name })),
      merged_at: pull.merged ? new Date().toISOString() : null,
      created_at: new Date().toISOString(),
      updated_at: new Date().toISOString(),
    };
  }

  /** The calls on the repository. Anything else is GitHub's 404. */
  private api(method: string, url: URL, body: Record<string, unknown>, accept: string): Answer {
    const { repo, branch } = this.options;
    const prefix = `/repos/${repo}`;
    const route = decodeURIComponent(url.pathname);
    if (!route.startsWith(prefix)) return [404, { message: "Not Found" }];
    const rest = route.slice(prefix.length);
    const git = this.git;
    const notFound: Answer = [404, { message: "Not Found" }];
    const settings = this.settings;
    let match: RegExpExecArray | null;

    if (rest === "" && method === "GET") {
      return [200, { full_name: repo, default_branch: settings.defaultBranch, private: settings.private }];
    }
    if (/^\/rules(?:ets)?\//.test(`${rest}/`) && method === "GET" && settings.private && settings.plan === "free") {
      return [403, { message: "Upgrade to GitHub Pro or make this repository public to enable this feature." }];
    }
    const active = (id: number) => settings.rulesets[id]?.enforcement === "active";
    if (rest === `/rules/branches/${branch}` && method === "GET") return [200, settings.rules.filter((rule) => active(rule.ruleset_id))];
    if (rest === "/rulesets" && method === "GET") {
      return [200, Object.entries(settings.rulesets).map(([id, set]) => ({ id: Number(id), target: "branch", ...set }))];
    }
    if ((match = /^\/rulesets\/(\d+)$/.exec(rest)) && method === "GET") {
      const id = Number(match[1]);
      if (!settings.rulesets[id]) return notFound;
      return [200, { id, ...settings.rulesets[id], current_user_can_bypass: settings.bypass[id] ?? "never" }];
    }
    if (rest === "/collaborators" && method === "GET") return [200, settings.collaborators];
    if ((match = /^\/branches\/(.+)$/.exec(rest)) && method === "GET") {
      const sha = git.resolve(`refs/heads/${match[1]}`);
      if (!sha) return [404, { message: "Branch not found" }];
      const self = `https://api.github.com${prefix}/branches/${match[1]}`;
      return [200, { name: match[1], commit: this.commitJson(git.readCommit(sha)!), _links: { self, html: self } }];
    }
    if ((match = /^\/git\/trees\/(.+)$/.exec(rest)) && method === "GET") {
      // A tree by SHA or commit, or a folder of a commit ("main:content/site").
      const sha = git.resolve(match[1]!.includes(":") ? match[1]! : `${match[1]}^{tree}`);
      if (!sha) return notFound;
      const tree = git.listTree(sha, url.searchParams.has("recursive"));
      return [200, { sha, tree: tree.slice(0, settings.treeLimit), truncated: tree.length > settings.treeLimit }];
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
      if (!data) return [422, { message: "Not a blob" }];
      if (accept.includes("raw")) return [200, undefined, data];
      return [200, { sha: match[1], size: data.length, encoding: "base64", content: data.toString("base64") }];
    }
    if (rest === "/git/blobs" && method === "POST") {
      const data = Buffer.from(String(body.content), body.encoding === "base64" ? "base64" : "utf8");
      return [201, { sha: git.writeBlob(data) }];
    }
    if (rest === "/git/commits" && method === "POST") {
      const who = (body.author as Person | undefined) ?? { name: "site-editor[bot]", email: "bot@example.org" };
      const sha = git.writeCommit({
        tree: String(body.tree),
        parents: (body.parents as string[] | undefined) ?? [],
        author: who,
        committer: { name: "site-editor[bot]", email: "bot@example.org" },
        message: typeof body.message === "string" ? body.message : "",
      });
      return [201, { ...this.commitJson(git.readCommit(sha)!).commit, sha }];
    }
    if ((match = /^\/git\/commits\/([0-9a-f]{40})$/.exec(rest)) && method === "GET") {
      const commit = git.readCommit(match[1]!);
      return commit
        ? [200, { ...this.commitJson(commit).commit, sha: commit.sha, parents: commit.parents.map((sha) => ({ sha })) }]
        : notFound;
    }
    if ((match = /^\/git\/(?:matching-)?refs\/(.+)$/.exec(rest)) && method === "GET") {
      const ref = `refs/${match[1]}`;
      const found = git.refs(ref).filter((item) => item.ref === ref || item.ref.startsWith(ref.endsWith("/") ? ref : `${ref}/`));
      const json = (item: { ref: string; sha: string }) => ({ ref: item.ref, object: { sha: item.sha, type: "commit" } });
      const exact = found.find((item) => item.ref === ref);
      if (exact && !rest.includes("matching-")) return [200, json(exact)];
      return found.length > 0 || rest.includes("matching-") ? [200, found.map(json)] : notFound;
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
      const shas = git.resolve(from)
        ? git.log(from, url.searchParams.get("path") ?? undefined, Number(url.searchParams.get("per_page") ?? 30))
        : [];
      return [200, shas.map((sha) => this.commitJson(git.readCommit(sha)!))];
    }
    if ((match = /^\/commits\/([^/]+)$/.exec(rest)) && method === "GET") {
      const sha = git.resolve(`${match[1]}^{commit}`);
      const commit = sha && git.readCommit(sha);
      return commit ? [200, this.commitJson(commit, git.changes(commit.parents[0], commit.sha).slice(0, COMPARE_FILES))] : notFound;
    }
    if ((match = /^\/compare\/(.+)\.\.\.(.+)$/.exec(rest)) && method === "GET") {
      const [base, head] = [git.resolve(`${match[1]}^{commit}`), git.resolve(`${match[2]}^{commit}`)];
      if (!base || !head) return notFound;
      const mergeBase = git.mergeBase(base, head) ?? base;
      const list = (range: string) => git.git(["rev-list", "--reverse", range]).split("\n").filter(Boolean);
      const [ahead, behind] = [list(`${mergeBase}..${head}`), list(`${mergeBase}..${base}`)];
      // GitHub: "the response includes a maximum of 300 files", in path order.
      const files = git
        .changes(mergeBase, head)
        .sort((a, b) => (a.filename < b.filename ? -1 : 1))
        .slice(0, COMPARE_FILES);
      return [
        200,
        {
          status: ahead.length && behind.length ? "diverged" : ahead.length ? "ahead" : behind.length ? "behind" : "identical",
          ahead_by: ahead.length,
          behind_by: behind.length,
          total_commits: ahead.length,
          merge_base_commit: this.commitJson(git.readCommit(mergeBase)!),
          commits: ahead.slice(0, 250).map((sha) => this.commitJson(git.readCommit(sha)!)),
          files,
        },
      ];
    }
    return this.pullsApi(method, rest, url, body);
  }

  private pullsApi(method: string, rest: string, url: URL, body: Record<string, unknown>): Answer {
    let match: RegExpExecArray | null;
    const pull = (number: string) => this.pulls.find((found) => found.number === Number(number));
    if (rest === "/pulls" && method === "GET") {
      const state = url.searchParams.get("state") ?? "open";
      const head = url.searchParams.get("head")?.split(":").pop();
      const found = this.pulls.filter((item) => (state === "all" || item.state === state) && (!head || item.head === head));
      return [200, found.map((item) => this.pullJson(item))];
    }
    if (rest === "/pulls" && method === "POST") {
      this.pullRequests.push(body);
      const head = String(body.head).split(":").pop()!;
      const from = String(body.head).includes(":") ? String(body.head).split(":")[0] : undefined;
      const fork = from && from !== this.options.repo.split("/")[0] ? `${from}/${this.options.repo.split("/")[1]}` : undefined;
      if (!this.git.resolve(`refs/heads/${head}`)) return [422, { message: "Validation Failed" }];
      const text = (value: unknown) => (typeof value === "string" ? value : "");
      const created: Pull = {
        number: this.pulls.length + 1,
        head,
        base: String(body.base),
        title: text(body.title),
        body: text(body.body),
        state: "open",
        merged: false,
        labels: [],
        ...(fork ? { fork } : {}),
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
      }
      return [200, this.pullJson(found)];
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
    return [404, { message: "Not Found" }];
  }

  /** GitHub's rebase merge: the branch's commits replayed on the base, their authors kept, GitHub the committer. */
  private merge(pull: Pull | undefined, body: Record<string, unknown>): Answer {
    if (!pull || pull.state !== "open") return [404, { message: "Not Found" }];
    if (this.settings.mergeRefusal) return [405, { message: this.settings.mergeRefusal }];
    const git = this.git;
    const head = git.resolve(`refs/heads/${pull.head}`)!;
    if (body.sha && body.sha !== head) return [409, { message: "Head branch was modified. Review and try the merge again." }];
    const baseRef = `refs/heads/${pull.base}`;
    let tip = git.resolve(baseRef)!;
    for (const sha of git
      .git(["rev-list", "--reverse", `${git.mergeBase(tip, head)}..${head}`])
      .split("\n")
      .filter(Boolean)) {
      const commit = git.readCommit(sha)!;
      const changes = git
        .changes(commit.parents[0], sha, false)
        .map((file) => ({ path: file.filename, mode: "100644", sha: file.status === "removed" ? null : file.sha }));
      const tree = git.writeTree(`${tip}^{tree}`, changes);
      tip = git.writeCommit({ tree, parents: [tip], author: commit.author, committer: GITHUB, message: commit.message });
    }
    git.setRef(baseRef, tip);
    Object.assign(pull, { state: "closed", merged: true });
    return [200, { sha: tip, merged: true, message: "Pull Request successfully merged" }];
  }
}
