/**
 * The owner's setup page (/admin/setup/) asks this what is set up and what is not: every setting checked
 * live, each with what was found and the dashboard page and value that fix it; and it makes the editor's
 * GitHub App from a manifest (https://docs.github.com/en/apps/sharing-github-apps/registering-a-github-app-from-a-manifest).
 * GitHub is asked only for someone the host's sign-in lets in. Nothing secret is shown but the new App's
 * key, once, to the person who just made it. docs/hosting.md's runbook names every check.
 */
import { LIVE_BRANCH } from "../addresses";
import { json, SAY, sentence } from "./answers";
import { fine, fix, look, type Host, type HostCheck } from "./host";
import { appSettings, gitHub, gitHubAt, GitHubError, PERMISSIONS, SetupError, type GitHub } from "./github";

/** What the setup page calls each check, on either host. */
export const CHECKS = {
  access: "Cloudflare Access in front of /admin/",
  accessSettings: "The Worker's Access settings",
  accessPolicy: "Who may sign in",
  identity: "Netlify Identity",
  signUp: "Who may sign up",
  identityEmails: "Identity's e-mails",
  github: "GitHub",
  app: "The editor's GitHub App",
  permissions: "What the App may do",
  liveBranch: "The live branch",
  rules: `Rules on ${LIVE_BRANCH}`,
  publish: "Publish",
  keep: `Deleting or rewriting ${LIVE_BRANCH}`,
  ci: `CI's check before a change reaches ${LIVE_BRANCH}`,
  private: "A private repository",
  people: "Who else can change the site's code",
} as const;

const APP_PAGE =
  "GitHub → Settings → Developer settings → GitHub Apps → the editor's App (an organization's: its Settings → Developer settings)";
const INSTALLED =
  "GitHub → Settings → Applications → Installed GitHub Apps → the editor's App → Configure (an organization's: its Settings → GitHub Apps)";
const RULESETS = "GitHub → the repository → Settings → Rules → Rulesets";

type Rule = { type: string; ruleset_id: number };
type Ruleset = { id: number; name: string; target?: string; enforcement: string; current_user_can_bypass?: string };

/** Rule types that never stand in a merge's way: the App need not bypass a ruleset of these alone. */
const KEEPING = ["deletion", "non_fast_forward", "creation", "required_linear_history"];
const rank = (level?: string) => ["read", "write", "admin"].indexOf(level ?? "") + 1;
const names = (sets: Ruleset[]) => sets.map((set) => `"${set.name}"`).join(" and ");

/** What stopped the App before it reached the repository, said for the owner. */
function appProblem(message: string, settings: string): HostCheck {
  const problems: Record<string, [found: string, fix: string]> = {
    [SAY.keyUnreadable]: [
      "GITHUB_APP_PRIVATE_KEY is not a whole private key",
      `In ${settings}, paste GITHUB_APP_PRIVATE_KEY again: the whole key, from -----BEGIN to -----END. Lost it? ${APP_PAGE} → Private keys → Generate a private key: GitHub downloads it as a file; open it, copy all of it into the setting, then delete the file, and delete the old key on that page.`,
    ],
    [SAY.appRefused]: [
      "GitHub refused the App's ID or key",
      `In ${settings}, GITHUB_APP_ID must be the App ID (or Client ID) shown on ${APP_PAGE} → General, and GITHUB_APP_PRIVATE_KEY a key of that same App.`,
    ],
    [SAY.notInstalled]: [
      "the App is made but installed nowhere",
      `${APP_PAGE} → Install App → the account that owns the site's repository → Only select repositories → the site's repository → Install.`,
    ],
    [SAY.installedTwice]: [
      "the App is installed on more than the site's repository",
      `${INSTALLED} → Repository access: Only select repositories, the site's repository alone. Installed on another account as well? Uninstall it there.`,
    ],
  };
  const [found, how] = problems[message] ?? [message, "Reload this page in a minute."];
  return fix(CHECKS.app, found, how);
}

