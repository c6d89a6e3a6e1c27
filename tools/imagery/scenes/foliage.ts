import { Rng } from '../rng';
import { n, n2, radialGradient, smoothClosed } from '../svg';
import { mix, palette, shade } from '../palette';

/** Leaves, coffee cherries and whole bushes shared by the farm scenes. */

/** One pointed, glossy coffee leaf with a midrib, base at (x, y). */
export function leaf(
  x: number,
  y: number,
  length: number,
  angle: number,
  color: string,
  opts: { gloss?: number; vein?: boolean; width?: number } = {},
): string {
  const w = length * (opts.width ?? 0.36);
  const L = length;
  const deg = (angle * 180) / Math.PI;
  const gloss = opts.gloss ?? 0.3;
  let s = `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(deg)})">`;
  s += `<path d="M0 0C${n(L * 0.2)} ${n(-w * 0.62)} ${n(L * 0.62)} ${n(-w * 0.58)} ${n(L)} 0C${n(L * 0.62)} ${n(w * 0.55)} ${n(L * 0.2)} ${n(w * 0.62)} 0 0Z" fill="${color}"/>`;
  // darker lower half gives the leaf a folded, 3D feel
  s += `<path d="M0 0C${n(L * 0.2)} ${n(w * 0.62)} ${n(L * 0.62)} ${n(w * 0.55)} ${n(L)} 0C${n(L * 0.6)} ${n(w * 0.12)} ${n(L * 0.25)} ${n(w * 0.1)} 0 0Z" fill="#000" opacity="0.22"/>`;
  if (gloss > 0) {
    s += `<path d="M${n(L * 0.12)} ${n(-w * 0.12)}C${n(L * 0.3)} ${n(-w * 0.42)} ${n(L * 0.55)} ${n(-w * 0.4)} ${n(L * 0.78)} ${n(-w * 0.1)}C${n(L * 0.55)} ${n(-w * 0.22)} ${n(L * 0.3)} ${n(-w * 0.22)} ${n(L * 0.12)} ${n(-w * 0.12)}Z" fill="#f4f1d0" opacity="${n2(gloss)}"/>`;
  }
  if (opts.vein !== false) {
    s += `<path d="M0 0Q${n(L * 0.5)} ${n(-w * 0.05)} ${n(L * 0.96)} 0" fill="none" stroke="${shade(color, 1.5)}" stroke-opacity="0.5" stroke-width="${n(Math.max(0.6, L * 0.012))}"/>`;
  }
  return `${s}</g>`;
}

/** Shared gradients for cherries: ripe red, deep red, yellow and unripe green. */
export function cherryDefs(lightX = -0.35, lightY = -0.4): string {
  const fx = 0.5 + lightX * 0.5;
  const fy = 0.5 + lightY * 0.5;
  const g = (id: string, hi: string, body: string, dark: string): string =>
    radialGradient(id, 0.5 + lightX * 0.15, 0.5 + lightY * 0.15, 0.62, [
      [0, hi],
      [0.45, body],
      [0.92, dark],
      [1, shade(dark, 0.8)],
    ], { fx, fy });
  return (
    g('cherryRed', '#f0603c', palette.cherry, '#4a0707') +
    g('cherryDeep', '#c03a2c', '#7c1212', '#300404') +
    g('cherryOrange', '#f8a040', '#d8542a', '#6a1808') +
    g('cherryYellow', '#fbe07a', palette.cherryYellow, '#7a4a08') +
    g('cherryGreen', '#b8c860', '#6f8a36', '#273a10') +
    radialGradient('cherryGloss', 0.5, 0.5, 0.5, [
      [0, '#ffffff', 0.9],
      [0.5, '#ffffff', 0.35],
      [1, '#ffffff', 0],
    ]) +
    radialGradient('cherryShadow', 0.5, 0.5, 0.5, [
      [0, '#000', 0.6],
      [1, '#000', 0],
    ])
  );
}

export type Ripeness = 'cherryRed' | 'cherryDeep' | 'cherryOrange' | 'cherryYellow' | 'cherryGreen';

/** A coffee cherry: slightly oval glossy fruit with a small dark navel. */
export function cherry(
  x: number,
  y: number,
  r: number,
  kind: Ripeness,
  rng: Rng,
  opts: { shadow?: boolean; lightX?: number; lightY?: number } = {},
): string {
  const lx = opts.lightX ?? -0.35;
  const ly = opts.lightY ?? -0.4;
  const ry = r * rng.range(0.9, 1.02);
  const rot = rng.range(-40, 40);
  let s = '';
  if (opts.shadow !== false) {
    s += `<ellipse cx="${n(x - lx * r * 0.5)}" cy="${n(y - ly * r * 0.5)}" rx="${n(r * 1.15)}" ry="${n(r * 1.1)}" fill="url(#cherryShadow)"/>`;
  }
  s += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(r)}" ry="${n(ry)}" transform="rotate(${n(rot)} ${n(x)} ${n(y)})" fill="url(#${kind})"/>`;
  // specular highlight towards the light and a faint rim bounce opposite
  s += `<ellipse cx="${n(x + lx * r * 0.42)}" cy="${n(y + ly * r * 0.42)}" rx="${n(r * 0.3)}" ry="${n(r * 0.2)}" transform="rotate(${n(-35)} ${n(x + lx * r * 0.42)} ${n(y + ly * r * 0.42)})" fill="url(#cherryGloss)"/>`;
  // the navel (remains of the flower) on the side away from the viewer
  const na = rng.range(0, Math.PI * 2);
  const nd = rng.range(0.25, 0.6) * r;
  s += `<circle cx="${n(x + Math.cos(na) * nd)}" cy="${n(y + Math.sin(na) * nd)}" r="${n(r * 0.11)}" fill="#1a0804" opacity="0.55"/>`;
  return s;
}

