import { SceneContext, SceneResult } from '../scene';
import { n, linearGradient, radialGradient, rect, svgDocument, smoothClosed } from '../svg';
import { concreteShader, shaderImage, woodShader } from '../texture';
import { Rng } from '../rng';

/** Wood-centred gallery images: the grain close-up, the live-edge table and latte art on wood. */

export const walnut = ['#3a2214', '#5e3a22', '#7a4e2e', '#9a6a40', '#b4824e'];
export const oak = ['#6a4a2c', '#8e6a42', '#b08a5a', '#c9a472', '#dcbc8a'];

const out = (ctx: SceneContext): [number, number] => [Math.round(ctx.width * ctx.scale), Math.round(ctx.height * ctx.scale)];

/** Full-frame wood texture as an <image>, rendered at a fraction of output resolution. */
export async function woodImage(
  ctx: SceneContext,
  rng: Rng,
  x: number,
  y: number,
  w: number,
  h: number,
  opts: Parameters<typeof woodShader>[1],
  resolution = 0.5,
): Promise<string> {
  const shader = woodShader(rng, opts);
  const uri = await shaderImage(w * ctx.scale * resolution, h * ctx.scale * resolution, w, h, shader);
  return `<image x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" preserveAspectRatio="none" xlink:href="${uri}"/>`;
}

export async function concreteImage(
  ctx: SceneContext,
  rng: Rng,
  x: number,
  y: number,
  w: number,
  h: number,
  base: string,
  resolution = 0.35,
): Promise<string> {
  const uri = await shaderImage(w * ctx.scale * resolution, h * ctx.scale * resolution, w, h, concreteShader(rng, base));
  return `<image x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" preserveAspectRatio="none" xlink:href="${uri}"/>`;
}

/** Close-up of oiled walnut grain in raking light with a knot. */
export async function woodGrain(ctx: SceneContext): Promise<SceneResult> {
  const { width: w, height: h, rng } = ctx;
  let defs = linearGradient('rake', 0, 0, 1, 1, [
    [0, '#ffd9a0', 0.22],
    [0.5, '#000', 0],
    [1, '#000', 0.45],
  ]);
  defs += radialGradient('sheen', 0.3, 0.25, 0.5, [
    [0, '#fff0d0', 0.16],
    [1, '#fff0d0', 0],
  ]);
  let body = await woodImage(ctx, rng.fork('wood'), 0, 0, w, h, {
    colors: ['#24140a', '#4a2a16', '#6e4426', '#9a6a3e', '#c08e58'],
    ringScale: 52,
    warp: 420,
    angle: -0.32,
    knots: [{ x: 1300, y: 1000, r: 90 }],
  }, 0.6);
  body += rect(0, 0, w, h, { fill: 'url(#sheen)' }) + rect(0, 0, w, h, { fill: 'url(#rake)' });
  const [ow, oh] = out(ctx);
  return { svg: svgDocument(w, h, ow, oh, defs, body), finish: { vignette: 0.4, grain: 14, warmth: 0.2, dof: (u, v) => Math.max(0, u + v - 1.3) * 8 } };
}

/** A natural slab outline: both long edges follow the tree's organic shape. */
function slabOutline(rng: Rng, x0: number, y0: number, len: number, depth: number): Array<[number, number]> {
  const pts: Array<[number, number]> = [];
  const steps = 14;
  const p1 = rng.range(0, 6);
  const p2 = rng.range(0, 6);
  for (let i = 0; i <= steps; i += 1) {
    const t = i / steps;
    pts.push([x0 + len * t, y0 + Math.sin(t * Math.PI * 1.6 + p1) * depth * 0.07 + rng.gauss(depth * 0.012)]);
  }
  for (let i = steps; i >= 0; i -= 1) {
    const t = i / steps;
    pts.push([x0 + len * t, y0 + depth + Math.sin(t * Math.PI * 2.1 + p2) * depth * 0.09 + rng.gauss(depth * 0.015)]);
  }
  return pts;
}

