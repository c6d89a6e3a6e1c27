/**
 * Writes the site's default photographs.
 *
 *   npx tsx tools/imagery/generate.ts                 # every image
 *   npx tsx tools/imagery/generate.ts hero latte-art  # just these
 *   npx tsx tools/imagery/generate.ts --out /tmp/set  # somewhere else
 *   npx tsx tools/imagery/generate.ts --scale 0.25    # quick small previews
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import sharp from 'sharp';
import { IMAGES, findImage, renderImage } from './images';

interface Args {
  names: string[];
  outDir: string;
  scale: number;
  jobs: number;
}

function parseArgs(argv: string[]): Args {
  const args: Args = { names: [], outDir: resolve(__dirname, '..', '..'), scale: 1, jobs: 2 };
  for (let i = 0; i < argv.length; i += 1) {
    const a = argv[i];
    if (a === '--out') {
      args.outDir = resolve(argv[++i] ?? '.');
    } else if (a === '--scale') {
      args.scale = Number(argv[++i]);
    } else if (a === '--jobs') {
      args.jobs = Math.max(1, Number(argv[++i]));
    } else {
      args.names.push(a);
    }
  }
  return args;
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  sharp.concurrency(1);
  const queue = (args.names.length ? args.names.map(findImage) : [...IMAGES]).slice();
  const started = Date.now();
  const worker = async (): Promise<void> => {
    for (let image = queue.shift(); image; image = queue.shift()) {
      const t0 = Date.now();
      const bytes = await renderImage(image.name, { scale: args.scale });
      const file = join(args.outDir, image.output);
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, bytes);
      const kb = (bytes.length / 1024).toFixed(0);
      process.stdout.write(`${image.output}  ${kb} KB  ${((Date.now() - t0) / 1000).toFixed(1)} s\n`);
    }
  };
  await Promise.all(Array.from({ length: args.jobs }, worker));
  process.stdout.write(`done in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack ?? error.message : String(error)}\n`);
  process.exitCode = 1;
});
