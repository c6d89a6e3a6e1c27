/**
 * The built site with its editor, served on this computer as each host serves it, for the editor's tests
 * (e2e/editor.spec.ts) and the guide's pictures, over HTTPS with a certificate made for the run (WebKit
 * keeps a Secure cookie only over HTTPS):
 * - Cloudflare: `npm run serve` (wrangler.jsonc, the Worker and all), with the Worker's settings in an
 *   env file of their own, so a `.dev.vars` on this computer plays no part;
 * - Netlify: dist/ served by Netlify's own engines from npm (@netlify/static, @netlify/headers), netlify.toml's
 *   redirect to the editor's function, which is called as Netlify calls it, with the Identity user of the
 *   request's token; and a stand-in for Netlify Identity (GoTrue) at /.netlify/identity.
 */
import { execFileSync, spawn, spawnSync } from "child_process";
import crypto from "crypto";
import fs from "fs";
import http from "http";
import os from "os";
import https from "https";
import path from "path";
import type { AddressInfo } from "net";
import { HeadersHandler } from "@netlify/headers";
import { StaticHandler } from "@netlify/static";
import { parseAllRedirects } from "@netlify/redirect-parser";
import { handler, type NetlifyEvent } from "../editor/gateway/netlify";
import { writeAdminFolder } from "../editor/admin/admin-folder";
import { editorBackend } from "../editor/admin/backend";
import { AccessStandIn, AUD } from "./access-stand-in";
import { projectRoot, siteDir, testCache } from "./built";
import { lastLines } from "./cms-run";
import { contentRoot } from "./content";
import { GitHubStandIn } from "./github-stand-in";
import { freePort } from "./visitor/driver";

export type Tls = { keyPath: string; certPath: string; key: string; cert: string };

/** A certificate for 127.0.0.1, valid for a day, made by openssl in `dir`. */
export function certificate(dir: string): Tls {
  const [keyPath, certPath] = [path.join(dir, "key.pem"), path.join(dir, "cert.pem")];
  if (spawnSync("openssl", ["version"]).error)
    throw new Error("The editor's tests need openssl: on Debian or Ubuntu, sudo apt-get install openssl.");
  execFileSync(
    "openssl",
    ["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-days", "1", "-subj", "/CN=127.0.0.1"].concat([
      "-addext",
      "subjectAltName=IP:127.0.0.1",
      "-keyout",
      keyPath,
      "-out",
      certPath,
    ]),
    { stdio: "ignore" },
  );
  return { keyPath, certPath, key: fs.readFileSync(keyPath, "utf8"), cert: fs.readFileSync(certPath, "utf8") };
}

export type ServedSite = { origin: string; output: () => string; stop: () => void };

