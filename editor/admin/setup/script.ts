/**
 * The setup page's script (page.ts): the gateway's report drawn as a list, and the GitHub App made from a
 * manifest, with its ID and key shown once, to paste into the host's settings.
 */
import { GATEWAY } from "../../addresses";
import { signedHeaders } from "../identity";
import { SETUP_IDS } from "../page-parts";

type Check = { check: string; state: "fine" | "fix" | "look"; found: string; fix?: string };
type Report = { checks: Check[]; githubWeb: string; permissions: Record<string, string> };
type Made = { id: number; slug: string; pem: string; installUrl: string; message?: string };

const STATES = { fine: "Fine", fix: "Needs fixing", look: "Look at this" };
const STATE_KEY = "setup-app-state";
const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;

function element(tag: string, text: string, className?: string): HTMLElement {
  const made = document.createElement(tag);
  made.textContent = text;
  if (className) made.className = className;
  return made;
}

async function ask<T>(path: string, body?: unknown): Promise<T> {
  const answer = await fetch(path, {
    method: body === undefined ? "GET" : "POST",
    cache: "no-store",
    headers: {
      Accept: "application/json",
      ...(await signedHeaders()),
      ...(body === undefined ? {} : { "Content-Type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const said = (await answer.json().catch(() => ({}))) as T & { message?: string };
  if (!answer.ok) throw new Error(said.message ?? `The site answered ${answer.status}.`);
  return said;
}

let report: Report | undefined;

async function check(): Promise<void> {
  const said = byId(SETUP_IDS.said);
  const list = byId(SETUP_IDS.checks);
  said.textContent = "Checking...";
  try {
    report = await ask<Report>(GATEWAY.setup);
  } catch (error) {
    said.textContent = `The settings could not be checked: ${(error as Error).message}`;
    return;
  }
  list.replaceChildren(
    ...report.checks.map((item) => {
      const entry = document.createElement("li");
      entry.append(
        element("span", STATES[item.state], `state ${item.state}`),
        element("h3", item.check),
        element("p", `Found: ${item.found}.`),
      );
      if (item.fix && item.state !== "fine") entry.append(element("p", `To fix: ${item.fix}`));
      return entry;
    }),
  );
  const open = report.checks.filter((item) => item.state === "fix").length;
  said.textContent =
    open === 0 ? "Everything the site can check is set up." : `${open} ${open === 1 ? "setting needs" : "settings need"} fixing.`;
}

/** The form goes to GitHub with the App's manifest; GitHub sends the owner back here with a code. */
function makeApp(event: SubmitEvent): void {
  const form = event.currentTarget as HTMLFormElement;
  const data = new FormData(form);
  const organization = (data.get("organization") as string | null)?.trim() ?? "";
  if (!report || (data.get("account") === "organization" && !/^[A-Za-z0-9-]+$/.test(organization))) {
    event.preventDefault();
    byId(SETUP_IDS.made).textContent = report ? "Type the organization's name as GitHub shows it." : "Wait for the checks, then try again.";
    byId(SETUP_IDS.made).hidden = false;
    return;
  }
  const state = crypto.randomUUID();
  sessionStorage.setItem(STATE_KEY, state);
  const here = `${location.origin}${location.pathname}`;
  const name = `${document.querySelector("main")?.dataset.siteName ?? location.hostname} editor`.slice(0, 34);
  (form.elements.namedItem("manifest") as HTMLInputElement).value = JSON.stringify({
    name,
    url: location.origin,
    hook_attributes: { url: location.origin, active: false },
    redirect_url: here,
    setup_url: here,
    public: false,
    default_permissions: report.permissions,
    default_events: [],
  });
  const account = data.get("account") === "organization" ? `/organizations/${organization}` : "";
  form.action = `${report.githubWeb}${account}/settings/apps/new?state=${state}`;
}

/** Back from GitHub: the code traded for the App's ID and key, shown once. */
async function madeApp(code: string, state: string | null): Promise<void> {
  history.replaceState(null, "", location.pathname);
  const out = byId(SETUP_IDS.made);
  out.hidden = false;
  if (!state || state !== sessionStorage.getItem(STATE_KEY)) {
    out.textContent = "This page was not sent back by the App you made here: make the App again.";
    return;
  }
  sessionStorage.removeItem(STATE_KEY);
  try {
    const made = await ask<Made>(GATEWAY.app, { code });
    const key = document.createElement("textarea");
    key.readOnly = true;
    key.value = made.pem;
    key.setAttribute("aria-label", "The App's private key");
    const copy = element("button", "Copy the key");
    copy.addEventListener("click", () => void navigator.clipboard?.writeText(made.pem).then(() => (copy.textContent = "Copied")));
    const install = element("a", "Install the App on the site's repository");
    install.setAttribute("href", made.installUrl);
    out.replaceChildren(
      element("p", `The App is made. Its ID is ${made.id}. This page shows its key once: it is kept nowhere else.`),
      element(
        "p",
        "1. In the host's settings, add GITHUB_APP_ID with the ID above, and GITHUB_APP_PRIVATE_KEY (as a secret) with the whole key below.",
      ),
      key,
      copy,
      element("p", "2. Install the App, choosing Only select repositories and the site's repository alone:"),
      install,
      element("p", "3. Come back to this page and press Check again."),
    );
  } catch (error) {
    out.textContent = (error as Error).message;
  }
}

const query = new URLSearchParams(location.search);
const code = query.get("code");
if (code) void madeApp(code, query.get("state"));
byId(SETUP_IDS.again).addEventListener("click", () => void check());
byId<HTMLFormElement>(SETUP_IDS.form).addEventListener("submit", makeApp);
// On Netlify, Identity's widget says who is signed in once it has started.
if (window.netlifyIdentity) window.netlifyIdentity.on("init", () => void check());
else void check();
