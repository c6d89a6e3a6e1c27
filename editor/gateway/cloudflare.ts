/**
 * The site's Worker on Cloudflare (wrangler.jsonc), run only at /admin/git/* (`assets.run_worker_first`):
 * every page is served from the files alone. Cloudflare Access signs the staff in by e-mail and code, and
 * sends each request it lets through with its signed assertion, which is checked here on every request
 * against the team's published keys, its audience, issuer and expiry; no e-mail header is trusted alone
 * (https://developers.cloudflare.com/cloudflare-one/identity/authorization-cookie/validating-json/).
 * Its only export is the Worker: workerd takes every export of this module for an entry point.
 */
import { createRemoteJWKSet, decodeJwt, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from "jose";
import { SAY, sentence } from "./answers";
import { answerEditor } from "./editor";
import { fine, fix, look, type Host, type HostCheck } from "./host";
import { setting, type Env } from "./github";
import { CHECKS } from "./setup";
import { staffMember, type StaffMember } from "./staff";

const ASSERTION_HEADER = "Cf-Access-Jwt-Assertion";

/** The team's address as Access's tokens name it, however the dashboard's value was pasted ("team.cloudflareaccess.com/"). */
const teamAddress = (value: string) => {
  const trimmed = value.trim().replace(/\/+$/, "");
  return /^https?:\/\//.test(trimmed) ? trimmed : `https://${trimmed}`;
};

const keySets = new Map<string, JWTVerifyGetKey>();
const keysOf = (team: string) =>
  keySets.get(team) ?? keySets.set(team, createRemoteJWKSet(new URL(`${team}/cdn-cgi/access/certs`))).get(team)!;

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

const ZERO_TRUST = "Cloudflare's dashboard → Zero Trust";
const APPLICATION = `${ZERO_TRUST} → Access → Applications → the site's application`;
/** Where the owner gives the Worker its settings (its name is wrangler.jsonc's). */
const WORKER_SETTINGS = "Workers & Pages → identity-coffees → Settings → Variables and Secrets";

/** What the setup page needs to know of Access, checked on the owner's own request. */
async function accessChecks(request: Request, team: string | undefined, aud: string | undefined): Promise<HostCheck[]> {
  const assertion = request.headers.get(ASSERTION_HEADER);
  if (!assertion) {
    return [
      fix(
        CHECKS.access,
        "this page was reached without Access's sign-in",
        `${APPLICATION}: add one (Add an application → Self-hosted) for this site's address with path admin, and a policy whose Action is Allow (Bypass sends no sign-in).`,
      ),
    ];
  }
  let seen: JWTPayload = {};
  try {
    seen = decodeJwt(assertion);
  } catch {
    // Shown as unknown below.
  }
  const audiences = Array.isArray(seen.aud) ? seen.aud : seen.aud ? [seen.aud] : [];
  const [sentIssuer, sentAudience] = [seen.iss ?? "unknown", audiences[0] ?? "unknown"];
  const through = fine(CHECKS.access, "this page came through Access's sign-in");
  if (!team || !aud) {
    return [
      through,
      fix(
        CHECKS.accessSettings,
        `${[!team && "ACCESS_TEAM_DOMAIN", !aud && "ACCESS_AUD"].filter(Boolean).join(" and ")} not set`,
        `In ${WORKER_SETTINGS}, add ACCESS_TEAM_DOMAIN with ${sentIssuer} and ACCESS_AUD with ${sentAudience}, each as Text: Access sent these. They are also on ${ZERO_TRUST} → Settings → Custom Pages (Team domain) and ${APPLICATION} → Configure → Overview (Application Audience (AUD) Tag).`,
      ),
    ];
  }
  const member = await accessMember(request, team, aud);
  if (!(member instanceof Response)) {
    return [
      through,
      fine(CHECKS.accessSettings, `they match what Access sends: you are signed in as ${member.email}`),
      look(
        CHECKS.accessPolicy,
        "Access decides, by the application's policy, which only Cloudflare's dashboard shows",
        `${APPLICATION} → Policies: Action Allow, Include Emails, each member of staff's address. Never Everyone, and never Emails ending in a public mail domain such as gmail.com.`,
      ),
    ];
  }
  const wrong = [
    teamAddress(sentIssuer) !== team && `ACCESS_TEAM_DOMAIN is ${team}, but Access signs as ${sentIssuer}`,
    !audiences.includes(aud) && `ACCESS_AUD does not match the application Access sent (${sentAudience})`,
  ].filter(Boolean);
  return [
    through,
    fix(
      CHECKS.accessSettings,
      wrong.length > 0
        ? wrong.join("; ")
        : `both match what Access sent, yet its signature could not be checked against the keys at ${team}/cdn-cgi/access/certs`,
      wrong.length > 0
        ? `In ${WORKER_SETTINGS}, set ACCESS_TEAM_DOMAIN to ${sentIssuer} and ACCESS_AUD to ${sentAudience} (${APPLICATION} → Configure → Overview shows the AUD tag).`
        : "Reload this page in a minute; if this stays, check ACCESS_TEAM_DOMAIN against Zero Trust → Settings → Custom Pages.",
    ),
  ];
}

export default {
  fetch(request: Request, env: Env): Promise<Response> {
    // From the Access application: the team's domain and the application's audience (AUD) tag.
    const team = setting(env, "ACCESS_TEAM_DOMAIN") && teamAddress(env.ACCESS_TEAM_DOMAIN!);
    const aud = setting(env, "ACCESS_AUD");
    const host: Host = {
      member: () => accessMember(request, team, aud),
      env,
      checks: () => accessChecks(request, team, aud),
      settings: WORKER_SETTINGS,
    };
    return answerEditor(request, host);
  },
};
