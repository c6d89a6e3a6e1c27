import { ValueNoise } from '../noise';
import { Rng } from '../rng';
import { SceneContext, SceneResult } from '../scene';
import { n, linearGradient, radialGradient, rect, svgDocument, el } from '../svg';
import { mix } from '../palette';
import { figure, Outfit, Pose, standingPose } from '../figure';
import { bush, cherryDefs } from './foliage';
import { clouds, mountains, ridgePath, sky, skyDefs, treeCanopy } from './landscape';

const out = (ctx: SceneContext): [number, number] => [Math.round(ctx.width * ctx.scale), Math.round(ctx.height * ctx.scale)];

const lucky: Outfit = {
  skin: '#b07a52',
  shirt: '#2b2a28',
  pants: '#3b4250',
  shoes: '#1c1714',
  hair: '#1d1410',
  headwear: 'cap',
  hat: '#1f1d1b',
};

const ronaldo: Outfit = {
  skin: '#8e5a38',
  shirt: '#e6dccb',
  pants: '#6b5a44',
  shoes: '#2a2018',
  hair: '#1a120d',
  headwear: 'straw-hat',
  hat: '#d9bf86',
  longSleeves: true,
};

/** Lucky and Ronaldo on a concrete drying patio, coffee raked in rows, hills behind. */
export function dryingPatio(ctx: SceneContext): SceneResult {
  const { width: w, height: h, rng } = ctx;
  const horizon = 600;
  const f = 2500;
  const camH = 1.6;
  const yAt = (z: number): number => horizon + (f * camH) / z;
  let defs = skyDefs('sky', '#a9c0cc', '#efe3cc', 0.8, 0.1);
  let body = sky('sky', w, h);
  body += clouds(w, 60, 360, rng, 9);
  const m = mountains(w, h, rng.fork('mtn'), {
    layers: 3,
    yFar: 520,
    yNear: 640,
    far: '#93a6b0',
    near: '#4d6a48',
    haze: '#e6dcc6',
    amp: 170,
  });
  defs += m.defs;
  body += m.body;
  // tree line at the patio's far edge
  const trees = rng.fork('trees');
  const farEdge = yAt(26);
  for (let x = -60; x < w + 80; x += trees.range(50, 110)) {
    const r = trees.range(50, 95);
    body += treeCanopy(x, farEdge - r * 0.55, r, trees, '#2f4a2c', '#9aa860');
  }
  body += rect(0, farEdge - 12, w, 30, { fill: '#3a4a30' });
  // the patio
  defs += linearGradient('patio', 0, 0, 0, 1, [
    [0, '#cfc4b0'],
    [1, '#b9ab95'],
  ]);
  body += rect(0, farEdge, w, h - farEdge, { fill: 'url(#patio)' });
  // cherry texture pattern for the drying rows
  const tile = rng.fork('tile');
  let dots = '';
  for (let i = 0; i < 90; i += 1) {
    const c = tile.pick(['#5b2618', '#6e2c1a', '#4a2014', '#7a3a20', '#3c1a10', '#8a4a28']);
    dots += `<circle cx="${n(tile.range(0, 60))}" cy="${n(tile.range(0, 60))}" r="${n(tile.range(2.5, 4.2))}" fill="${c}"/>`;
    dots += `<circle cx="${n(tile.range(0, 60))}" cy="${n(tile.range(0, 60))}" r="1.2" fill="#c9875a" opacity="0.6"/>`;
  }
  // drying beds separated by concrete walkways; raked furrows run away from the camera
  const vx = 1150;
  const px = (x: number, z: number): number => vx + (f * x) / z;
  defs += el('pattern', { id: 'dry', width: 60, height: 60, patternUnits: 'userSpaceOnUse' }, `<rect width="60" height="60" fill="#5e2c1c"/>${dots}`);
  const zNear = 2.6;
  const zFar = 25;
  const beds: Array<[number, number]> = [[-30, -4.2], [-3.4, 0.2], [2.8, 7.2], [8.0, 30]];
  const fr = rng.fork('furrows');
  for (const [x0, x1] of beds) {
    const quadD = `M${n(px(x0, zNear))} ${n(yAt(zNear))}L${n(px(x1, zNear))} ${n(yAt(zNear))}L${n(px(x1, zFar))} ${n(yAt(zFar))}L${n(px(x0, zFar))} ${n(yAt(zFar))}Z`;
    body += `<path d="${quadD}" fill="url(#dry)"/>`;
    let furrows = '';
    for (let x = x0 + 0.12; x < x1; x += 0.3 + fr.range(-0.03, 0.03)) {
      furrows += `M${n(px(x, zNear))} ${n(yAt(zNear))}L${n(px(x, zFar))} ${n(yAt(zFar))}`;
    }
    body += `<path d="${furrows}" fill="none" stroke="#2a0e06" stroke-opacity="0.55" stroke-width="5"/>`;
    body += `<path d="${furrows}" transform="translate(7 0)" fill="none" stroke="#c27a4a" stroke-opacity="0.35" stroke-width="3"/>`;
    body += `<path d="M${n(px(x0, zNear))} ${n(yAt(zNear))}L${n(px(x0, zFar))} ${n(yAt(zFar))}M${n(px(x1, zNear))} ${n(yAt(zNear))}L${n(px(x1, zFar))} ${n(yAt(zFar))}" stroke="#3a1a0c" stroke-opacity="0.6" stroke-width="4"/>`;
  }
  // cross joints in the concrete walkways
  for (let zz = 4; zz < zFar; zz *= 1.35) {
    for (const [a, b] of [[-4.2, -3.4], [0.2, 2.8], [7.2, 8.0]]) {
      body += `<path d="M${n(px(a, zz))} ${n(yAt(zz))}L${n(px(b, zz))} ${n(yAt(zz))}" stroke="#8a7e6c" stroke-opacity="0.5" stroke-width="3"/>`;
    }
  }
  // the two people, with long shadows towards the viewer's left
  const people: Array<{ x: number; z: number; outfit: Outfit; pose: Pose; id: string }> = [
    { x: px(0.85, 6.4), z: 6.4, outfit: lucky, pose: standingPose(1), id: 'lucky' },
    { x: px(1.95, 6.6), z: 6.6, outfit: ronaldo, pose: { ...standingPose(-1), handFront: [0.09, -0.52], elbowFront: [0.15, -0.66] }, id: 'ronaldo' },
  ];
  for (const p of people) {
    const feet = yAt(p.z);
    const hgt = (f * (p.id === 'lucky' ? 1.78 : 1.7)) / p.z;
    body += `<path d="M${n(p.x - hgt * 0.06)} ${n(feet)}L${n(p.x + hgt * 0.06)} ${n(feet)}L${n(p.x - hgt * 0.75)} ${n(feet + hgt * 0.22)}L${n(p.x - hgt * 0.95)} ${n(feet + hgt * 0.2)}Z" fill="#3a2c20" opacity="0.38"/>`;
  }
  for (const p of people) {
    const feet = yAt(p.z);
    const hgt = (f * (p.id === 'lucky' ? 1.78 : 1.7)) / p.z;
    const fig = figure({ x: p.x, y: feet, height: hgt, pose: p.pose, outfit: p.outfit, id: p.id, lightX: 1 });
    defs += fig.defs;
    body += fig.svg;
  }
  defs += radialGradient('sunGlow', 0.85, 0.05, 0.7, [
    [0, '#fff0c8', 0.35],
    [1, '#fff0c8', 0],
  ]);
  body += rect(0, 0, w, h, { fill: 'url(#sunGlow)' });
  const [ow, oh] = out(ctx);
  return {
    svg: svgDocument(w, h, ow, oh, defs, body),
    finish: {
      vignette: 0.35,
      grain: 18,
      warmth: 0.4,
      dof: (_u, v) => (v < 0.42 ? (0.42 - v) * 10 : v > 0.9 ? (v - 0.9) * 20 : 0),
    },
  };
}

