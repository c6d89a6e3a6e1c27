/**
 * The site's Worker: the editor's GitHub sign-in (docs/hosting.md, "Signing in on Cloudflare"), run only at
 * the addresses `assets.run_worker_first` lists. The client secret goes to GitHub's token endpoint only:
 * never into a page, a URL or a log line.
 */
import { OAuth2Client, OAuth2RequestError } from "arctic";
import { CONFIG_ADDRESS, SIGN_IN } from "../cms/backend";
import { signInHeaders, signInPage, type Problem } from "./page";
import { scopeIn } from "./scope";
import { LIFETIME_SECONDS, newState, sameText, stateVerdict } from "./state";

type Env = {
  /** Worker secrets (`wrangler secret put`; `.dev.vars` on this computer). */
  GITHUB_CLIENT_ID?: string;
  GITHUB_CLIENT_SECRET?: string;
  /** For the tests alone: their stand-in for https://github.com/login/oauth, heeded only on this computer. */
  GITHUB_OAUTH_URL_FOR_TESTS?: string;
  ASSETS: { fetch: (request: Request) => Promise<Response> };
};

const GITHUB_OAUTH = "https://github.com/login/oauth";
const LOCAL = new Set(["127.0.0.1", "localhost"]);

// __Host-: only this origin, over HTTPS, can set it. Lax: it comes along on the way back from GitHub.
const COOKIE = "__Host-sign-in-state";
const cookie = (value: string, maxAge: number) => `${COOKIE}=${value}; Max-Age=${maxAge}; Path=/; Secure; HttpOnly; SameSite=Lax`;

const cookieOf = (request: Request) =>
  request.headers
    .get("Cookie")
    ?.split(/;\s*/)
    .find((pair) => pair.startsWith(`${COOKIE}=`))
    ?.slice(COOKIE.length + 1);

async function start(request: Request, env: Env, client: OAuth2Client, secret: string, oauth: string): Promise<Response> {
  const config = await env.ASSETS.fetch(new Request(new URL(CONFIG_ADDRESS, request.url)));
  const scope = config.ok ? scopeIn(await config.text()) : undefined;
  if (!scope) return signInPage({ problem: "notSetUp" }, {});
  const state = await newState(secret, Date.now());
  const github = client.createAuthorizationURL(`${oauth}/authorize`, state, [scope]);
  return new Response(null, {
    status: 302,
    headers: { ...(await signInHeaders()), Location: github.href, "Set-Cookie": cookie(state, LIFETIME_SECONDS) },
  });
}

/** Failures are logged by their kind, never with the secret. */
async function exchange(client: OAuth2Client, code: string, oauth: string): Promise<{ token: string } | { problem: Problem }> {
  try {
    const tokens = await client.validateAuthorizationCode(`${oauth}/access_token`, code, null);
    // arctic's generic client takes any 200 as tokens; GitHub refuses a code with a 200 and {"error": ...}.
    const { error } = tokens.data as { error?: unknown };
    if (error !== undefined) {
      console.warn(`Sign-in: GitHub refused the code (${JSON.stringify(error)}).`);
      return { problem: "refused" };
    }
    return { token: tokens.accessToken() };
  } catch (error) {
    if (error instanceof OAuth2RequestError) {
      console.warn(`Sign-in: GitHub refused the code (${error.code}).`);
      return { problem: "refused" };
    }
    // arctic's errors say what failed (no answer, an unexpected status) and carry nothing secret.
    const status = error instanceof Object && "status" in error ? ` ${String(error.status)}` : "";
    console.error(`Sign-in: GitHub's token endpoint failed (${error instanceof Error ? error.constructor.name : "unknown"}${status}).`);
    return { problem: "unreachable" };
  }
}

async function callback(request: Request, client: OAuth2Client, secret: string, oauth: string): Promise<Response> {
  const query = new URL(request.url).searchParams;
  const state = query.get("state") ?? "";
  const kept = cookieOf(request) ?? "";
  const verdict = state && sameText(state, kept) ? await stateVerdict(secret, state, Date.now()) : "forged";
  const [error, code] = [query.get("error"), query.get("code")];
  const outcome: { token: string } | { problem: Problem } =
    verdict !== "good"
      ? { problem: "stale" }
      : error || !code
        ? { problem: error === "access_denied" ? "declined" : "refused" }
        : await exchange(client, code, oauth);
  // Good once: whatever happened, this browser's state is gone.
  return signInPage(outcome, { "Set-Cookie": cookie("", 0) });
}

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    const url = new URL(request.url);
    // Cloudflare sends nothing else here (run_worker_first); a page reaching this script would be a fault to see.
    if (url.pathname !== SIGN_IN.start && url.pathname !== SIGN_IN.callback) return new Response("Not found", { status: 404 });
    if (request.method !== "GET" && request.method !== "HEAD") {
      return new Response(null, { status: 405, headers: { ...(await signInHeaders()), Allow: "GET, HEAD" } });
    }
    const [id, secret] = [env.GITHUB_CLIENT_ID?.trim(), env.GITHUB_CLIENT_SECRET?.trim()];
    if (!id || !secret) return signInPage({ problem: "notSetUp" }, {});
    // The stand-in is heeded only on this computer, so no setting can send the secret anywhere but GitHub.
    const oauth = (LOCAL.has(url.hostname) && env.GITHUB_OAUTH_URL_FOR_TESTS) || GITHUB_OAUTH;
    const client = new OAuth2Client(id, secret, `${url.origin}${SIGN_IN.callback}`);
    return url.pathname === SIGN_IN.start ? start(request, env, client, secret, oauth) : callback(request, client, secret, oauth);
  },
};
