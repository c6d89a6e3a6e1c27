/**
 * Where the CMS saves, chosen when the site is built or started (never written into the repository):
 *
 * - `gatsby develop` (`npm run cms`): the local editing server, decap-server on this computer, which
 *   writes straight into content/.
 * - `gatsby build` with CMS_GITHUB_REPO set: GitHub, with the editorial workflow, so each editor's change
 *   is a pull request that CI checks before it can be published. Editors sign in with GitHub through the
 *   OAuth service at CMS_AUTH_BASE_URL if it is set; else on Netlify (whose build sets NETLIFY=true)
 *   through Netlify's; else through the site's own Worker (src/sign-in/), at whatever address the
 *   editor is opened (so no base_url is written: the editor sets it at run time).
 * - `gatsby build` without it: no backend. /admin/ then says that online editing is not set up, instead of
 *   offering a sign-in that cannot work.
 */
/**
 * Where the site's own Worker (src/sign-in/worker.ts) starts the sign-in, and where GitHub sends the
 * editor back: under /admin/, beside the editor. wrangler.jsonc lists the same two in
 * `assets.run_worker_first`, so that the Worker runs for these alone.
 */
export const SIGN_IN = { start: "/admin/auth", callback: "/admin/callback" } as const;

export type CmsBackend =
  | { kind: "local"; url: string }
  | {
      kind: "github";
      repo: string;
      branch: string;
      /** GitHub's API, which the editor talks to. */
      apiRoot: string;
      /** The sign-in service's origin; none for the site's own Worker, whose origin is the editor's. */
      baseUrl?: string;
      authEndpoint: string;
      /** What the editor may do on GitHub: the least that saves to the repository (docs/hosting.md). */
      scope: "public_repo" | "repo";
    }
  | { kind: "none" };

export const GITHUB_API = "https://api.github.com";

/** Decap's forms and backend, which the build publishes (publish.ts) and the sign-in reads its scope from. */
export const CONFIG_ADDRESS = "/admin/config.yml";

/** The environment variables, as documented in the README ("Online editing"). */
export const CMS_VARIABLES = {
  repo: "CMS_GITHUB_REPO",
  branch: "CMS_GITHUB_BRANCH",
  baseUrl: "CMS_AUTH_BASE_URL",
  authEndpoint: "CMS_AUTH_ENDPOINT",
  private: "CMS_GITHUB_PRIVATE",
} as const;

/** Netlify's own OAuth service, which signs editors in on Netlify (docs/hosting.md). */
const NETLIFY_OAUTH = "https://api.netlify.com";

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
  const privateRepo = value(CMS_VARIABLES.private) ?? "false";
  if (privateRepo !== "true" && privateRepo !== "false") {
    throw problem(CMS_VARIABLES.private, privateRepo, "true for a private repository, false (or nothing) for a public one");
  }
  // A private repository can be read only with `repo`; a public one needs `public_repo` alone.
  const scope = privateRepo === "true" ? "repo" : "public_repo";
  const github = { kind: "github", repo, branch, apiRoot: GITHUB_API, scope } as const;
  const endpoint = value(CMS_VARIABLES.authEndpoint)?.replace(/^\/+/, "");
  const relay = value(CMS_VARIABLES.baseUrl)?.replace(/\/+$/, "") ?? (env.NETLIFY === "true" ? NETLIFY_OAUTH : undefined);
  if (!relay) {
    if (endpoint)
      throw problem(CMS_VARIABLES.authEndpoint, endpoint, `nothing, unless ${CMS_VARIABLES.baseUrl} names another sign-in service`);
    return { ...github, authEndpoint: SIGN_IN.start.slice(1) };
  }
  if (!/^https:\/\/[^/\s]+(\/\S*)?$/.test(relay)) {
    throw problem(CMS_VARIABLES.baseUrl, relay, "the https:// address of the OAuth service that signs editors in to GitHub");
  }
  return { ...github, baseUrl: relay, authEndpoint: endpoint ?? "auth" };
}

/** The backend of this process: `gatsby develop` or `gatsby build`, as Gatsby tells its plugins. */
export const currentBackend = (): CmsBackend => cmsBackend(process.env.gatsby_executing_command);
