/**
 * @jest-environment node
 *
 * A real `gatsby build` on a copy of the project with one content mistake: it must stop with a non-zero
 * exit status, print the editor's message, and leave no page behind. (Each mistake's message is
 * covered quickly by content-validation.test.ts; this proves the build acts on them.)
 */
import fs from "fs";
import path from "path";
import { copyProject, gatsbyBuild } from "../test-support/project-copy";
import { builtPages } from "../test-support/built";
import { renameField, setField } from "../test-support/content-copy";

let dir = "";
afterAll(() => dir && fs.rmSync(dir, { recursive: true, force: true }));

it("stops the build on a bad alt text and a misspelt field, naming both, and publishes nothing", async () => {
  dir = copyProject();
  setField(path.join(dir, "content"), "coffee/index.md", "carousel.slides[1].alt", "picker-man.jpg");
  renameField(path.join(dir, "content"), "site/site.yaml", "banner.offer", "ofer");

  const { status, output } = await gatsbyBuild(dir);

  expect(status).not.toBe(0);
  expect(output).toContain('content/coffee/index.md, field carousel.slides[1].alt: found "picker-man.jpg"');
  expect(output).toContain("content/site/site.yaml, field banner.ofer: found a field the site does not know");
  expect(output).toMatch(/Content check: \d+ problems in content\//);
  expect(builtPages(path.join(dir, "public"))).toEqual([]);
}, 240_000);