/** The App, its installation and the repository's rules, as GitHub answers the App now. */
async function gitHubChecks(host: Host): Promise<HostCheck[]> {
  const app = appSettings(host.env);
  if ("missing" in app) {
    return [
      fix(
        CHECKS.app,
        `${app.missing.join(" and ")} not set`,
        `Make the App with the button below, install it, then paste its ID and key into ${host.settings}.`,
      ),
    ];
  }
  let github: GitHub;
  try {
    github = await gitHub(app, { fresh: true });
  } catch (error) {
    if (error instanceof SetupError) return [appProblem(error.message, host.settings)];
    throw error;
  }
  const { installation } = github;
  const appCheck =
    installation.repository_selection === "all"
      ? fix(
          CHECKS.app,
          `installed on All repositories of ${installation.account.login}: any repository made there later is in it too`,
          `${INSTALLED} → Repository access: Only select repositories, the site's repository alone.`,
        )
      : fine(CHECKS.app, `its key works, and it is installed on ${github.repo} alone`);

  const granted = installation.permissions;
  const wanted = PERMISSIONS as Record<string, string>;
  const missing = Object.entries(wanted).filter(([name, level]) => rank(granted[name]) < rank(level));
  const extra = Object.entries(granted).filter(([name, level]) => rank(level) > rank(wanted[name]));
  const listed = (entries: [string, string][]) => entries.map(([name, level]) => `${name.replace(/_/g, " ")} (${level})`).join(", ");
  if (missing.length > 0) {
    // A token with the editor's permissions cannot be had: GitHub would refuse every other question too.
    return [
      appCheck,
      fix(
        CHECKS.permissions,
        `less than the editor needs: it needs ${listed(missing)}, and has ${missing.map(([name]) => granted[name] ?? "no access").join(", ")}`,
        `${APP_PAGE} → Permissions & events: Contents Read and write, Pull requests Read and write; then accept the change: ${INSTALLED} → Review request → Accept new permissions.`,
      ),
    ];
  }
  const repository = await github.json<{ private: boolean; default_branch: string }>("GET", "");
  const rules = await ruleChecks(github, repository.private);
  const people = await github
    .json<{ login: string; role_name?: string }[]>("GET", "/collaborators?affiliation=direct&per_page=100")
    .catch((error: unknown) => {
      if (error instanceof GitHubError && error.status < 500) return undefined;
      throw error;
    });
  return [
    appCheck,
    extra.length === 0
      ? fine(CHECKS.permissions, "change files and pull requests, nothing more")
      : fix(
          CHECKS.permissions,
          `more than the editor needs: ${listed(extra)}`,
          `${APP_PAGE} → Permissions & events: set those to No access (the editor needs Contents and Pull requests, Read and write, and Metadata, Read-only), then Save changes.`,
        ),
    repository.default_branch === LIVE_BRANCH
      ? fine(CHECKS.liveBranch, `${LIVE_BRANCH}, the branch Publish changes and the host builds`)
      : fix(
          CHECKS.liveBranch,
          `the repository's default branch is ${repository.default_branch}, but Publish changes ${LIVE_BRANCH}`,
          `GitHub → the repository → Settings → General → Default branch: rename ${repository.default_branch} to ${LIVE_BRANCH} (the pencil beside it). On Cloudflare, the build's branch follows: Workers & Pages → identity-coffees → Settings → Build → Branch control, Production branch ${LIVE_BRANCH}.`,
        ),
    ...rules,
    look(
      CHECKS.people,
      people === undefined
        ? "GitHub would not list them to the App"
        : people.length === 0
          ? "nobody but the repository's owner"
          : people.map((person) => `${person.login} (${person.role_name ?? "write"})`).join(", "),
      "Remove anyone who no longer works on the site: GitHub → the repository → Settings → Collaborators → Remove.",
    ),
  ];
}

