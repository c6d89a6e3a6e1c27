/**
 * What the admin page hands the preview bundle besides the form: the facts a page's preview shows but
 * another file holds (the site-wide file for every page's frame, HOME's fields for the site-wide file's
 * preview), as last read by the build, in a JSON block of /admin/index.html (src/cms/page.ts). HOME's
 * photograph is copied beside the admin (HOME_PHOTO), since the site-wide file cannot ask the CMS for a
 * file in another folder.
 */
import type { Fields, SiteFacts } from "./pages";

export type PreviewFacts = { site: SiteFacts; home: Fields };

export const PREVIEW_FACTS_ID = "preview-facts";

/** The bundle's file names under /admin/ (bundle.ts writes them, page.ts and register.tsx load them). */
export const PREVIEW_SCRIPT = "/admin/previews.js";
export const PREVIEW_STYLE = "/admin/previews.css";
/** The live region where the editor says, after a publish, when the site shows it (live-status.ts). */
export const LIVE_STATUS_ID = "live-status";
/** HOME's photograph for the site-wide file's preview: this name plus the file's own extension. */
export const HOME_PHOTO = "/admin/home-photo";

/**
 * A <meta> of this name marks an editor that signs in through the site's own Worker (src/sign-in/): the
 * sign-in's address is then the origin the editor was opened at, which register.tsx gives Decap.
 */
export const SIGN_IN_HERE = "cms-sign-in-here";
