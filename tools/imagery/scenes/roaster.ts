import { SceneContext, SceneResult } from '../scene';
import { n, linearGradient, radialGradient, rect, svgDocument, circle, ellipse } from '../svg';
import { palette } from '../palette';
import { bean, beanDefs } from './bean';
import { concreteImage } from './wood';

/** The drum roaster and its cooling tray. */

const out = (ctx: SceneContext): [number, number] => [Math.round(ctx.width * ctx.scale), Math.round(ctx.height * ctx.scale)];

function steelDefs(): string {
  return (
    linearGradient('steelV', 0, 0, 1, 0, [
      [0, '#3a3c3e'],
      [0.18, '#c8ccce'],
      [0.3, '#7a7e80'],
      [0.55, '#e6e8e8'],
      [0.7, '#8a8e90'],
      [1, '#2a2c2e'],
    ]) +
    linearGradient('steelH', 0, 0, 0, 1, [
      [0, '#e2e4e4'],
      [0.35, '#8a8e90'],
      [0.7, '#c4c8ca'],
      [1, '#3a3c3e'],
    ]) +
    radialGradient('steelDisc', 0.38, 0.32, 0.75, [
      [0, '#f0f0ee'],
      [0.35, '#a8acae'],
      [0.7, '#6a6e70'],
      [1, '#2a2c2e'],
    ]) +
    linearGradient('enamel', 0, 0, 1, 0, [
      [0, '#0c0c0c'],
      [0.3, '#2e2c2a'],
      [0.5, '#48443e'],
      [0.7, '#1e1c1a'],
      [1, '#080808'],
    ]) +
    linearGradient('brass', 0, 0, 1, 1, [
      [0, '#fff0c8'],
      [0.4, palette.gold],
      [1, '#8a6a30'],
    ]) +
    radialGradient('glassGlow', 0.5, 0.5, 0.5, [
      [0, '#ffb060'],
      [0.6, '#a0481a'],
      [1, '#2a0e04'],
    ])
  );
}

/** A shop drum roaster: black body, steel drum face with sight glass, hopper cone, cooling tray. */
export async function roaster(ctx: SceneContext): Promise<SceneResult> {
  const { width: w, height: h, rng } = ctx;
  let defs = steelDefs() + beanDefs({ dx: -0.6, dy: -0.8 });
  let body = await concreteImage(ctx, rng.fork('wall'), 0, 0, w, 1900, '#4a4440', 0.3);
  body += await concreteImage(ctx, rng.fork('floor'), 0, 1900, w, 500, '#6a6258', 0.3);
  defs += radialGradient('spot', 0.45, 0.35, 0.6, [
    [0, '#ffd8a0', 0.3],
    [1, '#000', 0.5],
  ]);
  body += rect(0, 0, w, h, { fill: 'url(#spot)' });
  // exhaust pipe rising out of frame
  body += rect(1540, 0, 130, 760, { fill: 'url(#steelV)' });
  body += rect(1530, 740, 150, 40, { fill: 'url(#steelV)' });
  // cabinet
  body += `<ellipse cx="1200" cy="2000" rx="820" ry="70" fill="#000" opacity="0.45"/>`;
  body += rect(620, 880, 1160, 1080, { fill: 'url(#enamel)', rx: 18 });
  body += rect(620, 880, 1160, 22, { fill: '#6a6660', opacity: 0.6 });
  // hopper cone on top
  body += `<path d="M880 420L1320 420L1150 800L1050 800Z" fill="url(#steelV)"/>`;
  body += ellipse(1100, 420, 220, 38, { fill: '#2a2622' });
  body += ellipse(1100, 414, 212, 30, { fill: '#3a2212' });
  body += rect(1040, 800, 120, 90, { fill: 'url(#steelV)' });
  body += rect(1000, 640, 200, 24, { fill: 'url(#brass)' });
  // drum face
  body += circle(1100, 1310, 360, { fill: 'url(#steelDisc)' });
  body += circle(1100, 1310, 360, { fill: 'none', stroke: '#1a1a1a', 'stroke-width': 10 });
  for (let k = 0; k < 12; k += 1) {
    const a = (k / 12) * Math.PI * 2;
    body += circle(1100 + Math.cos(a) * 330, 1310 + Math.sin(a) * 330, 11, { fill: '#3a3a3a' });
  }
  body += circle(1100, 1310, 210, { fill: '#1c1c1c' });
  body += circle(1100, 1310, 150, { fill: 'url(#glassGlow)' });
  body += circle(1100, 1310, 150, { fill: 'none', stroke: 'url(#brass)', 'stroke-width': 22 });
  body += `<ellipse cx="1050" cy="1250" rx="70" ry="34" fill="#fff" opacity="0.18" transform="rotate(-30 1050 1250)"/>`;
  // door handle and trier
  body += rect(1040, 1560, 120, 130, { fill: 'url(#steelV)', rx: 10 });
  body += rect(1440, 1300, 200, 36, { fill: 'url(#brass)', rx: 18 });
  // control panel with gauges
  body += rect(1460, 960, 260, 260, { fill: '#1a1918', rx: 10 });
  for (const [gx, gy] of [[1530, 1040], [1650, 1040]]) {
    body += circle(gx, gy, 46, { fill: '#f2ead8', stroke: 'url(#brass)', 'stroke-width': 8 });
    body += `<line x1="${gx}" y1="${gy}" x2="${gx + 26}" y2="${gy - 24}" stroke="#7a1a10" stroke-width="5"/>`;
  }
  body += circle(1530, 1150, 18, { fill: '#c0301c' }) + circle(1650, 1150, 18, { fill: '#3a7a3a' });
  // cooling tray at the front left: shallow round pan on a stand with a stirring arm
  const tx = 560;
  const ty = 1640;
  body += rect(tx - 30, ty, 60, 300, { fill: '#141312' });
  body += ellipse(tx, ty + 80, 470, 110, { fill: '#1a1a1a' });
  body += `<path d="M${tx - 470} ${ty}L${tx - 470} ${ty + 80}A470 110 0 0 0 ${tx + 470} ${ty + 80}L${tx + 470} ${ty}Z" fill="url(#steelV)"/>`;
  body += ellipse(tx, ty, 470, 110, { fill: '#5a5856' });
  body += ellipse(tx, ty + 6, 440, 96, { fill: '#2e1a0e' });
  // beans in the tray
  const br = rng.fork('beans');
  let beans = '';
  for (let i = 0; i < 420; i += 1) {
    const a = br.range(0, Math.PI * 2);
    const d = Math.sqrt(br.next()) * 0.95;
    const x = tx + Math.cos(a) * 430 * d;
    const y = ty + 6 + Math.sin(a) * 92 * d;
    beans += bean({ x, y, size: 30, angle: br.range(0, Math.PI * 2), flat: br.chance(0.5), roast: br.int(0, 2), light: { dx: -0.6, dy: -0.8 }, squash: 0.45, shadow: 0.5 }, br);
  }
  defs += `<clipPath id="tray"><ellipse cx="${tx}" cy="${ty + 6}" rx="440" ry="96"/></clipPath>`;
  body += `<g clip-path="url(#tray)">${beans}</g>`;
  body += `<path d="M${tx} ${ty}L${tx + 400} ${ty + 40}M${tx} ${ty}L${tx - 380} ${ty + 30}" stroke="url(#steelH)" stroke-width="14"/>`;
  body += rect(tx - 40, ty - 420, 80, 420, { fill: 'url(#steelV)' });
  body += rect(tx - 90, ty - 520, 180, 130, { fill: 'url(#enamel)', rx: 14 });
  // chute from the drum down to the tray
  body += `<path d="M830 1480L700 1600L760 1620L880 1520Z" fill="url(#steelV)"/>`;
  const [ow, oh] = out(ctx);
  return { svg: svgDocument(w, h, ow, oh, defs, body), finish: { vignette: 0.55, grain: 18, warmth: 0.35 } };
}

