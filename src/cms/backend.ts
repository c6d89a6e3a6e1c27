/**
 * Where the CMS saves, chosen when the site is built or started (never written into the repository):
 *
 * - `gatsby develop` (`npm run cms`): the local editing server, decap-server on this computer, which
 *   writes straight into content/.
 * - `gatsby build` with CMS_GITHUB_REPO set: GitHub, with the editorial workflow, so each editor's change
 *   is a pull request that CI checks before it can be published. Editors sign in through the OAuth
 *   service at CMS_AUTH_BASE_URL (Netlify's by default).
 * - `gatsby build` without it: no backend. /admin/ then says that online editing is not set up, instead of
 *   offering a sign-in that cannot work.
 */
export type CmsBackend =
  | { kind: "local"; url: string }
  | { kind: "github"; repo: string; branch: string; baseUrl: string; authEndpoint: string }
  | { kind: "none" };

/** The environment variables, as documented in the README ("Online editing"). */
export const CMS_VARIABLES = {
  repo: "CMS_GITHUB_REPO",
  branch: "CMS_GITHUB_BRANCH",
  baseUrl: "CMS_AUTH_BASE_URL",
  authEndpoint: "CMS_AUTH_ENDPOINT",
} as const;

const REPO = /^[A-Za-z0-9][A-Za-z0-9-]*\/[A-Za-z0-9._-]+$/;
const BRANCH = /^[A-Za-z0-9._/-]+$/;

type Env = Record<string, string | undefined>;

/**
 * decap-server's address; the CMS only ever asks for it from a page served on this computer. Its port is
 * 8081 unless CMS_PROXY_PORT moves it (tools/cms.mjs starts decap-server there too).
 */
function localBackendUrl(env: Env): string {
  const port = env.CMS_PROXY_PORT?.trim() || "8081";
  if (!/^\d{1,5}$/.test(port)) throw new Error(`CMS_PROXY_PORT: found "${port}"; expected a port number, such as 8081.`);
  return `http://localhost:${port}/api/v1`;
}

/** `command` is Gatsby's ("develop" or "build"). Throws, naming the variable, on a value that cannot work. */
export function cmsBackend(command: string | undefined, env: Env = process.env): CmsBackend {
  if (command === "develop") return { kind: "local", url: localBackendUrl(env) };
  const value = (name: string) => env[name]?.trim() || undefined;
  const repo = value(CMS_VARIABLES.repo);
  if (!repo) return { kind: "none" };
  const problem = (name: string, found: string, expected: string) => new Error(`${name}: found "${found}"; expected ${expected}.`);
  if (!REPO.test(repo)) throw problem(CMS_VARIABLES.repo, repo, "the GitHub repository as owner/name, such as identitycoffees/website");
  const branch = value(CMS_VARIABLES.branch) ?? "main";
  if (!BRANCH.test(branch)) throw problem(CMS_VARIABLES.branch, branch, "a branch name such as main");
  const baseUrl = (value(CMS_VARIABLES.baseUrl) ?? "https://api.netlify.com").replace(/\/+$/, "");
  if (!/^https:\/\/[^/\s]+(\/\S*)?$/.test(baseUrl)) {
    throw problem(CMS_VARIABLES.baseUrl, baseUrl, "the https:// address of the OAuth service that signs editors in to GitHub");
  }
  const authEndpoint = (value(CMS_VARIABLES.authEndpoint) ?? "auth").replace(/^\/+/, "");
  return { kind: "github", repo, branch, baseUrl, authEndpoint };
}

/** The backend of this process: `gatsby develop` or `gatsby build`, as Gatsby tells its plugins. */
export const currentBackend = (): CmsBackend => cmsBackend(process.env.gatsby_executing_command);
