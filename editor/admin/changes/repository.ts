/**
 * The site's repository as the editor reaches it, for the recent changes and their putting back: GitHub's
 * API for the repository through the site's gateway, as the member of staff signed in.
 */
import { GATEWAY, LIVE_BRANCH } from "../../addresses";
import { signedHeaders } from "../identity";

export class RepositoryError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export type Repository = {
  branch: string;
  json<T>(method: string, path: string, body?: unknown): Promise<T>;
  /** A file's bytes as text, by its blob's SHA. */
  text(sha: string): Promise<string>;
};

async function call(method: string, path: string, init: { body?: unknown; accept?: string } = {}): Promise<Response> {
  const answer = await fetch(`${GATEWAY.github}${path}`, {
    method,
    cache: "no-store",
    headers: {
      ...(await signedHeaders()),
      Accept: init.accept ?? "application/vnd.github+json",
      ...(init.body === undefined ? {} : { "Content-Type": "application/json" }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!answer.ok) {
    const said = (await answer.json().catch(() => ({}))) as { message?: string };
    throw new RepositoryError(answer.status, said.message ?? `The site answered ${answer.status}.`);
  }
  return answer;
}

export const repository: Repository = {
  branch: LIVE_BRANCH,
  async json<T>(method: string, path: string, body?: unknown) {
    const answer = await call(method, path, { body });
    return (answer.status === 204 ? undefined : await answer.json()) as T;
  },
  text: async (sha) => (await call("GET", `/git/blobs/${sha}`, { accept: "application/vnd.github.raw" })).text(),
};
