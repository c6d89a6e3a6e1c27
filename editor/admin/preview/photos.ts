/**
 * Photographs in the preview, cropped on a canvas around their centre as the build crops them, so a
 * photograph of other proportions shows in the preview as it will on the page.
 */
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { heicPreviewUrl } from "./picked-photos";

type Loaded = { src: string; width: number; height: number };

/** A transparent pixel: what the <img> shows while the file loads. */
const BLANK = "data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==";
/** No variant the build makes is wider than this (2x of the widest constrained photograph). */
const MAX_CROPPED_WIDTH = 2048;

const loaded = new Map<string, Loaded>();
const waiting = new Map<string, () => void>();

function crop(image: HTMLImageElement, aspectRatio: number): Promise<Loaded> {
  const { naturalWidth: width, naturalHeight: height } = image;
  const sourceWidth = Math.min(width, height * aspectRatio);
  const sourceHeight = sourceWidth / aspectRatio;
  const outWidth = Math.round(Math.min(sourceWidth, MAX_CROPPED_WIDTH));
  const outHeight = Math.round(outWidth / aspectRatio);
  const canvas = document.createElement("canvas");
  canvas.width = outWidth;
  canvas.height = outHeight;
  canvas
    .getContext("2d")
    ?.drawImage(image, (width - sourceWidth) / 2, (height - sourceHeight) / 2, sourceWidth, sourceHeight, 0, 0, outWidth, outHeight);
  return new Promise((resolve) =>
    canvas.toBlob(
      (blob) => resolve({ src: blob ? URL.createObjectURL(blob) : image.src, width: outWidth, height: outHeight }),
      "image/jpeg",
      0.9,
    ),
  );
}

function load(url: string, aspectRatio: number | undefined): Promise<Loaded> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => {
      if (aspectRatio) resolve(crop(image, aspectRatio));
      else resolve({ src: image.src, width: image.naturalWidth, height: image.naturalHeight });
    };
    const failed = () => reject(new Error(`could not load ${url}`));
    // A HEIC photograph, which browsers cannot show, is decoded into a JPEG first (picked-photos.ts).
    image.onerror = () => {
      image.onerror = failed;
      heicPreviewUrl(url).then((jpeg) => (image.src = jpeg), failed);
    };
    image.src = url;
  });
}

function imageData({ src, width, height }: Loaded, cropped: boolean): IGatsbyImageData {
  return {
    // A full-width photograph is laid out by its proportions alone, as on the page (src/photos/Picture.tsx).
    layout: cropped ? "constrained" : "fullWidth",
    width: cropped ? width : 1,
    height: cropped ? height : height / width,
    images: { fallback: { src, srcSet: `${src} ${width}w`, sizes: "100vw" } },
  };
}

/**
 * `url` is the file as the CMS serves it; `aspectRatio` is the page query's, if it crops. Until the file is
 * loaded, a placeholder of its shape (or 3:2); then the latest caller's `onReady`, since an editor who left
 * the entry and came back has a new preview by then.
 */
export function previewPhoto(url: string, aspectRatio: number | undefined, onReady: () => void): IGatsbyImageData {
  const key = `${aspectRatio ?? "natural"} ${url}`;
  const done = loaded.get(key);
  if (done) return imageData(done, aspectRatio !== undefined);
  if (url) {
    if (!waiting.has(key))
      load(url, aspectRatio)
        .then((result) => {
          loaded.set(key, result);
          waiting.get(key)?.();
        })
        .catch(() => undefined)
        .finally(() => waiting.delete(key));
    waiting.set(key, onReady);
  }
  const ratio = aspectRatio ?? 1.5;
  return imageData({ src: BLANK, width: Math.round(1000 * ratio), height: 1000 }, aspectRatio !== undefined);
}