/** `npm run serve` on dist/ over HTTPS, on the first free port from `from`, with the Worker's settings `vars`. */
export async function cloudflareSite(from: number, tls: Tls, vars: Record<string, string>): Promise<ServedSite> {
  const port = await freePort(from);
  const envFile = path.join(path.dirname(tls.keyPath), `worker-${port}.env`);
  // One line a setting: the App's key as an owner may paste it, its line breaks gone.
  fs.writeFileSync(
    envFile,
    Object.entries(vars)
      .map(([name, value]) => `${name}=${value.replace(/\n/g, " ")}\n`)
      .join(""),
  );
  const args = ["--inspector-port", String(await freePort(port + 1)), "--env-file", envFile, "--local-protocol", "https"];
  const server = spawn("npm", ["run", "serve", "--", ...args, "--https-key-path", tls.keyPath, "--https-cert-path", tls.certPath], {
    cwd: projectRoot,
    detached: true,
    env: { ...process.env, PORT: String(port), NO_COLOR: "1", FORCE_COLOR: "0" },
  });
  let printed = "";
  server.stdout.on("data", (chunk) => (printed += chunk));
  server.stderr.on("data", (chunk) => (printed += chunk));
  const site = {
    origin: `https://127.0.0.1:${port}`,
    output: () => printed,
    stop: () => {
      if (server.pid && server.exitCode === null) process.kill(-server.pid, "SIGTERM");
    },
  };
  for (let tries = 0; !printed.includes("Ready on"); tries++) {
    if (server.exitCode !== null || tries > 600) {
      site.stop();
      throw new Error(`npm run serve did not start:\n${lastLines(printed)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return site;
}

type IdentityUser = { id: string; email: string; password: string };

/** A stand-in for Netlify Identity (GoTrue): invited users sign in with their password; sign-up is closed unless `open`. */
export class IdentityStandIn {
  readonly users: IdentityUser[] = [];
  /** Whether anyone may register (Identity's "Registration: Open"). */
  open = false;
  private readonly secret = crypto.randomBytes(32);

  invite(email: string, password: string) {
    this.users.push({ id: crypto.randomUUID(), email, password });
  }

  token(user: IdentityUser): string {
    const part = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
    const now = Math.floor(Date.now() / 1000);
    const body = `${part({ alg: "HS256", typ: "JWT" })}.${part({ sub: user.id, email: user.email, exp: now + 3600, app_metadata: { provider: "email" }, user_metadata: {} })}`;
    return `${body}.${crypto.createHmac("sha256", this.secret).update(body).digest("base64url")}`;
  }

  /** The user of a token this Identity signed and that has not expired, as Netlify hands a function the user. */
  userOf(authorization: string | undefined): { email: string; sub: string } | undefined {
    const token = /^Bearer (\S+)$/.exec(authorization ?? "")?.[1];
    const [header, payload, signature] = token?.split(".") ?? [];
    if (!header || !payload || !signature) return undefined;
    const good = crypto.createHmac("sha256", this.secret).update(`${header}.${payload}`).digest("base64url") === signature;
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString()) as { email: string; sub: string; exp: number };
    return good && claims.exp > Date.now() / 1000 ? claims : undefined;
  }

  /** GoTrue's answers at /.netlify/identity/...: the settings, the password sign-in, the user. */
  answer(route: string, method: string, body: string, authorization?: string): [number, unknown] {
    if (route === "/settings") return [200, { external: {}, disable_signup: !this.open, autoconfirm: false }];
    if (route === "/token" && method === "POST") {
      const form = new URLSearchParams(body);
      const user = this.users.find((item) => item.email === form.get("username") && item.password === form.get("password"));
      if (!user) return [400, { error: "invalid_grant", error_description: "Invalid email or password" }];
      return [200, { access_token: this.token(user), token_type: "bearer", expires_in: 3600, refresh_token: crypto.randomUUID() }];
    }
    if (route === "/user") {
      const claims = this.userOf(authorization);
      if (!claims) return [401, { msg: "Invalid token" }];
      return [
        200,
        {
          id: claims.sub,
          email: claims.email,
          aud: "",
          role: "",
          confirmed_at: new Date().toISOString(),
          app_metadata: { provider: "email" },
          user_metadata: {},
        },
      ];
    }
    if (route === "/logout") return [204, undefined];
    return [404, { msg: "Not found" }];
  }
}

/** The redirect netlify.toml gives the editor's gateway, as Netlify's own parser reads it. */
async function gatewayRedirect(): Promise<{ from: string; to: string }> {
  const parsed = await parseAllRedirects({
    redirectsFiles: [],
    netlifyConfigPath: path.join(projectRoot, "netlify.toml"),
    configRedirects: [],
    minimal: false,
  });
  const redirects = parsed.redirects as { from: string; to: string; status?: number }[];
  const rule = redirects.find((item) => item.to.startsWith("/.netlify/functions/"));
  if (!rule || rule.status !== 200) throw new Error("netlify.toml sends no address to the editor's function.");
  return { from: rule.from.replace(/\*$/, ""), to: rule.to.replace(/:splat$/, "") };
}

/**
 * A copy of dist/ with the editor as a Netlify build writes it (`NETLIFY=true`: Identity's widget), served
 * as Netlify serves it, with the editor's function and Identity, over HTTPS on the first free port from `from`.
 */
export async function netlifySite(from: number, tls: Tls, identity: IdentityStandIn, env: Record<string, string>): Promise<ServedSite> {
  const folder = path.join(path.dirname(tls.keyPath), "netlify-site");
  fs.cpSync(siteDir, folder, { recursive: true });
  await writeAdminFolder(projectRoot, editorBackend("build", { NETLIFY: "true" }), testCache, folder);
  const headers = new HeadersHandler({
    projectDir: projectRoot,
    publishDir: folder,
    configPath: path.join(projectRoot, "netlify.toml"),
    logger: console,
  });
  const files = new StaticHandler({ directory: folder });
  const redirect = await gatewayRedirect();
  // The function asks the site's own address (URL) for Identity's settings, as it does on Netlify: here over plain HTTP.
  const settings = http.createServer((request, response) => {
    const [status, value] = identity.answer((request.url ?? "").replace("/.netlify/identity", ""), "GET", "");
    response.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(value));
  });
  const functionEnv = { ...env, URL: `http://127.0.0.1:${await listen(settings)}` };
  let printed = "";
  const server = https.createServer(tls, (request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      void (async () => {
        const url = new URL(request.url ?? "/", `https://${request.headers.host}`);
        const body = Buffer.concat(chunks);
        if (url.pathname.startsWith("/.netlify/identity/")) {
          const [status, value] = identity.answer(
            url.pathname.slice("/.netlify/identity".length),
            request.method ?? "GET",
            body.toString(),
            request.headers.authorization,
          );
          response.writeHead(status, { "Content-Type": "application/json" });
          return response.end(value === undefined ? "" : JSON.stringify(value));
        }
        if (url.pathname.startsWith(redirect.from)) {
          const event: NetlifyEvent = {
            path: `${redirect.to}${url.pathname.slice(redirect.from.length)}`,
            httpMethod: request.method ?? "GET",
            headers: Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)])),
            rawQuery: url.search.slice(1),
            body: body.length > 0 ? body.toString("base64") : null,
            isBase64Encoded: true,
          };
          const user = identity.userOf(request.headers.authorization);
          Object.assign(process.env, functionEnv);
          // The function's log lines go where Netlify would keep them: here, with the site's output.
          const log = console.log;
          console.log = (...args: unknown[]) => void (printed += `${args.join(" ")}\n`);
          const answer = await handler(event, { clientContext: user ? { user } : {} }).finally(() => (console.log = log));
          response.writeHead(answer.statusCode, answer.headers);
          return response.end(Buffer.from(answer.body, answer.isBase64Encoded ? "base64" : "utf8"));
        }
        const found = await files.match(new Request(url));
        const applied = await headers.apply(new Request(url));
        if (!found) {
          response.writeHead(404, { "Content-Type": "text/html; charset=utf-8", ...applied });
          return response.end(fs.readFileSync(path.join(folder, "404.html")));
        }
        const answer = await found.handle();
        response.writeHead(answer.status, { ...Object.fromEntries(answer.headers), ...applied });
        response.end(Buffer.from(await answer.arrayBuffer()));
      })().catch((error: unknown) => {
        printed += `${String(error)}\n`;
        response.writeHead(500).end();
      });
    });
  });
  const port = await freePort(from);
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    origin: `https://127.0.0.1:${port}`,
    output: () => printed,
    stop: () => {
      server.close();
      settings.close();
    },
  };
}

