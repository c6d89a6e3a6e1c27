/**
 * @jest-environment node
 *
 * The sharp settings made in gatsby-config reach the encoder that gatsby-plugin-sharp's own image jobs
 * call. The plugin passes sharp only a quality and sets it to one thread; if an update changed either,
 * this fails and the settings have to be looked at again.
 */
import fs from "fs";
import os from "os";
import path from "path";
import sharp, { type HeifOptions } from "sharp";
import { setAvifEffort, encodeOnEveryCore } from "../src/photos/sharp-settings";
import { PACKAGE_INTERNALS } from "../src/workarounds/package-internals";
import { execFileSync } from "child_process";
import { phonePhoto } from "../test-support/phone-photos";

// The plugin's encoding step, as its image jobs run it.
const { processFile } = require("gatsby-plugin-sharp/process-file") as {
  processFile: (file: string, transforms: { outputPath: string; args: Record<string, unknown> }[], options: object) => Promise<unknown>;
};

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "avif-effort-"));
const source = path.join(dir, "source.jpg");

beforeAll(() => phonePhoto(source, 96, 64));

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** The effort sharp was asked for while the plugin made one AVIF file. */
async function effortOfPluginJob(): Promise<unknown> {
  const heif = jest.spyOn(sharp.prototype, "heif");
  try {
    await processFile(
      source,
      [{ outputPath: path.join(dir, "out.avif"), args: { width: 48, height: 32, toFormat: "avif", quality: 50 } }],
      {},
    );
    const calls = heif.mock.calls as unknown as [HeifOptions | undefined][];
    const forAvif = calls.map(([options]) => options).filter((options) => options?.compression === "av1");
    return forAvif.map((options) => options?.effort);
  } finally {
    heif.mockRestore();
  }
}

it("gives the plugin's AVIF encoding the effort that was set", async () => {
  setAvifEffort(2);
  expect(await effortOfPluginJob()).toEqual([2]);
  setAvifEffort(3);
  expect(await effortOfPluginJob()).toEqual([3]);
  expect((await sharp(path.join(dir, "out.avif")).metadata()).format).toBe("heif");
});

it("leaves an effort that a call names itself alone", () => {
  setAvifEffort(3);
  const heif = jest.spyOn(sharp.prototype, "heif");
  sharp(source).avif({ quality: 40, effort: 6 });
  expect(heif.mock.calls[0]?.[0]).toMatchObject({ quality: 40, effort: 6 });
  heif.mockRestore();
});

it("refuses an effort sharp does not have", () => {
  expect(() => setAvifEffort(10)).toThrow(/AVIF effort must be a whole number from 0 to 9, not 10/);
  expect(() => setAvifEffort(2.5)).toThrow(/not 2.5/);
});

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