export function ripeKind(rng: Rng, mixture: { red: number; deep: number; orange: number; yellow: number; green: number }): Ripeness {
  const total = mixture.red + mixture.deep + mixture.orange + mixture.yellow + mixture.green;
  let t = rng.next() * total;
  if ((t -= mixture.red) < 0) return 'cherryRed';
  if ((t -= mixture.deep) < 0) return 'cherryDeep';
  if ((t -= mixture.orange) < 0) return 'cherryOrange';
  if ((t -= mixture.yellow) < 0) return 'cherryYellow';
  return 'cherryGreen';
}

/** Greens for foliage at a given depth (0 near, 1 far: hazier and bluer). */
export function leafColor(rng: Rng, depth: number): string {
  const base = rng.pick([palette.leafDark, palette.leaf, '#2a4a2c', '#365f35', '#3f6a3a']);
  return mix(base, '#8fa3a8', depth * 0.65);
}

/**
 * A coffee bush seen from the side: a dark mass of foliage with lit leaves on the
 * outside and clusters of cherries along the branches.
 */
export function bush(
  cx: number,
  baseY: number,
  width: number,
  height: number,
  rng: Rng,
  opts: { depth?: number; leafSize?: number; cherries?: number; density?: number } = {},
): string {
  const depth = opts.depth ?? 0;
  const leafSize = opts.leafSize ?? width * 0.12;
  const dark = mix('#142a18', '#7d9098', depth * 0.7);
  let s = '';
  // core mass
  const pts: Array<[number, number]> = [];
  const steps = 12;
  for (let i = 0; i <= steps; i += 1) {
    const a = Math.PI + (i / steps) * Math.PI;
    const rr = 0.9 + rng.range(-0.05, 0.05);
    pts.push([cx + Math.cos(a) * width * 0.5 * rr, baseY - height * 0.1 + Math.sin(a) * height * 0.9 * rr]);
  }
  pts.push([cx + width * 0.45, baseY + height * 0.2], [cx - width * 0.45, baseY + height * 0.2]);
  s += `<path d="${smoothClosed(pts, 0.8)}" fill="${dark}"/>`;
  const count = Math.round((opts.density ?? 1) * (width * height) / (leafSize * leafSize) * 1.3);
  const leaves: Array<[number, number, number]> = [];
  for (let i = 0; i < count; i += 1) {
    const a = Math.PI + rng.range(-0.1, Math.PI + 0.1);
    const rr = Math.sqrt(rng.next());
    const x = cx + Math.cos(a) * width * 0.5 * rr;
    const y = baseY - height * 0.1 + Math.sin(a) * height * 0.88 * rr;
    leaves.push([x, y, rr]);
  }
  leaves.sort((a, b) => a[2] - b[2]);
  let cherriesLeft = opts.cherries ?? 0;
  for (const [x, y, rr] of leaves) {
    const out = Math.atan2(y - (baseY - height * 0.3), x - cx);
    const angle = out * 0.6 + (Math.PI / 2) * 0.4 + rng.range(-0.7, 0.7);
    const lit = (1 - (y - (baseY - height)) / height) * 0.6 + rr * 0.3 + (x < cx ? 0.1 : -0.05);
    const color = mix(leafColor(rng, depth), '#c8c86a', Math.max(0, lit - 0.45) * 0.5);
    s += leaf(x, y, leafSize * rng.range(0.75, 1.2), angle, shade(color, 0.7 + lit * 0.6), {
      gloss: depth > 0.5 ? 0 : 0.12 + lit * 0.25,
      vein: leafSize > 14,
    });
    if (cherriesLeft > 0 && rr > 0.35 && rng.chance(0.12)) {
      cherriesLeft -= 1;
      const cr = leafSize * 0.14;
      const kindRng = rng.next();
      for (let k = 0; k < rng.int(3, 7); k += 1) {
        const kind = kindRng < 0.6 ? 'cherryRed' : kindRng < 0.75 ? 'cherryDeep' : kindRng < 0.88 ? 'cherryOrange' : 'cherryGreen';
        s += cherry(x + rng.gauss(cr * 1.2), y + rng.gauss(cr * 0.8), cr * rng.range(0.85, 1.1), kind, rng, {
          shadow: false,
        });
      }
    }
  }
  return s;
}