/** Roasting in progress: looking down into the cooling tray as the arm stirs the beans. */
export function roasting(ctx: SceneContext): SceneResult {
  const { width: w, height: h, rng } = ctx;
  const light = { dx: -0.55, dy: -0.83 };
  let defs = steelDefs() + beanDefs(light);
  const cx = 1250;
  const cy = 1300;
  const R = 1250;
  let body = rect(0, 0, w, h, { fill: '#1a1816' });
  body += circle(cx, cy, R + 80, { fill: 'url(#steelDisc)' });
  body += circle(cx, cy, R, { fill: '#20140c' });
  // beans: concentric swirl, denser and blurred along the motion near the arm
  const br = rng.fork('beans');
  let beans = '';
  const count = 2300;
  for (let i = 0; i < count; i += 1) {
    const d = Math.sqrt((i + br.next()) / count) * R * 0.96;
    const a = br.range(0, Math.PI * 2);
    const x = cx + Math.cos(a) * d;
    const y = cy + Math.sin(a) * d;
    beans += bean({ x, y, size: br.range(86, 100), angle: a + Math.PI / 2 + br.gauss(0.5), flat: br.chance(0.55), roast: br.int(0, 2), light, shadow: 0.7 }, br);
  }
  body += beans;
  // stirring arms with paddles, slightly motion-blurred
  let arms = '';
  for (let k = 0; k < 3; k += 1) {
    const a = (k / 3) * Math.PI * 2 + 0.4;
    const deg = (a * 180) / Math.PI;
    arms += `<g transform="rotate(${n(deg)} ${cx} ${cy})">`;
    arms += `<rect x="${cx}" y="${cy - 22}" width="${R * 0.96}" height="44" fill="url(#steelH)" rx="10"/>`;
    for (let p = 0; p < 4; p += 1) {
      const px = cx + 260 + p * 240;
      arms += `<rect x="${px}" y="${cy - 70}" width="26" height="140" fill="url(#steelV)" transform="rotate(25 ${px} ${cy})"/>`;
    }
    arms += '</g>';
  }
  body += arms;
  body += circle(cx, cy, 110, { fill: 'url(#steelDisc)' }) + circle(cx, cy, 40, { fill: '#2a2a2a' });
  // heat haze and a wisp of smoke
  // a wisp of smoke: stacked translucent strokes give a soft edge without a blur filter
  for (let k = 0; k < 8; k += 1) {
    body += `<path d="M300 2200C600 1800 400 1400 800 1100S1300 600 1100 200" fill="none" stroke="#f4e8d8" stroke-width="${40 + k * 30}" stroke-opacity="0.03" stroke-linecap="round"/>`;
  }
  defs += radialGradient('warmSpot', 0.35, 0.3, 0.75, [
    [0, '#ffc880', 0.22],
    [1, '#000', 0.35],
  ]);
  body += rect(0, 0, w, h, { fill: 'url(#warmSpot)' });
  const [ow, oh] = out(ctx);
  return {
    svg: svgDocument(w, h, ow, oh, defs, body),
    finish: { vignette: 0.5, grain: 18, warmth: 0.3, dof: (u, v) => Math.max(0, Math.hypot(u - 0.5, v - 0.55) - 0.38) * 18 },
  };
}
