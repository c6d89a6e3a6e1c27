/**
 * What the published site says about the build it is: the build writes it (src/hosting/build-info.ts)
 * and the editor at /admin/ reads it after a publish to tell when the site shows the change
 * (src/cms/preview/live-status.ts). Served from the site's own origin and never cached.
 */
export const BUILD_INFO_PATH = "/build.json";

export type BuildInfo = {
  /** The commit the site was built from. */
  commit: string;
  /** When that commit was made on its branch (git's committer date, ISO 8601): a publish is the merge's commit. */
  committed: string;
};
