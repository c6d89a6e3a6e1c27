import sharp from 'sharp';
import { FinishOptions } from './scene';
import { Rng } from './rng';
import { grainBuffer } from './texture';

export const defaultFinish: FinishOptions = {
  vignette: 0.45,
  vignetteCenter: [0.5, 0.48],
  grain: 22,
  warmth: 0.35,
  lift: 6,
  contrast: 1.04,
  sepia: false,
  quality: 80,
};

function vignetteSvg(width: number, height: number, o: FinishOptions): Buffer {
  const [cx, cy] = o.vignetteCenter;
  const r = 0.75;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<defs><radialGradient id="v" cx="${cx}" cy="${cy}" r="${r}" gradientTransform="translate(${cx} ${cy}) scale(${width >= height ? 1 : width / height} ${width >= height ? width / height : 1}) translate(${-cx} ${-cy})">` +
    `<stop offset="0.35" stop-color="#140c06" stop-opacity="0"/>` +
    `<stop offset="0.75" stop-color="#140c06" stop-opacity="${(o.vignette * 0.55).toFixed(3)}"/>` +
    `<stop offset="1" stop-color="#0c0704" stop-opacity="${o.vignette.toFixed(3)}"/>` +
    `</radialGradient></defs><rect width="100%" height="100%" fill="url(#v)"/></svg>`;
  return Buffer.from(svg);
}

const BLUR_LEVELS = [0, 1.5, 3.5, 7, 14, 28, 56];

/**
 * Simulated depth of field: blur the whole frame at a few radii and pick, per pixel,
 * a blend of the two copies that bracket the radius the scene asks for.
 */
async function depthOfField(
  raw: Buffer,
  width: number,
  height: number,
  scale: number,
  sigmaAt: (u: number, v: number) => number,
): Promise<Buffer> {
  const sigma = new Float32Array(width * height);
  let max = 0;
  for (let y = 0, i = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1, i += 1) {
      const s = Math.max(0, sigmaAt((x + 0.5) / width, (y + 0.5) / height));
      sigma[i] = s;
      if (s > max) max = s;
    }
  }
  const levels = BLUR_LEVELS.filter((_level, i) => i === 0 || BLUR_LEVELS[i - 1] < max);
  const copies: Buffer[] = [raw];
  for (const level of levels.slice(1)) {
    const px = Math.max(0.35, level * scale);
    copies.push(
      await sharp(raw, { raw: { width, height, channels: 3 } })
        .blur(px)
        .raw()
        .toBuffer(),
    );
  }
  const out = Buffer.alloc(raw.length);
  const top = levels.length - 1;
  for (let i = 0, j = 0; i < sigma.length; i += 1, j += 3) {
    const s = sigma[i];
    let k = 0;
    while (k < top && levels[k + 1] <= s) k += 1;
    if (k >= top) {
      const c = copies[top];
      out[j] = c[j];
      out[j + 1] = c[j + 1];
      out[j + 2] = c[j + 2];
      continue;
    }
    const t = (s - levels[k]) / (levels[k + 1] - levels[k]);
    const a = copies[k];
    const b = copies[k + 1];
    out[j] = a[j] + (b[j] - a[j]) * t;
    out[j + 1] = a[j + 1] + (b[j + 1] - a[j + 1]) * t;
    out[j + 2] = a[j + 2] + (b[j + 2] - a[j + 2]) * t;
  }
  return out;
}

/**
 * Rasterise a scene and give it the shared photographic treatment:
 * vignette, warm grade, lifted blacks, film grain, then progressive mozjpeg.
 */
export async function finishImage(
  svg: string,
  width: number,
  height: number,
  nominalWidth: number,
  options: Partial<FinishOptions>,
  rng: Rng,
  overlay?: string,
): Promise<Buffer> {
  const o: FinishOptions = { ...defaultFinish, ...options };
  const scale = width / nominalWidth;
  let sharpRaw = await sharp(Buffer.from(svg), { limitInputPixels: false, unlimited: true })
    .resize(width, height, { fit: 'fill' })
    .flatten({ background: '#1a1a1a' })
    .removeAlpha()
    .raw()
    .toBuffer();
  if (o.dof) sharpRaw = await depthOfField(sharpRaw, width, height, scale, o.dof);
  const layers: sharp.OverlayOptions[] = [{ input: vignetteSvg(width, height, o), blend: 'over' }];
  if (overlay) layers.push({ input: Buffer.from(overlay), blend: 'over' });
  const base = await sharp(sharpRaw, { raw: { width, height, channels: 3 } })
    .composite(layers)
    .removeAlpha()
    .raw()
    .toBuffer();

  let graded = sharp(base, { raw: { width, height, channels: 3 } });
  if (o.sepia) {
    graded = graded.recomb([
      [0.42, 0.72, 0.16],
      [0.36, 0.64, 0.13],
      [0.27, 0.5, 0.1],
    ]);
  } else if (o.warmth > 0) {
    const w = o.warmth;
    graded = graded.recomb([
      [1 + 0.08 * w, 0.02 * w, 0],
      [0.01 * w, 1 + 0.01 * w, 0],
      [0, 0.02 * w, 1 - 0.1 * w],
    ]);
  }
  const c = o.contrast;
  const offset = 128 * (1 - c);
  const lift = o.lift;
  // y = x * c + offset, then compress into [lift, 255]
  const k = (255 - lift) / 255;
  graded = graded.linear(c * k, offset * k + lift);
  const gradedRaw = await graded.raw().toBuffer();

  const grainScale = Math.max(1, Math.round(width / 1200));
  const gw = Math.ceil(width / grainScale);
  const gh = Math.ceil(height / grainScale);
  const grainSmall = grainBuffer(gw, gh, rng, o.grain * Math.min(1, width / 1200));
  const grain = await sharp(grainSmall, { raw: { width: gw, height: gh, channels: 3 } })
    .resize(width, height, { kernel: 'cubic', fit: 'fill' })
    .raw()
    .toBuffer();
  const grainFine = grainBuffer(width, height, rng, o.grain * 0.35);

  return sharp(gradedRaw, { raw: { width, height, channels: 3 } })
    .composite([
      { input: grain, raw: { width, height, channels: 3 }, blend: 'overlay' },
      { input: grainFine, raw: { width, height, channels: 3 }, blend: 'soft-light' },
    ])
    .jpeg({ quality: o.quality, mozjpeg: true, progressive: true, chromaSubsampling: '4:2:0' })
    .toBuffer();
}
