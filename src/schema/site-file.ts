/** content/site/site.yaml read before GraphQL exists, for gatsby-config.ts (the icon and the app manifest). */
import fs from "fs";
import path from "path";
import { displayName, parseContent } from "./content-file";
import { photoFolderOnDisk } from "./files";
import type { ContentOf } from "./kinds";
import { siteFile } from "./schema";
import { checkValue, formatIssue } from "./validate";

const MANIFEST_FIELDS = ["name", "shortName", "summary", "icon"] as const;

export type SiteFile = Pick<ContentOf<typeof siteFile>, (typeof MANIFEST_FIELDS)[number]>;

export function readSiteFile(root: string): SiteFile {
  const display = displayName(siteFile.file);
  const parsed = parseContent(fs.readFileSync(path.join(root, display), "utf8"), display);
  if ("issue" in parsed) throw new Error(formatIssue(parsed.issue));
  const photos = photoFolderOnDisk(path.join(root, path.dirname(display)), `${path.posix.dirname(display)}/`);
  const issues = MANIFEST_FIELDS.flatMap((name) => checkValue(siteFile.fields[name], parsed.data[name], name, display, photos));
  if (issues.length > 0) {
    throw new Error(`${issues.map(formatIssue).join("\n")}\n(These fields make the home-screen app manifest.)`);
  }
  return parsed.data as SiteFile;
}
