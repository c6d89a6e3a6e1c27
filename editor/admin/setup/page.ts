/**
 * /admin/setup/: the owner's page. Its script (script.ts) asks the gateway what is set up, shows every
 * setting as fine or not with the dashboard page and value that fix it, and makes the editor's GitHub
 * App from a manifest. Behind the same sign-in as the editor.
 */
import type { EditorBackend } from "../backend";
import { editorPolicy } from "../policy";
import { IDENTITY_WIDGET, SETUP_IDS, SETUP_SCRIPT } from "../page-parts";

const STYLE = `body{margin:0;font:17px/1.55 system-ui,sans-serif;color:#1a1a1a;background:#fff}
      main{max-width:44rem;margin:0 auto;padding:2rem 1rem 4rem}h1{font-size:1.75rem;line-height:1.2}h2{font-size:1.3rem;margin-top:2.5rem}
      ol{list-style:none;padding:0}li{border-top:1px solid #d8d8de;padding:.75rem 0}li:last-child{border-bottom:1px solid #d8d8de}
      .state{display:inline-block;min-width:6.5rem;font-weight:700}.fine{color:#1d6b36}.fix{color:#a4161a}.look{color:#6b4e00}
      h3{display:inline;font-size:1rem;margin:0}li p{margin:.25rem 0 0}
      button,input[type=text]{font:inherit;min-height:44px}button{padding:0 16px;border:0;border-radius:6px;font-weight:600;color:#fff;background:#3a69c7}
      input[type=text]{padding:0 8px;border:1px solid #767676;border-radius:4px;width:min(20rem,100%)}label{display:block;margin:.5rem 0}
      textarea{width:100%;min-height:10rem;font:14px/1.4 ui-monospace,monospace}code{background:#f1ede4;padding:0 .25em}
      :focus-visible{outline:3px solid #3a69c7;outline-offset:2px}`;

export function setupPageHtml(backend: Extract<EditorBackend, { kind: "gateway" }>, siteName: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <meta http-equiv="Content-Security-Policy" content="${editorPolicy(backend, "meta")}" />
    <title>Setting up the editor</title>
    <link rel="icon" href="/favicon-32x32.png" type="image/png" />
    <style>
      ${STYLE}
    </style>
  </head>
  <body>
    <main data-site-name="${siteName.replace(/[&<>"]/g, "")}">
      <h1>Setting up the editor</h1>
      <p>Every setting the editor needs, checked now, as the site sees it. Fix the first one that is not fine,
        then press <strong>Check again</strong>. The whole path is in the hosting guide, <code>docs/hosting.md</code>.</p>
      <h2>The settings</h2>
      <p id="${SETUP_IDS.said}" role="status">Checking...</p>
      <ol id="${SETUP_IDS.checks}"></ol>
      <button type="button" id="${SETUP_IDS.again}">Check again</button>
      <h2>Make the editor's GitHub App</h2>
      <p>The editor saves to the site's repository through a GitHub App of your own. This makes it, with exactly the
        permissions the editor needs and nothing more. Sign in to GitHub as the repository's owner first.</p>
      <form id="${SETUP_IDS.form}" method="post" action="about:blank">
        <fieldset>
          <legend>Whose is the site's repository?</legend>
          <label><input type="radio" name="account" value="personal" checked /> My own GitHub account</label>
          <label><input type="radio" name="account" value="organization" /> An organization, named
            <input type="text" name="organization" autocomplete="off" aria-label="The organization's name on GitHub" /></label>
        </fieldset>
        <input type="hidden" name="manifest" />
        <button type="submit">Make the App on GitHub</button>
      </form>
      <div id="${SETUP_IDS.made}" role="status" hidden></div>
    </main>${backend.netlify ? `\n    <script src="${IDENTITY_WIDGET}"></script>` : ""}
    <script src="${SETUP_SCRIPT}"></script>
  </body>
</html>
`;
}
