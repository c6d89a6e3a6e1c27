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

let dir = "";
afterAll(() => dir && fs.rmSync(dir, { recursive: true, force: true }));

it("stops the build on a bad alt text and a misspelt field, naming both, and publishes nothing", async () => {
  dir = copyProject();
  const coffee = path.join(dir, "content/coffee/index.md");
  fs.writeFileSync(coffee, fs.readFileSync(coffee, "utf8").replace(/alt: A man in a wide-brimmed hat[^\n]*/, "alt: picker-man.jpg"));
  const site = path.join(dir, "content/site/site.yaml");
  fs.writeFileSync(site, fs.readFileSync(site, "utf8").replace("  offer:", "  ofer:"));

  const { status, output } = await gatsbyBuild(dir);

  expect(status).not.toBe(0);
  expect(output).toContain('content/coffee/index.md, field carousel.slides[3].alt: found "picker-man.jpg"');
  expect(output).toContain('content/site/site.yaml, field banner.ofer: found a field the site does not know');
  expect(output).toMatch(/Content check: \d+ problems in content\//);
  expect(builtPages(path.join(dir, "public"))).toEqual([]);
}, 240_000);
