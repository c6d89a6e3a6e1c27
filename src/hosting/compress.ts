/**
 * Pre-compresses the built site's text files, so a static server sends them without compressing on
 * every request: `<file>.gz` (gzip, level 9) and `<file>.br` (brotli, quality 11) beside each one,
 * served by nginx's gzip_static and brotli_static. Source maps are left alone: only developer tools
 * fetch them.
 *
 * Brotli at its best quality is slow (seconds for the CMS's bundle), and most files are the same from
 * one build to the next. So a memo (in .cache/, never published) keeps each file's content hash with the
 * sizes of its copies; a file whose content and copies are as remembered is not compressed again.
 */
import crypto from "crypto";
import fs from "fs/promises";
import path from "path";
import zlib from "zlib";
import { promisify } from "util";
import { filesUnder } from "./files";

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

const TEXT = /\.(?:html|js|mjs|css|json|xml|txt|svg|webmanifest|yml)$/;

/** `checked`: text files looked at; `reused`: those unchanged since the last build; the rest: files with copies. */
export type CompressionTotals = { checked: number; reused: number; files: number; original: number; gzip: number; brotli: number };

/** Per file (relative to public/): the hash of the content its copies were made from, and their sizes (0: none). */
type Memo = Record<string, { hash: string; gzip: number; brotli: number }>;

const exists = (file: string) => fs.access(file).then(() => true, () => false);

/** Whether the copies on disk are the ones the memo describes for this content. */
async function copiesMatch(file: string, hash: string, memo: Memo[string] | undefined): Promise<boolean> {
  if (!memo || memo.hash !== hash) return false;
  const [gz, br] = await Promise.all([exists(`${file}.gz`), exists(`${file}.br`)]);
  return gz === memo.gzip > 0 && br === memo.brotli > 0;
}

function count(totals: CompressionTotals, original: number, gzip: number, brotli: number): void {
  if (gzip === 0) return;
  totals.files += 1;
  totals.original += original;
  totals.gzip += gzip;
  totals.brotli += brotli || original;
}

async function compressFile(publicDir: string, relative: string, totals: CompressionTotals, memo: Memo): Promise<void> {
  const file = path.join(publicDir, relative);
  const original = await fs.readFile(file);
  totals.checked += 1;
  const hash = crypto.createHash("sha256").update(original).digest("hex");
  const known = memo[relative];
  if (await copiesMatch(file, hash, known)) {
    count(totals, original.length, known!.gzip, known!.brotli);
    totals.reused += 1;
    return;
  }
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
  await Promise.all([fs.rm(`${file}.gz`, { force: true }), fs.rm(`${file}.br`, { force: true })]);
  const gzipSize = gz.length < original.length ? gz.length : 0;
  const brotliSize = gzipSize && br.length < original.length ? br.length : 0;
  if (gzipSize) await fs.writeFile(`${file}.gz`, gz);
  if (brotliSize) await fs.writeFile(`${file}.br`, br);
  memo[relative] = { hash, gzip: gzipSize, brotli: brotliSize };
  count(totals, original.length, gzipSize, brotliSize);
}

async function readMemo(memoFile: string | undefined): Promise<Memo> {
  if (!memoFile) return {};
  try {
    return JSON.parse(await fs.readFile(memoFile, "utf8")) as Memo;
  } catch {
    return {};
  }
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

/**
 * Writes the compressed copies under `publicDir` and returns the byte totals of the files that have them.
 * `memoFile` (outside `publicDir`) lets a build skip the files whose content has not changed.
 */
export async function precompress(publicDir: string, memoFile?: string): Promise<CompressionTotals> {
  const totals: CompressionTotals = { checked: 0, reused: 0, files: 0, original: 0, gzip: 0, brotli: 0 };
  const files = (await filesUnder(publicDir)).filter((file) => TEXT.test(file));
  const before = await readMemo(memoFile);
  const memo: Memo = {};
  for (const file of files) if (before[file]) memo[file] = before[file];
  // A few at a time: the machine that builds is often busy with other work.
  for (let start = 0; start < files.length; start += 4) {
    await Promise.all(files.slice(start, start + 4).map((file) => compressFile(publicDir, file, totals, memo)));
  }
  if (memoFile) {
    await fs.mkdir(path.dirname(memoFile), { recursive: true });
    await fs.writeFile(memoFile, JSON.stringify(memo));
  }
  return totals;
}
