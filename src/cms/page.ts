/**
 * /admin/index.html. The build writes it (publish.ts) so that its <meta> Content-Security-Policy is the
 * one defined in policy.ts for the CMS's backend, never a second copy. With a backend it
 * starts Decap CMS; without one it tells whoever opens it, in plain words, how to edit the site instead.
 * (These words belong to the editing tool, not to the site, so they live here and not in content/.)
 */
import { CONFIG_ADDRESS, type CmsBackend } from "./backend";
import { adminMetaPolicy } from "./policy";
import { scriptJson } from "../lib/script-json";
import { LIVE_STATUS_ID, PREVIEW_FACTS_ID, PREVIEW_SCRIPT, SIGN_IN_HERE, type PreviewFacts } from "./preview/facts";

export const NOT_SET_UP_HEADING = "Online editing is not set up yet";

const notSetUp = `<main>
      <h1>${NOT_SET_UP_HEADING}</h1>
      <p>Signing in here needs the address of the site's files on GitHub, which has not been given yet.
        Nothing is wrong with the site itself.</p>
      <p>Until then, you can change the site in either of these ways:</p>
      <ul>
        <li>On a computer with a copy of the site, run <code>npm run cms</code> in its folder and open
          <code>http://localhost:8000/admin/</code>. Every change is saved into the copy's files.</li>
        <li>Change the files in the <code>content/</code> folder directly.
          <code>docs/content-files.md</code> explains each one.</li>
      </ul>
      <p>For whoever looks after the site: set <code>CMS_GITHUB_REPO</code> where the site is built, then
        build it again. The hosting guide, <code>docs/hosting.md</code>, has every step.</p>
    </main>`;

/** The look of the editor's plain notices: this page without a backend, and the sign-in's pop-up (src/sign-in/page.ts). */
export const NOTICE_STYLE = `body{margin:0;font:1.125rem/1.6 system-ui,sans-serif;color:#1a1a1a;background:#fff}
      main{max-width:40rem;margin:0 auto;padding:3rem 1.25rem}h1{font-size:1.75rem;line-height:1.25}
      code{font-size:.95em;background:#f1ede4;padding:0 .25em;border-radius:3px}`;

/** The editor's stylesheet for phones, where one switch shows the form or the preview (phone.css). */
const PHONE_STYLE = "/admin/phone.css";

/**
 * Decap renders into the page's own #nc-root, so the switch comes after the editor in reading order. It
 * is plain HTML, hidden unless phone.css shows it (while an entry is open below 800 px), and needs no script.
 */
const paneSwitch = `<div id="nc-root"></div>
    <fieldset class="pane-switch" hidden>
      <legend>Show</legend>
      <label><input type="radio" name="pane" id="show-form" autocomplete="off" checked /> Form</label>
      <label><input type="radio" name="pane" id="show-preview" autocomplete="off" /> Preview</label>
    </fieldset>`;

/**
 * Where the editor says, after a publish to the live site, when the site shows it (preview/live-status.ts):
 * a live region, in the page from the start so that screen readers announce what is written into it, and
 * drawn only while it has words. Only the GitHub backend publishes to the site.
 */
const liveStatus = `<div class="live-status">
      <p id="${LIVE_STATUS_ID}" role="status"></p>
      <button type="button" hidden>Close</button>
    </div>`;

/** At the bottom of the screen, above the phone's Form and Preview switch (phone.css) when it shows. */
const LIVE_STATUS_STYLE = `<style>
      .live-status{position:fixed;z-index:302;inset:auto 8px 8px;max-width:36rem;margin:0 auto;display:flex;align-items:center;gap:12px;font:16px/1.4 system-ui,sans-serif;color:#1a1a1a}
      .live-status p{flex:1;margin:0}
      .live-status:has(p:not(:empty)){padding:10px 10px 10px 16px;background:#fff;border:2px solid #3a69c7;border-radius:8px;box-shadow:0 2px 10px rgba(0,0,0,.25)}
      .live-status button{min-width:64px;min-height:44px;border:0;border-radius:6px;font:600 16px system-ui,sans-serif;color:#fff;background:#3a69c7}
    </style>`;

/**
 * The previews that draw the site's pages, with what they need, then the CMS, which the previews start
 * once they are registered (preview/register.tsx).
 */
const cmsScripts = (facts: PreviewFacts | undefined, live: boolean) => `${paneSwitch}${live ? `\n    ${liveStatus}` : ""}
    <script type="application/json" id="${PREVIEW_FACTS_ID}">${scriptJson(facts ?? {})}</script>
    <script src="${PREVIEW_SCRIPT}"></script>
    <script src="/admin/decap-cms.js"></script>`;

/** `facts` are what the previews show from other files than the one being edited (preview/facts.ts). */
export function adminPageHtml(backend: CmsBackend, facts?: PreviewFacts): string {
  const cms = backend.kind !== "none";
  // The site's own sign-in (src/sign-in/) is wherever the editor is opened: register.tsx tells Decap so.
  const signInHere = backend.kind === "github" && !backend.baseUrl ? `\n    <meta name="${SIGN_IN_HERE}" />` : "";
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <!-- Generated by the build from src/cms/page.ts and src/hosting/headers.ts. -->
    <!-- The editor is for staff only: keep it out of search engines (the host adds X-Robots-Tag too). -->
    <meta name="robots" content="noindex, nofollow" />
    <meta http-equiv="Content-Security-Policy" content="${adminMetaPolicy(backend)}" />
    <title>Content editor</title>
    <!-- The site's icon (gatsby-plugin-manifest), as the pages name it. -->
    <link rel="icon" href="/favicon-32x32.png" type="image/png" />
${
  cms
    ? `    <link href="${CONFIG_ADDRESS}" type="text/yaml" rel="cms-config-url" />
    <link href="${PHONE_STYLE}" rel="stylesheet" />${signInHere}${backend.kind === "github" ? `\n    ${LIVE_STATUS_STYLE}` : ""}`
    : `    <style>
      ${NOTICE_STYLE}
    </style>`
}
  </head>
  <body>
    ${cms ? cmsScripts(facts, backend.kind === "github") : notSetUp}
  </body>
</html>
`;
}
