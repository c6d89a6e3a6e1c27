import sharp from 'sharp';
import { ValueNoise } from './noise';
import { Rng } from './rng';
import { rgb } from './palette';

export type Shader = (u: number, v: number) => [number, number, number];

/**
 * Rasterise a per-pixel colour function into a PNG data URI so it can be placed
 * inside an SVG scene with <image>. u and v run over the nominal size.
 */
export async function shaderImage(
  pixelWidth: number,
  pixelHeight: number,
  nominalWidth: number,
  nominalHeight: number,
  shader: Shader,
): Promise<string> {
  const w = Math.max(1, Math.round(pixelWidth));
  const h = Math.max(1, Math.round(pixelHeight));
  const data = Buffer.alloc(w * h * 3);
  const sx = nominalWidth / w;
  const sy = nominalHeight / h;
  let i = 0;
  for (let y = 0; y < h; y += 1) {
    for (let x = 0; x < w; x += 1) {
      const [r, g, b] = shader((x + 0.5) * sx, (y + 0.5) * sy);
      data[i] = r < 0 ? 0 : r > 255 ? 255 : r;
      data[i + 1] = g < 0 ? 0 : g > 255 ? 255 : g;
      data[i + 2] = b < 0 ? 0 : b > 255 ? 255 : b;
      i += 3;
    }
  }
  const png = await sharp(data, { raw: { width: w, height: h, channels: 3 } })
    .png({ compressionLevel: 1 })
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

/** Colour ramp lookup: t in [0, 1] over a list of #rrggbb stops spaced evenly. */
export function ramp(colors: string[]): (t: number) => [number, number, number] {
  const parsed = colors.map(rgb);
  return (t: number) => {
    const c = Math.max(0, Math.min(0.9999, t)) * (parsed.length - 1);
    const i = Math.floor(c);
    const f = c - i;
    const a = parsed[i];
    const b = parsed[i + 1];
    return [a[0] + (b[0] - a[0]) * f, a[1] + (b[1] - a[1]) * f, a[2] + (b[2] - a[2]) * f];
  };
}

export interface WoodOptions {
  colors: string[];
  /** Ring spacing in nominal units. */
  ringScale: number;
  /** How wavy the grain is. */
  warp: number;
  /** Grain direction: rings run along x when 0. */
  angle?: number;
  knots?: Array<{ x: number; y: number; r: number }>;
}

/** Plain-sawn wood grain as a shader: stretched growth rings warped by noise, plus pores. */
export function woodShader(rng: Rng, opts: WoodOptions): Shader {
  const noise = new ValueNoise(rng);
  const fine = new ValueNoise(rng.fork('pores'));
  const col = ramp(opts.colors);
  const ca = Math.cos(opts.angle ?? 0);
  const sa = Math.sin(opts.angle ?? 0);
  const knots = opts.knots ?? [];
  return (u: number, v: number) => {
    const x = u * ca + v * sa;
    let y = -u * sa + v * ca;
    for (const k of knots) {
      const dx = (x - k.x) / (k.r * 3.2);
      const dy = (y - k.y) / k.r;
      const d2 = dx * dx + dy * dy;
      y += (k.r * 1.6 * Math.sign(y - k.y || 1)) / (1 + d2 * 1.4);
    }
    const w = noise.fbm(x / 900, y / 260, 4) * opts.warp + noise.fbm(x / 160, y / 60, 2) * opts.warp * 0.18;
    const ring = (y + w) / opts.ringScale;
    const frac = ring - Math.floor(ring);
    // late wood is a narrow darker band inside each ring
    const late = Math.pow(Math.max(0, Math.sin(frac * Math.PI)), 6);
    const streak = fine.fbm(x / 40, y / 3, 2);
    const band = noise.at(y / 420, 3.7);
    const t = 0.55 * band + 0.3 * late + 0.15 * streak;
    const [r, g, b] = col(t);
    const pore = fine.at(x / 6, y / 1.5) > 0.82 ? 0.86 : 1;
    return [r * pore, g * pore, b * pore];
  };
}

/** Concrete / plaster: soft cloudy mottling with fine speckle. */
export function concreteShader(rng: Rng, base: string, variation = 0.14, speckle = 0.05): Shader {
  const noise = new ValueNoise(rng);
  const fine = new ValueNoise(rng.fork('speckle'));
  const [br, bg, bb] = rgb(base);
  return (u: number, v: number) => {
    const m = noise.fbm(u / 520, v / 520, 5) - 0.5;
    const s = fine.at(u / 2.2, v / 2.2) - 0.5;
    const pit = fine.at(u / 9 + 31, v / 9) > 0.93 ? -0.12 : 0;
    const k = 1 + m * variation * 2 + s * speckle * 2 + pit;
    return [br * k, bg * k, bb * k];
  };
}

/** Monochrome film grain as a raw RGB buffer centred on mid grey (for overlay blending). */
export function grainBuffer(width: number, height: number, rng: Rng, amount: number): Buffer {
  const size = width * height;
  const data = Buffer.alloc(size * 3);
  for (let i = 0, j = 0; i < size; i += 1, j += 3) {
    const g = (rng.next() + rng.next() - 1) * amount;
    const v = 128 + g;
    const c = v < 0 ? 0 : v > 255 ? 255 : v;
    data[j] = c;
    data[j + 1] = c;
    data[j + 2] = c;
  }
  return data;
}
