/**
 * The page the sign-in's pop-up ends on. Decap (decap-cms-lib-auth) expects this exchange: the pop-up says
 * `authorizing:github` to its opener, the editor answers the same, and the pop-up posts
 * `authorization:github:success:{...}` or `:error:{...}`. Every message goes to and is heard from this origin
 * alone, so a page elsewhere that opens the sign-in gets nothing. The words are the editing tool's, so not in content/.
 */
import { NOTICE_STYLE } from "../cms/page";
import { renderPolicy } from "../lib/policy";
import { WORKER_HEADERS } from "./answers";
import { scriptJson } from "../lib/script-json";
import { LIFETIME_SECONDS } from "./state";

/** What went wrong, in the staff's words: the pop-up shows it, and so does the editor. */
export const PROBLEMS = {
  notSetUp: {
    status: 503,
    heading: "Signing in is not set up yet",
    text: "This site's GitHub sign-in is not set up yet, so nobody can sign in to the editor. Please tell whoever looks after the website.",
  },
  stale: {
    status: 400,
    heading: "Please start again",
    text: `This sign-in was not started from the editor in this browser, or took longer than ${LIFETIME_SECONDS / 60} minutes, so it was stopped. Press Login with GitHub to start again.`,
  },
  declined: {
    status: 403,
    heading: "Not signed in",
    text: "You chose not to let the editor use your GitHub account, so you are not signed in. To sign in, press Login with GitHub, then Authorize.",
  },
  refused: {
    status: 400,
    heading: "GitHub did not accept this sign-in",
    text: "GitHub did not accept this sign-in, perhaps because it was used already. Press Login with GitHub to start again.",
  },
  unreachable: {
    status: 502,
    heading: "GitHub did not answer",
    text: "GitHub did not answer, so you are not signed in. Wait a few minutes, then press Login with GitHub again (githubstatus.com shows whether GitHub has a problem).",
  },
  elsewhere: {
    status: 403,
    heading: "Sign in from the editor",
    text: "This sign-in was started from another website, so it was stopped. Open the editor at this site's /admin/ and press Login with GitHub there.",
  },
  unexpected: {
    status: 500,
    heading: "Something went wrong",
    text: "Something went wrong on the site's side, so you are not signed in. Press Login with GitHub again in a minute; if it happens again, tell whoever looks after the website.",
  },
} as const;
export type Problem = keyof typeof PROBLEMS;

const SIGNED_IN = {
  heading: "Signed in",
  text: "This window closes by itself and the editor opens. If it stays open, close it and press Login with GitHub again.",
};

const RESULT_ID = "sign-in-result";

/**
 * Plain text: the bundler would add helpers to a function's source. Only the answer's origin is checked: WebKit
 * gives it an `event.source` that is not `window.opener` once the pop-up has been to GitHub and back.
 */
const HANDOFF = `const editor = window.opener;
const result = JSON.parse(document.getElementById("${RESULT_ID}").textContent);
if (editor) {
  addEventListener("message", (event) => {
    if (event.origin === location.origin && event.data === "authorizing:github") editor.postMessage(result, location.origin);
  });
  editor.postMessage("authorizing:github", location.origin);
}`;

const STYLE = `${NOTICE_STYLE}p+p{color:#555}`;

const sha256 = async (text: string) =>
  `'sha256-${btoa(String.fromCharCode(...new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)))))}'`;

/** Nothing may run or load but the page's own script and style, allowed by their hashes, and the site's icon. */
let policy: Promise<string> | undefined;
const signInPolicy = () =>
  (policy ??= Promise.all([sha256(HANDOFF), sha256(STYLE)]).then(([script, style]) =>
    renderPolicy({
      "default-src": ["'none'"],
      "script-src": [script],
      "style-src": [style],
      "img-src": ["'self'"],
      "base-uri": ["'none'"],
      "form-action": ["'none'"],
      "frame-ancestors": ["'none'"],
    }),
  ));

/** No Cross-Origin-Opener-Policy: the callback comes from github.com, and one would cut it off from the editor that opened it. */
export const signInHeaders = async (): Promise<Record<string, string>> => ({
  ...WORKER_HEADERS,
  "Content-Security-Policy": await signInPolicy(),
});

export async function signInPage(outcome: { token: string } | { problem: Problem }, headers: Record<string, string>): Promise<Response> {
  const shown = "token" in outcome ? SIGNED_IN : PROBLEMS[outcome.problem];
  const result =
    "token" in outcome
      ? `authorization:github:success:${JSON.stringify({ token: outcome.token, provider: "github" })}`
      : `authorization:github:error:${JSON.stringify({ message: shown.text })}`;
  const html = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <title>${shown.heading}: content editor</title>
    <link rel="icon" href="/favicon-32x32.png" type="image/png" />
    <style>${STYLE}</style>
  </head>
  <body>
    <main>
      <h1>${shown.heading}</h1>
      <p>${shown.text}</p>${"token" in outcome ? "" : "\n      <p>You can close this window.</p>"}
    </main>
    <script type="application/json" id="${RESULT_ID}">${scriptJson(result)}</script>
    <script>${HANDOFF}</script>
  </body>
</html>
`;
  const status = "token" in outcome ? 200 : PROBLEMS[outcome.problem].status;
  return new Response(html, { status, headers: { ...(await signInHeaders()), ...headers, "Content-Type": "text/html; charset=utf-8" } });
}
