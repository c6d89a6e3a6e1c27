/**
 * /admin/setup/: the owner's page. Its script (script.ts) asks the gateway what is set up, shows every
 * setting as fine or not with the dashboard page and value that fix it, and makes the editor's GitHub
 * App from a manifest. Behind the same sign-in as the editor.
 */
import type { EditorBackend } from "../backend";
import { editorPolicy } from "../policy";
import { IDENTITY_WIDGET, SETUP_IDS } from "../page-parts";

// Long values (an audience tag, a key) wrap rather than widen a phone's page; the states are words, and colour only adds to them.
const STYLE = `*,::before,::after{box-sizing:border-box}
      body{margin:0;font:17px/1.55 system-ui,sans-serif;color:#1a1a1a;background:#fff}
      main{max-width:46rem;margin:0 auto;padding:1.5rem 1rem 4rem;overflow-wrap:anywhere}
      h1{font-size:1.75rem;line-height:1.2;margin:.5rem 0 1rem}h2{font-size:1.3rem;line-height:1.3;margin:2.5rem 0 .5rem}
      #setup-checks{list-style:none;padding:0;margin:1rem 0}#setup-checks>li{border-top:1px solid #d8d8de;padding:.75rem 0}
      #setup-checks>li:last-child{border-bottom:1px solid #d8d8de}#setup-checks p{margin:.25rem 0 0}h3{font-size:1.05rem;line-height:1.35;margin:0}
      #app-made{margin:1.5rem 0 0;padding:1rem;border:2px solid #2f5db8;border-radius:6px}#app-made:focus{outline-offset:4px}
      #app-made h3{margin:0 0 .5rem}#app-made ol{padding-left:1.5rem}#app-made li{margin:0 0 1rem}#app-made p{margin:0 0 .75rem}
      .state{display:inline-block;margin:0 0 .25rem;padding:0 .5rem;border-radius:4px;font-size:.9rem;font-weight:700}
      .fine{color:#14532d;background:#e3f1e6}.fix{color:#7f1d1d;background:#fbe4e4}.look{color:#5c4200;background:#fbf0cf}
      .label{font-weight:600}
      button,input[type=text]{font:inherit;min-height:44px}button{padding:0 16px;border:0;border-radius:6px;font-weight:600;color:#fff;background:#2f5db8;cursor:pointer}
      fieldset{border:1px solid #d8d8de;border-radius:6px;margin:0 0 1rem;padding:.5rem 1rem}legend{font-weight:600;padding:0 .25rem}
      label{display:flex;flex-wrap:wrap;align-items:center;gap:.5rem;margin:.5rem 0;min-height:44px}input[type=radio]{width:1.25rem;height:1.25rem;margin:0}
      input[type=text]{padding:0 8px;border:1px solid #767676;border-radius:4px;width:min(16rem,100%)}
      textarea{display:block;width:100%;min-height:12rem;margin:.5rem 0;font:14px/1.4 ui-monospace,monospace}
      a{color:#2f5db8}code{background:#f1ede4;padding:0 .25em}
      :focus-visible{outline:3px solid #2f5db8;outline-offset:2px}`;

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
      <p>Every setting the editor needs, checked now, as the site sees it. Fix the first one that needs fixing,
        then press <strong>Check again</strong>. The hosting guide in the site's repository,
        <code>docs/hosting.md</code>, goes through them in order.</p>
      <p id="${SETUP_IDS.signIn}" hidden><button type="button">Sign in</button></p>
      <h2>The settings</h2>
      <p id="${SETUP_IDS.said}" role="status"></p>
      <ol id="${SETUP_IDS.checks}"></ol>
      <button type="button" id="${SETUP_IDS.again}">Check again</button>
      <h2>Make the editor's GitHub App</h2>
      <p>The editor saves to the site's repository through a GitHub App of your own. This button makes it on
        GitHub, with exactly the permissions the editor needs and nothing more. Sign in to GitHub as the
        repository's owner first.</p>
      <p id="${SETUP_IDS.appIsSet}" hidden></p>
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
      <section id="${SETUP_IDS.made}" tabindex="-1" aria-labelledby="app-made-heading" hidden></section>
    </main>${backend.netlify ? `\n    <script src="${IDENTITY_WIDGET}"></script>` : ""}
    <script src="/admin/setup.js"></script>
  </body>
</html>
`;
}
