/**
 * Runs the content checks in Gatsby's onCreateNode, which sees every version of a file saved under
 * `gatsby develop` (onPreBootstrap runs only once). `gatsby build` stops before any page is rendered.
 */
import fs from "fs";
import type { Node, Reporter } from "gatsby";
import { displayName, isContentFile, schemaFor } from "./content-file";
import { checkContentFile } from "./files";
import { formatForStaff, formatIssue, type Issue } from "./issues";

/** Problems by file, as they stand after the latest version of each file was checked. */
const problems = new Map<string, Issue[]>();
let started = false;

type FileNode = Node & { sourceInstanceName: string; relativePath: string; absolutePath: string };

/** `node` is a File node (gatsby-node.ts). */
export async function checkFileNode(node: Node, reporter: Reporter): Promise<void> {
  const { sourceInstanceName, relativePath, absolutePath } = node as FileNode;
  if (sourceInstanceName !== "content" || !isContentFile(relativePath)) return;
  const contentDir = absolutePath.slice(0, absolutePath.length - relativePath.length);
  const issues = await checkContentFile(contentDir, relativePath);
  const before = problems.get(relativePath);
  if (issues.length > 0) problems.set(relativePath, issues);
  else problems.delete(relativePath);
  // Before start-up is complete, failOnProblems reports everything at once.
  if (!started) return;
  if (issues.length > 0) reporter.error(report(issues));
  else if (before) reporter.success(`${displayName(relativePath)} is fine again.`);
}

const staffWords = (issue: Issue) => formatForStaff(issue, schemaFor(issue.file.replace(/^content\//, "")));

function report(issues: Issue[]): string {
  const count = issues.length === 1 ? "1 problem" : `${issues.length} problems`;
  const lines = issues.map((issue) => `  - ${formatIssue(issue)}\n    In the editor: ${staffWords(issue)}`);
  return `Content check: ${count} in content/. Fix the file and save it; see docs/content-files.md, "When the build says no".\n${lines.join("\n")}`;
}

/**
 * On GitHub Actions, an annotation for each problem in the editor's words, and a summary on the check's page
 * (https://docs.github.com/actions/reference/workflows-and-actions/workflow-commands).
 */
function reportToGitHub(issues: Issue[], env = process.env): void {
  if (env.GITHUB_ACTIONS !== "true") return;
  const escape = (text: string) => text.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
  for (const issue of issues) process.stdout.write(`\n::error file=${issue.file},title=Content check::${escape(staffWords(issue))}\n`);
  if (env.GITHUB_STEP_SUMMARY) {
    const items = issues.map((issue) => `- ${staffWords(issue)}`).join("\n");
    fs.appendFileSync(env.GITHUB_STEP_SUMMARY, `### Not published: fix this in the editor, then save again\n\n${items}\n`);
  }
}

/** Called before pages are created. */
export function failOnProblems(reporter: Reporter): void {
  const issues = [...problems.values()].flat();
  if (!started && issues.length > 0) {
    reportToGitHub(issues);
    reporter.panicOnBuild(report(issues));
  }
  started = true;
}
