/** How the photographs are encoded: one quality for all, and two settings of sharp that gatsby-plugin-sharp has no options for. */
import os from "os";
import sharp, { type AvifOptions, type Sharp } from "sharp";
import { PACKAGE_INTERNALS } from "../workarounds/package-internals";

/**
 * AVIF needs a lower number than JPEG and WebP for the same look: at theirs it kept the grain and came out
 * larger than WebP. Effort 3 instead of sharp's 4 encodes the AVIF files in a fifth of the time, about 2% larger.
 */
export const PHOTO_QUALITY = { jpegAndWebp: 62, avif: 50, avifEffort: 3 } as const;

type AvifMethod = (this: Sharp, options?: AvifOptions) => Sharp;

const prototype = (sharp as unknown as { prototype: { avif: AvifMethod } }).prototype;
const sharpsOwn = prototype.avif;

/** The plugin passes sharp no effort, so this changes sharp's default. Gatsby's cache does not know it: `npm run clean` after a change. */
export function setAvifEffort(effort: number): void {
  if (!Number.isInteger(effort) || effort < 0 || effort > 9) {
    throw new Error(`AVIF effort must be a whole number from 0 to 9, not ${effort}.`);
  }
  prototype.avif = function avifWithDefaultEffort(this: Sharp, options?: AvifOptions) {
    return sharpsOwn.call(this, { effort, ...options });
  };
}

/** The plugin's encoding module sets sharp to one thread when it loads (one core idle on two), so it is loaded first. */
export function encodeOnEveryCore(): void {
  require(PACKAGE_INTERNALS.sharpOneThread.module);
  sharp.concurrency(os.cpus().length);
}
