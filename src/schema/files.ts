/**
 * Content files on this computer: the build's check of one (the editor's gateway checks the repository),
 * and content/site/site.yaml read before GraphQL exists, for gatsby-config.ts (the icon and the app manifest).
 */
import fs from "fs";
import path from "path";
import { contentFiles, siteFile } from "./schema";
import { displayName, parseContent, schemaFor } from "./content-file";
import type { ContentOf } from "./kinds";
import { measurePhoto } from "../photos/prepare-photo";
import { checkValue, formatIssue, validateData, type Issue, type PhotoFolder } from "./validate";

/** A folder of content/ on this computer, its photographs measured as the image plugin will see them. */
export function photoFolderOnDisk(folder: string, display = `${displayName(path.basename(folder))}/`): PhotoFolder {
  return {
    display,
    has: (name) => fs.existsSync(path.join(folder, name)),
    size: (name) => measurePhoto(path.join(folder, name)),
  };
}

/** Checks one file under `contentDir`, given by its path relative to that folder. */
export async function checkContentFile(contentDir: string, relative: string): Promise<Issue[]> {
  const display = displayName(relative);
  const schema = schemaFor(relative);
  if (!schema) {
    const known = contentFiles.map((file) => displayName(file.file)).join(", ");
    return [{ file: display, field: "(whole file)", found: "a content file the site does not use", expected: `one of ${known}` }];
  }
  const parsed = parseContent(await fs.promises.readFile(path.join(contentDir, relative), "utf8"), display);
  if ("issue" in parsed) return [parsed.issue];
  const folder = path.dirname(path.join(contentDir, relative));
  return validateData(schema, parsed.data, parsed.body, display, photoFolderOnDisk(folder, `${path.posix.dirname(display)}/`));
}

const MANIFEST_FIELDS = ["name", "shortName", "summary", "icon"] as const;

export function readSiteFile(root: string) {
  const display = displayName(siteFile.file);
  const parsed = parseContent(fs.readFileSync(path.join(root, display), "utf8"), display);
  if ("issue" in parsed) throw new Error(formatIssue(parsed.issue));
  const photos = photoFolderOnDisk(path.join(root, path.dirname(display)), `${path.posix.dirname(display)}/`);
  const issues = MANIFEST_FIELDS.flatMap((name) => checkValue(siteFile.fields[name], parsed.data[name], name, display, photos));
  if (issues.length > 0) {
    throw new Error(`${issues.map(formatIssue).join("\n")}\n(These fields make the home-screen app manifest.)`);
  }
  return parsed.data as Pick<ContentOf<typeof siteFile>, (typeof MANIFEST_FIELDS)[number]>;
}
