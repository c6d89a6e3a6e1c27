/**
 * The gateway's GitHub: the App's one installation, on the site's repository, its JWT and installation
 * tokens made by Octokit (https://github.com/octokit/core.js, with @octokit/auth-app).
 * The repository is learned from the installation, so the owner names it nowhere.
 * Neither the key nor a token ever reaches an answer or a log line.
 */
import { createPrivateKey } from "node:crypto";
import { Octokit } from "@octokit/core";
import { createAppAuth } from "@octokit/auth-app";
import { SAY } from "./answers";

/** What the editor does in the repository, and nothing more: no workflows, no administration. */
export const PERMISSIONS = { contents: "write", pull_requests: "write", metadata: "read" } as const;

type AppSettings = { appId: string; privateKey: string; api: string };

/** A host's settings (the Worker's variables, the function's environment), as the owner typed them. */
export type Env = Record<string, string | undefined>;
export const setting = (env: Env, name: string) => env[name]?.trim() || undefined;

/** GitHub's API and web addresses: GitHub's own unless given (the tests give their stand-in's). */
export const gitHubAt = (env: Env) => ({
  api: setting(env, "GITHUB_API_URL") ?? "https://api.github.com",
  web: setting(env, "GITHUB_URL") ?? "https://github.com",
});

/** The App's settings, or the names of those the owner has not given yet. */
export function appSettings(env: Env): AppSettings | { missing: string[] } {
  const [appId, privateKey] = [setting(env, "GITHUB_APP_ID"), setting(env, "GITHUB_APP_PRIVATE_KEY")];
  if (appId && privateKey) return { appId, privateKey, api: gitHubAt(env).api };
  return { missing: [!appId && "GITHUB_APP_ID", !privateKey && "GITHUB_APP_PRIVATE_KEY"].filter(Boolean) as string[] };
}

export class GitHubError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** A setting the owner must fix; its message is for them, and the setup page shows it. */
export class SetupError extends Error {}

export type GitHub = {
  /** owner/name */
  repo: string;
  /** A call on the repository (`path` follows /repos/{owner}/{repo}), its JSON answer; throws GitHubError. */
  json<T>(method: string, path: string, body?: unknown): Promise<T>;
  /** The same, GitHub's answer as it comes, its body unread (photographs pass through as a stream). */
  call(method: string, path: string, init?: CallInit): Promise<Response>;
  /** The App's installation, as GitHub listed it to the App when the gateway connected. */
  installation: Installation;
};

type CallInit = { body?: BodyInit | null; accept?: string };
type Installation = { id: number; permissions: Record<string, string>; repository_selection: string; account: { login: string } };

/**
 * The App's key as GitHub gives it (PKCS#1), pasted with its line breaks, without them, or with "\n" for
 * each: as PKCS#8, the form Web Crypto reads (Node's and workerd's `crypto` convert it).
 */
export function appKey(pasted: string): string {
  const match = /-----BEGIN ([A-Z ]+)-----([\s\S]*?)-----END \1-----/.exec(pasted.replace(/\\n/g, "\n"));
  if (!match) throw new SetupError(SAY.keyUnreadable);
  const body = match[2]!.replace(/\s+/g, "").replace(/(.{64})/g, "$1\n");
  try {
    return createPrivateKey(`-----BEGIN ${match[1]}-----\n${body}\n-----END ${match[1]}-----`)
      .export({ format: "pem", type: "pkcs8" })
      .toString();
  } catch {
    throw new SetupError(SAY.keyUnreadable);
  }
}

/** A refusal as Octokit throws it (a token not given) as the gateway's own, its status kept. */
const rethrow = (error: unknown): never => {
  throw error && typeof error === "object" && "status" in error && typeof error.status === "number"
    ? new GitHubError(error.status, "message" in error ? String(error.message) : `GitHub answered ${error.status}`)
    : error;
};

/** GitHub's answer to `url`, asked with `token` (the App's JWT, or an installation's token). */
const ask = (url: string, token: string, method = "GET", init: CallInit = {}) =>
  fetch(url, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      Accept: init.accept ?? "application/vnd.github+json",
      "X-GitHub-Api-Version": "2022-11-28",
      "User-Agent": "site-editor-gateway",
      // Every body the gateway sends GitHub is JSON (a photograph too, as base64).
      ...(init.body ? { "Content-Type": "application/json" } : {}),
    },
    body: init.body ?? null,
  });

async function jsonOf<T>(answer: Response): Promise<T> {
  if (!answer.ok) {
    const said = (await answer.json().catch(() => ({}))) as { message?: string };
    throw new GitHubError(answer.status, said.message ?? `GitHub answered ${answer.status}`);
  }
  return (answer.status === 204 ? undefined : await answer.json()) as T;
}

type Kept = { installation: Installation; repo: string; token: (repositoryNames?: string[]) => Promise<string> };
/** Per App: learned once an isolate; a failure is not kept, so the next request asks again. */
const kept = new Map<string, Promise<Kept>>();

async function connect({ appId, privateKey, api }: AppSettings): Promise<Kept> {
  const octokit = new Octokit({ authStrategy: createAppAuth, auth: { appId, privateKey: appKey(privateKey) }, baseUrl: api });
  const { token: jwt } = (await octokit.auth({ type: "app" })) as { token: string };
  // GitHub out of reach is GitHub not answering (500, as Octokit says it), not the gateway's own failure.
  const get = <T>(path: string, bearer: string) =>
    ask(`${api}${path}`, bearer).then(jsonOf<T>, (error: unknown) => {
      throw new GitHubError(500, error instanceof Error ? error.message : String(error));
    });
  const installations = await get<Installation[]>("/app/installations", jwt).catch((error: unknown) => {
    throw error instanceof GitHubError && [401, 403, 404].includes(error.status) ? new SetupError(SAY.appRefused) : error;
  });
  if (installations.length !== 1) throw new SetupError(installations.length === 0 ? SAY.notInstalled : SAY.installedTwice);
  const installation = installations[0]!;
  // With repositories named, a token for them alone, with the editor's permissions alone, whatever the App was granted.
  const token = async (repositoryNames?: string[]) => {
    const asked = {
      type: "installation",
      installationId: installation.id,
      ...(repositoryNames && { repositoryNames, permissions: PERMISSIONS }),
    };
    return ((await octokit.auth(asked)) as { token: string }).token;
  };
  const { repositories } = await get<{ repositories: { full_name: string }[] }>("/installation/repositories", await token().catch(rethrow));
  if (repositories.length !== 1) throw new SetupError(SAY.installedTwice);
  return { installation, repo: repositories[0]!.full_name, token };
}

/** `fresh`: learned again now (the setup page's check), and kept for the editor's next requests. */
export async function gitHub(settings: AppSettings, { fresh = false } = {}): Promise<GitHub> {
  const key = `${settings.api} ${settings.appId}`;
  if (fresh) kept.delete(key);
  let connecting = kept.get(key);
  if (!connecting) {
    kept.set(key, (connecting = connect(settings)));
    connecting.catch(() => kept.delete(key));
  }
  const { installation, repo, token } = await connecting;
  const call: GitHub["call"] = async (method, path, init) =>
    ask(`${settings.api}/repos/${repo}${path}`, await token([repo.split("/")[1]!]), method, init);
  return {
    repo,
    installation,
    call,
    json: async (method, path, body) => jsonOf(await call(method, path, body === undefined ? {} : { body: JSON.stringify(body) })),
  };
}
