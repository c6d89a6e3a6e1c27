/**
 * The GitHub sign-in, for a site set up for it (CMS_SIGN_IN=github; docs/hosting.md): `/admin/auth` sends
 * the editor's pop-up to GitHub, `/admin/callback` takes it back and hands the editor its token. Hardened:
 * a state bound to this browser by a cookie, PKCE (S256) with a verifier derived from that state, a start
 * from another site refused, HEAD never exchanging a code, no referrer sent on. The client secret goes to
 * GitHub's token endpoint only: never into a page, a URL or a log line.
 */
import { CodeChallengeMethod, OAuth2Client, OAuth2RequestError } from "arctic";
import { CONFIG_ADDRESS, SIGN_IN } from "../cms/backend";
import { editorBackend } from "./editor-config";
import { signInHeaders, signInPage, type Problem } from "./popup-page";
import { LIFETIME_SECONDS, newState, pkceVerifier, sameText, stateVerdict } from "./state";

export type GitHubSignInEnv = {
  /** Worker secrets (`wrangler secret put`; `.dev.vars` on this computer). */
  GITHUB_CLIENT_ID?: string;
  GITHUB_CLIENT_SECRET?: string;
  ASSETS: { fetch: (request: Request) => Promise<Response> };
};

// __Host-: only this origin, over HTTPS, can set it. Lax: it comes along on the way back from GitHub.
const COOKIE = "__Host-sign-in-state";
const cookie = (value: string, maxAge: number) => `${COOKIE}=${value}; Max-Age=${maxAge}; Path=/; Secure; HttpOnly; SameSite=Lax`;

const cookieOf = (request: Request) =>
  request.headers
    .get("Cookie")
    ?.split(/;\s*/)
    .find((pair) => pair.startsWith(`${COOKIE}=`))
    ?.slice(COOKIE.length + 1);

/** A browser says where a navigation came from; a start from another site (or a sibling subdomain) is someone else's page. */
const fromElsewhere = (request: Request) => ["cross-site", "same-site"].includes(request.headers.get("Sec-Fetch-Site") ?? "");

async function start(request: Request, env: GitHubSignInEnv, client: OAuth2Client, secret: string, oauth: string): Promise<Response> {
  if (fromElsewhere(request)) return signInPage({ problem: "elsewhere" }, {});
  const config = await env.ASSETS.fetch(new Request(new URL(CONFIG_ADDRESS, request.url)));
  const scope = config.ok ? editorBackend(await config.text())?.scope : undefined;
  if (!scope) return signInPage({ problem: "notSetUp" }, {});
  const state = await newState(secret, Date.now());
  const verifier = await pkceVerifier(secret, state);
  const github = client.createAuthorizationURLWithPKCE(`${oauth}/authorize`, state, CodeChallengeMethod.S256, verifier, [scope]);
  return new Response(null, {
    status: 302,
    headers: { ...(await signInHeaders()), Location: github.href, "Set-Cookie": cookie(state, LIFETIME_SECONDS) },
  });
}

/** Failures are logged by their kind, never with the secret. */
async function exchange(
  client: OAuth2Client,
  code: string,
  verifier: string,
  oauth: string,
): Promise<{ token: string } | { problem: Problem }> {
  try {
    const tokens = await client.validateAuthorizationCode(`${oauth}/access_token`, code, verifier);
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
        : await exchange(client, code, await pkceVerifier(secret, state), oauth);
  // Good once: whatever happened, this browser's state is gone.
  return signInPage(outcome, { "Set-Cookie": cookie("", 0) });
}

/** `oauth` is GitHub's https://github.com/login/oauth (a local stand-in in the tests). */
export async function answerGitHubSignIn(request: Request, env: GitHubSignInEnv, oauth: string): Promise<Response> {
  const url = new URL(request.url);
  // A link checker's HEAD must not spend a code, nor a state.
  if (request.method !== "GET") {
    return new Response(null, { status: 405, headers: { ...(await signInHeaders()), Allow: "GET" } });
  }
  try {
    const [id, secret] = [env.GITHUB_CLIENT_ID?.trim(), env.GITHUB_CLIENT_SECRET?.trim()];
    if (!id || !secret) return signInPage({ problem: "notSetUp" }, {});
    const client = new OAuth2Client(id, secret, `${url.origin}${SIGN_IN.callback}`);
    return url.pathname === SIGN_IN.start
      ? await start(request, env, client, secret, oauth)
      : await callback(request, client, secret, oauth);
  } catch (error) {
    console.error(`Sign-in: ${error instanceof Error ? error.constructor.name : "unknown error"}.`);
    return signInPage({ problem: "unexpected" }, { "Set-Cookie": cookie("", 0) });
  }
}
