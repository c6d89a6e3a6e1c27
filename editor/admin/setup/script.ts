/**
 * The setup page's script (page.ts): the gateway's report drawn as a list, and the GitHub App made from a
 * manifest, with its ID and key shown once, to paste into the host's settings. On Netlify, Identity's
 * widget signs the owner in here, since the gateway asks GitHub only for someone signed in.
 */
import { GATEWAY } from "../../addresses";
import { askGateway } from "../identity";
import { SETUP_IDS } from "../page-parts";
import { SETUP_WORDS } from "./words";
import { copyButton, element } from "../dom";
import type { setupReport } from "../../gateway/setup";

type Report = Awaited<ReturnType<typeof setupReport>>;
type Made = { id: number; pem: string; installUrl: string };

const STATES = { fine: "Fine", fix: "Needs fixing", look: "Look at this" };
const STATE_KEY = "setup-app-state";
const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;

/** "Found: ..." with its first word set apart. */
const line = (label: string, text: string) => element("p", [element("span", label, { class: "label" }), ` ${text}`]);

/** Parts of the new App's box, a sentence each in a paragraph of its own. */
const paragraphs = (parts: (HTMLElement | string)[]) => parts.map((part) => (typeof part === "string" ? element("p", part) : part));

let report: Report | undefined;

async function check(): Promise<void> {
  const said = byId(SETUP_IDS.said);
  const list = byId(SETUP_IDS.checks);
  said.textContent = SETUP_WORDS.checking;
  try {
    report = (await (await askGateway(GATEWAY.setup)).json()) as Report;
  } catch (error) {
    said.textContent = SETUP_WORDS.notChecked((error as Error).message);
    return;
  }
  list.replaceChildren(
    ...report.checks.map((item) => {
      const state = element("span", STATES[item.state], { class: `state ${item.state}` });
      const entry = element("li", [element("h3", [`${item.check} `, state]), line("Found:", `${item.found}.`)]);
      if (item.fix && item.state !== "fine") entry.append(line(item.state === "fix" ? "To fix:" : "To check:", item.fix));
      return entry;
    }),
  );
  const open = report.checks.filter((item) => item.state === "fix").length;
  said.textContent = open === 0 ? SETUP_WORDS.allFine : SETUP_WORDS.toFix(open);
  const appIsSet = byId(SETUP_IDS.appIsSet);
  appIsSet.textContent = SETUP_WORDS.appIsSet;
  appIsSet.hidden = !report.appWorks;
}

/** The new App's box: its heading, then what it says. */
function showMade(title: string, ...parts: (HTMLElement | string)[]): HTMLElement {
  const out = byId(SETUP_IDS.made);
  out.replaceChildren(element("h3", title, { id: "app-made-heading" }), ...paragraphs(parts));
  out.hidden = false;
  out.focus();
  return out;
}

/** The form goes to GitHub with the App's manifest; GitHub sends the owner back here with a code. */
function makeApp(event: SubmitEvent): void {
  const form = event.currentTarget as HTMLFormElement;
  const data = new FormData(form);
  const organization = (data.get("organization") as string | null)?.trim() ?? "";
  if (!report || (data.get("account") === "organization" && !/^[A-Za-z0-9-]+$/.test(organization))) {
    event.preventDefault();
    showMade(SETUP_WORDS.notMade, report ? SETUP_WORDS.organization : SETUP_WORDS.waitForChecks);
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
async function madeApp(code: string, state: string | null, settings: Promise<string>): Promise<void> {
  history.replaceState(null, "", location.pathname);
  if (!state || state !== sessionStorage.getItem(STATE_KEY)) {
    showMade(SETUP_WORDS.notMade, SETUP_WORDS.notSentBack);
    return;
  }
  sessionStorage.removeItem(STATE_KEY);
  try {
    const made = (await (await askGateway(GATEWAY.app, { method: "POST", body: { code } })).json()) as Made;
    const key = element("textarea", made.pem, { readonly: "", "aria-label": "The App's private key" });
    const copy = copyButton("Copy the key", made.pem, "Copied");
    const attributes = { href: made.installUrl, target: "_blank", rel: "noopener" };
    const install = element("a", "Install the App on the site's repository (opens a new tab)", attributes);
    const step = (...parts: (HTMLElement | string)[]) => element("li", paragraphs(parts));
    const steps = element("ol", [
      step(SETUP_WORDS.pasteBoth(await settings), key, copy),
      step(SETUP_WORDS.install, install),
      step(SETUP_WORDS.again),
    ]);
    showMade(SETUP_WORDS.madeHeading, SETUP_WORDS.made(made.id), steps);
  } catch (error) {
    showMade(SETUP_WORDS.notMade, (error as Error).message);
  }
}

byId(SETUP_IDS.again).addEventListener("click", () => void check());
byId<HTMLFormElement>(SETUP_IDS.form).addEventListener("submit", makeApp);
/** Where the owner pastes the App's settings, once the report says which host this is. */
let settingsKnown: (where: string) => void = () => undefined;
const settings = new Promise<string>((resolve) => (settingsKnown = resolve));
const start = () => check().then(() => settingsKnown(report?.settings ?? "the host's settings"));

const identity = window.netlifyIdentity;
if (identity) {
  // On Netlify, Identity's widget says who is signed in once it has started; the owner may sign in here.
  const signIn = byId(SETUP_IDS.signIn);
  signIn.querySelector("button")!.addEventListener("click", () => identity.open());
  identity.on("init", (user) => {
    signIn.hidden = Boolean(user);
    void start();
  });
  identity.on("login", () => {
    identity.close();
    signIn.hidden = true;
    void start();
  });
} else void start();

const query = new URLSearchParams(location.search);
const code = query.get("code");
if (code) void madeApp(code, query.get("state"), settings);
