/**
 * What the CMS checks before it saves, beyond each field's own pattern: the rules across fields of the
 * content schema (closing after opening, special dates that do not overlap...). Decap shows the thrown
 * message, in the form's names, in its "failed to save" notice and keeps the form as it is, so nothing is written.
 */
import { contentFiles } from "../../schema/schema";
import { crossIssues, formatForStaff } from "../../schema/cross";

/** `path` is the file as the CMS names it ("content/site/site.yaml"); throws if the build would refuse it. */
export function refuseCrossIssues(path: string, data: Record<string, unknown>): void {
  const schema = contentFiles.find((file) => `content/${file.file}` === path);
  if (!schema) return;
  const issues = crossIssues(schema.fields, data, path);
  if (issues.length > 0) throw new Error(issues.map((issue) => formatForStaff(issue, schema)).join(" "));
}
