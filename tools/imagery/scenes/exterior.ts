import { SceneContext, SceneResult } from '../scene';
import { n, linearGradient, rect, svgDocument } from '../svg';
import { palette } from '../palette';
import { wordmark } from '../lettering';
import { leaf } from './foliage';
import { concreteImage } from './wood';
import { treeCanopy } from './landscape';

const out = (ctx: SceneContext): [number, number] => [Math.round(ctx.width * ctx.scale), Math.round(ctx.height * ctx.scale)];

/** The building: a dark painted wall with the wordmark and a coffee-branch mural, sidewalk, sky. */
export async function exterior(ctx: SceneContext): Promise<SceneResult> {
  const { width: w, height: h, rng } = ctx;
  let defs = linearGradient('sky', 0, 0, 0, 1, [
    [0, '#86a4b8'],
    [1, '#f0dcbc'],
  ]);
  let body = rect(0, 0, w, 260, { fill: 'url(#sky)' });
  // wall
  const wallTop = 170;
  const wallBottom = 960;
  body += await concreteImage(ctx, rng.fork('wall'), 0, wallTop, w, wallBottom - wallTop, '#2b2927', 0.35);
  // block coursing
  for (let y = wallTop + 60; y < wallBottom; y += 64) body += rect(0, y, w, 3, { fill: '#000', opacity: 0.25 });
  body += rect(0, wallTop - 24, w, 30, { fill: '#3a3634' }) + rect(0, wallTop + 6, w, 8, { fill: '#000', opacity: 0.35 });
  // painted wordmark (slightly weathered: reduced opacity)
  const mark = wordmark({ cx: 820, top: 380, size: 190, primary: '#f4efe6', accent: palette.gold, opacity: 0.92 });
  body += mark.svg;
  // mural: a painted coffee branch in gold and cream
  const mx = 1500;
  let mural = `<path d="M${mx} 900C${mx + 150} 720 ${mx + 280} 560 ${mx + 560} 330" fill="none" stroke="${palette.gold}" stroke-width="16" stroke-linecap="round"/>`;
  const mr = rng.fork('mural');
  for (let i = 0; i < 6; i += 1) {
    const t = (i + 0.6) / 6.5;
    const x = mx + t * 560 - Math.sin(t * 3) * 20;
    const y = 900 - t * 570;
    mural += leaf(x, y, 200, -2.2 + mr.range(-0.2, 0.2), '#c9b27a', { gloss: 0, vein: true, width: 0.38 });
    mural += leaf(x, y, 190, -0.2 + mr.range(-0.2, 0.2), '#e8dcc0', { gloss: 0, vein: true, width: 0.38 });
    for (let k = 0; k < 4; k += 1) {
      mural += `<circle cx="${n(x + mr.range(-26, 26))}" cy="${n(y + mr.range(-10, 34))}" r="19" fill="#b8402c"/>`;
    }
  }
  body += `<g opacity="0.9">${mural}</g>`;
  // door and window with warm light inside
  const door = 2120;
  body += rect(door, 540, 280, 420, { fill: '#141210' }) + rect(door + 20, 560, 240, 400, { fill: '#5a3e24' });
  body += rect(door + 20, 560, 240, 400, { fill: '#ffcf88', opacity: 0.3 });
  body += rect(door + 138, 560, 4, 400, { fill: '#141210' }) + rect(door + 110, 740, 8, 70, { fill: palette.gold });
  // sidewalk
  body += await concreteImage(ctx, rng.fork('walk'), 0, wallBottom, w, h - wallBottom, '#a49c90', 0.35);
  for (let x = -100; x < w; x += 380) body += `<path d="M${x} ${wallBottom}L${x - 160} ${h}" stroke="#5a5248" stroke-width="4" opacity="0.6"/>`;
  body += rect(0, wallBottom, w, 14, { fill: '#000', opacity: 0.4 });
  body += rect(0, h - 50, w, 50, { fill: '#6a625a' });
  // late-afternoon light raking across the wall, tree shadow
  defs += linearGradient('sun', 0, 0, 1, 0, [
    [0, '#ffd8a0', 0.18],
    [0.6, '#000', 0],
    [1, '#000', 0.35],
  ]);
  body += rect(0, 0, w, h, { fill: 'url(#sun)' });
  defs += `<filter id="treeShadow" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="30"/></filter>`;
  body += `<g opacity="0.35" filter="url(#treeShadow)">${treeCanopy(2150, 500, 380, rng.fork('shadow'), '#000', '#000')}</g>`;
  const [ow, oh] = out(ctx);
  return { svg: svgDocument(w, h, ow, oh, defs, body), finish: { vignette: 0.35, grain: 16, warmth: 0.3 } };
}
