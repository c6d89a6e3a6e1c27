/**
 * @jest-environment node
 *
 * A real `gatsby build` on a copy of the project with content mistakes: it must stop with a non-zero
 * exit status, print each message for whoever looks after the site and in the staff's words, and leave
 * no page behind. (Each mistake's message is
 * covered quickly by content-validation.test.ts; this proves the build acts on them.)
 */
import fs from "fs";
import path from "path";
import { copyProject, gatsbyBuild } from "../test-support/project-copy";
import { builtPages } from "../test-support/built";
import { SITE_FOLDER } from "../src/hosting/site-folder";
import { renameField, setField } from "../test-support/content-copy";
import { coffeeFile, siteFile } from "../src/schema/schema";
import { nthItem } from "../src/schema/issues";

let dir = "";
afterAll(() => dir && fs.rmSync(dir, { recursive: true, force: true }));

it("stops the build on a bad alt text and a misspelt field, naming both as the file and the editor's form do, and writes no site", async () => {
  dir = copyProject();
  const content = path.join(dir, "content");
  setField(content, coffeeFile.file, "carousel.slides[1].alt", "picker-man.jpg");
  renameField(content, siteFile.file, "banner.offer", "ofer");
  // As on GitHub Actions, where the check of a pull request shows annotations and a summary.
  const summary = path.join(dir, "step-summary.md");

  const { status, output } = await gatsbyBuild(dir, { GITHUB_ACTIONS: "true", GITHUB_STEP_SUMMARY: summary });

  expect(status).not.toBe(0);
  expect(builtPages(path.join(dir, SITE_FOLDER))).toEqual([]);
  expect(output).toMatch(/Content check: \d+ problems in content\//);
  // For whoever looks after the site: the file and the field's path.
  expect(output).toContain('content/coffee/index.md, field carousel.slides[1].alt: found "picker-man.jpg"');
  expect(output).toContain("content/site/site.yaml, field banner.ofer: found a field the site does not know");
  // For the staff: the form's names, in the log, in an annotation each, and in the check's summary.
  const { carousel } = coffeeFile.fields;
  const alt = `${coffeeFile.label}, ${carousel.label}, ${nthItem(1, carousel.fields.slides.of.label)}, ${carousel.fields.slides.of.fields.alt.label}: found "picker-man.jpg"`;
  const ofer = `${siteFile.label}, ${siteFile.fields.banner.label}, ofer: found a field the site does not know`;
  for (const words of [alt, ofer]) {
    expect(output).toContain(`In the editor: ${words}`);
    expect(output).toContain(`::error file=content/${words === alt ? coffeeFile.file : siteFile.file},title=Content check::${words}`);
    expect(fs.readFileSync(summary, "utf8")).toContain(`- ${words}`);
  }
}, 240_000);
