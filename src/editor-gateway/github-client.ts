/** The gateway's calls to GitHub's API for the site's repository, with the App's installation token (app-token.ts). */
import type { StaffMember } from "./access";
import { GITHUB_HEADERS, installationToken, type AppSettings } from "./app-token";

export type GitHub = {
  /** A call on the repository: `path` is what follows /repos/{owner}/{repo} ("/branches/main"). */
  call(method: string, path: string, init?: { body?: BodyInit | null; accept?: string; contentType?: string }): Promise<Response>;
  /** The same, for JSON; throws with GitHub's status when it does not answer 2xx. */
  json<T>(method: string, path: string, body?: unknown): Promise<T>;
};

/** What one request through the gateway works with: the repository, its live branch, and who asks. */
export type Gateway = { github: GitHub; branch: string; member: StaffMember };

export class GitHubError extends Error {
  constructor(
    readonly status: number,
    readonly answer: string,
  ) {
    super(`GitHub answered ${status}`);
  }
}

export function gitHub(settings: AppSettings): GitHub {
  const call: GitHub["call"] = async (method, path, init = {}) => {
    const headers: Record<string, string> = {
      ...GITHUB_HEADERS,
      Authorization: `Bearer ${await installationToken(settings)}`,
      ...(init.accept ? { Accept: init.accept } : {}),
      ...(init.contentType ? { "Content-Type": init.contentType } : {}),
    };
    return fetch(`${settings.api}/repos/${settings.repo}${path}`, { method, headers, body: init.body ?? null });
  };
  return {
    call,
    async json<T>(method: string, path: string, body?: unknown): Promise<T> {
      const answer = await call(method, path, body === undefined ? {} : { body: JSON.stringify(body), contentType: "application/json" });
      if (!answer.ok) throw new GitHubError(answer.status, await answer.text());
      return (answer.status === 204 ? undefined : await answer.json()) as T;
    },
  };
}
