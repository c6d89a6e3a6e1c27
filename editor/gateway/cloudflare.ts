/**
 * The site's Worker on Cloudflare (wrangler.jsonc), run only at /admin/git/* (`assets.run_worker_first`):
 * every page is served from the files alone. Cloudflare Access signs the staff in by e-mail and code, and
 * sends each request it lets through with its signed assertion, which is checked here on every request
 * against the team's published keys, its audience, issuer and expiry; no e-mail header is trusted alone
 * (https://developers.cloudflare.com/cloudflare-one/identity/authorization-cookie/validating-json/).
 * Its only export is the Worker: workerd takes every export of this module for an entry point.
 */
import { createRemoteJWKSet, decodeJwt, jwtVerify, type JWTVerifyGetKey } from "jose";
import { SAY, sentence } from "./answers";
import { answerEditor, type Host } from "./editor";
import type { HostCheck } from "./setup";
import { staffMember, type StaffMember } from "./staff";

type Env = {
  /** From the Access application: the team's domain and the application's audience (AUD) tag. */
  ACCESS_TEAM_DOMAIN?: string;
  ACCESS_AUD?: string;
  /** From the setup page: the editor's GitHub App, its ID (or Client ID) and its key (a secret). */
  GITHUB_APP_ID?: string;
  GITHUB_APP_PRIVATE_KEY?: string;
  /** GitHub itself unless given (the tests give their stand-in's). */
  GITHUB_API_URL?: string;
  GITHUB_URL?: string;
};

const ASSERTION_HEADER = "Cf-Access-Jwt-Assertion";

/** The team's address as Access's tokens name it, however the dashboard's value was pasted ("team.cloudflareaccess.com/"). */
const teamAddress = (value: string) => {
  const trimmed = value.trim().replace(/\/+$/, "");
  return /^https?:\/\//.test(trimmed) ? trimmed : `https://${trimmed}`;
};

const keySets = new Map<string, JWTVerifyGetKey>();
const keysOf = (team: string) => {
  let keys = keySets.get(team);
  if (!keys) keySets.set(team, (keys = createRemoteJWKSet(new URL(`${team}/cdn-cgi/access/certs`))));
  return keys;
};

const value = (text?: string) => text?.trim() || undefined;

async function accessMember(request: Request, team: string | undefined, aud: string | undefined): Promise<StaffMember | Response> {
  if (!team || !aud) {
    console.warn("Editing is not set up: ACCESS_TEAM_DOMAIN or ACCESS_AUD missing.");
    return sentence(503, SAY.notSetUp);
  }
  const assertion = request.headers.get(ASSERTION_HEADER);
  if (!assertion) return sentence(401, SAY.notAccepted);
  try {
    const { payload } = await jwtVerify(assertion, keysOf(team), {
      issuer: team,
      audience: aud,
      algorithms: ["RS256"],
      requiredClaims: ["exp", "email"],
      clockTolerance: 30,
    });
    if (typeof payload.email !== "string" || !payload.email) throw new Error("no e-mail address");
    return staffMember(payload.email);
  } catch (error) {
    const code = error instanceof Error && "code" in error ? String(error.code) : "unreadable";
    console.warn(`Access assertion refused (${code}).`);
    return sentence(401, code === "ERR_JWT_EXPIRED" ? SAY.signInEnded : SAY.notAccepted);
  }
}

const ZERO_TRUST = "Cloudflare's dashboard, Zero Trust";
const WORKER = "the Worker's settings (Workers & Pages, identity-coffees, Settings, Variables and Secrets)";

/** What the setup page needs to know of Access, checked on the owner's own request. */
async function accessChecks(request: Request, team: string | undefined, aud: string | undefined): Promise<HostCheck[]> {
  const assertion = request.headers.get(ASSERTION_HEADER);
  if (!assertion) {
    return [
      {
        check: "Cloudflare Access in front of /admin/",
        state: "fix",
        found: "this page was reached without Access",
        fix: `${ZERO_TRUST}, Access, Applications: add a self-hosted application for this site's address, path admin (docs/hosting.md).`,
      },
    ];
  }
  let seen: { iss?: string; aud?: string | string[] } = {};
  try {
    seen = decodeJwt<{ iss?: string; aud?: string | string[] }>(assertion);
  } catch {
    // Shown as unknown below.
  }
  const audience = (Array.isArray(seen.aud) ? seen.aud[0] : seen.aud) ?? "unknown";
  if (!team || !aud) {
    return [
      {
        check: "The Worker's Access settings",
        state: "fix",
        found: `${[!team && "ACCESS_TEAM_DOMAIN", !aud && "ACCESS_AUD"].filter(Boolean).join(" and ")} not set`,
        fix: `In ${WORKER}, set ACCESS_TEAM_DOMAIN to ${seen.iss ?? "your team domain"} and ACCESS_AUD to ${audience}: Access sent these, so check them against ${ZERO_TRUST}, Access, Applications, the site's application, Overview.`,
      },
    ];
  }
  const member = await accessMember(request, team, aud);
  if (!(member instanceof Response)) return [{ check: "Cloudflare Access", state: "fine", found: `you are signed in as ${member.email}` }];
  return [
    {
      check: "Cloudflare Access",
      state: "fix",
      found: `its sign-in was not accepted with these settings (Access says team ${seen.iss ?? "unknown"}, audience ${audience})`,
      fix: `In ${WORKER}, ACCESS_TEAM_DOMAIN must be the team domain (${ZERO_TRUST}, Settings, Custom Pages) and ACCESS_AUD the Application Audience (AUD) tag of the site's Access application (its Overview).`,
    },
  ];
}

export default {
  fetch(request: Request, env: Env): Promise<Response> {
    const team = value(env.ACCESS_TEAM_DOMAIN) && teamAddress(env.ACCESS_TEAM_DOMAIN!);
    const aud = value(env.ACCESS_AUD);
    const [appId, privateKey] = [value(env.GITHUB_APP_ID), value(env.GITHUB_APP_PRIVATE_KEY)];
    const host: Host = {
      member: () => accessMember(request, team, aud),
      app:
        appId && privateKey
          ? { appId, privateKey }
          : { missing: [!appId && "GITHUB_APP_ID", !privateKey && "GITHUB_APP_PRIVATE_KEY"].filter(Boolean) as string[] },
      api: value(env.GITHUB_API_URL) ?? "https://api.github.com",
      web: value(env.GITHUB_URL) ?? "https://github.com",
      checks: () => accessChecks(request, team, aud),
    };
    return answerEditor(request, host);
  },
};
