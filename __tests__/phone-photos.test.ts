/**
 * @jest-environment node
 *
 * Photographs as phones and other sources make them: each is read at the size it is shown and prepared
 * into an upright, decodable file that the image plugin reads right (src/photos/prepare-photo.ts), once. The
 * whole build path is checked in e2e/edited-site.spec.ts, whose edited copy replaces every photograph
 * with a phone's (an iPhone's HEIC and a sideways sharing picture among them, which the content check
 * must take); what the content check refuses, in content-validation.test.ts and EDITING.md's examples.
 */
import fs from "fs";
import os from "os";
import path from "path";
import sharp, { type Sharp } from "sharp";
import { MAX_PIXELS, measurePhoto, preparedPhoto } from "../src/photos/prepare-photo";
import { phonePhoto, uprightProblem } from "../test-support/phone-photos";

let dir = "";
const cache = () => path.join(dir, "cache");
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "phone-photos-"));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** The file the image plugin reads for `file`: the file itself, or its prepared copy. */
async function whatThePluginReads(file: string): Promise<string> {
  const prepared = await preparedPhoto(file, path.basename(file), cache());
  return prepared?.path ?? file;
}

describe.each([1, 2, 3, 4, 5, 6, 7, 8])("a landscape photograph stored with EXIF orientation %i", (orientation) => {
  it("is read as landscape, and reaches the image plugin upright in its shown size", async () => {
    const file = path.join(dir, `orientation-${orientation}.jpg`);
    await phonePhoto(file, 600, 400, orientation);
    expect(await measurePhoto(file)).toMatchObject({ width: 600, height: 400, needsPreparing: orientation !== 1 });
    const read = await whatThePluginReads(file);
    expect(await sharp(read).metadata()).toMatchObject({ width: 600, height: 400 });
    expect(await uprightProblem(read)).toBeUndefined();
  });
});

it(`a photograph of more than ${MAX_PIXELS / 1e6} megapixels is scaled down to that, in its own proportions`, async () => {
  const file = path.join(dir, "huge.jpg");
  await sharp({ create: { width: 6000, height: 4000, channels: 3, background: "#806040" } })
    .jpeg()
    .toFile(file);
  const read = await whatThePluginReads(file);
  const { width = 0, height = 0 } = await sharp(read).metadata();
  expect(width * height).toBeLessThanOrEqual(MAX_PIXELS);
  expect(width * height).toBeGreaterThan(MAX_PIXELS * 0.99);
  expect(width / height).toBeCloseTo(1.5, 2);
});

it("is prepared once: the next build finds the prepared copy and does not write it again", async () => {
  const file = path.join(dir, "again.jpg");
  await phonePhoto(file, 300, 200, 6);
  const first = await preparedPhoto(file, "again", cache());
  const written = fs.statSync(first!.path).mtimeMs;
  await new Promise((resolve) => setTimeout(resolve, 20));
  const second = await preparedPhoto(file, "again", cache());
  expect(second).toEqual(first);
  expect(fs.statSync(second!.path).mtimeMs).toBe(written);
});

describe("other kinds of picture come out in sRGB colours, 8 bits a channel", () => {
  const orange = { r: 230, g: 120, b: 30 };
  const colourOf = async (file: string) => {
    const { data } = await sharp(file).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    return { r: data[0]!, g: data[1]!, b: data[2]! };
  };
  const close = (found: { r: number; g: number; b: number }, wanted: typeof found, by = 20) =>
    expect(Math.max(Math.abs(found.r - wanted.r), Math.abs(found.g - wanted.g), Math.abs(found.b - wanted.b))).toBeLessThan(by);
  const made = (name: string, make: (image: Sharp) => Sharp, channels: 3 | 4 = 3, background: object = orange) =>
    make(sharp({ create: { width: 400, height: 300, channels, background } })).toFile(path.join(dir, name));

  it("a CMYK JPEG (from print work)", async () => {
    await made("cmyk.jpg", (image) => image.toColourspace("cmyk").jpeg());
    expect((await sharp(path.join(dir, "cmyk.jpg")).metadata()).space).toBe("cmyk");
    const read = await whatThePluginReads(path.join(dir, "cmyk.jpg"));
    expect(await sharp(read).metadata()).toMatchObject({ space: "srgb", format: "jpeg" });
    // Through a print profile and back the colour shifts a little, as any program shows it.
    close(await colourOf(read), orange, 45);
  });

  it("a 16-bit PNG", async () => {
    await made("deep.png", (image) => image.toColourspace("rgb16").png());
    expect((await sharp(path.join(dir, "deep.png")).metadata()).depth).toBe("ushort");
    const read = await whatThePluginReads(path.join(dir, "deep.png"));
    expect(await sharp(read).metadata()).toMatchObject({ space: "srgb", depth: "uchar" });
    close(await colourOf(read), orange);
  });

  it("an opaque PNG (a screenshot, an export) becomes a JPEG", async () => {
    await made("screen.png", (image) => image.png());
    const read = await whatThePluginReads(path.join(dir, "screen.png"));
    expect(await sharp(read).metadata()).toMatchObject({ format: "jpeg", width: 400, height: 300 });
    close(await colourOf(read), orange);
  });

  it("a greyscale photograph, used as it is", async () => {
    await made("grey.jpg", (image) => image.greyscale().jpeg());
    expect(await whatThePluginReads(path.join(dir, "grey.jpg"))).toBe(path.join(dir, "grey.jpg"));
  });

  it("a PNG with transparent parts keeps them", async () => {
    await made("cutout.png", (image) => image.png().withMetadata({ orientation: 6 }), 4, { ...orange, alpha: 0 });
    const read = await whatThePluginReads(path.join(dir, "cutout.png"));
    expect(await sharp(read).metadata()).toMatchObject({ format: "png", hasAlpha: true, width: 300, height: 400 });
  });
});