/** Hillside rows of coffee bushes following the contours, blue ridges behind. */
export function campoSanto(ctx: SceneContext): SceneResult {
  const { width: w, height: h, rng } = ctx;
  let defs = skyDefs('sky', '#8fb0c6', '#f1e4cc', 0.25, 0.2) + cherryDefs();
  let body = sky('sky', w, h);
  body += clouds(w, 80, 420, rng, 12);
  const m = mountains(w, h, rng.fork('mtn'), {
    layers: 5,
    yFar: 560,
    yNear: 800,
    far: '#a9b9c6',
    near: '#3e5a56',
    haze: '#efe3cc',
    amp: 260,
  });
  defs += m.defs;
  body += m.body;
  // the farm hill: a ridge rising to the right, covered with contour rows
  const noise = new ValueNoise(rng.fork('hill'));
  const hillTop = (x: number): number => 760 - 260 * Math.sin((x / w) * Math.PI * 0.85 + 0.2) + (noise.fbm(x / 500, 1, 3) - 0.5) * 60;
  const topPts: Array<[number, number]> = [];
  for (let x = -20; x <= w + 20; x += 20) topPts.push([x, hillTop(x)]);
  defs += linearGradient('hill', 0, 0, 0, 1, [
    [0, '#8a9a52'],
    [0.5, '#6a7a3c'],
    [1, '#4a5a2c'],
  ]);
  body += `<path d="${ridgePath(topPts, h)}" fill="url(#hill)"/>`;
  // shade trees along the ridge
  const trees = rng.fork('trees');
  for (let i = 0; i < 14; i += 1) {
    const x = trees.range(0, w);
    const y = hillTop(x) + trees.range(10, 80);
    const r = trees.range(45, 90);
    body += `<rect x="${n(x - 5)}" y="${n(y - r * 0.6)}" width="10" height="${n(r * 1.1)}" fill="#3a2a1e"/>`;
    body += treeCanopy(x, y - r * 0.9, r, trees, '#2c4a2a', '#a9b060');
  }
  // farmhouse
  const hx = 1720;
  const hy = hillTop(hx) + 120;
  body += `<rect x="${hx}" y="${n(hy - 70)}" width="170" height="80" fill="#efe6d6"/><rect x="${hx + 120}" y="${n(hy - 70)}" width="50" height="80" fill="#cbbfae"/>`;
  body += `<path d="M${hx - 14} ${n(hy - 66)}L${hx + 60} ${n(hy - 112)}L${hx + 184} ${n(hy - 112)}L${hx + 184} ${n(hy - 66)}Z" fill="#9c4a2e"/>`;
  body += `<rect x="${hx + 30}" y="${n(hy - 44)}" width="26" height="30" fill="#3a2a20"/><rect x="${hx + 80}" y="${n(hy - 44)}" width="22" height="22" fill="#4a3a2e"/>`;
  // contour rows from far (top) to near (bottom)
  const rows = 30;
  const rowRng = rng.fork('rows');
  for (let i = 0; i < rows; i += 1) {
    const t = i / (rows - 1);
    const depth = 1 - t;
    const offset = 60 + Math.pow(t, 1.8) * (h - 700) + t * 120;
    const size = 16 + Math.pow(t, 2) * 150;
    // contour line: follows the hill top shape, flattening as it comes nearer
    const yRow = (x: number): number => hillTop(x) * (1 - t * 0.55) + t * 0.55 * 900 + offset + Math.sin(x / (300 + t * 500) + i) * (8 + t * 30);
    // soil strip under the row
    const strip: string[] = [];
    for (let x = -40; x <= w + 40; x += 40) strip.push(`${n(x)} ${n(yRow(x) + size * 0.12)}`);
    body += `<path d="M${strip.join('L')}" fill="none" stroke="#5a4426" stroke-opacity="0.45" stroke-width="${n(size * 0.35)}"/>`;
    let x = -size + rowRng.range(0, size);
    while (x < w + size) {
      const bw = size * rowRng.range(1.0, 1.4);
      const bh = size * rowRng.range(0.75, 1.0);
      const y = yRow(x);
      if (t < 0.72) {
        const dark = mix('#1e3a22', '#7e9490', depth * 0.55);
        const lit = mix('#6a8c44', '#a8b4a0', depth * 0.5);
        body += `<ellipse cx="${n(x)}" cy="${n(y - bh * 0.45)}" rx="${n(bw * 0.55)}" ry="${n(bh * 0.55)}" fill="${dark}"/>`;
        body += `<ellipse cx="${n(x - bw * 0.12)}" cy="${n(y - bh * 0.62)}" rx="${n(bw * 0.35)}" ry="${n(bh * 0.3)}" fill="${lit}" opacity="0.6"/>`;
      } else {
        body += bush(x, y, bw, bh, rowRng, { depth: depth * 0.6, leafSize: size * 0.2, cherries: t > 0.8 ? 3 : 0, density: 0.7 });
      }
      x += bw * rowRng.range(0.75, 0.95);
    }
  }
  const [ow, oh] = out(ctx);
  return {
    svg: svgDocument(w, h, ow, oh, defs, body),
    finish: { vignette: 0.35, grain: 16, warmth: 0.35, dof: (_u, v) => (v > 0.82 ? (v - 0.82) * 16 : 0) },
  };
}

