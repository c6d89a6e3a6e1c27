/** The OAuth `state`: its time of issue and a random part, signed with the client secret, so only this Worker issues one. */

/** Ten minutes, as long as GitHub keeps a code: time to sign in to GitHub on a phone first. */
export const LIFETIME_SECONDS = 600;

const encoder = new TextEncoder();

const base64url = (bytes: ArrayBuffer | Uint8Array) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");

const key = (secret: string) => crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);

// The label keeps this HMAC from meaning anything anywhere else the secret is used.
const signature = async (secret: string, body: string) =>
  base64url(await crypto.subtle.sign("HMAC", await key(secret), encoder.encode(`sign-in state ${body}`)));

/** `now` in ms. */
export async function newState(secret: string, now: number): Promise<string> {
  const body = `${now.toString(36)}.${base64url(crypto.getRandomValues(new Uint8Array(24)))}`;
  return `${body}.${await signature(secret, body)}`;
}

/** In a time that does not depend on where the texts first differ. */
export function sameText(a: string, b: string): boolean {
  const [left, right] = [encoder.encode(a), encoder.encode(b)];
  let difference = left.length ^ right.length;
  for (let i = 0; i < left.length; i += 1) difference |= left[i]! ^ (right[i] ?? 0);
  return difference === 0;
}

/**
 * The PKCE verifier of a sign-in, derived from its state with the secret: nothing more to keep between the
 * two halves, and a code taken from one sign-in is useless in another, whose verifier differs (RFC 7636).
 */
export async function pkceVerifier(secret: string, state: string): Promise<string> {
  return base64url(await crypto.subtle.sign("HMAC", await key(secret), encoder.encode(`sign-in verifier ${state}`)));
}

export async function stateVerdict(secret: string, state: string, now: number): Promise<"good" | "forged" | "expired"> {
  const parts = state.split(".");
  if (parts.length !== 3) return "forged";
  const [issued, random, signed] = parts as [string, string, string];
  if (!sameText(signed, await signature(secret, `${issued}.${random}`))) return "forged";
  const age = now - parseInt(issued, 36);
  // A minute's grace for the clocks of two of Cloudflare's machines, which may each answer one half.
  return age > -60_000 && age < LIFETIME_SECONDS * 1000 ? "good" : "expired";
}