/** The live branch's rules: enforced at all, Publish let through by pull request only, the branch kept. */
async function ruleChecks(github: GitHub, isPrivate: boolean): Promise<HostCheck[]> {
  let rules: Rule[];
  let rulesets: Ruleset[];
  try {
    rules = await github.json<Rule[]>("GET", `/rules/branches/${encodeURIComponent(LIVE_BRANCH)}`);
    rulesets = await github.json<Ruleset[]>("GET", "/rulesets?per_page=100");
  } catch (error) {
    // GitHub Free keeps no rules on a private repository, and says so with a 403.
    if (!(error instanceof GitHubError && error.status === 403 && isPrivate)) throw error;
    return [
      fix(
        CHECKS.rules,
        "none in force: the repository is private, and GitHub enforces rulesets on a private repository only with a paid plan",
        "Make the repository public (GitHub → the repository → Settings → General → Danger Zone → Change visibility), or take GitHub Pro ($4 a month: GitHub → Settings → Billing and licensing); then add the two rulesets docs/hosting.md lists.",
      ),
    ];
  }
  const inactive = rulesets.filter((set) => set.target === "branch" && set.enforcement !== "active");
  if (rules.length === 0) {
    return [
      fix(
        CHECKS.rules,
        `no active ruleset protects ${LIVE_BRANCH}${inactive.length > 0 ? ` (${names(inactive)} not Active)` : ""}`,
        `${RULESETS}: the two rulesets docs/hosting.md lists, each with Enforcement status Active.`,
      ),
    ];
  }
  const ids = [...new Set(rules.map((rule) => rule.ruleset_id))];
  const sets = await Promise.all(ids.map((id) => github.json<Ruleset>("GET", `/rulesets/${id}`)));
  const mode = (set: Ruleset) => set.current_user_can_bypass ?? "never";
  const holding = (types: (type: string) => boolean) =>
    sets.filter((set) => rules.some((rule) => rule.ruleset_id === set.id && types(rule.type)));
  // Publish merges the moment the editor's own checks pass: every ruleset that could hold a merge back must let the App through, by pull request only.
  const gating = holding((type) => !KEEPING.includes(type));
  const refusing = gating.filter((set) => mode(set) === "never");
  const always = gating.filter((set) => mode(set) !== "never" && mode(set) !== "pull_requests_only");
  const kept = ["deletion", "non_fast_forward"].map((type) => holding((held) => held === type));
  const open = kept.filter((holders) => holders.length === 0).length;
  const bypassed = kept.flatMap((holders) => (holders.length > 0 && !holders.some((set) => mode(set) === "never") ? holders : []));
  return [
    inactive.length === 0
      ? fine(CHECKS.rules, `active: ${names(sets)}`)
      : fix(
          CHECKS.rules,
          `${names(inactive)} ${inactive.length === 1 ? "is" : "are"} not Active, so GitHub does not enforce ${inactive.length === 1 ? "it" : "them"}`,
          `${RULESETS} → ${names(inactive)} → Enforcement status: Active → Save changes.`,
        ),
    !rules.some((rule) => rule.type === "pull_request")
      ? fix(
          CHECKS.publish,
          `${LIVE_BRANCH} does not require a pull request, so whoever can write to the repository (the App's key too) can change the live site without one`,
          `${RULESETS} → New ruleset → New branch ruleset, as docs/hosting.md's first ruleset: Target branches ${LIVE_BRANCH}, Require a pull request before merging, Require status checks to pass (CI's check), Bypass list: the editor's App, For pull requests only; Enforcement status Active.`,
        )
      : refusing.length > 0
        ? fix(
            CHECKS.publish,
            `GitHub refuses every Publish: ${names(refusing)} does not let the App merge`,
            `${RULESETS} → ${names(refusing)} → Bypass list → Add bypass → the editor's App, and beside it choose For pull requests only → Save changes.`,
          )
        : always.length > 0
          ? fix(
              CHECKS.publish,
              `${names(always)} lets the App bypass it always: whoever holds its key can push to ${LIVE_BRANCH} without a pull request`,
              `${RULESETS} → ${names(always)} → Bypass list: beside the editor's App, change Always allow to For pull requests only → Save changes.`,
            )
          : fine(CHECKS.publish, `the App merges into ${LIVE_BRANCH} by pull request only`),
    open === 0 && bypassed.length === 0
      ? fine(CHECKS.keep, "blocked for everyone, the App too")
      : fix(
          CHECKS.keep,
          open > 0
            ? `not blocked: no active ruleset has ${[!kept[0]!.length && "Restrict deletions", !kept[1]!.length && "Block force pushes"].filter(Boolean).join(" or ")}`
            : `blocked, but ${names([...new Set(bypassed)])} lets the App bypass the block`,
          `${RULESETS} → New ruleset → New branch ruleset, as docs/hosting.md's second ruleset: Target branches ${LIVE_BRANCH}, Restrict deletions, Block force pushes, an empty Bypass list, Enforcement status Active.`,
        ),
    rules.some((rule) => rule.type === "required_status_checks")
      ? fine(CHECKS.ci, "required: a developer's change waits for CI; the editor checks the staff's own")
      : look(
          CHECKS.ci,
          `no status check is required, so a developer's pull request can reach ${LIVE_BRANCH} before CI has passed`,
          `${RULESETS} → the first ruleset → Require status checks to pass → Add checks → test (CI's check, listed once CI has run).`,
        ),
    ...(isPrivate
      ? [
          look(
            CHECKS.private,
            "private: GitHub keeps its rules only while the account has a paid plan, and every Save and Publish spends Actions minutes",
            "Nothing to fix: keep GitHub Pro, and see the monthly cost in docs/hosting.md.",
          ),
        ]
      : []),
  ];
}

