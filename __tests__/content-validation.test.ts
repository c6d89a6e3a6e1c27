/**
 * @jest-environment node
 *
 * The content checks, fed one editor's mistake at a time (a temporary copy of content/ each), and the
 * real content. That `gatsby build` then stops is shown by content-build.test.ts; that they take every
 * kind of photograph a phone makes, by e2e/edited-site.spec.ts, whose copy must pass them to build.
 */
import fs from "fs";
import { checkContentDir } from "../src/schema/files";
import { formatIssue } from "../src/schema/validate";
import { contentRoot } from "../test-support/content";
import { badCases, copyContent } from "../test-support/content-copy";

const copies: string[] = [];
afterAll(() => copies.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

it("passes the real content without a single message", async () => {
  expect((await checkContentDir(contentRoot)).map(formatIssue)).toEqual([]);
});

it("has at least 15 distinct mistakes to try", () => {
  expect(new Set(badCases.map((c) => `${c.file} ${c.field}`)).size).toBeGreaterThanOrEqual(15);
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
});
