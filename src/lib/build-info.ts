/** What the site says of the build it is: the editor at /admin/ reads it after a publish to tell when the site shows the change. */
export const BUILD_INFO_PATH = "/build.json";

export type BuildInfo = {
  commit: string;
  /** git's committer date, ISO 8601: a publish is the merge's commit. */
  committed: string;
};
