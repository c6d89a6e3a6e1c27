/**
 * The editor's addresses, which its pages (admin/) and its gateway (gateway/) share: the gateway runs at
 * GATEWAY's addresses alone (wrangler.jsonc's `run_worker_first`, netlify.toml's redirect), below /admin/git/.
 */
export const GATEWAY = {
  session: "/admin/git/session",
  /** The owner's setup report, and the GitHub App's creation from its manifest. */
  setup: "/admin/git/setup",
  app: "/admin/git/setup/app",
  /** GitHub's API for the site's repository, as Decap's git-gateway backend calls it: `${github}/branches/main`. */
  github: "/admin/git/github",
} as const;

/** The live site's branch, which Publish alone changes. */
export const LIVE_BRANCH = "main";

export const EDITOR_PAGES = {
  editor: "/admin/",
  setup: "/admin/setup/",
  config: "/admin/config.yml",
  status: "/admin/status.json",
} as const;

/** Netlify Identity's e-mails, which Netlify reads from the site by these paths (docs/hosting.md). */
export const IDENTITY_EMAILS = {
  invitation: "/admin/identity/invitation.html",
  recovery: "/admin/identity/recovery.html",
} as const;
