/**
 * @jest-environment node
 *
 * The content checks, fed one editor's mistake at a time (a temporary copy of content/ each), and the
 * real content. That `gatsby build` then stops is shown by content-build.test.ts; that they take every
 * kind of photograph a phone makes, by e2e/edited-site.spec.ts, whose copy must pass them to build.
 */
import fs from "fs";
import { schemaFor } from "../src/schema/content-file";
import { formatForStaff } from "../src/schema/issues";
import { siteFile } from "../src/schema/schema";
import { formatIssue } from "../src/schema/validate";
import { formTime } from "../src/schema/hours-rules";
import { contentRoot } from "../test-support/content";
import { badCases, checkContentDir, copyContent } from "../test-support/content-copy";

const copies: string[] = [];
afterAll(() => copies.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

it("passes the real content without a single message", async () => {
  expect((await checkContentDir(contentRoot)).map(formatIssue)).toEqual([]);
});

describe.each(badCases)("$name", (badCase) => {
  it(`is reported against content/${badCase.file}, field ${badCase.field}`, async () => {
    const dir = copyContent();
    copies.push(dir);
    await badCase.make(dir);
    const issues = await checkContentDir(dir);
    const messages = issues.map(formatIssue);
    expect(messages).toContainEqual(expect.stringContaining(`content/${badCase.file}, field ${badCase.field}: found `));
    // Each says what it found and what is expected instead (the exact words of many: EDITING.md, editing-guide.test.ts).
    for (const message of messages) expect(message).toMatch(/: found .+; expected /);
    // Only the file that was broken is blamed.
    expect(issues.filter((issue) => issue.file !== `content/${badCase.file}`)).toEqual([]);
  });

  it("is named for the staff as the editor's form names it: the file's label and the fields' labels, no path or index", async () => {
    const dir = copyContent();
    copies.push(dir);
    await badCase.make(dir);
    const schema = schemaFor(badCase.file);
    for (const issue of await checkContentDir(dir)) {
      const words = formatForStaff(issue, schema);
      expect(words).toMatch(/: found .+; expected /);
      if (!schema) continue;
      expect(words.startsWith(`${schema.label}`)).toBe(true);
      expect(words).not.toMatch(/\[\d+\]/);
      if (/[.[]/.test(issue.field)) expect(words).not.toContain(issue.field);
    }
  });
});

it("names a list's item by its place in the form, as the form labels it", async () => {
  const dir = copyContent();
  copies.push(dir);
  await badCases.find((badCase) => badCase.field === "specialDates[1].from")!.make(dir);
  const [issue] = await checkContentDir(dir);
  const special = siteFile.fields.specialDates.of;
  expect(formatForStaff(issue!, siteFile)).toMatch(
    new RegExp(
      `^${siteFile.label}, the second ${special.label.toLowerCase()}, ${special.fields.from.label}: found .*, which overlaps the first ${special.label.toLowerCase()} `,
    ),
  );
});

it("gives the staff a time as the form shows it (7:00 AM), and the build's log the time as the file holds it", async () => {
  const dir = copyContent();
  copies.push(dir);
  await badCases.find((badCase) => badCase.field === "hours.monday.closes")!.make(dir);
  const [issue] = await checkContentDir(dir);
  expect(formatIssue(issue!)).toContain('found "07:00", which is not after the opening time "18:00"');
  expect(formatForStaff(issue!, siteFile)).toContain("found 7:00 AM, which is not after the opening time 6:00 PM;");
});

it.each([
  ["00:05", "12:05 AM"],
  ["7:00", "7:00 AM"],
  ["12:00", "12:00 PM"],
  ["18:30", "6:30 PM"],
  ["23:59", "11:59 PM"],
])("writes %s as the form's time picker shows it: %s", (time, shown) => expect(formTime(time)).toBe(shown));
