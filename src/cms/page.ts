/**
 * /admin/index.html: Decap CMS, or without a backend a notice that says how to edit the site instead.
 * Its words belong to the editing tool, not to the site, so they live here and not in content/.
 */
import { CONFIG_ADDRESS, GATEWAY, isOnline, type CmsBackend, type OnlineBackend } from "./backend";
import { CHANGES_IDS, REPOSITORY_SETTINGS_ID, type RepositorySettings } from "./changes/settings";
import { adminMetaPolicy } from "../lib/policy";
import { scriptJson } from "../lib/script-json";
import { LIVE_STATUS_ID, OTHER_FILES_ID, PREVIEW_SCRIPT, SIGN_IN_HERE, type OtherFiles } from "./preview/handover";

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

/** The sign-in's pop-up (src/editor-gateway/popup-page.ts) shares this look. */
export const NOTICE_STYLE = `body{margin:0;font:1.125rem/1.6 system-ui,sans-serif;color:#1a1a1a;background:#fff}
      main{max-width:40rem;margin:0 auto;padding:3rem 1.25rem}h1{font-size:1.75rem;line-height:1.25}
      code{font-size:.95em;background:#f1ede4;padding:0 .25em;border-radius:3px}`;

const PHONE_STYLE = "/admin/phone.css";

/** Decap renders into the page's own #nc-root, so the switch comes after the editor in reading order. phone.css shows it. */
const paneSwitch = `<div id="nc-root"></div>
    <fieldset class="pane-switch" hidden>
      <legend>Show</legend>
      <label><input type="radio" name="pane" id="show-form" autocomplete="off" checked /> Form</label>
      <label><input type="radio" name="pane" id="show-preview" autocomplete="off" /> Preview</label>
    </fieldset>`;

/**
 * In the page from the start, so that screen readers announce what live-status.ts later writes into it;
 * beside it, the button to the recent changes (src/cms/changes/), and the dialog it opens.
 */
const liveStatus = `<div class="live-status">
      <p id="${LIVE_STATUS_ID}" role="status"></p>
      <button type="button" data-close hidden>Close</button>
      <button type="button" id="${CHANGES_IDS.open}" class="recent" hidden>Recent changes</button>
    </div>
    <dialog id="${CHANGES_IDS.dialog}" aria-labelledby="${CHANGES_IDS.dialog}-title">
      <h2 id="${CHANGES_IDS.dialog}-title">Recent changes</h2>
      <p>What was published lately, newest first. <strong>Put back</strong> publishes the version from before a
        change as a new change, checked like any other.</p>
      <p data-said role="status"></p>
      <ol></ol>
      <button type="button" data-close>Close</button>
    </dialog>`;

/** Above the phone's Form and Preview switch (phone.css). */
const LIVE_STATUS_STYLE = `<style>
      .live-status{position:fixed;z-index:302;inset:auto 8px 8px;max-width:36rem;margin:0 auto;display:flex;flex-wrap:wrap;align-items:center;justify-content:flex-end;gap:12px;font:16px/1.4 system-ui,sans-serif;color:#1a1a1a;pointer-events:none}
      .live-status>*{pointer-events:auto}
      .live-status p{flex:1 1 14rem;margin:0}
      .live-status p:empty{display:none}
      .live-status:has(p:not(:empty)){padding:10px 10px 10px 16px;background:#fff;border:2px solid #3a69c7;border-radius:8px;box-shadow:0 2px 10px rgba(0,0,0,.25)}
      .live-status button,#${CHANGES_IDS.dialog} button{min-width:64px;min-height:44px;padding:0 14px;border:0;border-radius:6px;font:600 16px system-ui,sans-serif;color:#fff;background:#3a69c7}
      .live-status .recent{box-shadow:0 2px 8px rgba(0,0,0,.3)}
      #${CHANGES_IDS.dialog}{width:min(36rem,calc(100% - 16px));max-height:calc(100% - 32px);padding:16px;border:0;border-radius:8px;font:16px/1.45 system-ui,sans-serif;color:#1a1a1a}
      #${CHANGES_IDS.dialog}::backdrop{background:rgba(0,0,0,.45)}
      #${CHANGES_IDS.dialog} h2{margin:0 0 8px;font-size:1.375rem}
      #${CHANGES_IDS.dialog} ol{list-style:none;margin:0;padding:0}
      #${CHANGES_IDS.dialog} li{padding:12px 0;border-top:1px solid #dfdfe3}
      #${CHANGES_IDS.dialog} h3{margin:0;font-size:1.0625rem}
      #${CHANGES_IDS.dialog} li p{margin:4px 0 8px;color:#444}
      #${CHANGES_IDS.dialog} pre{white-space:pre-wrap;font:15px/1.4 ui-monospace,monospace;background:#f1ede4;padding:8px;margin:4px 0}
      #${CHANGES_IDS.dialog} dd{margin:0 0 8px}
      #${CHANGES_IDS.dialog} button[data-close]{margin-top:12px;background:#555}
    </style>`;

