/**
 * @jest-environment node
 *
 * Writing /admin/ (src/cms/admin-folder.ts) and its preview bundle (src/cms/preview/bundle.ts; esbuild
 * needs Node's own Buffer, not jsdom's).
 */
import fs from "fs";
import os from "os";
import path from "path";
import { writePreviewBundle } from "../src/cms/preview/bundle";
import { OTHER_FILES_ID } from "../src/cms/preview/handover";
import { writeAdminFolder } from "../src/cms/admin-folder";
import { cmsBackend } from "../src/cms/backend";
import { projectRoot, testCache } from "../test-support/built";
import { copyProject } from "../test-support/project-copy";

describe("the preview bundle", () => {
  it("carries the site's styles and font, with the font shown as soon as it arrives", async () => {
    const target = fs.mkdtempSync(path.join(os.tmpdir(), "previews-"));
    await writePreviewBundle(projectRoot, target, testCache);
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

describe("writing /admin/", () => {
  it("writes the page, forms, CMS and previews; without a backend, only the page", async () => {
    const dir = copyProject();
    const admin = (siteDir: string) => path.join(dir, siteDir, "admin");
    await writeAdminFolder(dir, cmsBackend("build", { CMS_GITHUB_REPO: "cafe/site" }), testCache, path.join(dir, "with-backend"));
    for (const name of ["index.html", "config.yml", "decap-cms.js", "previews.js", "previews.css"]) {
      expect(fs.existsSync(path.join(admin("with-backend"), name))).toBe(true);
    }
    expect(fs.readFileSync(path.join(admin("with-backend"), "index.html"), "utf8")).toContain(`id="${OTHER_FILES_ID}"`);

    await writeAdminFolder(dir, cmsBackend("build", {}), testCache, path.join(dir, "without"));
    expect(fs.readdirSync(admin("without"))).toEqual(["index.html"]);
    fs.rmSync(dir, { recursive: true, force: true });
  }, 60_000);
});
