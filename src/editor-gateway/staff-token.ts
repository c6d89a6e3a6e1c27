/**
 * The editor's own tokens, signed with the Worker's secret (EDITOR_TOKEN_SECRET): the short-lived code the
 * sign-in hands back to the editor, and the token the editor then sends with every gateway request. Both
 * name the member of staff Access let through, and the token is good on this site's origin alone.
 */
import { jwtVerify, SignJWT } from "jose";
import type { StaffMember } from "./access";

/** A shift and then some: Decap never refreshes a token, and signing in again is one tap while Access remembers the phone. */
export const TOKEN_HOURS = 14;
/** Long enough for the editor to come back from the sign-in and ask for its token. */
const CODE_SECONDS = 120;

const TOKEN_AUDIENCE = "site-editor";
const CODE_AUDIENCE = "site-editor-code";

const keyOf = (secret: string) => new TextEncoder().encode(secret);

/** The name commits carry: what the address says before its @, as the editor also shows it. */
export const staffName = (email: string) => email.split("@")[0] ?? email;

export type Code = StaffMember & { challenge: string; redirectUri: string };

/** Signs `claims` for `subject`, good on `origin` alone, for one use (`audience`), for `lifetime` ("120s", "14h"). */
const sign = (claims: Record<string, string>, subject: string, audience: string, lifetime: string, origin: string, secret: string) =>
  new SignJWT(claims)
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(subject)
    .setIssuer(origin)
    .setAudience(audience)
    .setIssuedAt()
    .setExpirationTime(lifetime)
    .sign(keyOf(secret));

export function issueCode(code: Code, origin: string, secret: string): Promise<string> {
  const claims = { email: code.email, challenge: code.challenge, redirect_uri: code.redirectUri };
  return sign(claims, code.sub, CODE_AUDIENCE, `${CODE_SECONDS}s`, origin, secret);
}

export async function readCode(code: string, origin: string, secret: string): Promise<Code | undefined> {
  try {
    const { payload } = await jwtVerify(code, keyOf(secret), { issuer: origin, audience: CODE_AUDIENCE, algorithms: ["HS256"] });
    const { email, challenge, redirect_uri: redirectUri, sub } = payload;
    if (typeof email !== "string" || typeof challenge !== "string" || typeof redirectUri !== "string" || !sub) return undefined;
    return { email, sub, challenge, redirectUri };
  } catch {
    return undefined;
  }
}

/** The token Decap keeps: a JWT, since Decap reads the staff member's e-mail and name from it. */
export function issueToken(member: StaffMember, origin: string, secret: string): Promise<string> {
  return sign({ email: member.email, name: staffName(member.email) }, member.sub, TOKEN_AUDIENCE, `${TOKEN_HOURS}h`, origin, secret);
}

/** The member of staff a token was issued to on `origin`, if it is good there and still valid. */
export async function readToken(token: string, origin: string, secret: string): Promise<StaffMember | "expired" | undefined> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), { issuer: origin, audience: TOKEN_AUDIENCE, algorithms: ["HS256"] });
    return typeof payload.email === "string" && payload.sub ? { email: payload.email, sub: payload.sub } : undefined;
  } catch (error) {
    return error instanceof Error && "code" in error && error.code === "ERR_JWT_EXPIRED" ? "expired" : undefined;
  }
}
