import { ValueNoise } from '../noise';
import { Rng } from '../rng';
import { n, linearGradient, radialGradient, rect } from '../svg';
import { mix } from '../palette';

/** Sky, cloud banks and layered mountain ridges shared by the outdoor scenes. */

export function skyDefs(id: string, top: string, bottom: string, sunX: number, sunY: number): string {
  return (
    linearGradient(id, 0, 0, 0, 1, [
      [0, top],
      [1, bottom],
    ]) +
    radialGradient(`${id}Sun`, sunX, sunY, 0.55, [
      [0, '#fff4d8', 0.85],
      [0.25, '#ffe6b8', 0.35],
      [1, '#ffe6b8', 0],
    ])
  );
}

export function sky(id: string, w: number, h: number): string {
  return rect(0, 0, w, h, { fill: `url(#${id})` }) + rect(0, 0, w, h, { fill: `url(#${id}Sun)` });
}

/** Soft horizontal cloud streaks. */
export function clouds(w: number, yMin: number, yMax: number, rng: Rng, count: number, color = '#fffaf0'): string {
  let s = '';
  for (let i = 0; i < count; i += 1) {
    const x = rng.range(-200, w + 200);
    const y = rng.range(yMin, yMax);
    const cw = rng.range(200, 700);
    for (let k = 0; k < 6; k += 1) {
      s += `<ellipse cx="${n(x + rng.gauss(cw * 0.3))}" cy="${n(y + rng.gauss(18))}" rx="${n(cw * rng.range(0.2, 0.45))}" ry="${n(rng.range(18, 50))}" fill="${color}" opacity="${rng.range(0.08, 0.2).toFixed(2)}"/>`;
    }
  }
  return s;
}

/** A ridge line (array of y) across the width, base height y0 and amplitude amp. */
export function ridgeLine(
  noise: ValueNoise,
  w: number,
  y0: number,
  amp: number,
  freq: number,
  row: number,
  step = 12,
): Array<[number, number]> {
  const pts: Array<[number, number]> = [];
  for (let x = -20; x <= w + 20; x += step) {
    const v = noise.fbm(x * freq + row * 13.7, row * 3.1, 5);
    const sharp = 1 - Math.abs(noise.fbm(x * freq * 0.5 + 40 + row, row, 3) * 2 - 1);
    pts.push([x, y0 - (v * 0.75 + sharp * 0.45) * amp]);
  }
  return pts;
}

export function ridgePath(pts: Array<[number, number]>, bottom: number): string {
  const first = pts[0];
  const last = pts[pts.length - 1];
  return `M${n(first[0])} ${n(bottom)}L${pts.map(([x, y]) => `${n(x)} ${n(y)}`).join('L')}L${n(last[0])} ${n(bottom)}Z`;
}

/**
 * Layered mountains fading into haze: `layers` ridges from far to near between yFar and yNear.
 */
export function mountains(
  w: number,
  bottom: number,
  rng: Rng,
  o: { layers: number; yFar: number; yNear: number; far: string; near: string; haze: string; amp: number },
): { defs: string; body: string } {
  const noise = new ValueNoise(rng);
  let defs = '';
  let body = '';
  for (let i = 0; i < o.layers; i += 1) {
    const t = o.layers === 1 ? 1 : i / (o.layers - 1);
    const y0 = o.yFar + (o.yNear - o.yFar) * t;
    const color = mix(o.far, o.near, t);
    const id = `ridge${i}`;
    defs += linearGradient(id, 0, 0, 0, 1, [
      [0, color],
      [1, mix(color, o.haze, 0.55)],
    ]);
    const pts = ridgeLine(noise, w, y0, o.amp * (0.6 + t * 0.6), 0.0016 + t * 0.0007, i);
    body += `<path d="${ridgePath(pts, bottom)}" fill="url(#${id})"/>`;
  }
  return { defs, body };
}

/** Rounded tree canopy made of overlapping blobs, lit from the upper left. */
export function treeCanopy(x: number, y: number, r: number, rng: Rng, dark: string, light: string): string {
  let s = '';
  const blobs = 9;
  for (let i = 0; i < blobs; i += 1) {
    const a = rng.range(0, Math.PI * 2);
    const d = rng.range(0, r * 0.55);
    s += `<circle cx="${n(x + Math.cos(a) * d)}" cy="${n(y + Math.sin(a) * d * 0.7)}" r="${n(r * rng.range(0.45, 0.65))}" fill="${dark}"/>`;
  }
  for (let i = 0; i < blobs; i += 1) {
    const a = rng.range(Math.PI, Math.PI * 1.6);
    const d = rng.range(r * 0.2, r * 0.6);
    s += `<circle cx="${n(x + Math.cos(a) * d)}" cy="${n(y + Math.sin(a) * d * 0.7)}" r="${n(r * rng.range(0.2, 0.35))}" fill="${light}" opacity="0.55"/>`;
  }
  return s;
}
