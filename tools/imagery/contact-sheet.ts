/**
 * Builds a labelled contact sheet of every generated image:
 *   npx tsx tools/imagery/contact-sheet.ts [--out FILE] [--from DIR]
 * Reads the images from the repository (or --from DIR) and writes
 * tools/imagery/contact-sheet.png unless --out is given.
 */
import { resolve, join } from 'node:path';
import sharp from 'sharp';
import { IMAGES } from './images';

const COLUMNS = 4;
const CELL_W = 480;
const THUMB_H = 320;
const LABEL_H = 44;
const GAP = 16;

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const root = resolve(__dirname, '..', '..');
  let from = root;
  let outFile = join(__dirname, 'contact-sheet.png');
  for (let i = 0; i < argv.length; i += 1) {
    if (argv[i] === '--out') outFile = resolve(argv[++i]);
    else if (argv[i] === '--from') from = resolve(argv[++i]);
  }
  const rows = Math.ceil(IMAGES.length / COLUMNS);
  const width = COLUMNS * CELL_W + (COLUMNS + 1) * GAP;
  const height = rows * (THUMB_H + LABEL_H) + (rows + 1) * GAP;
  const layers: sharp.OverlayOptions[] = [];
  let labels = '';
  for (const [index, image] of IMAGES.entries()) {
    const col = index % COLUMNS;
    const row = Math.floor(index / COLUMNS);
    const x = GAP + col * (CELL_W + GAP);
    const y = GAP + row * (THUMB_H + LABEL_H + GAP);
    const thumb = await sharp(join(from, image.output))
      .resize(CELL_W, THUMB_H, { fit: 'contain', background: '#1a1a1a' })
      .png()
      .toBuffer();
    layers.push({ input: thumb, left: x, top: y });
    const label = `${image.name}  ${image.width}×${image.height}`;
    labels += `<text x="${x + 4}" y="${y + THUMB_H + 29}" font-family="DejaVu Sans, sans-serif" font-size="19" fill="#edcd92">${escapeXml(label)}</text>`;
  }
  layers.push({
    input: Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${labels}</svg>`),
    left: 0,
    top: 0,
  });
  await sharp({ create: { width, height, channels: 3, background: '#1a1a1a' } })
    .composite(layers)
    .png({ compressionLevel: 9 })
    .toFile(outFile);
  process.stdout.write(`${outFile}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack ?? error.message : String(error)}\n`);
  process.exitCode = 1;
});
