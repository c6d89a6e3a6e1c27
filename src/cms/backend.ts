/** Where the CMS saves and where editors sign in, chosen when the site is built or started (docs/content-and-cms.md). */

/** The GitHub sign-in through the site's own Worker, beside the editor. */
export const SIGN_IN = { start: "/admin/auth", callback: "/admin/callback" } as const;

/**
 * The e-mail sign-in and the gateway to the repository, in the site's own Worker (src/editor-gateway/):
 * Decap's git-gateway backend speaks to them. wrangler.jsonc's `assets.run_worker_first` lists these and
 * SIGN_IN, and the Worker runs nowhere else.
 */
export const GATEWAY = {
  authorize: "/admin/oauth/authorize",
  token: "/admin/oauth/token",
  /** GitHub's API for the site's repository, as Decap's git-gateway backend calls it: `${api}/branches/main`. */
  api: "/admin/git/github",
  /** What Decap asks before signing in; always "operational" (a static file). */
  status: "/admin/status.json",
  /** Decap's `app_id`: the one client the sign-in serves. */
  clientId: "site-editor",
} as const;

/** The ways staff sign in (CMS_SIGN_IN). */
export const SIGN_IN_WAYS = ["email", "github"] as const;

export type CmsBackend =
  | { kind: "local"; url: string }
  | {
      kind: "github";
      repo: string;
      branch: string;
      apiRoot: string;
      /** None for the site's own Worker, whose origin is the editor's. */
      baseUrl?: string;
      authEndpoint: string;
      /** The least that saves to the repository (docs/hosting.md). */
      scope: "public_repo" | "repo";
      /** Netlify builds a preview of each change; Cloudflare's preview addresses are turned off. */
      deployPreviews: boolean;
    }
  /** E-mail sign-in on Cloudflare: Access, then the site's Worker as the gateway to the repository. */
  | { kind: "gateway"; repo: string; branch: string }
  /** E-mail sign-in on Netlify: Netlify Identity, and Netlify's Git Gateway. */
  | { kind: "netlify-identity"; repo: string; branch: string }
  | { kind: "none" };

/** A backend that saves to the repository online. */
export type OnlineBackend = Extract<CmsBackend, { repo: string }>;
export const isOnline = (backend: CmsBackend): backend is OnlineBackend => "repo" in backend;

export const GITHUB_API = "https://api.github.com";

export const CONFIG_ADDRESS = "/admin/config.yml";

/** Documented in docs/hosting.md ("Online editing"). */
export const CMS_VARIABLES = {
  repo: "CMS_GITHUB_REPO",
  signIn: "CMS_SIGN_IN",
  branch: "CMS_GITHUB_BRANCH",
  baseUrl: "CMS_AUTH_BASE_URL",
  authEndpoint: "CMS_AUTH_ENDPOINT",
  private: "CMS_GITHUB_PRIVATE",
} as const;

const NETLIFY_OAUTH = "https://api.netlify.com";

const REPO = /^[A-Za-z0-9][A-Za-z0-9-]*\/[A-Za-z0-9._-]+$/;
const BRANCH = /^[A-Za-z0-9._/-]+$/;

type Env = Record<string, string | undefined>;

/** tools/cms.mjs starts decap-server on the same port. */
function localBackendUrl(env: Env): string {
  const port = env.CMS_PROXY_PORT?.trim() || "8081";
  if (!/^\d{1,5}$/.test(port)) throw new Error(`CMS_PROXY_PORT: found "${port}"; expected a port number, such as 8081.`);
  return `http://localhost:${port}/api/v1`;
}

/** `command` is Gatsby's: "develop" or "build". */
export function cmsBackend(command: string | undefined, env: Env = process.env): CmsBackend {
  if (command === "develop") return { kind: "local", url: localBackendUrl(env) };
  const value = (name: string) => env[name]?.trim() || undefined;
  const repo = value(CMS_VARIABLES.repo);
  if (!repo) return { kind: "none" };
  const problem = (name: string, found: string, expected: string) => new Error(`${name}: found "${found}"; expected ${expected}.`);
  if (!REPO.test(repo)) throw problem(CMS_VARIABLES.repo, repo, "the GitHub repository as owner/name, such as identitycoffees/website");
  const branch = value(CMS_VARIABLES.branch) ?? "main";
  if (!BRANCH.test(branch)) throw problem(CMS_VARIABLES.branch, branch, "a branch name such as main");
  const way = value(CMS_VARIABLES.signIn) ?? "email";
  if (!(SIGN_IN_WAYS as readonly string[]).includes(way)) {
    throw problem(CMS_VARIABLES.signIn, way, "email (staff sign in with their e-mail address) or github (with their GitHub accounts)");
  }
  const netlify = env.NETLIFY === "true";
  if (way === "email") {
    for (const name of [CMS_VARIABLES.baseUrl, CMS_VARIABLES.authEndpoint, CMS_VARIABLES.private] as const) {
      const set = value(name);
      if (set) throw problem(name, set, `nothing: it belongs to the GitHub sign-in (${CMS_VARIABLES.signIn}=github)`);
    }
    return { kind: netlify ? "netlify-identity" : "gateway", repo, branch };
  }
  const privateRepo = value(CMS_VARIABLES.private) ?? "false";
  if (privateRepo !== "true" && privateRepo !== "false") {
    throw problem(CMS_VARIABLES.private, privateRepo, "true for a private repository, false (or nothing) for a public one");
  }
  // A private repository can be read only with `repo`; a public one needs `public_repo` alone.
  const scope = privateRepo === "true" ? "repo" : "public_repo";
  const github = { kind: "github", repo, branch, apiRoot: GITHUB_API, scope, deployPreviews: netlify } as const;
  const endpoint = value(CMS_VARIABLES.authEndpoint)?.replace(/^\/+/, "");
  const relay = value(CMS_VARIABLES.baseUrl)?.replace(/\/+$/, "") ?? (netlify ? NETLIFY_OAUTH : undefined);
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
