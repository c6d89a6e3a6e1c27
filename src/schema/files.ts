/** Checks a content file in a folder on this computer (the build's check; the editor's gateway checks the repository). */
import fs from "fs";
import path from "path";
import { contentFiles } from "./schema";
import { displayName, parseContent, schemaFor } from "./content-file";
import { measurePhoto } from "../photos/prepare-photo";
import { validateData, type Issue, type PhotoFolder } from "./validate";

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