/** How the recent changes reach the repository: the same way the editor saves (src/cms/changes/repository.ts). */
function repositorySettings(backend: OnlineBackend): RepositorySettings {
  if (backend.kind === "gateway") return { apiRoot: GATEWAY.api, branch: backend.branch, scheme: "Bearer", tokenFrom: "decap" };
  if (backend.kind === "netlify-identity")
    return { apiRoot: "/.netlify/git/github", branch: backend.branch, scheme: "Bearer", tokenFrom: "netlify-identity" };
  return { apiRoot: `${backend.apiRoot}/repos/${backend.repo}`, branch: backend.branch, scheme: "token", tokenFrom: "decap" };
}

/** Netlify Identity's widget: staff accept their invitation and choose a password in it (docs/hosting.md). */
export const IDENTITY_WIDGET = "/admin/netlify-identity-widget.js";

/** The previews come first: they hold the CMS back until they are registered (preview/register.tsx). */
const cmsScripts = (facts: OtherFiles | undefined, online: OnlineBackend | undefined) => `${paneSwitch}${
  online
    ? `\n    ${liveStatus}\n    <script type="application/json" id="${REPOSITORY_SETTINGS_ID}">${scriptJson(repositorySettings(online))}</script>`
    : ""
}
    <script type="application/json" id="${OTHER_FILES_ID}">${scriptJson(facts ?? {})}</script>${
      online?.kind === "netlify-identity" ? `\n    <script src="${IDENTITY_WIDGET}"></script>` : ""
    }
    <script src="${PREVIEW_SCRIPT}"></script>
    <script src="/admin/decap-cms.js"></script>`;

export function adminPageHtml(backend: CmsBackend, facts?: OtherFiles): string {
  const cms = backend.kind !== "none";
  // The site's own Worker signs in on whatever origin the editor is opened at.
  const ownWorker = backend.kind === "gateway" || (backend.kind === "github" && !backend.baseUrl);
  const signInHere = ownWorker ? `\n    <meta name="${SIGN_IN_HERE}" />` : "";
  // Decap offers "Check for Preview" on every saved change; only Netlify builds one (phone.css hides it elsewhere).
  const previews = backend.kind === "netlify-identity" || (backend.kind === "github" && backend.deployPreviews) || !isOnline(backend);
  return `<!doctype html>
<html lang="en"${previews ? "" : " data-no-deploy-previews"}>
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
    <link href="${PHONE_STYLE}" rel="stylesheet" />${signInHere}${isOnline(backend) ? `\n    ${LIVE_STATUS_STYLE}` : ""}`
    : `    <style>
      ${NOTICE_STYLE}
    </style>`
}
  </head>
  <body>
    ${cms ? cmsScripts(facts, isOnline(backend) ? backend : undefined) : notSetUp}
  </body>
</html>
`;
}
