/**
 * A stand-in for the parts of GitHub the editor's sign-in meets, on this computer: the OAuth app's
 * authorize page and token endpoint (https://docs.github.com/en/apps/oauth-apps/building-oauth-apps/authorizing-oauth-apps),
 * and the few API calls Decap's GitHub backend makes right after signing in, answered from the real
 * content/ folder, so the editor shows its collections. It refuses what GitHub refuses, the way GitHub
 * does: a code used twice, wrong client credentials or another redirect address get a 200 with
 * {"error": ...}; the API wants a token it issued.
 *
 * The sign-in's Worker reaches the token endpoint over plain HTTP (workerd would not trust a test
 * certificate); the browser reaches the API over HTTPS, as a page served over HTTPS must.
 */
import crypto from "crypto";
import fs from "fs";
import http from "http";
import https from "https";
import path from "path";
import type { AddressInfo } from "net";

export type StandInOptions = {
  clientId: string;
  clientSecret: string;
  /** The repository the editor saves to, as owner/name, and its branch. */
  repo: string;
  branch: string;
  /** Its files: the folder that stands for content/ in the repository. */
  contentDir: string;
  /** A certificate for 127.0.0.1, for the API (test-support/sign-in-site.ts makes one). */
  tls: { key: string; cert: string };
};

type Pending = { redirectUri: string; scope: string };

/** GitHub's answer to a code it will not take (it says so with status 200). */
const refusal = (error: string, description: string) => ({ error, error_description: description, error_uri: "https://docs.github.com" });

const listen = (server: http.Server) =>
  new Promise<number>((resolve) => server.listen(0, "127.0.0.1", () => resolve((server.address() as AddressInfo).port)));

/** Git's name for a file's contents. */
const blobSha = (data: Buffer) => crypto.createHash("sha1").update(`blob ${data.length}\0`).update(data).digest("hex");

export class GitHubStandIn {
  /** The authorize page and token endpoint, in place of https://github.com/login/oauth. */
  oauthUrl = "";
  /** The API, in place of https://api.github.com. */
  apiUrl = "";
  /** What a test may ask of it: every request it answered ("POST /login/oauth/access_token"), the tokens it gave. */
  readonly requests: string[] = [];
  readonly tokens: string[] = [];
  /** The scopes the sign-in asked for, one per authorize page shown. */
  readonly scopes: string[] = [];
  /** While set, the token endpoint answers 503, as GitHub does when it is down. */
  down = false;

  private readonly codes = new Map<string, Pending>();
  private readonly used = new Set<string>();
  private readonly servers: http.Server[] = [];

  constructor(private readonly options: StandInOptions) {}

  async start(): Promise<this> {
    const handler = (request: http.IncomingMessage, response: http.ServerResponse) => {
      let body = "";
      request.on("data", (chunk: Buffer) => (body += chunk.toString()));
      request.on("end", () => this.answer(request, body, response));
    };
    const plain = http.createServer(handler);
    const secure = https.createServer(this.options.tls, handler);
    this.servers.push(plain, secure);
    this.oauthUrl = `http://127.0.0.1:${await listen(plain)}/login/oauth`;
    this.apiUrl = `https://127.0.0.1:${await listen(secure)}`;
    return this;
  }

  close = () => Promise.all(this.servers.map((server) => new Promise((done) => server.close(done))));

  private answer(request: http.IncomingMessage, body: string, response: http.ServerResponse) {
    const url = new URL(request.url ?? "/", "http://stand-in");
    this.requests.push(`${request.method} ${url.pathname}`);
    const send = (status: number, value: unknown, headers: Record<string, string> = {}) => {
      response.writeHead(status, { "Content-Type": "application/json", ...headers });
      response.end(JSON.stringify(value));
    };
    if (url.pathname === "/login/oauth/authorize") return this.authorize(url, response);
    if (url.pathname === "/login/oauth/access_token" && request.method === "POST") {
      return send(...this.exchange(request, new URLSearchParams(body)));
    }
    // GitHub's API answers pages of any origin, and says which headers they may read.
    const cors = {
      "Access-Control-Allow-Origin": "*",
      "Access-Control-Allow-Headers": "Authorization, Content-Type, If-None-Match",
      "Access-Control-Allow-Methods": "GET, POST, PATCH, PUT, DELETE",
      "Access-Control-Expose-Headers": "ETag, Link, X-GitHub-OTP, X-RateLimit-Remaining",
    };
    if (request.method === "OPTIONS") {
      response.writeHead(204, cors);
      return response.end();
    }
    const token = /^(?:token|Bearer) (\S+)$/i.exec(request.headers.authorization ?? "")?.[1];
    if (!token || !this.tokens.includes(token)) return send(401, { message: "Bad credentials" }, cors);
    const [status, value, raw] = this.api(request, url);
    if (raw !== undefined) {
      response.writeHead(status, { ...cors, "Content-Type": "application/vnd.github.raw" });
      return response.end(raw);
    }
    send(status, value, cors);
  }

