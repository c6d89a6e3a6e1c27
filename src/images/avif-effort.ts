/**
 * How hard sharp works on each AVIF file that gatsby-plugin-sharp makes.
 *
 * gatsby-plugin-sharp passes sharp a quality for AVIF and nothing else, so every file is encoded at
 * sharp's default effort, 4 of 0-9, and that encoding was most of a cold build's time. The plugin has
 * no option for the effort, so this changes sharp's default instead: an `.avif()` call that names no
 * effort gets this one. It applies in the process that runs Gatsby's image jobs, which loads
 * gatsby-config; `__tests__/avif-effort.test.ts` checks that the plugin's own encoding step uses it.
 *
 * Gatsby's image cache does not know about this setting: after changing it, `npm run clean` so that
 * every photograph is encoded again.
 */
import sharp from "sharp";

type AvifMethod = (this: sharp.Sharp, options?: sharp.AvifOptions) => sharp.Sharp;

const prototype = (sharp as unknown as { prototype: { avif: AvifMethod } }).prototype;
const sharpsOwn = prototype.avif;

export function setAvifEffort(effort: number): void {
  if (!Number.isInteger(effort) || effort < 0 || effort > 9) {
    throw new Error(`AVIF effort must be a whole number from 0 to 9, not ${effort}.`);
  }
  prototype.avif = function avifWithDefaultEffort(this: sharp.Sharp, options?: sharp.AvifOptions) {
    return sharpsOwn.call(this, { effort, ...options });
  };
}
