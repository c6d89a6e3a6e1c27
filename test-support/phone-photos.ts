/**
 * Photographs made for the tests the way phones store them: the pixels turned or mirrored, with the
 * EXIF orientation (1 to 8) that tells a viewer how to show them. Every photograph shows the same
 * pattern the right way up: red in the top-left quarter, green in the top-right, blue below, so a
 * picture that comes out turned, mirrored or cut in the wrong place is easy to tell.
 *
 * test-support/photos/upright.heic is that pattern as a 2400 x 1800 HEIC photograph (3 KB), made once
 * with `heif-enc -q 40` from libheif's examples, because nothing on npm writes HEVC.
 */
import path from "path";
import sharp from "sharp";

export const HEIC_PHOTO = { file: path.join(__dirname, "photos", "upright.heic"), width: 2400, height: 1800 };

const RED = [208, 48, 42];
const GREEN = [48, 192, 48];
const BLUE = [42, 93, 143];

/** The colour of the pattern at (x, y) of a picture shown `width` x `height`. */
function shown(x: number, y: number, width: number, height: number): number[] {
  if (y >= height / 2) return BLUE;
  return x < width / 2 ? RED : GREEN;
}

/**
 * Where a stored pixel (column c, row r) appears when shown, for each EXIF orientation: which side of
 * the shown picture the stored first row and first column are on (EXIF 2.3, tag 274).
 */
const SHOWN_AT: Record<number, (c: number, r: number, width: number, height: number) => [number, number]> = {
  1: (c, r) => [c, r],
  2: (c, r, w) => [w - 1 - c, r],
  3: (c, r, w, h) => [w - 1 - c, h - 1 - r],
  4: (c, r, _w, h) => [c, h - 1 - r],
  5: (c, r) => [r, c],
  6: (c, r, w) => [w - 1 - r, c],
  7: (c, r, w, h) => [w - 1 - r, h - 1 - c],
  8: (c, r, _w, h) => [r, h - 1 - c],
};

/** The pattern's pixels as a phone with the given orientation stores them, for a picture shown `width` x `height`. */
export function storedPixels(width: number, height: number, orientation: number): { data: Buffer; width: number; height: number } {
  const sideways = orientation >= 5;
  const [storedWidth, storedHeight] = sideways ? [height, width] : [width, height];
  const data = Buffer.alloc(storedWidth * storedHeight * 3);
  const place = SHOWN_AT[orientation]!;
  for (let r = 0; r < storedHeight; r++) {
    for (let c = 0; c < storedWidth; c++) {
      const [x, y] = place(c, r, width, height);
      data.set(shown(x, y, width, height), (r * storedWidth + c) * 3);
    }
  }
  return { data, width: storedWidth, height: storedHeight };
}

/** Writes a JPEG a phone could have taken: shown `width` x `height`, stored as `orientation` says. */
export async function phonePhoto(file: string, width: number, height: number, orientation = 1): Promise<void> {
  const stored = storedPixels(width, height, orientation);
  await sharp(stored.data, { raw: { width: stored.width, height: stored.height, channels: 3 } })
    .jpeg({ quality: 85 })
    .withMetadata({ orientation })
    .toFile(file);
}

const near = (found: number[], wanted: number[]) => found.every((value, index) => Math.abs(value - wanted[index]!) < 40);

/**
 * What is wrong with a picture the build wrote, if anything, as it would look in a browser: it must
 * carry no orientation of its own (its pixels are upright), and show the pattern the right way up.
 * `cropped` pictures are cut to another shape than the photograph's, so only their top row's corners
 * and their bottom are compared.
 */
export async function uprightProblem(image: Buffer | string): Promise<string | undefined> {
  const meta = await sharp(image).metadata();
  if ((meta.orientation ?? 1) !== 1) return `it still carries EXIF orientation ${meta.orientation}`;
  const { data, info } = await sharp(image).removeAlpha().toColourspace("srgb").raw().toBuffer({ resolveWithObject: true });
  const at = (fx: number, fy: number) => {
    const index = (Math.floor(fy * info.height) * info.width + Math.floor(fx * info.width)) * info.channels;
    return [...data.subarray(index, index + 3)];
  };
  const samples = [
    { name: "top left", found: at(0.1, 0.1), wanted: RED },
    { name: "top right", found: at(0.9, 0.1), wanted: GREEN },
    { name: "bottom", found: at(0.5, 0.9), wanted: BLUE },
  ];
  const wrong = samples.filter((sample) => !near(sample.found, sample.wanted));
  return wrong.length
    ? `${wrong.map((sample) => `${sample.name} is rgb(${sample.found.join(", ")})`).join(", ")} (${info.width} x ${info.height})`
    : undefined;
}
