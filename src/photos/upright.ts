/**
 * Photographs as phones save them, brought to a form the image plugin reads correctly.
 *
 * A phone stores most photographs sideways and notes in the file how to turn them (EXIF orientation);
 * gatsby-plugin-image sizes a photograph by its stored width and height, then turns it, so a sideways
 * photograph would come out as a slice of its middle in the wrong shape. iPhones save HEIC, which
 * sharp's prebuilt libvips cannot decode. Phones' largest photographs (48 megapixels) and screenshots
 * cost memory and time in every size the build makes of them.
 *
 * So every photograph is looked at once before the plugin reads it: one that is already an upright
 * JPEG, WebP or PNG with an alpha channel, in sRGB, 8 bits a channel, of at most MAX_PIXELS, is used
 * as it is; any other is written once as an upright sRGB JPEG (PNG if it has transparent parts) of at most MAX_PIXELS, into a
 * cache folder under a name made of the file's content digest, so that a later build finds it there.
 * The editors' files in content/ are never changed.
 */
import fs from "fs";
import path from "path";
import sharp, { type Metadata, type Sharp } from "sharp";

/** The most pixels a prepared photograph keeps: 16 megapixels, more than any size the pages ask for. */
export const MAX_PIXELS = 16_000_000;

/** Bumped when the preparation changes, so that prepared copies of the old kind are not reused. */
const VERSION = 1;

/** A photograph's size as it is shown (turned as its orientation says), and how it is stored. */
export type PhotoFacts = { width: number; height: number; format: string; needsPreparing: boolean };

const isHevc = (meta: Metadata) => meta.format === "heif" && meta.compression !== "av1";

type Decoded = { width: number; height: number; data: Uint8ClampedArray };
type HeicDecode = ((input: { buffer: Buffer }) => Promise<Decoded>) & {
  all: (input: { buffer: Buffer }) => Promise<{ width: number; height: number }[] & { dispose: () => void }>;
};
// libheif compiled to WebAssembly, loaded only when a HEIC photograph is met (it takes a moment to start).
const heic = () => require("heic-decode") as HeicDecode;

/** How big the photograph looks, and whether it must be prepared before the image plugin reads it. */
export async function photoFacts(file: string): Promise<PhotoFacts> {
  const meta = await sharp(file).metadata();
  if (isHevc(meta)) {
    // libheif turns the picture as the file's own boxes say; its size is given as shown.
    const images = await heic().all({ buffer: await fs.promises.readFile(file) });
    const [first] = images;
    images.dispose();
    if (!first) throw new Error("the file holds no picture");
    return { width: first.width, height: first.height, format: "heic", needsPreparing: true };
  }
  const { width, height } = meta.autoOrient ?? { width: meta.width ?? 0, height: meta.height ?? 0 };
  // An opaque PNG (a screenshot, an export) would give the pages PNG files many times a JPEG's size.
  const plain =
    (["jpeg", "webp"].includes(meta.format ?? "") || (meta.format === "png" && meta.hasAlpha === true)) &&
    (meta.orientation ?? 1) === 1 &&
    width * height <= MAX_PIXELS &&
    (meta.space === "srgb" || meta.space === "b-w") &&
    (meta.depth === "uchar" || meta.depth === undefined);
  return { width, height, format: meta.format ?? "", needsPreparing: !plain };
}

/** The whole photograph as sharp input, upright (HEIC decoded), and whether it has transparent parts. */
async function open(file: string): Promise<{ image: Sharp; transparent: boolean }> {
  const meta = await sharp(file).metadata();
  if (isHevc(meta)) {
    // libheif turns the picture as the file's own boxes say; phones' HEIC photographs are opaque.
    const { width, height, data } = await heic()({ buffer: await fs.promises.readFile(file) });
    const pixels = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
    return { image: sharp(pixels, { raw: { width, height, channels: 4 } }).removeAlpha(), transparent: false };
  }
  // Whether any pixel is see-through, judged on a small copy.
  const transparent = meta.hasAlpha === true && !(await sharp(file).resize(256, 256, { fit: "inside" }).stats()).isOpaque;
  return { image: sharp(file).autoOrient(), transparent };
}

/** Writes the prepared copy of `file`, shown `width` x `height`, into `cacheDir` as `<key>.jpg` or `.png`. */
async function prepare(file: string, facts: PhotoFacts, cacheDir: string, key: string): Promise<string> {
  const { image, transparent } = await open(file);
  const scale = Math.min(1, Math.sqrt(MAX_PIXELS / (facts.width * facts.height)));
  const sized = scale < 1 ? image.resize(Math.floor(facts.width * scale), Math.floor(facts.height * scale)) : image;
  const srgb = sized.toColourspace("srgb");
  const target = path.join(cacheDir, `${key}.${transparent ? "png" : "jpg"}`);
  const partial = `${target}.${process.pid}.part`;
  await (transparent ? srgb.png() : srgb.removeAlpha().jpeg({ quality: 92, chromaSubsampling: "4:4:4" })).toFile(partial);
  await fs.promises.rename(partial, target);
  return target;
}

/** Preparations under way, by key: a photograph named in several fields is prepared once. */
const underWay = new Map<string, Promise<string>>();
/** One photograph at a time: a 48-megapixel photograph takes a few hundred MB while it is turned and scaled. */
let queue: Promise<unknown> = Promise.resolve();

export type Prepared = { path: string; extension: string; digest: string };

/**
 * The file the image plugin should read for `file`: undefined if it is fine as it is, else a prepared
 * copy in `cacheDir`, named by `digest` (the file's content digest) and made only if it is not there.
 */
export async function preparedPhoto(file: string, digest: string, cacheDir: string): Promise<Prepared | undefined> {
  const facts = await photoFacts(file);
  if (!facts.needsPreparing) return undefined;
  const key = `${digest}-v${VERSION}`;
  const found = ["jpg", "png"].map((extension) => path.join(cacheDir, `${key}.${extension}`)).find((done) => fs.existsSync(done));
  let done = found;
  if (!done) {
    let job = underWay.get(key);
    if (!job) {
      await fs.promises.mkdir(cacheDir, { recursive: true });
      job = queue.then(() => prepare(file, facts, cacheDir, key));
      queue = job.catch(() => undefined);
      underWay.set(key, job);
      job.finally(() => underWay.delete(key)).catch(() => undefined);
    }
    done = await job;
  }
  return { path: done, extension: path.extname(done).slice(1), digest: key };
}
