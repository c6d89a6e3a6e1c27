/**
 * The owner's setup page (/admin/setup/) asks this what is set up and what is not: every setting checked
 * live, each with what was found and the dashboard page and value that fix it; and it makes the editor's
 * GitHub App from a manifest (https://docs.github.com/en/apps/sharing-github-apps/registering-a-github-app-from-a-manifest).
 * Nothing secret is shown but the new App's key, once, to the person who just made it.
 */
import { json, SAY, sentence } from "./answers";
import { gitHub, GitHubError, PERMISSIONS, SetupError } from "./github";
import type { Host } from "./editor";

/** One setting, as the setup page shows it. */
export type HostCheck = { check: string; state: "fine" | "fix" | "look"; found: string; fix?: string };

const WORKER_SETTINGS = "the Worker's settings (Workers & Pages, identity-coffees, Settings, Variables and Secrets)";
const APP_PAGE = "GitHub, Settings, Developer settings, GitHub Apps, the editor's App";

type Rule = { type: string; ruleset_id: number };
type Installation = { permissions: Record<string, string>; repository_selection: string; account: { login: string } };

async function gitHubChecks(host: Host): Promise<HostCheck[]> {
  if ("missing" in host.app) {
    return [
      {
        check: "The editor's GitHub App",
        state: "fix",
        found: `${host.app.missing.join(" and ")} not set`,
        fix: `Make the App with the button below, install it, then paste its ID and key into ${WORKER_SETTINGS}.`,
      },
    ];
  }
  let github;
  try {
    github = await gitHub({ ...host.app, api: host.api });
  } catch (error) {
    if (error instanceof SetupError) return [{ check: "The editor's GitHub App", state: "fix", found: error.message }];
    throw error;
  }
  const checks: HostCheck[] = [{ check: "The editor's GitHub App", state: "fine", found: `installed on ${github.repo} alone` }];

  const [installation] = await github.app<Installation[]>("/app/installations");
  const extra = Object.entries(installation!.permissions).filter(
    ([name, level]) => (PERMISSIONS as Record<string, string>)[name] !== level && !(name === "metadata" && level === "read"),
  );
  checks.push(
    extra.length === 0
      ? { check: "What the App may do", state: "fine", found: "change files and pull requests, nothing more" }
      : {
          check: "What the App may do",
          state: "fix",
          found: `more than the editor needs: ${extra.map(([name, level]) => `${name} (${level})`).join(", ")}`,
          fix: `${APP_PAGE}, Permissions & events: set those to No access, then accept the change under the App's Install page.`,
        },
  );

  const repository = await github.json<{ private: boolean }>("GET", "");
  const rules = await github.json<Rule[]>("GET", `/rules/branches/${encodeURIComponent(github.live)}`);
  const rule = (type: string) => rules.find((item) => item.type === type);
  const bypass = async (item?: Rule) =>
    item
      ? (await github.json<{ current_user_can_bypass?: string }>("GET", `/rulesets/${item.ruleset_id}`)).current_user_can_bypass
      : undefined;
  const rulesPage = `the repository's Settings, Rules, Rulesets`;
  if (rules.length === 0) {
    checks.push({
      check: `Rules that protect ${github.live}`,
      state: "fix",
      found: repository.private
        ? "none in force: GitHub enforces rulesets on a private repository only with a paid plan"
        : `no ruleset protects ${github.live}`,
      fix: repository.private
        ? "Make the repository public (Settings, General, Danger Zone), or take GitHub Pro, then add the two rulesets docs/hosting.md lists."
        : `Add the two rulesets docs/hosting.md lists, in ${rulesPage}, each with Enforcement status Active.`,
    });
  } else {
    const publishBypass = await bypass(rule("pull_request"));
    const blocked = ["deletion", "non_fast_forward"].filter((type) => rule(type));
    const blockBypass = await Promise.all(blocked.map((type) => bypass(rule(type))));
    checks.push(
      publishBypass === "pull_requests_only"
        ? { check: "Publish", state: "fine", found: `the App may merge into ${github.live} by pull request only` }
        : {
            check: "Publish",
            state: "fix",
            found: !rule("pull_request")
              ? `${github.live} does not require a pull request`
              : publishBypass === "always"
                ? "the App may bypass the rules always, which lets it delete or force-push the live branch"
                : "the App may not merge into the live branch",
            fix: `In ${rulesPage}, the ruleset that requires a pull request: Bypass list, add the App, and choose For pull requests only.`,
          },
      blocked.length === 2 && blockBypass.every((mode) => mode === "never")
        ? { check: `Deleting or rewriting ${github.live}`, state: "fine", found: "blocked for everyone" }
        : {
            check: `Deleting or rewriting ${github.live}`,
            state: "fix",
            found: blocked.length < 2 ? "not blocked" : "blocked, but something may bypass the block",
            fix: `In ${rulesPage}, a second ruleset for ${github.live} with Restrict deletions and Block force pushes, and an empty bypass list.`,
          },
    );
  }

  const people = await github.json<{ login: string; role_name?: string }[]>("GET", "/collaborators?affiliation=direct&per_page=100");
  checks.push({
    check: "Who else can change the site's code",
    state: "look",
    found:
      people.length === 0
        ? "nobody but the repository's owner"
        : people.map((person) => `${person.login} (${person.role_name ?? "write"})`).join(", "),
    fix: "Remove anyone who no longer works on the site: the repository's Settings, Collaborators.",
  });
  return checks;
}

export async function setupReport(host: Host) {
  let github: HostCheck[];
  try {
    github = await gitHubChecks(host);
  } catch (error) {
    const status = error instanceof GitHubError ? ` (GitHub answered ${error.status}: ${error.message})` : "";
    console.warn(`Setup: GitHub could not be asked${status}.`);
    github = [{ check: "GitHub", state: "fix", found: `could not be asked${status}`, fix: "Reload this page in a minute." }];
  }
  return { checks: [...(await host.checks()), ...github], githubWeb: host.web, permissions: PERMISSIONS };
}

/** The code GitHub sends the owner back with, traded for the new App's ID and key (within an hour, once). */
export async function convertManifest(request: Request, host: Host): Promise<Response> {
  const { code } = ((await request.json().catch(() => ({}))) ?? {}) as { code?: unknown };
  if (typeof code !== "string" || !/^[A-Za-z0-9_-]{1,100}$/.test(code)) return sentence(400, SAY.cannotRead);
  const answer = await fetch(`${host.api}/app-manifests/${code}/conversions`, {
    method: "POST",
    headers: { Accept: "application/vnd.github+json", "User-Agent": "site-editor-gateway" },
  });
  if (!answer.ok) return sentence(400, "GitHub did not accept this App's code (it is good for an hour, once): make the App again.");
  const app = (await answer.json()) as { id: number; slug: string; client_id: string; pem: string; html_url: string };
  console.log(JSON.stringify({ write: "app made", app: app.slug }));
  return json(200, { id: app.id, slug: app.slug, pem: app.pem, installUrl: `${app.html_url}/installations/new` });
}