  /** GitHub's page that asks the person signed in whether the app may act for them. */
  private authorize(url: URL, response: http.ServerResponse) {
    const [clientId, redirectUri, state, scope] = ["client_id", "redirect_uri", "state", "scope"].map(
      (name) => url.searchParams.get(name) ?? "",
    ) as [string, string, string, string];
    if (clientId !== this.options.clientId || !redirectUri) {
      response.writeHead(404, { "Content-Type": "text/plain" });
      return response.end("Not Found");
    }
    this.scopes.push(scope);
    const code = crypto.randomBytes(10).toString("hex");
    this.codes.set(code, { redirectUri, scope });
    const back = (query: Record<string, string>) => `${redirectUri}?${new URLSearchParams({ ...query, state }).toString()}`;
    response.writeHead(200, { "Content-Type": "text/html" });
    response.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Authorize application (stand-in for GitHub)</title>
<style>body{font:18px/1.5 sans-serif;margin:2rem 1rem}a{display:inline-block;margin:1rem 1rem 0 0;padding:.75rem 1.25rem;border:1px solid #1f6feb;border-radius:6px}</style></head>
<body><h1>Authorize the content editor</h1><p>This page stands in for GitHub in the tests. The editor asks for: <strong>${scope}</strong>.</p>
<a href="${back({ code })}">Authorize</a><a href="${back({ error: "access_denied", error_description: "The user has denied your application access." })}">Cancel</a></body></html>`);
  }

  /** The token endpoint: a token for a code it gave, once, to the app that asked for it. */
  private exchange(request: http.IncomingMessage, form: URLSearchParams): [number, unknown] {
    if (this.down) return [503, { message: "Service unavailable" }];
    const basic = /^Basic (\S+)$/.exec(request.headers.authorization ?? "")?.[1];
    const [id, secret] = basic ? Buffer.from(basic, "base64").toString().split(":") : [form.get("client_id"), form.get("client_secret")];
    if (id !== this.options.clientId || secret !== this.options.clientSecret) {
      return [200, refusal("incorrect_client_credentials", "The client_id and/or client_secret passed are incorrect.")];
    }
    const code = form.get("code") ?? "";
    const pending = this.codes.get(code);
    if (!pending || this.used.has(code)) return [200, refusal("bad_verification_code", "The code passed is incorrect or expired.")];
    this.used.add(code);
    if (form.get("redirect_uri") !== pending.redirectUri) {
      return [200, refusal("redirect_uri_mismatch", "The redirect_uri MUST match the registered callback URL for this application.")];
    }
    const token = `gho_${crypto.randomBytes(18).toString("hex")}`;
    this.tokens.push(token);
    return [200, { access_token: token, token_type: "bearer", scope: pending.scope }];
  }

  /** The repository's files, by their path in the repository ("content/site/site.yaml"). */
  private files(): Map<string, Buffer> {
    const files = new Map<string, Buffer>();
    const walk = (folder: string) => {
      for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
        const full = path.join(folder, entry.name);
        if (entry.isDirectory()) walk(full);
        else files.set(`content/${path.relative(this.options.contentDir, full).split(path.sep).join("/")}`, fs.readFileSync(full));
      }
    };
    walk(this.options.contentDir);
    return files;
  }

  /** The calls Decap makes once signed in; anything else is GitHub's 404. Returns [status, JSON, raw text]. */
  private api(request: http.IncomingMessage, url: URL): [number, unknown, string?] {
    const { repo, branch } = this.options;
    const route = decodeURIComponent(url.pathname);
    if (route === "/user") return [200, { login: "cafe-staff", id: 1, name: "Cafe Staff" }];
    if (route === `/repos/${repo}`) {
      return [
        200,
        {
          full_name: repo,
          owner: { login: repo.split("/")[0] },
          default_branch: branch,
          private: false,
          permissions: { admin: false, push: true, pull: true },
        },
      ];
    }
    const tree = new RegExp(`^/repos/${repo}/git/trees/${branch}:(.+)$`).exec(route);
    if (tree) {
      // A folder's files, and its folders as trees of their own.
      const folder = `${tree[1]}/`;
      const inside = [...this.files()]
        .filter(([file]) => file.startsWith(folder))
        .map(([file, data]) => [file.slice(folder.length), data] as const);
      if (inside.length === 0) return [404, { message: "Not Found" }];
      const folders = [...new Set(inside.filter(([name]) => name.includes("/")).map(([name]) => name.split("/")[0]!))];
      const items = [
        ...folders.map((name) => ({ path: name, mode: "040000", type: "tree", sha: blobSha(Buffer.from(folder + name)) })),
        ...inside
          .filter(([name]) => !name.includes("/"))
          .map(([name, data]) => ({ path: name, mode: "100644", type: "blob", sha: blobSha(data), size: data.length })),
      ];
      return [200, { sha: blobSha(Buffer.from(folder)), tree: items, truncated: false }];
    }
    // Who changed a file last, which the editor shows beside it.
    if (route === `/repos/${repo}/commits`) {
      const author = { name: "Cafe Staff", email: "staff@example.org", date: "2026-01-05T09:00:00Z" };
      return [200, [{ sha: "0".repeat(40), commit: { author, committer: author, message: "Update content" } }]];
    }
    const blob = new RegExp(`^/repos/${repo}/git/blobs/([0-9a-f]{40})$`).exec(route);
    const data = blob && [...this.files().values()].find((file) => blobSha(file) === blob[1]);
    if (data) {
      if ((request.headers.accept ?? "").includes("raw")) return [200, undefined, data.toString("utf8")];
      return [200, { sha: blob[1], size: data.length, encoding: "base64", content: data.toString("base64") }];
    }
    // No pull requests open: nothing is waiting in the editorial workflow.
    if (route === `/repos/${repo}/pulls`) return [200, []];
    return [404, { message: "Not Found", documentation_url: "https://docs.github.com/rest" }];
  }
}
