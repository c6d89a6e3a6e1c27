/**
 * What the build wrote into the editor's config.yml, read back by the Worker: how staff sign in, the
 * repository and branch, and the GitHub sign-in's scope, so that no request can ask for another.
 */
export type EditorBackend = {
  /** "git-gateway" with auth_type "pkce": the e-mail sign-in and the gateway; "github": the GitHub sign-in. */
  name: string;
  authType?: string;
  repo?: string;
  branch?: string;
  scope?: "public_repo" | "repo";
};

/** The `backend:` block's plain values (the build writes it with yaml, two spaces deep); cheap enough for every request. */
export function editorBackend(config: string): EditorBackend | undefined {
  const block = /^backend:\n((?: {2}.*\n?)*)/m.exec(config)?.[1];
  if (!block) return undefined;
  const values: Record<string, string | undefined> = Object.fromEntries(
    [...block.matchAll(/^ {2}([a-z_]+): (.+)$/gm)].map((match) => [match[1]!, match[2]!.trim()]),
  );
  if (!values.name) return undefined;
  const scope = values.auth_scope === "repo" || values.auth_scope === "public_repo" ? values.auth_scope : undefined;
  return { name: values.name, authType: values.auth_type, repo: values.repo, branch: values.branch, scope };
}
