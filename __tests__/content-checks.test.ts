/**
 * @jest-environment node
 *
 * The content checks as Gatsby runs them: all problems at start-up stop `gatsby build`; under
 * `gatsby develop` each save of a content file is checked again, and fixing it is acknowledged.
 */
import fs from "fs";
import path from "path";
import type { Node, Reporter } from "gatsby";
import { checkFileNode, failOnProblems } from "../src/schema/gatsby-checks";
import { copyContent, readField, setField } from "../test-support/content-copy";

const reporter = { error: jest.fn(), success: jest.fn(), panicOnBuild: jest.fn() };
const dir = copyContent();
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** What gatsby-source-filesystem hands onCreateNode when it reads (or re-reads) a file. */
const fileNode = (relativePath: string) =>
  ({
    id: relativePath,
    internal: { type: "File" },
    sourceInstanceName: "content",
    relativePath,
    absolutePath: path.join(dir, relativePath),
  }) as unknown as Node;
const saved = (relativePath: string) => checkFileNode(fileNode(relativePath), reporter as unknown as Reporter);

it("holds start-up problems back, then stops the build with all of them in one message", async () => {
  setField(dir, "coffee/index.md", "carousel.intervalSeconds", "six");
  await saved("coffee/index.md");
  await saved("home/index.md");
  expect(reporter.error).not.toHaveBeenCalled();

  failOnProblems(reporter as unknown as Reporter);
  expect(reporter.panicOnBuild).toHaveBeenCalledTimes(1);
  expect(reporter.panicOnBuild.mock.calls[0][0]).toMatch(
    /Content check: 1 problem in content\/[\s\S]*content\/coffee\/index\.md, field carousel\.intervalSeconds: found "six"/,
  );
});

it("under develop, reports a mistake as soon as the file is saved, and says so when it is fixed", async () => {
  const subheading = readField(dir, "team/index.md", "subheading");
  setField(dir, "team/index.md", "subheading", `<b>${String(subheading)}</b>`);
  await saved("team/index.md");
  expect(reporter.error).toHaveBeenLastCalledWith(expect.stringContaining("content/team/index.md, field subheading: found HTML code"));

  setField(dir, "team/index.md", "subheading", subheading);
  await saved("team/index.md");
  expect(reporter.success).toHaveBeenLastCalledWith("content/team/index.md is fine again.");
  expect(reporter.panicOnBuild).toHaveBeenCalledTimes(1);
});
