/**
 * The same gateway as a Netlify Function (netlify/functions/editor-gateway.ts; netlify.toml sends
 * /admin/git/* to it). Netlify Identity signs the staff in, and Netlify hands a function the user of a
 * request's Identity token in `context.clientContext.user`, having checked the token
 * (https://docs.netlify.com/security/secure-access-to-sites/identity/identity-generated-functions/).
 * While Identity lets anyone register, nobody may save: an open sign-up would let anyone edit.
 */
import { SAY, sentence } from "./answers";
import { answerEditor } from "./editor";
import { fine, fix, look, type Host, type HostCheck } from "./host";
import { CHECKS } from "./setup";
import { IDENTITY_EMAILS } from "../addresses";
import { staffMember } from "./staff";

/** What Netlify passes a function in the Lambda-compatible signature. */
export type NetlifyEvent = {
  path: string;
  httpMethod: string;
  headers: Record<string, string | undefined>;
  rawQuery?: string;
  body: string | null;
  isBase64Encoded: boolean;
};
export type NetlifyContext = { clientContext?: { user?: { email?: unknown } } };

const SITE = "Netlify → the site";
const IDENTITY = `${SITE} → Project configuration → Identity`;

const registration = new Map<string, { closed: boolean; at: number }>();
/** Identity's public settings (/.netlify/identity/settings) say whether anyone may sign up; asked at most once a minute. */
async function registrationClosed(site: string): Promise<boolean> {
  const known = registration.get(site);
  if (known && Date.now() - known.at < 60_000) return known.closed;
  const answer = await fetch(`${site}/.netlify/identity/settings`);
  const settings = (answer.ok ? await answer.json() : {}) as { disable_signup?: boolean };
  registration.set(site, { closed: settings.disable_signup === true, at: Date.now() });
  return settings.disable_signup === true;
}

export async function handler(event: NetlifyEvent, context: NetlifyContext) {
  const headers = Object.entries(event.headers).filter((entry): entry is [string, string] => typeof entry[1] === "string");
  const origin = `${event.headers["x-forwarded-proto"] ?? "https"}://${event.headers.host}`;
  const path = event.path.replace(/^\/\.netlify\/functions\/editor-gateway/, "/admin/git");
  const body = event.body === null ? null : Buffer.from(event.body, event.isBase64Encoded ? "base64" : "utf8");
  const request = new Request(`${origin}${path}${event.rawQuery ? `?${event.rawQuery}` : ""}`, {
    method: event.httpMethod,
    headers,
    body: ["GET", "HEAD"].includes(event.httpMethod) ? null : body,
  });
  const site = process.env.URL ?? origin;
  const signedIn = context.clientContext?.user?.email;
  const email = typeof signedIn === "string" && signedIn ? signedIn : undefined;
  const host: Host = {
    async member() {
      if (!email) return sentence(401, SAY.notAccepted);
      return (await registrationClosed(site)) ? staffMember(email) : sentence(403, SAY.registrationOpen);
    },
    env: process.env,
    async checks(): Promise<HostCheck[]> {
      return [
        email
          ? fine(CHECKS.identity, `you are signed in as ${email}`)
          : fix(CHECKS.identity, "you are not signed in", `Press Sign in below (invite yourself first: ${IDENTITY} → Invite users).`),
        (await registrationClosed(site))
          ? fine(CHECKS.signUp, "only the people you invite")
          : fix(
              CHECKS.signUp,
              "anyone (registration is open), so the editor saves nothing",
              `${IDENTITY} → Registration preferences → Edit settings: Invite only → Save.`,
            ),
        look(
          CHECKS.identityEmails,
          "an invitation or a password reset opens the editor only with the site's own templates, which Netlify does not report",
          `${IDENTITY} → Emails: Invitation template, path ${IDENTITY_EMAILS.invitation}; Recovery template, path ${IDENTITY_EMAILS.recovery}.`,
        ),
      ];
    },
    settings: `${SITE} → Project configuration → Environment variables → Add a variable (the key: Contains secret values); then Deploys → Trigger deploy → Deploy project, so the gateway reads them`,
  };
  const answer = await answerEditor(request, host);
  const text = /json|text/.test(answer.headers.get("Content-Type") ?? "text");
  const bytes = Buffer.from(await answer.arrayBuffer());
  return {
    statusCode: answer.status,
    headers: Object.fromEntries(answer.headers),
    body: text ? bytes.toString("utf8") : bytes.toString("base64"),
    isBase64Encoded: !text,
  };
}
