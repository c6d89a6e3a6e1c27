/** Reads content files as editors write them (YAML, or Markdown with a YAML front matter block) and checks them. */
import fs from "fs";
import path from "path";
import yaml from "js-yaml";
import { contentFiles } from "./schema";
import type { FileSchema } from "./kinds";
import { validateData, type Issue } from "./validate";

/** How an editor names a file: content/<relative path>, with forward slashes. */
export const displayName = (relative: string) => `content/${relative.split(path.sep).join("/")}`;

export const schemaFor = (relative: string): FileSchema | undefined =>
  contentFiles.find((schema) => schema.file === relative.split(path.sep).join("/"));

type Parsed = { data: Record<string, unknown>; body?: string } | { issue: Issue };

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)([\s\S]*)$/;

export function parseContent(text: string, display: string): Parsed {
  const markdown = display.endsWith(".md");
  const match = markdown ? FRONT_MATTER.exec(text) : null;
  if (markdown && !match) {
    return {
      issue: {
        file: display,
        field: "front matter",
        found: "no block of fields at the top of the file",
        expected: "the file to start with a line of three dashes (---), its fields, and another line of three dashes",
      },
    };
  }
  try {
    const data = yaml.load(match ? match[1]! : text) ?? {};
    if (typeof data !== "object" || Array.isArray(data)) throw new Error("the fields are not written as name: value");
    return { data: data as Record<string, unknown>, body: match?.[2] };
  } catch (error) {
    const reason =
      error instanceof yaml.YAMLException
        ? `${error.reason}${error.mark ? ` on line ${error.mark.line + (match ? 2 : 1)}` : ""}`
        : String(error);
    return {
      issue: {
        file: display,
        field: match ? "front matter" : "(whole file)",
        found: `text that cannot be read as fields (${reason})`,
        expected:
          'one field a line written as name: value, nested fields indented by two spaces, list items starting with "- "; put a value in quotes if it contains a colon',
      },
    };
  }
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
  return validateData(schema, parsed.data, parsed.body, display, path.dirname(path.join(contentDir, relative)));
}

export const isContentFile = (name: string) => /\.(md|markdown|ya?ml)$/i.test(name);

/** Checks a whole content folder: every declared file present and valid, and no stray content files. */
export async function checkContentDir(contentDir: string): Promise<Issue[]> {
  const present = (fs.readdirSync(contentDir, { recursive: true }) as string[]).filter(isContentFile);
  const missing: Issue[] = contentFiles
    .filter((schema) => !fs.existsSync(path.join(contentDir, schema.file)))
    .map((schema) => ({
      file: displayName(schema.file),
      field: "(whole file)",
      found: "no such file",
      expected: `the ${schema.label.toLowerCase()} file at this place`,
    }));
  const checked = await Promise.all(present.map((relative) => checkContentFile(contentDir, relative)));
  return [...missing, ...checked.flat()];
}
