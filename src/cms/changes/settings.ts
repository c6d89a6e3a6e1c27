/** What the editor's page tells the recent changes (src/cms/page.ts writes it, the admin bundle reads it). */

export const CHANGES_IDS = { open: "recent-changes-open", dialog: "recent-changes" } as const;

export const REPOSITORY_SETTINGS_ID = "editor-repository";

export type RepositorySettings = {
  /** GitHub's /repos/{owner}/{repo}, or the gateway that stands for it. */
  apiRoot: string;
  branch: string;
  /** How the token is sent: the gateways take the editor's own token, GitHub its OAuth token. */
  scheme: "Bearer" | "token";
  /** Where the token is kept: Decap's own record of who is signed in, or Netlify Identity's. */
  tokenFrom: "decap" | "netlify-identity";
};
