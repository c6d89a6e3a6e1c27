/**
 * A content file as text, as editors write it (YAML, or Markdown with a YAML front matter block): which
 * schema it has, and its fields and text. Pure, so the build and the editor's gateway read files alike.
 */
import { parse, YAMLParseError } from "yaml";
import { contentFiles } from "./schema";
import type { FileSchema } from "./kinds";
import type { Issue } from "./validate";

/** The folder of the staff's files, as the repository and the staff name it. */
export const CONTENT = "content/";

/** How an editor names a file: content/<relative path>, with forward slashes. */
export const displayName = (relative: string) => `${CONTENT}${relative.split(/[\\/]/).join("/")}`;

/** The folder a file is in, with forward slashes: "coffee/index.md" -> "coffee". */
export const folderOf = (file: string) => file.slice(0, Math.max(0, file.lastIndexOf("/")));

export const schemaFor = (relative: string): FileSchema | undefined =>
  contentFiles.find((schema) => schema.file === relative.split(/[\\/]/).join("/"));

type Parsed = { data: Record<string, unknown>; body?: string } | { issue: Issue };

/** A Markdown file's block of fields, between two lines of three dashes at its top, and the text below it. */
export function splitFrontMatter(text: string): { fields: string; body: string } | undefined {
  const match = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)([\s\S]*)$/.exec(text);
  return match ? { fields: match[1]!, body: match[2]! } : undefined;
}

/**
 * The fields of a content file (YAML, or Markdown's front matter) and its text, by the `yaml` package, as
 * the build, the Worker and the editor read them. An alias repeated past the package's limit (a "billion
 * laughs") is refused like any text that cannot be read.
 */
export function parseContent(text: string, display: string): Parsed {
  const markdown = display.endsWith(".md");
  const match = markdown ? splitFrontMatter(text) : undefined;
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
    // The yaml package's alias limit stops a file whose few lines stand for billions of values.
    const data: unknown = parse(match ? match.fields : text, { maxAliasCount: 100 }) ?? {};
    if (typeof data !== "object" || Array.isArray(data)) throw new Error("the fields are not written as name: value");
    return { data: data as Record<string, unknown>, body: match?.body };
  } catch (error) {
    const line = error instanceof YAMLParseError && error.linePos ? ` on line ${error.linePos[0].line + (match ? 1 : 0)}` : "";
    const reason = `${(error as Error).message.split("\n")[0]!.replace(/ at line \d+, column \d+:$/, "")}${line}`;
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

export const isContentFile = (name: string) => /\.(md|markdown|ya?ml)$/i.test(name);