/** A plain HTTP server on a free port, for a stand-in's own pages. */
export const listen = (server: http.Server) =>
  new Promise<number>((resolve) => server.listen(0, "127.0.0.1", () => resolve((server.address() as AddressInfo).port)));

/** The editor's function called as Netlify calls it: a GET of `route` (below /admin/git/), by Identity's user `email` if any. */
export const netlifyGet = (route: string, email?: string) =>
  handler(
    {
      path: `/.netlify/functions/editor-gateway/${route}`,
      httpMethod: "GET",
      headers: { host: "www.example.org", "sec-fetch-site": "same-origin" },
      body: null,
      isBase64Encoded: false,
    },
    { clientContext: email === undefined ? {} : { user: { email } } },
  );

/** Netlify Identity's public settings alone, as a site's own address answers them: registration open or closed. */
export async function identitySettings(closed: boolean): Promise<{ url: string; close: () => void }> {
  const server = http.createServer((_request, response) => void response.end(JSON.stringify({ disable_signup: closed })));
  return { url: `http://127.0.0.1:${await listen(server)}`, close: () => server.close() };
}

/** The Worker's four settings, as the owner gives them, for Access's and GitHub's stand-ins and the App's key (PKCS#1, as GitHub hands it). */
export const workerSettings = (access: AccessStandIn, github: GitHubStandIn, key: string) => ({
  ACCESS_TEAM_DOMAIN: access.team,
  ACCESS_AUD: AUD,
  GITHUB_APP_ID: "424242",
  GITHUB_APP_PRIVATE_KEY: key,
  GITHUB_API_URL: github.url,
});

export type EditorSites = {
  dir: string;
  github: GitHubStandIn;
  access: AccessStandIn;
  identity: IdentityStandIn;
  cloudflare: ServedSite;
  netlify: ServedSite;
  close(): Promise<void>;
};

/**
 * Both hosts' sites with their editor, from the first free ports from `from` (and `from` + 10), GitHub
 * and Access as stand-ins, the App set up, and `person` let in by each host's sign-in.
 */
export async function editorSites(from: number, person: { email: string; password: string }): Promise<EditorSites> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "editor-"));
  const tls = certificate(dir);
  const appKey = crypto.generateKeyPairSync("rsa", { modulusLength: 2048 });
  const github = await new GitHubStandIn({
    repo: "cafe/site",
    branch: "main",
    contentDir: contentRoot,
    app: { id: "424242", clientId: "Iv1.editor", publicKey: appKey.publicKey },
  }).start();
  const access = await new AccessStandIn(tls).start();
  const settings = workerSettings(access, github, appKey.privateKey.export({ type: "pkcs1", format: "pem" }).toString());
  const cloudflare = await cloudflareSite(from, tls, settings);
  await access.guard(cloudflare.origin);
  access.allowed.add(person.email);
  const identity = new IdentityStandIn();
  identity.invite(person.email, person.password);
  const { GITHUB_APP_ID, GITHUB_APP_PRIVATE_KEY, GITHUB_API_URL } = settings;
  const netlify = await netlifySite(from + 10, tls, identity, { GITHUB_APP_ID, GITHUB_APP_PRIVATE_KEY, GITHUB_API_URL });
  return {
    dir,
    github,
    access,
    identity,
    cloudflare,
    netlify,
    async close() {
      cloudflare.stop();
      netlify.stop();
      await access.close();
      await github.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
