/**
 * A photograph picked in the media library, made upright and smaller in the browser before Decap sees it
 * (docs/photos.md, "In the CMS"). Decap's own `media_processing` takes no HEIC and would enlarge a small one.
 */

/** Longer than the widest file the pages ask for, so a photograph keeps room for a crop. */
export const LONG_SIDE = 3000;
const QUALITY = 0.85;
const SMALL_ENOUGH = 1_500_000;
export const HEIC_SCRIPT = "/admin/heic.js";

type DecodeHeic = (input: { buffer: Uint8Array }) => Promise<{ width: number; height: number; data: Uint8ClampedArray }>;
declare global {
  interface Window {
    decodeHeic?: DecodeHeic;
  }
}

const isHeic = (file: File) => /\.(heic|heif)$/i.test(file.name) || /^image\/hei[cf]/i.test(file.type);
const isWebImage = (file: File) => /^image\/(jpeg|png|webp)$/i.test(file.type);

let heicLoading: Promise<DecodeHeic> | undefined;
function heicDecoder(): Promise<DecodeHeic> {
  heicLoading ??= new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.src = HEIC_SCRIPT;
    script.onload = () => (window.decodeHeic ? resolve(window.decodeHeic) : reject(new Error("heic.js did not load")));
    script.onerror = () => reject(new Error(`could not load ${HEIC_SCRIPT}`));
    document.head.append(script);
  });
  return heicLoading;
}

/** The picture, upright: browsers turn a JPEG as its EXIF orientation says when they decode it. */
async function decode(file: File): Promise<ImageBitmap> {
  if (!isHeic(file)) return createImageBitmap(file, { imageOrientation: "from-image" });
  const { width, height, data } = await (await heicDecoder())({ buffer: new Uint8Array(await file.arrayBuffer()) });
  return createImageBitmap(new ImageData(new Uint8ClampedArray(data), width, height));
}

function hasTransparency(context: CanvasRenderingContext2D, width: number, height: number): boolean {
  const { data } = context.getImageData(0, 0, width, height);
  for (let index = 3; index < data.length; index += 4) if (data[index]! < 255) return true;
  return false;
}

export async function readyForSite(file: File): Promise<File> {
  if (!isHeic(file) && !isWebImage(file)) return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await decode(file);
  } catch {
    return file;
  }
  const scale = Math.min(1, LONG_SIDE / Math.max(bitmap.width, bitmap.height));
  if (!isHeic(file) && scale === 1 && file.size <= SMALL_ENOUGH) return file;
  const canvas = document.createElement("canvas");
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  const context = canvas.getContext("2d", { willReadFrequently: true })!;
  context.imageSmoothingQuality = "high";
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  const png = file.type === "image/png" && hasTransparency(context, canvas.width, canvas.height);
  const type = png ? "image/png" : "image/jpeg";
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, QUALITY));
  if (!blob) return file;
  const name = file.name.replace(/\.[^.]*$/, "") + (png ? ".png" : ".jpg");
  return new File([blob], name, { type, lastModified: file.lastModified });
}

/** For a HEIC already in content/, which the browser cannot show: an upright JPEG's address. Rejects on anything else. */
export async function heicPreviewUrl(url: string): Promise<string> {
  const bytes = new Uint8Array(await (await fetch(url)).arrayBuffer());
  const brand = String.fromCharCode(...bytes.subarray(4, 12));
  if (!/^ftyp(heic|heix|mif1|msf1|hevc|hevx)$/.test(brand)) throw new Error(`${url} is not a HEIC photograph`);
  const jpeg = await readyForSite(new File([bytes], "photo.heic", { type: "image/heic" }));
  return URL.createObjectURL(jpeg);
}

/** Holds each file input's `change` event back from the media library, and sends it again with the prepared files. */
export function prepareFilesAsPicked(): void {
  const prepared = new WeakSet<Event>();
  document.addEventListener(
    "change",
    (event) => {
      const input = event.target;
      if (prepared.has(event) || !(input instanceof HTMLInputElement) || input.type !== "file" || !input.files?.length) return;
      event.stopImmediatePropagation();
      const picked = [...input.files];
      void Promise.all(picked.map(readyForSite)).then((files) => {
        const transfer = new DataTransfer();
        for (const file of files) transfer.items.add(file);
        input.files = transfer.files;
        const again = new Event("change", { bubbles: true });
        prepared.add(again);
        input.dispatchEvent(again);
      });
    },
    true,
  );
}
