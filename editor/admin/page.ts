/**
 * /admin/index.html: Decap CMS, with the line that says when the site shows a publish, Recent changes,
 * and the place where the sign-in says what is wrong. Its words belong to the editing tool, not to the
 * site, so they live here and not in content/.
 */
import { EDITOR_PAGES } from "../addresses";
import type { EditorBackend } from "./backend";
import { editorPolicy } from "./policy";
import {
  CHANGES_IDS,
  IDENTITY_WIDGET,
  LIVE_STATUS_ID,
  OTHER_FILES_ID,
  PREVIEW_SCRIPT,
  SIGN_IN_NOTICE_ID,
  type OtherFiles,
} from "./page-parts";
import { scriptJson } from "../../src/lib/script-json";

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
 * beside it, the button to the recent changes (editor/admin/changes/), and the dialog it opens.
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
      .sign-in-notice{max-width:36rem;margin:0 auto;padding:3rem 1.25rem;font:18px/1.6 system-ui,sans-serif;color:#1a1a1a}
      .sign-in-notice button{min-height:44px;padding:0 16px;border:0;border-radius:6px;font:600 16px system-ui,sans-serif;color:#fff;background:#3a69c7}
    </style>`;

/**
 * Where the sign-in says what is wrong, when it is: register.tsx writes the gateway's sentence into it
 * instead of starting the editor.
 */
const signInNotice = `<main id="${SIGN_IN_NOTICE_ID}" class="sign-in-notice" role="alert" hidden></main>`;

/** The previews come first: they start the editor once they are registered and the sign-in is known (preview/register.tsx). */
const editorScripts = (facts: OtherFiles, backend: EditorBackend) => `${paneSwitch}${
  backend.kind === "gateway" ? `\n    ${liveStatus}\n    ${signInNotice}` : ""
}
    <script type="application/json" id="${OTHER_FILES_ID}">${scriptJson(facts)}</script>${
      backend.kind === "gateway" && backend.netlify ? `\n    <script src="${IDENTITY_WIDGET}"></script>` : ""
    }
    <script src="${PREVIEW_SCRIPT}"></script>
    <script src="/admin/decap-cms.js"></script>`;

export function adminPageHtml(backend: EditorBackend, facts: OtherFiles): string {
  return `<!doctype html>
<html lang="en"${backend.kind === "gateway" ? " data-no-deploy-previews" : ""}>
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <!-- Generated by the build from editor/admin/page.ts. -->
    <!-- The editor is for staff only: keep it out of search engines (the host adds X-Robots-Tag too). -->
    <meta name="robots" content="noindex, nofollow" />
    <meta http-equiv="Content-Security-Policy" content="${editorPolicy(backend, "meta")}" />
    <title>Content editor</title>
    <!-- The site's icon (gatsby-plugin-manifest), as the pages name it. -->
    <link rel="icon" href="/favicon-32x32.png" type="image/png" />
    <link href="${EDITOR_PAGES.config}" type="text/yaml" rel="cms-config-url" />
    <link href="${PHONE_STYLE}" rel="stylesheet" />${backend.kind === "gateway" ? `\n    ${LIVE_STATUS_STYLE}` : ""}
  </head>
  <body>
    ${editorScripts(facts, backend)}
  </body>
</html>
`;
}
