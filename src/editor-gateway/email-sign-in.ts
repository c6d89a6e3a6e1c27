/**
 * The e-mail sign-in's two addresses, as Decap's git-gateway backend uses them with `auth_type: pkce`
 * (an authorization code with PKCE, RFC 7636): by the time a request reaches them, Cloudflare Access has
 * had the member of staff type their e-mail address and the code it sent them. `authorize` hands the
 * editor a code for that person at once; `token` trades it, with the editor's verifier, for the editor's
 * token (staff-token.ts).
 */
import { GATEWAY } from "../cms/backend";
import type { StaffMember } from "./access";
import { json, sentence, WORKER_HEADERS } from "./answers";
import { issueCode, issueToken, readCode, TOKEN_HOURS } from "./staff-token";

const base64url = (bytes: ArrayBuffer) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");

const challengeOf = async (verifier: string) => base64url(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(verifier)));

/** RFC 7636: 43 to 128 of these characters. */
const PKCE_TEXT = /^[A-Za-z0-9._~-]{43,128}$/;

/** The editor's own page is the only address a code is sent to. */
const editorAddress = (origin: string) => `${origin}/admin/`;

const invalid = (error: string, description: string) => json(400, { error, error_description: description });

export async function authorize(request: Request, member: StaffMember, secret: string): Promise<Response> {
  const url = new URL(request.url);
  const query = url.searchParams;
  if (query.get("client_id") !== GATEWAY.clientId || query.get("redirect_uri") !== editorAddress(url.origin)) {
    return sentence(400, "This sign-in was not started by the site's editor. Open the editor and press Login.");
  }
  const challenge = query.get("code_challenge") ?? "";
  if (query.get("response_type") !== "code" || query.get("code_challenge_method") !== "S256" || !PKCE_TEXT.test(challenge)) {
    return sentence(400, "This sign-in was not started by the site's editor. Open the editor and press Login.");
  }
  const code = await issueCode({ ...member, challenge, redirectUri: editorAddress(url.origin) }, url.origin, secret);
  const back = new URL(editorAddress(url.origin));
  back.searchParams.set("code", code);
  const state = query.get("state");
  if (state !== null) back.searchParams.set("state", state);
  return new Response(null, { status: 302, headers: { ...WORKER_HEADERS, Location: back.href } });
}

/** The token endpoint: the code must be this person's, from this origin, for the editor, and the verifier must match. */
export async function token(request: Request, member: StaffMember, secret: string): Promise<Response> {
  const origin = new URL(request.url).origin;
  const form = new URLSearchParams(await request.text());
  if (form.get("grant_type") !== "authorization_code" || form.get("client_id") !== GATEWAY.clientId) {
    return invalid("unsupported_grant_type", "Only the editor's own sign-in is served here.");
  }
  const code = await readCode(form.get("code") ?? "", origin, secret);
  const verifier = form.get("code_verifier") ?? "";
  const good =
    code !== undefined &&
    code.redirectUri === form.get("redirect_uri") &&
    code.email === member.email &&
    code.sub === member.sub &&
    PKCE_TEXT.test(verifier) &&
    (await challengeOf(verifier)) === code.challenge;
  if (!good) return invalid("invalid_grant", "This sign-in did not go through. Press Login again.");
  return json(200, { access_token: await issueToken(member, origin, secret), token_type: "Bearer", expires_in: TOKEN_HOURS * 3600 });
}
