/**
 * Pre-compresses the built site's text files, so a static server sends them without compressing on
 * every request: `<file>.gz` (gzip, level 9) and `<file>.br` (brotli, quality 11) beside each one,
 * served by nginx's gzip_static and brotli_static. Source maps are left alone: only developer tools
 * fetch them.
 */
import fs from "fs/promises";
import path from "path";
import zlib from "zlib";
import { promisify } from "util";
import { filesUnder } from "./files";

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

const TEXT = /\.(?:html|js|mjs|css|json|xml|txt|svg|webmanifest|yml)$/;

export type CompressionTotals = { files: number; original: number; gzip: number; brotli: number };

async function compressFile(file: string, totals: CompressionTotals): Promise<void> {
  const original = await fs.readFile(file);
  const [gz, br] = await Promise.all([
    gzip(original, { level: zlib.constants.Z_BEST_COMPRESSION }),
    brotli(original, {
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: original.length,
      },
    }),
  ]);
  // A copy that is not smaller than the original would only cost the visitor time to unpack.
  if (gz.length >= original.length) return;
  await fs.writeFile(`${file}.gz`, gz);
  if (br.length < original.length) await fs.writeFile(`${file}.br`, br);
  totals.files += 1;
  totals.original += original.length;
  totals.gzip += gz.length;
  totals.brotli += Math.min(br.length, original.length);
}

/**
 * Removes the .gz and .br copies whose original is gone: a build deletes the old bundles it replaced but
 * not their copies, which hosts would otherwise keep listing and serving.
 */
export async function removeOrphanCopies(publicDir: string): Promise<string[]> {
  const files = await filesUnder(publicDir);
  const present = new Set(files);
  const orphans = files.filter((file) => /\.(?:gz|br)$/.test(file) && !present.has(file.replace(/\.(?:gz|br)$/, "")));
  await Promise.all(orphans.map((file) => fs.rm(path.join(publicDir, file))));
  return orphans;
}

/** Writes the compressed copies under `publicDir` and returns the byte totals of the files it compressed. */
export async function precompress(publicDir: string): Promise<CompressionTotals> {
  const totals: CompressionTotals = { files: 0, original: 0, gzip: 0, brotli: 0 };
  const files = (await filesUnder(publicDir)).filter((file) => TEXT.test(file));
  // A few at a time: the machine that builds is often busy with other work.
  for (let start = 0; start < files.length; start += 4) {
    await Promise.all(files.slice(start, start + 4).map((file) => compressFile(path.join(publicDir, file), totals)));
  }
  return totals;
}
