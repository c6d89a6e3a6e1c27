/**
 * @jest-environment node
 *
 * The admin's preview bundle (src/cms/preview/bundle.ts; esbuild needs Node's own Buffer, not jsdom's).
 */
import fs from "fs";
import os from "os";
import path from "path";
import { publishPreviews } from "../src/cms/preview/bundle";
import { projectRoot } from "../test-support/built";

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
