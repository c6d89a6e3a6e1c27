/** @jest-environment node */
/**
 * The generator of the default photographs (tools/imagery): it draws the same bytes every time, and
 * every image it draws is one the content schema accepts. (The photographs now in content/ are the
 * editors' business; content-images.test.ts and the build check those.)
 */
import sharp from "sharp";
import { IMAGES, renderImage } from "../tools/imagery/images";
import { siteFile } from "../src/content/schema";
import { MIN_PHOTO_LONG_SIDE } from "../src/content/kinds";

describe("the image generator", () => {
  it("renders the same bytes every time (seeded, no clock, no Math.random)", async () => {
    const first = await renderImage("social", { scale: 0.25 });
    const second = await renderImage("social", { scale: 0.25 });
    expect(first.length).toBeGreaterThan(1000);
    expect(Buffer.compare(first, second)).toBe(0);
    const meta = await sharp(first).metadata();
    expect(meta.format).toBe("jpeg");
    expect(meta.width).toBe(300);
  }, 20000);

  it("lists 19 images with unique names and output paths under content/", () => {
    expect(IMAGES).toHaveLength(19);
    expect(new Set(IMAGES.map((image) => image.name)).size).toBe(19);
    expect(new Set(IMAGES.map((image) => image.output)).size).toBe(19);
    for (const image of IMAGES) expect(image.output).toMatch(/^content\/[a-z-]+\/[a-z-]+\.jpg$/);
  });

  it.each(IMAGES.map((image) => [image.name, image] as const))("draws %s at a size the content schema accepts", (_name, image) => {
    const card = siteFile.fields.social.fields.image.exactSize;
    if (image.name === "social") expect({ width: image.width, height: image.height }).toEqual(card);
    else expect(Math.max(image.width, image.height)).toBeGreaterThanOrEqual(MIN_PHOTO_LONG_SIDE);
  });
});
