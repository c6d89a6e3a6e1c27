/**
 * A stand-in for Cloudflare Access in front of the site, on this computer, for the e-mail sign-in's tests:
 * - the team's key set, at /cdn-cgi/access/certs (plain HTTP, for the Worker);
 * - a front (HTTPS) that passes every request to the site as Access does: below /admin/ only with its
 *   session cookie, adding the signed assertion (Cf-Access-Jwt-Assertion); without one, its sign-in page,
 *   where a member of staff types their e-mail address, then the code "e-mailed" to them (`codes`), with
 *   the cafe's name and icon as the owner sets them on Cloudflare's page;
 * - assertions of its own making for the refusal tests: good, expired, for another application, signed
 *   with another key.
 * https://developers.cloudflare.com/cloudflare-one/identity/authorization-cookie/
 */
import crypto from "crypto";
import fs from "fs";
import http from "http";
import https from "https";
import type { AddressInfo } from "net";
import path from "path";
import { siteFile } from "../src/schema/schema";
import { contentRoot, readContent } from "./content";

export const AUD = crypto.createHash("sha256").update("site editor").digest("hex");

/** The words of Cloudflare's sign-in page for a one-time code, as the stand-in says them (EDITING.md quotes them). */
export const ACCESS_WORDS = {
  intro: "Get a login code emailed to you",
  email: "Enter your email",
  send: "Send me a code",
  code: "Enter the code",
  signIn: "Sign in",
};
const COOKIE = "CF_Authorization";

type Key = { privateKey: crypto.KeyObject; kid: string };
const newKey = (): Key => ({
  privateKey: crypto.generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey,
  kid: crypto.randomBytes(8).toString("hex"),
});

export type AssertionOptions = {
  email: string;
  expiresIn?: number;
  aud?: string;
  key?: Key;
  issuer?: string;
  claims?: Record<string, unknown>;
};

export class AccessStandIn {
  /** The team's address, where its key set is (/cdn-cgi/access/certs): the Worker's ACCESS_TEAM_DOMAIN, and its tokens' issuer. */
  team = "";
  /** The front's origin, where staff open the site. */
  origin = "";
  /** The last code "e-mailed" to each address. */
  readonly codes = new Map<string, string>();
  /** Staff Access lets in: the Access policy's list of e-mail addresses. */
  readonly allowed = new Set<string>();
  readonly otherKey = newKey();
  /**
   * What the live site says of its build (/build.json), as a test decides it: the host building the live
   * branch takes minutes, which a test stands in for. Unset, the site's own file is served.
   */
  liveBuild?: () => object;
  private readonly key = newKey();
  private readonly servers: http.Server[] = [];

  constructor(private readonly tls: { key: string; cert: string }) {}

  /** The key set, which the Worker is told of before it starts. */
  async start(): Promise<this> {
    const keys = http.createServer((request, response) => {
      if (request.url !== "/cdn-cgi/access/certs") return response.writeHead(404).end();
      const jwk = crypto.createPublicKey(this.key.privateKey).export({ format: "jwk" });
      response.writeHead(200, { "Content-Type": "application/json" });
      response.end(JSON.stringify({ keys: [{ ...jwk, kid: this.key.kid, alg: "RS256", use: "sig" }] }));
    });
    this.servers.push(keys);
    this.team = `http://127.0.0.1:${await listen(keys)}`;
    return this;
  }

  /** The front before `site`, the site's own origin (wrangler dev, over HTTPS with the same certificate). */
  async guard(site: string): Promise<this> {
    const front = https.createServer(this.tls, (request, response) => void this.front(request, response, site));
    this.servers.push(front);
    this.origin = `https://127.0.0.1:${await listen(front)}`;
    return this;
  }

  close = () => Promise.all(this.servers.map((server) => new Promise((done) => server.close(done))));

  /** An assertion as Access signs it, or as someone else would. */
  assertion({ email, expiresIn = 3600, aud = AUD, key = this.key, issuer = this.team, claims: more = {} }: AssertionOptions): string {
    const now = Math.floor(Date.now() / 1000);
    const header = { alg: "RS256", kid: key.kid, typ: "JWT" };
    const sub = crypto.createHash("sha256").update(email).digest("hex").slice(0, 32);
    const claims = {
      aud: [aud],
      email,
      sub,
      iss: issuer,
      iat: now - 10,
      nbf: now - 10,
      exp: now + expiresIn,
      type: "app",
      identity_nonce: "n",
      ...more,
    };
    const part = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
    const signed = `${part(header)}.${part(claims)}`;
    return `${signed}.${crypto.sign("RSA-SHA256", Buffer.from(signed), key.privateKey).toString("base64url")}`;
  }

