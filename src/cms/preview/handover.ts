/** What the admin page hands the previews besides the form: what a page shows but other files hold, as last built. */
import type { Fields, SiteFacts } from "./pages";

export type OtherFiles = { site: SiteFacts; home: Fields };

export const OTHER_FILES_ID = "other-files";

export const PREVIEW_SCRIPT = "/admin/previews.js";
export const PREVIEW_STYLE = "/admin/previews.css";
export const LIVE_STATUS_ID = "live-status";
/**
 * HOME's photograph (this name plus its own extension), copied beside the admin: the site-wide file's
 * preview cannot ask the CMS for a file in another folder.
 */
export const HOME_PHOTO = "/admin/home-photo";

/** A <meta> that marks an editor signing in through the site's own Worker, at whatever origin it is opened. */
export const SIGN_IN_HERE = "cms-sign-in-here";
