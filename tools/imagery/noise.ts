import { Rng } from './rng';

/**
 * Seeded 2D value noise with smooth interpolation, plus fractal sums of it.
 * Used for wood grain, concrete, terrain ridgelines and other organic variation.
 */
export class ValueNoise {
  private readonly perm: Uint16Array;
  private readonly values: Float32Array;

  constructor(rng: Rng) {
    this.perm = new Uint16Array(512);
    this.values = new Float32Array(256);
    const p: number[] = [];
    for (let i = 0; i < 256; i += 1) {
      p.push(i);
      this.values[i] = rng.next();
    }
    for (let i = 255; i > 0; i -= 1) {
      const j = Math.floor(rng.next() * (i + 1));
      const tmp = p[i];
      p[i] = p[j];
      p[j] = tmp;
    }
    for (let i = 0; i < 512; i += 1) this.perm[i] = p[i & 255];
  }

  private lattice(ix: number, iy: number): number {
    return this.values[this.perm[(this.perm[ix & 255] + iy) & 511]];
  }

  /** Noise in [0, 1]. */
  at(x: number, y: number): number {
    const x0 = Math.floor(x);
    const y0 = Math.floor(y);
    const fx = x - x0;
    const fy = y - y0;
    const sx = fx * fx * (3 - 2 * fx);
    const sy = fy * fy * (3 - 2 * fy);
    const a = this.lattice(x0, y0);
    const b = this.lattice(x0 + 1, y0);
    const c = this.lattice(x0, y0 + 1);
    const d = this.lattice(x0 + 1, y0 + 1);
    const top = a + (b - a) * sx;
    const bottom = c + (d - c) * sx;
    return top + (bottom - top) * sy;
  }

  /** Fractal sum, normalised to roughly [0, 1]. */
  fbm(x: number, y: number, octaves = 4, gain = 0.5, lacunarity = 2.03): number {
    let sum = 0;
    let amp = 1;
    let norm = 0;
    let fx = x;
    let fy = y;
    for (let o = 0; o < octaves; o += 1) {
      sum += this.at(fx, fy) * amp;
      norm += amp;
      amp *= gain;
      fx = fx * lacunarity + 17.3;
      fy = fy * lacunarity + 5.1;
    }
    return sum / norm;
  }
}

/** 1D fractal noise for ridgelines: returns values in [-1, 1]. */
export function ridge(noise: ValueNoise, x: number, row: number, octaves = 5): number {
  return noise.fbm(x, row * 7.31, octaves) * 2 - 1;
}
