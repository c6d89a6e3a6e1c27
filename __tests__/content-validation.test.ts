/**
 * @jest-environment node
 *
 * The content checks, fed one editor's mistake at a time (a temporary copy of content/ each), and the
 * real content. That `gatsby build` then stops is shown by content-build.test.ts.
 */
import fs from "fs";
import os from "os";
import path from "path";
import sharp from "sharp";
import { checkContentDir } from "../src/schema/files";
import { formatIssue, validateData } from "../src/schema/validate";
import { image, object, altText } from "../src/schema/kinds";
import { badCases, contentRoot, copyContent } from "../test-support/content-copy";

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

describe("a photograph that must have an exact size (such as a social-sharing card)", () => {
  const schema = {
    file: "site/card.yaml",
    typeName: "Card",
    label: "Card",
    fields: { card: object("Card", "Card", { image: image("Image", { exactSize: { width: 1200, height: 630 } }), alt: altText() }) },
  };
  // Pictures of its own, so the test holds whatever photographs the editors use.
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "card-"));
  copies.push(folder);
  const picture = (name: string, width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: "#3a2a1a" } })
      .jpeg()
      .toFile(path.join(folder, name));
  const check = (file: string) =>
    validateData(
      schema,
      { card: { image: file, alt: "The wordmark over a heap of roasted beans" } },
      undefined,
      "content/site/card.yaml",
      folder,
    );

  it("accepts a 1200 x 630 image", async () => {
    await picture("card.jpg", 1200, 630);
    expect(await check("card.jpg")).toEqual([]);
  });

  it("refuses any other size, saying which size it found and which it needs", async () => {
    await picture("wide.jpg", 2400, 1600);
    const [issue] = await check("wide.jpg");
    expect(issue && formatIssue(issue)).toBe(
      "content/site/card.yaml, field card.image: found a photograph of 2400 x 1600 pixels; expected exactly 1200 x 630 pixels.",
    );
  });
});