/** A soft, out-of-focus farm backdrop: sky, ridges and rows of bushes. */
function farmBackdrop(w: number, h: number, rng: Rng): { defs: string; body: string } {
  let defs = skyDefs('sky', '#a8c0cc', '#f3e2c4', 0.7, 0.15);
  let body = sky('sky', w, h);
  const m = mountains(w, h, rng.fork('mtn'), {
    layers: 3,
    yFar: 420,
    yNear: 620,
    far: '#a9b9c6',
    near: '#4e6a50',
    haze: '#efe3cc',
    amp: 200,
  });
  defs += m.defs;
  body += m.body;
  for (let i = 0; i < 7; i += 1) {
    const y = 640 + i * 70;
    for (let x = -100; x < w + 100; x += 140 + i * 30) {
      body += bush(x + rng.range(-30, 30), y + 120, 180 + i * 40, 150 + i * 36, rng, { depth: 0.7 - i * 0.08, leafSize: 30 + i * 5, density: 0.35 });
    }
  }
  return { defs, body };
}

interface PickerOptions {
  ctx: SceneContext;
  outfit: Outfit;
  pose: Pose;
  figureX: number;
  figureHeight: number;
  bushSide: number;
}

function pickerScene(o: PickerOptions): SceneResult {
  const { width: w, height: h, rng } = o.ctx;
  const back = farmBackdrop(w, h, rng.fork('backdrop'));
  let defs = back.defs + cherryDefs();
  let body = `<g filter="url(#soft)">${back.body}</g>`;
  defs += `<filter id="soft" x="0" y="0" width="100%" height="100%"><feGaussianBlur stdDeviation="9"/></filter>`;
  // the bush being picked, beside the figure
  const br = rng.fork('bush');
  const bushX = o.figureX + o.bushSide * o.figureHeight * 0.42;
  body += bush(bushX, h + 40, 1100, 1250, br, { leafSize: 95, cherries: 26, density: 0.9 });
  const feetY = h + o.figureHeight * 0.3;
  const fig = figure({ x: o.figureX, y: feetY, height: o.figureHeight, pose: o.pose, outfit: o.outfit, id: 'picker', lightX: 1, basket: true });
  defs += fig.defs;
  body += fig.svg;
  // foreground bushes hide the legs
  const fr = rng.fork('front');
  body += bush(o.figureX - o.bushSide * 300, h + 260, 1300, 820, fr, { leafSize: 110, cherries: 12, density: 0.8 });
  body += bush(o.figureX + o.bushSide * 500, h + 300, 1200, 760, fr, { leafSize: 120, cherries: 10, density: 0.8 });
  defs += radialGradient('backlight', 0.7, 0.1, 0.8, [
    [0, '#fff2cc', 0.3],
    [1, '#fff2cc', 0],
  ]);
  body += rect(0, 0, w, h, { fill: 'url(#backlight)' });
  return {
    svg: svgDocument(w, h, Math.round(w * o.ctx.scale), Math.round(h * o.ctx.scale), defs, body),
    finish: { vignette: 0.4, grain: 18, warmth: 0.4 },
  };
}

