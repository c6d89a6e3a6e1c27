/**
 * The site's repository as the editor reaches it, for the recent changes and their putting back: GitHub's
 * API for the repository, through the site's gateway (e-mail sign-in), Netlify's Git Gateway, or GitHub
 * itself (GitHub sign-in), with the token Decap keeps for the member of staff signed in.
 */
import { REPOSITORY_SETTINGS_ID, type RepositorySettings } from "./settings";
export class RepositoryError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

function storedToken(from: RepositorySettings["tokenFrom"]): string | undefined {
  try {
    if (from === "netlify-identity") {
      const user = JSON.parse(localStorage.getItem("gotrue.user") ?? "null") as { token?: { access_token?: string } } | null;
      return user?.token?.access_token;
    }
    const user = JSON.parse(localStorage.getItem("decap-cms-user") ?? "null") as { token?: string } | null;
    return user?.token;
  } catch {
    return undefined;
  }
}

export type Repository = {
  branch: string;
  json<T>(method: string, path: string, body?: unknown): Promise<T>;
  /** A file's bytes as text, by its blob's SHA. */
  text(sha: string): Promise<string>;
};

export function repository(settings: RepositorySettings): Repository | undefined {
  const token = storedToken(settings.tokenFrom);
  if (!token) return undefined;
  const call = async (method: string, path: string, init: { body?: unknown; accept?: string } = {}) => {
    const answer = await fetch(`${settings.apiRoot}${path}`, {
      method,
      cache: "no-store",
      headers: {
        Authorization: `${settings.scheme} ${token}`,
        Accept: init.accept ?? "application/vnd.github+json",
        ...(init.body === undefined ? {} : { "Content-Type": "application/json" }),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    if (!answer.ok) {
      const said = (await answer.json().catch(() => ({}))) as { message?: string };
      throw new RepositoryError(answer.status, said.message ?? `The repository answered ${answer.status}.`);
    }
    return answer;
  };
  return {
    branch: settings.branch,
    async json<T>(method: string, path: string, body?: unknown) {
      const answer = await call(method, path, { body });
      return (answer.status === 204 ? undefined : await answer.json()) as T;
    },
    text: async (sha) => (await call("GET", `/git/blobs/${sha}`, { accept: "application/vnd.github.raw" })).text(),
  };
}

export function repositorySettings(): RepositorySettings | undefined {
  const element = document.getElementById(REPOSITORY_SETTINGS_ID);
  return element ? (JSON.parse(element.textContent ?? "{}") as RepositorySettings) : undefined;
}
