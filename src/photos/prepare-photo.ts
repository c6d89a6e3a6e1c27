/**
 * Photographs as phones save them (sideways with an EXIF orientation, HEIC, 48 megapixels), prepared once into
 * a cache as the image plugin reads them correctly: it sizes a photograph before turning it, and sharp's
 * prebuilt libvips cannot decode HEIC (docs/photos.md). The editors' files are never changed.
 */
import fs from "fs";
import path from "path";
import sharp, { type Metadata, type Sharp } from "sharp";

/** More than any size the pages ask for. */
export const MAX_PIXELS = 16_000_000;

/** Bumped when the preparation changes, so that prepared copies of the old kind are not reused. */
const VERSION = 1;

/** The size as shown, turned as its orientation says. */
export type PhotoMeasure = { width: number; height: number; needsPreparing: boolean };

const isHevc = (meta: Metadata) => meta.format === "heif" && meta.compression !== "av1";

type Decoded = { width: number; height: number; data: Uint8ClampedArray };
type HeicDecode = ((input: { buffer: Buffer }) => Promise<Decoded>) & {
  all: (input: { buffer: Buffer }) => Promise<{ width: number; height: number }[] & { dispose: () => void }>;
};
// libheif compiled to WebAssembly, loaded only when a HEIC photograph is met (it takes a moment to start).
const heic = () => require("heic-decode") as HeicDecode;

export async function measurePhoto(file: string): Promise<PhotoMeasure> {
  const meta = await sharp(file).metadata();
  if (isHevc(meta)) {
    // libheif turns the picture as the file's own boxes say; its size is given as shown.
    const images = await heic().all({ buffer: await fs.promises.readFile(file) });
    const [first] = images;
    images.dispose();
    if (!first) throw new Error("the file holds no picture");
    return { width: first.width, height: first.height, needsPreparing: true };
  }
  const { width, height } = meta.autoOrient ?? { width: meta.width ?? 0, height: meta.height ?? 0 };
  // An opaque PNG (a screenshot, an export) would give the pages PNG files many times a JPEG's size.
  const plain =
    (["jpeg", "webp"].includes(meta.format ?? "") || (meta.format === "png" && meta.hasAlpha === true)) &&
    (meta.orientation ?? 1) === 1 &&
    width * height <= MAX_PIXELS &&
    (meta.space === "srgb" || meta.space === "b-w") &&
    (meta.depth === "uchar" || meta.depth === undefined);
  return { width, height, needsPreparing: !plain };
}

async function open(file: string): Promise<{ image: Sharp; transparent: boolean }> {
  const meta = await sharp(file).metadata();
  if (isHevc(meta)) {
    // libheif turns the picture as the file's own boxes say; phones' HEIC photographs are opaque.
    const { width, height, data } = await heic()({ buffer: await fs.promises.readFile(file) });
    const pixels = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
    return { image: sharp(pixels, { raw: { width, height, channels: 4 } }).removeAlpha(), transparent: false };
  }
  const transparent = meta.hasAlpha === true && !(await sharp(file).resize(256, 256, { fit: "inside" }).stats()).isOpaque;
  return { image: sharp(file).autoOrient(), transparent };
}

async function prepare(file: string, facts: PhotoMeasure, cacheDir: string, key: string): Promise<string> {
  const { image, transparent } = await open(file);
  await fs.promises.mkdir(cacheDir, { recursive: true });
  const scale = Math.min(1, Math.sqrt(MAX_PIXELS / (facts.width * facts.height)));
  const sized = scale < 1 ? image.resize(Math.floor(facts.width * scale), Math.floor(facts.height * scale)) : image;
  const srgb = sized.toColourspace("srgb");
  const target = path.join(cacheDir, `${key}.${transparent ? "png" : "jpg"}`);
  const partial = `${target}.${process.pid}.part`;
  await (transparent ? srgb.png() : srgb.removeAlpha().jpeg({ quality: 92, chromaSubsampling: "4:4:4" })).toFile(partial);
  await fs.promises.rename(partial, target);
  return target;
}

/** A photograph named in several fields is prepared once. */
const underWay = new Map<string, Promise<string>>();
/** One photograph at a time: a 48-megapixel photograph takes a few hundred MB while it is turned and scaled. */
let queue: Promise<unknown> = Promise.resolve();

export type Prepared = { path: string; extension: string; digest: string };

export async function preparedPhoto(file: string, digest: string, cacheDir: string): Promise<Prepared | undefined> {
  const facts = await measurePhoto(file);
  if (!facts.needsPreparing) return undefined;
  const key = `${digest}-v${VERSION}`;
  const found = ["jpg", "png"].map((extension) => path.join(cacheDir, `${key}.${extension}`)).find((done) => fs.existsSync(done));
  let job = underWay.get(key);
  if (!found && !job) {
    job = queue.then(() => prepare(file, facts, cacheDir, key));
    queue = job.catch(() => undefined);
    underWay.set(key, job);
    job.finally(() => underWay.delete(key)).catch(() => undefined);
  }
  const done = found ?? (await job!);
  return { path: done, extension: path.extname(done).slice(1), digest: key };
}