/** A man with a straw hat picking ripe cherries, basket at his waist. */
export function pickerMan(ctx: SceneContext): SceneResult {
  const pose: Pose = {
    ...standingPose(1),
    elbowFront: [0.2, -0.86],
    handFront: [0.3, -0.98],
    elbowBack: [0.05, -0.66],
    handBack: [0.16, -0.7],
  };
  return pickerScene({
    ctx,
    outfit: { ...ronaldo, shirt: '#b9a27a', pants: '#4a3e30', hat: '#d8bc80' },
    pose,
    figureX: 980,
    figureHeight: 1700,
    bushSide: 1,
  });
}

/** A woman in a headscarf picking, leaning towards the bush on the left. */
export function pickerWoman(ctx: SceneContext): SceneResult {
  const pose: Pose = {
    ...standingPose(-1),
    head: [-0.04, -0.915],
    neck: [-0.025, -0.85],
    shoulderBack: [0.07, -0.81],
    shoulderFront: [-0.11, -0.8],
    elbowFront: [-0.22, -0.7],
    handFront: [-0.32, -0.74],
    elbowBack: [-0.04, -0.66],
    handBack: [-0.2, -0.64],
  };
  return pickerScene({
    ctx,
    outfit: {
      skin: '#9a6442',
      shirt: '#6f3d3a',
      pants: '#3a3440',
      shoes: '#221a14',
      hair: '#140d0a',
      headwear: 'headscarf',
      hat: '#d9a441',
      braid: true,
      longSleeves: true,
      skirt: true,
    },
    pose,
    figureX: 1450,
    figureHeight: 1640,
    bushSide: -1,
  });
}

