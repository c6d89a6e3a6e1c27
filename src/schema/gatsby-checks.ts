/**
 * Runs the content checks inside Gatsby. Every content file arrives as a File node, at start-up and
 * again each time it is saved under `gatsby develop`, so onCreateNode sees every version an editor
 * writes (onPreBootstrap runs only once). Problems are held per file: `gatsby build` stops before any
 * page is rendered; `gatsby develop` prints them and says so once the file is fixed.
 */
import type { Node, Reporter } from "gatsby";
import { checkContentFile, isContentFile } from "./files";
import { formatIssue } from "./validate";

/** Problems by file, as they stand after the latest version of each file was checked. */
const problems = new Map<string, string[]>();
let started = false;

type FileNode = Node & { sourceInstanceName?: string; relativePath?: string; absolutePath?: string };

export async function checkFileNode(node: Node, reporter: Reporter): Promise<void> {
  const { sourceInstanceName, relativePath, absolutePath } = node as FileNode;
  if (node.internal.type !== "File" || sourceInstanceName !== "content" || !relativePath || !absolutePath) return;
  if (!isContentFile(relativePath)) return;
  const contentDir = absolutePath.slice(0, absolutePath.length - relativePath.length);
  const messages = (await checkContentFile(contentDir, relativePath)).map(formatIssue);
  const before = problems.get(relativePath);
  if (messages.length > 0) problems.set(relativePath, messages);
  else problems.delete(relativePath);
  // Before start-up is complete, failOnProblems reports everything at once.
  if (!started) return;
  if (messages.length > 0) reporter.error(report(messages));
  else if (before) reporter.success(`content/${relativePath} is fine again.`);
}

function report(messages: string[]): string {
  const count = messages.length === 1 ? "1 problem" : `${messages.length} problems`;
  return `Content check: ${count} in content/. Fix the file and save it; see EDITING.md, "When the site says no".\n  - ${messages.join("\n  - ")}`;
}

/** Called before pages are created: stops `gatsby build` (exit status 1, nothing rendered) on any problem. */
export function failOnProblems(reporter: Reporter): void {
  const messages = [...problems.values()].flat();
  if (!started && messages.length > 0) reporter.panicOnBuild(report(messages));
  started = true;
}
