/**
 * @jest-environment node
 *
 * Publishing /admin/ (src/cms/publish.ts) and its preview bundle (src/cms/preview/bundle.ts; esbuild
 * needs Node's own Buffer, not jsdom's).
 */
import fs from "fs";
import os from "os";
import path from "path";
import { publishPreviews } from "../src/cms/preview/bundle";
import { PREVIEW_FACTS_ID } from "../src/cms/preview/facts";
import { publishAdmin } from "../src/cms/publish";
import { cmsBackend } from "../src/cms/backend";
import { projectRoot } from "../test-support/built";
import { copyProject } from "../test-support/project-copy";

describe("the preview bundle", () => {
  it("carries the site's styles and font, with the font shown as soon as it arrives", async () => {
    const target = fs.mkdtempSync(path.join(os.tmpdir(), "previews-"));
    await publishPreviews(projectRoot, target);
    const files = fs.readdirSync(target);
    expect(files).toEqual(expect.arrayContaining(["previews.js", "previews.css"]));
    const css = fs.readFileSync(path.join(target, "previews.css"), "utf8");
    const font = files.find((file) => file.endsWith(".woff2"));
    expect(css).toContain(`/admin/${font}`);
    expect(css).toContain("font-display:swap");
    expect(css).not.toContain("optional");
    fs.rmSync(target, { recursive: true, force: true });
  });
});

describe("publishing /admin/ again", () => {
  it("writes the page, forms, CMS and previews, and drops what it no longer writes", async () => {
    const dir = copyProject();
    const admin = path.join(dir, "public", "admin");
    const github = cmsBackend("build", { CMS_GITHUB_REPO: "cafe/site" });
    await publishAdmin(dir, github);
    for (const name of ["index.html", "config.yml", "decap-cms.js", "previews.js", "previews.css"]) {
      expect(fs.existsSync(path.join(admin, name))).toBe(true);
    }
    expect(fs.readFileSync(path.join(admin, "index.html"), "utf8")).toContain(`id="${PREVIEW_FACTS_ID}"`);
    // What a later build finds: a file it no longer writes.
    fs.writeFileSync(path.join(admin, "retired.js"), "old");

    await publishAdmin(dir, github);
    expect(fs.existsSync(path.join(admin, "retired.js"))).toBe(false);

    await publishAdmin(dir, cmsBackend("build", {}));
    expect(fs.readdirSync(admin)).toEqual(["index.html"]);
    fs.rmSync(dir, { recursive: true, force: true });
  }, 60_000);
});
