/**
 * How the gateway answers: never cached, never indexed, never run as a page (every answer, GitHub's
 * forwarded ones too), and a refusal as one plain sentence, which the editor shows as it is (Decap reads
 * an API error's `message`). docs/hosting.md's runbook gives each sentence's cause and fix.
 */
import { renderPolicy } from "../../src/lib/policy";

export const ANSWER_HEADERS: Record<string, string> = {
  "Content-Security-Policy": renderPolicy({ "default-src": ["'none'"], "frame-ancestors": ["'none'"] }),
  "Cache-Control": "no-store",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "no-referrer",
  "X-Robots-Tag": "noindex",
};

const OWNER = "the setup page (/admin/setup/) says what to fix";

/** Every sentence the gateway says, to the staff or to the owner. */
export const SAY = {
  notSetUp: `Editing is not set up on this site yet, so nothing can be changed from the editor. Tell the owner: ${OWNER}.`,
  signInEnded: "Your sign-in has ended. Reload the editor to sign in again.",
  notAccepted: "This sign-in was not accepted. Reload the editor and sign in again with your e-mail address.",
  notFromEditor: "This request did not come from the site's editor, so it was refused.",
  registrationOpen: `Anyone can create an account on this site's sign-in (Netlify Identity's registration is open), so the editor saves nothing until the owner sets it to Invite only: ${OWNER}.`,
  cannotRead: "The editor sent a change the gateway cannot read. Nothing was saved.",
  tooLarge: "This change is larger than the editor ever sends (a photograph is saved at most 3000 pixels wide). Nothing was saved.",
  tooMany: "This change touches more pages or photographs at once than the editor ever does. Save one page at a time. Nothing was saved.",
  notAhead: "This draft holds no change of its own, so there is nothing to save or publish.",
  notMadeHere: "This draft holds changes that were not made in the editor, so it was refused. Nothing was saved.",
  outsideContent: (files: string[]) =>
    `The editor changes only the site's words and photographs (content/), and this change also touches ${files.slice(0, 3).join(", ")}. Nothing was saved.`,
  oddFile: (file: string) =>
    `${file} is not a file the editor saves (only the pages' text files and photographs, as plain files with plain names). Nothing was saved.`,
  notADraft: (name: string) => `The editor saves only to its own drafts, and ${name} is not one. Nothing was saved.`,
  notByPublish: "The live site changes only by Publish, which checks the change first, so this was refused. Nothing was saved.",
  unknownCall: (call: string) => `The editor's gateway does not do that (${call}).`,
  stale: (cards: string) =>
    `Someone else changed ${cards} since this change was begun. Open it again in the editor (reload the page), make the change again, and publish.`,
  notSaved: (problems: string[]) => `Not saved: ${problems.join(" ")}`,
  notPublished: (problems: string[]) => `Not published: ${problems.join(" ")}`,
  mergeRefused: (reason: string) =>
    `GitHub refused to put this change on the live site (${reason}). Your change is kept in Workflow. Tell the owner: ${OWNER}.`,
  gitHubDown: "GitHub did not answer, so nothing was changed. Try again in a few minutes.",
  unexpected:
    "Something went wrong on the site's side, so nothing was changed. Try again in a minute; if it happens again, tell the owner.",
  keyUnreadable:
    "GITHUB_APP_PRIVATE_KEY is not a private key as GitHub gives it: paste the whole key shown on the setup page, from -----BEGIN to -----END.",
  appRefused: "GitHub refused the App's ID or key (GITHUB_APP_ID, GITHUB_APP_PRIVATE_KEY): paste both again from the setup page.",
  notInstalled: "The editor's GitHub App is not installed on the site's repository yet: install it from the setup page.",
  appCodeRefused: "GitHub did not accept this App's code (it is good for an hour, and once): make the App again.",
  installedTwice:
    "The editor's GitHub App is installed on more than one repository: on GitHub, under the App's Configure page, choose Only select repositories and the site's repository alone.",
} as const;

export function json(status: number, value: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(value), {
    status,
    headers: { ...ANSWER_HEADERS, "Content-Type": "application/json; charset=utf-8", ...headers },
  });
}

/** A refusal or a failure, in words the staff can act on. */
export const sentence = (status: number, message: string, headers: Record<string, string> = {}) => json(status, { message }, headers);
