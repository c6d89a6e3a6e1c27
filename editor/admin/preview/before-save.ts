/**
 * Before a save, the schema's rules across fields. Decap shows the thrown message in its "failed to save"
 * notice and keeps the form as it is, so nothing is written.
 */
import { contentFiles } from "../../../src/schema/schema";
import { crossIssues, formatForStaff } from "../../../src/schema/issues";

/** `path` as the CMS names it: "content/site/site.yaml". */
export function refuseCrossIssues(path: string, data: Record<string, unknown>): void {
  const schema = contentFiles.find((file) => `content/${file.file}` === path);
  if (!schema) return;
  const issues = crossIssues(schema.fields, data, path);
  if (issues.length === 0) return;
  // Unnamed, so that Decap's notice shows the sentence alone, not "Error: " before it.
  const refusal = new Error(issues.map((issue) => formatForStaff(issue, schema)).join(" "));
  refusal.name = "";
  throw refusal;
}
