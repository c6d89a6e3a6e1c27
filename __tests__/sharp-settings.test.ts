/**
 * @jest-environment node
 *
 * gatsby-plugin-sharp's encoding module sets sharp to one thread as it loads; gatsby-config then gives
 * sharp every core (src/photos/sharp-settings.ts). If an update changed either, this fails.
 */
import os from "os";
import path from "path";
import { execFileSync } from "child_process";
import sharp from "sharp";
import { encodeOnEveryCore } from "../src/photos/sharp-settings";
import { PACKAGE_INTERNALS } from "../src/workarounds/package-internals";

it("is needed: the plugin's encoding module still sets sharp to one thread as it loads (PACKAGE_INTERNALS.sharpOneThread)", () => {
  // In a Node of its own, since this one has loaded the module already.
  const script = `const sharp = require("sharp"); sharp.concurrency(3); require(${JSON.stringify(PACKAGE_INTERNALS.sharpOneThread.module)}); console.log(sharp.concurrency());`;
  expect(execFileSync(process.execPath, ["-e", script], { cwd: path.resolve(__dirname, ".."), encoding: "utf8" }).trim()).toBe("1");
});

it("gives sharp every core once the plugin's encoding module has had its say", () => {
  sharp.concurrency(1);
  encodeOnEveryCore();
  expect(sharp.concurrency()).toBe(os.cpus().length);
});