/** A live-edge slab table seen from above on a polished concrete floor, a cup for scale. */
export async function liveEdgeTable(ctx: SceneContext): Promise<SceneResult> {
  const { width: w, height: h, rng } = ctx;
  let defs = '';
  let body = await concreteImage(ctx, rng.fork('floor'), 0, 0, w, h, '#8e877c');
  const outline = slabOutline(rng.fork('edge'), -300, 620, w + 600, 1100);
  const pathD = smoothClosed(outline, 0.9);
  defs += `<clipPath id="slab"><path d="${pathD}"/></clipPath>`;
  defs += `<filter id="slabShadow" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="40"/></filter>`;
  body += `<path d="${pathD}" transform="rotate(-7 1200 1200) translate(60 90)" fill="#000" opacity="0.6" filter="url(#slabShadow)"/>`;
  const wood = await woodImage(ctx, rng.fork('wood'), -300, 450, w + 600, 1450, {
    colors: walnut,
    ringScale: 46,
    warp: 320,
    angle: 0.04,
    knots: [{ x: 700, y: 1250, r: 55 }],
  }, 0.5);
  body += `<g transform="rotate(-7 1200 1200)"><g clip-path="url(#slab)">${wood}`;
  // sapwood band and bark along the organic edge
  body += `<path d="${pathD}" fill="none" stroke="#d6a86c" stroke-opacity="0.5" stroke-width="110" stroke-linejoin="round"/>`;
  body += `<path d="${pathD}" fill="none" stroke="#e8c890" stroke-opacity="0.35" stroke-width="60" stroke-linejoin="round"/>`;
  body += `<path d="${pathD}" fill="none" stroke="#2a170c" stroke-width="30" stroke-linejoin="round"/>`;
  body += '</g>';
  body += '</g>';
  // cup and saucer for scale
  body += cupTopDown(1560, 1130, 150, rng.fork('cup'), false);
  defs += cupDefs();
  defs += linearGradient('tableLight', 0, 0, 1, 1, [
    [0, '#ffe0b0', 0.2],
    [0.6, '#000', 0],
    [1, '#000', 0.4],
  ]);
  body += rect(0, 0, w, h, { fill: 'url(#tableLight)' });
  const [ow, oh] = out(ctx);
  return { svg: svgDocument(w, h, ow, oh, defs, body), finish: { vignette: 0.45, grain: 16, warmth: 0.3 } };
}

export function cupDefs(): string {
  return (
    radialGradient('porcelain', 0.42, 0.38, 0.6, [
      [0, '#fbf7f0'],
      [0.7, '#e8e0d2'],
      [1, '#b8ac9a'],
    ]) +
    radialGradient('crema', 0.5, 0.5, 0.5, [
      [0, '#c58a4e'],
      [0.55, '#9a5e2c'],
      [0.85, '#6a3a18'],
      [1, '#3e1f0c'],
    ]) +
    radialGradient('cupShadow', 0.5, 0.5, 0.5, [
      [0, '#000', 0.6],
      [1, '#000', 0],
    ]) +
    `<filter id="foamSoft" x="-10%" y="-10%" width="120%" height="120%"><feGaussianBlur stdDeviation="3"/></filter>`
  );
}

/** A cup on a saucer seen from above; optionally with rosetta latte art. */
export function cupTopDown(cx: number, cy: number, r: number, rng: Rng, art: boolean): string {
  let s = '';
  s += `<ellipse cx="${n(cx + r * 0.35)}" cy="${n(cy + r * 0.42)}" rx="${n(r * 1.95)}" ry="${n(r * 1.9)}" fill="url(#cupShadow)"/>`;
  s += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 1.75)}" fill="url(#porcelain)"/>`;
  s += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 1.2)}" fill="none" stroke="#000" stroke-opacity="0.08" stroke-width="${n(r * 0.08)}"/>`;
  // handle
  s += `<path d="M${n(cx + r * 0.95)} ${n(cy - r * 0.22)}C${n(cx + r * 1.55)} ${n(cy - r * 0.3)} ${n(cx + r * 1.55)} ${n(cy + r * 0.3)} ${n(cx + r * 0.95)} ${n(cy + r * 0.22)}" fill="none" stroke="#efe8dc" stroke-width="${n(r * 0.2)}" stroke-linecap="round"/>`;
  // shadow of the cup on the saucer, then the cup
  s += `<circle cx="${n(cx + r * 0.12)}" cy="${n(cy + r * 0.14)}" r="${n(r * 1.04)}" fill="#000" opacity="0.22"/>`;
  s += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="url(#porcelain)"/>`;
  s += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.86)}" fill="url(#crema)"/>`;
  if (art) s += rosetta(cx, cy, r * 0.86, rng);
  // spoon
  s += `<g transform="rotate(38 ${n(cx)} ${n(cy)})"><ellipse cx="${n(cx)}" cy="${n(cy + r * 1.42)}" rx="${n(r * 0.26)}" ry="${n(r * 0.16)}" fill="#c8c4bc"/><rect x="${n(cx + r * 0.2)}" y="${n(cy + r * 1.38)}" width="${n(r * 0.9)}" height="${n(r * 0.07)}" rx="${n(r * 0.03)}" fill="#b6b2aa"/></g>`;
  return s;
}

