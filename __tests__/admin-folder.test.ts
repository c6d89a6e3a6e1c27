/**
 * @jest-environment node
 *
 * Writing /admin/ (editor/admin/admin-folder.ts) and its preview bundle (editor/admin/preview/bundle.ts; esbuild
 * needs Node's own Buffer, not jsdom's).
 */
import fs from "fs";
import os from "os";
import path from "path";
import { writePreviewBundle } from "../editor/admin/preview/bundle";
import { OTHER_FILES_ID } from "../editor/admin/page-parts";
import { writeAdminFolder } from "../editor/admin/admin-folder";
import { editorBackend } from "../editor/admin/backend";
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
  it("writes the page, forms, CMS, previews and the owner's setup page; on Netlify, Identity's widget too", async () => {
    const dir = copyProject();
    const admin = (siteDir: string) => path.join(dir, siteDir, "admin");
    await writeAdminFolder(dir, editorBackend("build", {}), testCache, path.join(dir, "cloudflare"));
    for (const name of [
      "index.html",
      "config.yml",
      "decap-cms.js",
      "previews.js",
      "previews.css",
      "setup.js",
      "setup/index.html",
      "status.json",
    ]) {
      expect([name, fs.existsSync(path.join(admin("cloudflare"), name))]).toEqual([name, true]);
    }
    expect(fs.readFileSync(path.join(admin("cloudflare"), "index.html"), "utf8")).toContain(`id="${OTHER_FILES_ID}"`);
    expect(fs.existsSync(path.join(admin("cloudflare"), "netlify-identity-widget.js"))).toBe(false);
    await writeAdminFolder(dir, editorBackend("build", { NETLIFY: "true" }), testCache, path.join(dir, "netlify"));
    expect(fs.existsSync(path.join(admin("netlify"), "netlify-identity-widget.js"))).toBe(true);
    fs.rmSync(dir, { recursive: true, force: true });
  }, 60_000);
});
