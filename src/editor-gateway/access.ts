/**
 * Who is at the editor, as Cloudflare Access says: every request Access lets through carries its signed
 * assertion (https://developers.cloudflare.com/cloudflare-one/identity/authorization-cookie/validating-json/).
 * The Worker checks its signature against the team's published keys, its audience, issuer and expiry,
 * and trusts no e-mail header on its own.
 */
import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from "jose";

export const ASSERTION_HEADER = "Cf-Access-Jwt-Assertion";

export type AccessSettings = {
  /** The team's address, the assertion's issuer: https://<team>.cloudflareaccess.com */
  teamDomain: string;
  /** The Access application's audience tag. */
  aud: string;
  /** Where the team's keys are; the team's own unless a local test says otherwise. */
  certsUrl: string;
};

export type StaffMember = { email: string; sub: string };

/** The keys, fetched once per set of settings and kept (jose refetches when it meets a key it does not know). */
const keySets = new Map<string, JWTVerifyGetKey>();
const keysAt = (url: string) => {
  let keys = keySets.get(url);
  if (!keys) keySets.set(url, (keys = createRemoteJWKSet(new URL(url))));
  return keys;
};

export const certsUrlOf = (teamDomain: string) => `${teamDomain.replace(/\/+$/, "")}/cdn-cgi/access/certs`;

/** The member of staff the request comes from, or why it is refused (in the staff's words). */
export async function staffMember(request: Request, settings: AccessSettings): Promise<StaffMember | { refused: string }> {
  const assertion = request.headers.get(ASSERTION_HEADER);
  if (!assertion)
    return { refused: "This request did not come through the site's sign-in. Open the editor again and sign in with your e-mail address." };
  try {
    const { payload } = await jwtVerify(assertion, keysAt(settings.certsUrl), {
      issuer: settings.teamDomain.replace(/\/+$/, ""),
      audience: settings.aud,
      algorithms: ["RS256"],
    });
    if (typeof payload.email !== "string" || !payload.email || typeof payload.sub !== "string") throw new Error("no e-mail address");
    return { email: payload.email.toLowerCase(), sub: payload.sub };
  } catch (error) {
    const expired = error instanceof Error && "code" in error && error.code === "ERR_JWT_EXPIRED";
    console.warn(`Access assertion refused (${error instanceof Error && "code" in error ? String(error.code) : "unreadable"}).`);
    return {
      refused: expired
        ? "Your sign-in has ended. Reload the editor and sign in again with your e-mail address."
        : "This sign-in was not accepted. Reload the editor and sign in again with your e-mail address.",
    };
  }
}