/** The report the setup page draws: the host's own checks first, then GitHub's, for someone signed in. */
export async function setupReport(host: Host) {
  const hostChecks = await host.checks();
  const member = await host.member();
  let github: HostCheck[];
  if (member instanceof Response) {
    github = [fix(CHECKS.github, "not checked until the sign-in above works", "Fix the sign-in above, then press Check again.")];
  } else {
    try {
      github = await gitHubChecks(host);
    } catch (error) {
      const status = error instanceof GitHubError ? ` (GitHub answered ${error.status}: ${error.message})` : "";
      console.warn(`Setup: GitHub could not be asked${status}.`);
      github = [fix(CHECKS.github, `could not be asked${status}`, "Reload this page in a minute.")];
    }
  }
  return {
    checks: [...hostChecks, ...github],
    githubWeb: gitHubAt(host.env).web,
    permissions: PERMISSIONS,
    settings: host.settings,
    appWorks: github.some((item) => item.check === CHECKS.app && item.state === "fine"),
  };
}

/** The code GitHub sends the owner back with, traded for the new App's ID and key (within an hour, once). */
export async function convertManifest(request: Request, host: Host): Promise<Response> {
  const { code } = ((await request.json().catch(() => ({}))) ?? {}) as { code?: unknown };
  if (typeof code !== "string" || !/^[A-Za-z0-9_-]{1,100}$/.test(code)) return sentence(400, SAY.cannotRead);
  const answer = await fetch(`${gitHubAt(host.env).api}/app-manifests/${code}/conversions`, {
    method: "POST",
    headers: { Accept: "application/vnd.github+json", "User-Agent": "site-editor-gateway" },
  });
  if (!answer.ok) return sentence(400, SAY.appCodeRefused);
  const app = (await answer.json()) as { id: number; slug: string; client_id: string; pem: string; html_url: string };
  console.log(JSON.stringify({ write: "app made", app: app.slug }));
  return json(200, { id: app.id, slug: app.slug, pem: app.pem, installUrl: `${app.html_url}/installations/new` });
}