  private async front(request: http.IncomingMessage, response: http.ServerResponse, site: string) {
    const url = new URL(request.url ?? "/", this.origin);
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    if (url.pathname === "/cdn-cgi/access/login") return this.login(request, url, body, response);
    if (url.pathname === "/build.json" && this.liveBuild) {
      response.writeHead(200, { "Content-Type": "application/json", "Cache-Control": "no-store", Date: new Date().toUTCString() });
      return response.end(JSON.stringify(this.liveBuild()));
    }
    const session = /(?:^|;\s*)CF_Authorization=([^;]+)/.exec(request.headers.cookie ?? "")?.[1];
    const protectedPath = url.pathname === "/admin" || url.pathname.startsWith("/admin/");
    if (protectedPath && !session) {
      // Access sends a browser to sign in, and answers a script's request with a redirect it cannot follow.
      response.writeHead(302, { Location: `/cdn-cgi/access/login?${new URLSearchParams({ redirect_url: url.pathname + url.search })}` });
      return response.end();
    }
    const headers: http.OutgoingHttpHeaders = { ...request.headers, host: url.host };
    delete headers["cf-access-jwt-assertion"];
    if (protectedPath && session) headers["cf-access-jwt-assertion"] = session;
    const upstream = https.request(
      `${site}${url.pathname}${url.search}`,
      { method: request.method, headers, ca: this.tls.cert },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on("error", (error) => response.writeHead(502).end(String(error)));
    upstream.end(body);
  }

  /**
   * Access's sign-in: the e-mail address, then the code sent to it (a policy that lists the staff's
   * addresses), on a page dressed as an owner dresses Cloudflare's (Zero Trust, Custom pages: the
   * organisation's name and logo), with Cloudflare's words for it (ACCESS_WORDS).
   */
  private login(request: http.IncomingMessage, url: URL, body: Buffer, response: http.ServerResponse) {
    const form = new URLSearchParams(body.toString());
    const back = form.get("redirect_url") ?? url.searchParams.get("redirect_url") ?? "/admin/";
    const email = (form.get("email") ?? "").trim().toLowerCase();
    const { name, logo } = brand();
    const page = (inner: string) => {
      response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
      response.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in · ${name}</title><style>${LOOK}</style></head>
<body><main><img src="${logo}" alt="" width="72" height="72"><h1>${name}</h1>${inner}</main></body></html>`);
    };
    const hidden = `<input type="hidden" name="redirect_url" value="${back.replace(/"/g, "&quot;")}">`;
    if (request.method === "POST" && form.has("code")) {
      if (form.get("code") === this.codes.get(email)) {
        this.codes.delete(email);
        response.writeHead(302, {
          Location: back,
          "Set-Cookie": `${COOKIE}=${this.assertion({ email })}; Path=/; Secure; HttpOnly; SameSite=Lax`,
        });
        return response.end();
      }
      return page(`<p role="alert">That code is not right. Try again.</p>`);
    }
    if (request.method === "POST" && email) {
      // Access sends a code only to an address its policy lets in, and says the same either way.
      if (this.allowed.has(email)) this.codes.set(email, String(crypto.randomInt(100000, 999999)));
      return page(`<form method="post"><p>If ${email} may sign in, a code is on its way to it.</p><input type="hidden" name="email" value="${email}">${hidden}
<label for="code">${ACCESS_WORDS.code}</label><input id="code" name="code" inputmode="numeric" autocomplete="one-time-code"><button>${ACCESS_WORDS.signIn}</button></form>`);
    }
    page(
      `<form method="post"><p>${ACCESS_WORDS.intro}</p><label for="email">${ACCESS_WORDS.email}</label><input id="email" name="email" type="email" autocomplete="email">${hidden}<button>${ACCESS_WORDS.send}</button></form>`,
    );
  }
}

/** Cloudflare's sign-in page, roughly: a white card on grey, the organisation's logo and name, a blue button. */
const LOOK = `body{margin:0;min-height:100vh;background:#f2f2f2;color:#1f1f1f;font:16px/1.5 system-ui,-apple-system,"Segoe UI",sans-serif}
main{box-sizing:border-box;width:min(25rem,calc(100% - 2rem));margin:3rem auto;padding:2rem 1.5rem;background:#fff;border-radius:8px;box-shadow:0 1px 4px rgba(0,0,0,.18);text-align:center}
h1{margin:.75rem 0 1rem;font-size:1.375rem}
p{margin:0 0 1.25rem;color:#404040}
label{display:block;margin-bottom:.375rem;text-align:left;font-weight:600}
input{box-sizing:border-box;width:100%;padding:.625rem .75rem;border:1px solid #767676;border-radius:4px;font:inherit}
button{width:100%;margin-top:1rem;padding:.75rem;border:0;border-radius:4px;background:#0051c3;color:#fff;font:600 1rem system-ui,sans-serif}`;

/** The cafe's name and icon, as the owner gives them to Access, read from the site's content. */
function brand(): { name: string; logo: string } {
  const site = readContent(siteFile).data;
  const icon = fs.readFileSync(path.join(contentRoot, path.dirname(siteFile.file), site.icon));
  const type = site.icon.endsWith(".svg") ? "image/svg+xml" : "image/png";
  return { name: site.name, logo: `data:${type};base64,${icon.toString("base64")}` };
}

const listen = (server: http.Server) =>
  new Promise<number>((resolve) => server.listen(0, "127.0.0.1", () => resolve((server.address() as AddressInfo).port)));
