/**
 * The GitHub App's installation token, with which the gateway writes for the staff
 * (https://docs.github.com/en/apps/creating-github-apps/authenticating-with-a-github-app): a JWT signed
 * with the App's private key (a Worker secret) asks for a token limited to the site's repository and to
 * what the editor needs; the token lasts an hour, and is kept in the Worker until shortly before then.
 * Neither the key nor a token is ever put into an answer or a log line.
 */
import { importPKCS8, SignJWT } from "jose";

export type AppSettings = { appId: string; privateKey: string; api: string; repo: string };

/** What the editor does in the repository, and nothing more (no workflows, no administration). */
const PERMISSIONS = { contents: "write", pull_requests: "write", statuses: "read", metadata: "read" } as const;

/** Asked for again this long before it runs out, so that no request meets an expired one. */
const MARGIN_MS = 5 * 60_000;

type Kept = { token: string; expires: number };
const kept = new Map<string, Promise<Kept>>();

/**
 * GitHub hands out PKCS#1 keys ("BEGIN RSA PRIVATE KEY"), and Web Crypto reads PKCS#8 only: the same key,
 * wrapped in the few bytes that name its algorithm (RFC 5208), so the owner can paste GitHub's file as it is.
 */
export function pkcs8(pem: string): string {
  const text = pem.replace(/\\n/g, "\n").trim();
  if (text.includes("BEGIN PRIVATE KEY")) return text;
  const body = /-----BEGIN RSA PRIVATE KEY-----([\s\S]+?)-----END RSA PRIVATE KEY-----/.exec(text)?.[1];
  if (!body) throw new Error("GITHUB_APP_PRIVATE_KEY is not a private key file as GitHub gives it (-----BEGIN RSA PRIVATE KEY-----).");
  const pkcs1 = Uint8Array.from(atob(body.replace(/\s+/g, "")), (char) => char.charCodeAt(0));
  const length = (n: number) =>
    n < 0x80 ? [n] : n < 0x100 ? [0x81, n] : n < 0x10000 ? [0x82, n >> 8, n & 0xff] : [0x83, n >> 16, (n >> 8) & 0xff, n & 0xff];
  // version 0, AlgorithmIdentifier { rsaEncryption, NULL }, then the PKCS#1 key as an OCTET STRING.
  const algorithm = [0x02, 0x01, 0x00, 0x30, 0x0d, 0x06, 0x09, 0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x01, 0x01, 0x05, 0x00];
  const octets = [0x04, ...length(pkcs1.length), ...pkcs1];
  const der = Uint8Array.from([0x30, ...length(algorithm.length + octets.length), ...algorithm, ...octets]);
  const base64 = btoa(String.fromCharCode(...der)).replace(/(.{64})/g, "$1\n");
  return `-----BEGIN PRIVATE KEY-----\n${base64}\n-----END PRIVATE KEY-----`;
}

/** The App's own JWT: ten minutes at most, issued a minute back for clocks that differ. */
async function appJwt(settings: AppSettings): Promise<string> {
  const key = await importPKCS8(pkcs8(settings.privateKey), "RS256");
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: "RS256" })
    .setIssuer(settings.appId)
    .setIssuedAt(now - 60)
    .setExpirationTime(now + 9 * 60)
    .sign(key);
}

const GITHUB_HEADERS = { Accept: "application/vnd.github+json", "X-GitHub-Api-Version": "2022-11-28", "User-Agent": "site-editor-gateway" };

async function mint(settings: AppSettings): Promise<Kept> {
  const headers = { ...GITHUB_HEADERS, Authorization: `Bearer ${await appJwt(settings)}` };
  const installation = await fetch(`${settings.api}/repos/${settings.repo}/installation`, { headers });
  if (!installation.ok) throw new Error(`the App is not installed on ${settings.repo} (GitHub answered ${installation.status})`);
  const { id } = (await installation.json()) as { id: number };
  const name = settings.repo.split("/")[1];
  const answer = await fetch(`${settings.api}/app/installations/${id}/access_tokens`, {
    method: "POST",
    headers: { ...headers, "Content-Type": "application/json" },
    body: JSON.stringify({ repositories: [name], permissions: PERMISSIONS }),
  });
  if (!answer.ok) throw new Error(`GitHub gave no installation token (status ${answer.status})`);
  const { token, expires_at: expiresAt } = (await answer.json()) as { token: string; expires_at: string };
  return { token, expires: Date.parse(expiresAt) };
}

/** A token for the repository, minted when none is kept or it is about to run out. */
export async function installationToken(settings: AppSettings): Promise<string> {
  const key = `${settings.api} ${settings.appId} ${settings.repo}`;
  const current = kept.get(key);
  const still = current && (await current.catch(() => undefined));
  if (still && still.expires - MARGIN_MS > Date.now()) return still.token;
  const fresh = mint(settings);
  kept.set(key, fresh);
  fresh.catch(() => kept.delete(key));
  return (await fresh).token;
}

export { GITHUB_HEADERS };
