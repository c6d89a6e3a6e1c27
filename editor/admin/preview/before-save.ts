/**
 * Before a save, the schema's rules across fields. Decap shows the thrown message as its notice (in the
 * gateway's words for the same refusal) and keeps the form as it is, so nothing is written.
 */
import { contentFiles } from "../../../src/schema/schema";
import { crossIssues, formatForStaff } from "../../../src/schema/issues";
import { SAY } from "../../gateway/answers";

/** `path` as the CMS names it: "content/site/site.yaml". */
export function refuseCrossIssues(path: string, data: Record<string, unknown>): void {
  const schema = contentFiles.find((file) => `content/${file.file}` === path);
  if (!schema) return;
  const issues = crossIssues(schema.fields, data, path);
  if (issues.length === 0) return;
  // Unnamed, so that Decap's notice shows the sentence alone, not "Error: " before it.
  const refusal = new Error(SAY.notSaved(issues.map((issue) => formatForStaff(issue, schema))));
  refusal.name = "";
  throw refusal;
}