/** Rosetta: stacked foam leaves along a central axis, pulled through with a thin stem. */
function rosetta(cx: number, cy: number, r: number, rng: Rng): string {
  const foam = '#f6ecda';
  const tilt = -18;
  let s = `<g transform="rotate(${tilt} ${n(cx)} ${n(cy)})" filter="url(#foamSoft)">`;
  // main body
  s += `<path d="M${n(cx)} ${n(cy + r * 0.78)}C${n(cx - r * 0.95)} ${n(cy + r * 0.4)} ${n(cx - r * 0.75)} ${n(cy - r * 0.65)} ${n(cx)} ${n(cy - r * 0.72)}C${n(cx + r * 0.75)} ${n(cy - r * 0.65)} ${n(cx + r * 0.95)} ${n(cy + r * 0.4)} ${n(cx)} ${n(cy + r * 0.78)}Z" fill="${foam}"/>`;
  // leaf separations: crema coloured arcs bending down towards the base
  const layers = 9;
  for (let i = 0; i < layers; i += 1) {
    const t = i / (layers - 1);
    const y = cy - r * 0.6 + t * r * 1.2;
    const half = r * (0.28 + 0.55 * Math.sin(Math.PI * (0.15 + t * 0.7)));
    const sag = r * (0.1 + t * 0.06);
    s += `<path d="M${n(cx - half)} ${n(y - sag * 0.6)}Q${n(cx)} ${n(y + sag)} ${n(cx + half)} ${n(y - sag * 0.6)}" fill="none" stroke="#a86a36" stroke-width="${n(r * 0.045 + rng.range(0, r * 0.01))}" stroke-linecap="round" opacity="0.9"/>`;
  }
  // heart on top
  s += `<path d="M${n(cx)} ${n(cy - r * 0.52)}C${n(cx - r * 0.32)} ${n(cy - r * 0.72)} ${n(cx - r * 0.25)} ${n(cy - r * 0.92)} ${n(cx)} ${n(cy - r * 0.82)}C${n(cx + r * 0.25)} ${n(cy - r * 0.92)} ${n(cx + r * 0.32)} ${n(cy - r * 0.72)} ${n(cx)} ${n(cy - r * 0.52)}Z" fill="${foam}"/>`;
  // pull-through stem
  s += `<path d="M${n(cx)} ${n(cy - r * 0.8)}L${n(cx)} ${n(cy + r * 0.86)}" stroke="${foam}" stroke-width="${n(r * 0.05)}" stroke-linecap="round"/>`;
  s += '</g>';
  return s;
}

/** Rosetta latte art in a white cup seen from above on an oak table. */
export async function latteArt(ctx: SceneContext): Promise<SceneResult> {
  const { width: w, height: h, rng } = ctx;
  let defs = cupDefs();
  let body = await woodImage(ctx, rng.fork('wood'), 0, 0, w, h, { colors: oak, ringScale: 60, warp: 300, angle: 1.45 }, 0.45);
  // plank seams
  for (const x of [520, 1180, 1840]) body += `<rect x="${x}" y="0" width="7" height="${h}" fill="#2a180c" opacity="0.6"/>`;
  body += cupTopDown(1150, 1180, 560, rng.fork('cup'), true);
  defs += linearGradient('window', 0, 0, 1, 1, [
    [0, '#fff0d0', 0.25],
    [0.55, '#000', 0],
    [1, '#000', 0.45],
  ]);
  body += rect(0, 0, w, h, { fill: 'url(#window)' });
  const [ow, oh] = out(ctx);
  return { svg: svgDocument(w, h, ow, oh, defs, body), finish: { vignette: 0.5, grain: 14, warmth: 0.3 } };
}
