/**
 * A content file as text, as editors write it (YAML, or Markdown with a YAML front matter block): which
 * schema it has, and its fields and text. Pure, so the build and the editor's gateway read files alike.
 */
import { parse, YAMLError } from "yaml";
import { contentFiles } from "./schema";
import type { FileSchema } from "./kinds";
import type { Issue } from "./validate";

/** How an editor names a file: content/<relative path>, with forward slashes. */
export const displayName = (relative: string) => `content/${relative.split(/[\\/]/).join("/")}`;

export const schemaFor = (relative: string): FileSchema | undefined =>
  contentFiles.find((schema) => schema.file === relative.split(/[\\/]/).join("/"));

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
    // The yaml package's alias limit stops a file whose few lines stand for billions of values.
    const data: unknown = parse(match ? match[1]! : text, { maxAliasCount: 100 }) ?? {};
    if (typeof data !== "object" || Array.isArray(data)) throw new Error("the fields are not written as name: value");
    return { data: data as Record<string, unknown>, body: match?.[2] };
  } catch (error) {
    const line = error instanceof YAMLError ? error.linePos?.[0].line : undefined;
    const said = (error instanceof Error ? error.message : String(error)).split("\n")[0]!.replace(/ at line \d+, column \d+:?$/, "");
    const reason = `${said}${line ? ` on line ${line + (match ? 1 : 0)}` : ""}`;
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
