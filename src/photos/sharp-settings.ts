/**
 * How the photographs are encoded: the quality of every photograph the pages show (one for all, set as
 * gatsby-plugin-sharp's default in gatsby-config.ts, which no page query overrides), and two settings
 * for the sharp that gatsby-plugin-sharp's image jobs run on, which the plugin has no options for. Both apply in the process that runs the jobs, which loads gatsby-config, and
 * `__tests__/sharp-settings.test.ts` checks that the plugin's own encoding step sees them.
 *
 * How hard sharp works on each AVIF file (setAvifEffort).
 *
 * gatsby-plugin-sharp passes sharp a quality for AVIF and nothing else, so every file is encoded at
 * sharp's default effort, 4 of 0-9, and that encoding was most of a cold build's time. The plugin has
 * no option for the effort, so this changes sharp's default instead: an `.avif()` call that names no
 * effort gets this one. Gatsby's image cache does not know about this setting: after changing it,
 * `npm run clean` so that every photograph is encoded again. Measured on four of the site's photographs
 * at 1280 px (sharp 0.35, one thread): effort 4 takes about 4.7 times the processor time of effort 3 and
 * writes files about a fifth smaller.
 *
 * How many threads each encoding may use (encodeOnEveryCore). The plugin's encoding module sets sharp to one
 * thread when it loads, leaving its job queue to spread the work over the cores less one; on a machine
 * of two cores that is one photograph at a time on one core, while the other core waits.
 */
import os from "os";
import sharp, { type AvifOptions, type Sharp } from "sharp";
import { GATSBY_INTERNALS } from "../gatsby-workarounds/gatsby-internals";

/**
 * AVIF needs a lower quality number than JPEG and WebP for the same look: at theirs it came out larger
 * than WebP, because it kept the photographs' grain; at 50 it is about half of WebP's size. Effort 3
 * instead of sharp's 4 encodes the site's AVIF files in a fifth of the time, for files about 2% larger.
 */
export const PHOTO_QUALITY = { jpegAndWebp: 62, avif: 50, avifEffort: 3 } as const;

type AvifMethod = (this: Sharp, options?: AvifOptions) => Sharp;

const prototype = (sharp as unknown as { prototype: { avif: AvifMethod } }).prototype;
const sharpsOwn = prototype.avif;

export function setAvifEffort(effort: number): void {
  if (!Number.isInteger(effort) || effort < 0 || effort > 9) {
    throw new Error(`AVIF effort must be a whole number from 0 to 9, not ${effort}.`);
  }
  prototype.avif = function avifWithDefaultEffort(this: Sharp, options?: AvifOptions) {
    return sharpsOwn.call(this, { effort, ...options });
  };
}

/** Lets each encoding use every core: loads the plugin's encoding module first, so that its own setting comes before this one. */
export function encodeOnEveryCore(): void {
  require(GATSBY_INTERNALS.sharpEncodingModule);
  sharp.concurrency(os.cpus().length);
}
