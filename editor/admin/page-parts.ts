/**
 * The parts of /admin/index.html (page.ts writes it) that the admin bundle (preview/, changes/) finds:
 * element ids, the bundle's own files, and what the page hands the previews besides the form.
 */
import type { Fields, SiteFacts } from "./preview/pages";

/** What a preview shows but other files hold, as last built. */
export type OtherFiles = { site: SiteFacts; home: Fields };

export const OTHER_FILES_ID = "other-files";
export const LIVE_STATUS_ID = "live-status";
/** Where the page says why the editor could not start (the gateway's sentence), in place of the editor. */
export const SIGN_IN_NOTICE_ID = "sign-in-notice";
export const CHANGES_IDS = { open: "recent-changes-open", dialog: "recent-changes" } as const;

/** The previews' bundle (preview/bundle.ts), which also writes previews.css and setup.js beside it. */
export const PREVIEW_SCRIPT = "/admin/previews.js";

/** The site's icon as gatsby-plugin-manifest sizes it for phones, made from the icon site.yaml names. */
export const SITE_ICON = "/icons/icon-192x192.png";

/** Netlify Identity's widget: staff accept their invitation and choose a password in it (docs/hosting.md). */
export const IDENTITY_WIDGET = "/admin/netlify-identity-widget.js";

/** The owner's setup page (setup/page.ts). */
export const SETUP_IDS = {
  checks: "setup-checks",
  said: "setup-said",
  again: "setup-again",
  signIn: "setup-sign-in",
  appIsSet: "app-is-set",
  form: "make-app",
  made: "app-made",
} as const;
