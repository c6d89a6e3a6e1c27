import { Rng } from '../rng';
import { SceneContext, SceneResult } from '../scene';
import { n, linearGradient, radialGradient, rect, svgDocument, smoothOpen, el } from '../svg';
import { mix } from '../palette';
import { cherry, cherryDefs, leaf, ripeKind, Ripeness } from './foliage';

const size = (ctx: SceneContext): [number, number] => [Math.round(ctx.width * ctx.scale), Math.round(ctx.height * ctx.scale)];

/** Out-of-focus background of foliage and sun flecks (blurred by an SVG filter). */
function bokeh(w: number, h: number, rng: Rng, blur: number): { defs: string; body: string } {
  const defs =
    linearGradient('bokehBase', 0, 0, 1, 1, [
      [0, '#4a5a2a'],
      [0.5, '#22361e'],
      [1, '#101a10'],
    ]) + `<filter id="bokehBlur" x="0" y="0" width="100%" height="100%"><feGaussianBlur stdDeviation="${blur}"/></filter>`;
  let s = rect(0, 0, w, h, { fill: 'url(#bokehBase)' });
  for (let i = 0; i < 70; i += 1) {
    const x = rng.range(0, w);
    const y = rng.range(0, h);
    const r = rng.range(40, 180);
    const c = rng.pick(['#2f4a26', '#3d5a2c', '#1a2a16', '#5a6a30', '#203a22']);
    s += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(r * 1.6)}" ry="${n(r)}" fill="${c}" opacity="0.8"/>`;
  }
  for (let i = 0; i < 38; i += 1) {
    const x = rng.range(0, w);
    const y = rng.range(0, h * 0.7);
    const r = rng.range(20, 70);
    s += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${rng.pick(['#f3dc96', '#d8c070', '#fff0c0'])}" opacity="${rng.range(0.15, 0.5).toFixed(2)}"/>`;
  }
  return { defs, body: `<g filter="url(#bokehBlur)">${s}</g>` };
}

/** A coffee branch: a woody stem with opposite leaf pairs and cherry clusters at the nodes. */
function branch(
  pts: Array<[number, number]>,
  rng: Rng,
  o: { thickness: number; leafSize: number; cherryR: number; ripe: Parameters<typeof ripeKind>[1] },
): string {
  let s = `<path d="${smoothOpen(pts)}" fill="none" stroke="#5a4630" stroke-width="${n(o.thickness)}" stroke-linecap="round"/>`;
  s += `<path d="${smoothOpen(pts.map(([x, y]) => [x - 2, y - o.thickness * 0.25]))}" fill="none" stroke="#a08a66" stroke-opacity="0.5" stroke-width="${n(o.thickness * 0.3)}" stroke-linecap="round"/>`;
  let leaves = '';
  let fruit = '';
  for (let i = 1; i < pts.length - 1; i += 1) {
    const [x, y] = pts[i];
    const [x2, y2] = pts[i + 1];
    const dir = Math.atan2(y2 - y, x2 - x);
    // a pair of leaves, drooping
    for (const side of [-1, 1]) {
      const a = dir + side * rng.range(0.9, 1.3) + 0.35;
      const color = mix(rng.pick(['#1f4a26', '#2a5a2e', '#245028', '#335f30']), '#0e1a0e', rng.range(0, 0.3));
      leaves += leaf(x, y, o.leafSize * rng.range(0.8, 1.15), a, color, { gloss: rng.range(0.25, 0.45), width: 0.4 });
    }
    // cluster of cherries hugging the stem
    const count = rng.int(7, 14);
    const kinds: Ripeness[] = [];
    for (let k = 0; k < count; k += 1) kinds.push(ripeKind(rng, o.ripe));
    const cluster: Array<[number, number, number, Ripeness]> = [];
    for (let k = 0; k < count; k += 1) {
      const along = rng.gauss(o.cherryR * 0.8);
      const across = rng.gauss(o.cherryR * 1.2);
      cluster.push([
        x + Math.cos(dir) * along - Math.sin(dir) * across,
        y + Math.sin(dir) * along + Math.cos(dir) * across + o.cherryR * 0.3,
        o.cherryR * rng.range(0.85, 1.1),
        kinds[k],
      ]);
    }
    cluster.sort((a, b) => a[1] - b[1]);
    for (const [cx, cy, r, kind] of cluster) fruit += cherry(cx, cy, r, kind, rng);
  }
  return s + leaves + fruit;
}

/** Close-up of branches heavy with red and yellow cherries, glossy leaves, soft background. */
export function cherriesOnBranch(ctx: SceneContext): SceneResult {
  const { width: w, height: h, rng } = ctx;
  const bg = bokeh(w, h, rng.fork('bokeh'), 40);
  let defs = bg.defs + cherryDefs();
  defs += `<filter id="farBranch" x="-10%" y="-10%" width="120%" height="120%"><feGaussianBlur stdDeviation="12"/></filter>`;
  let body = bg.body;
  const ripe = { red: 6, deep: 2, orange: 1.2, yellow: 1.4, green: 0.8 };
  const far = branch(
    [[-100, 300], [300, 340], [700, 300], [1100, 330], [1500, 280], [1900, 300], [2500, 240]],
    rng.fork('far'),
    { thickness: 14, leafSize: 260, cherryR: 30, ripe },
  );
  body += `<g filter="url(#farBranch)" opacity="0.85">${far}</g>`;
  body += branch(
    [[-120, 1300], [260, 1180], [620, 1060], [980, 960], [1340, 880], [1700, 800], [2060, 760], [2520, 700]],
    rng.fork('main'),
    { thickness: 24, leafSize: 420, cherryR: 48, ripe },
  );
  defs += radialGradient('glow', 0.75, 0.15, 0.7, [
    [0, '#ffe6a8', 0.3],
    [1, '#ffe6a8', 0],
  ]);
  body += rect(0, 0, w, h, { fill: 'url(#glow)' });
  const [ow, oh] = size(ctx);
  return { svg: svgDocument(w, h, ow, oh, defs, body), finish: { vignette: 0.45, grain: 16, warmth: 0.3 } };
}

/** Rows of cherries receding from the bottom of the frame to the top. */
function cherryBed(
  w: number,
  top: number,
  bottom: number,
  rng: Rng,
  o: { far: number; near: number; ripe: Parameters<typeof ripeKind>[1]; clip?: (x: number, y: number) => boolean },
): string {
  let s = '';
  let y = top;
  while (y < bottom + o.near) {
    const t = Math.max(0, Math.min(1, (y - top) / (bottom - top)));
    const r = o.far + (o.near - o.far) * t;
    let x = -r + rng.range(0, r);
    while (x < w + r) {
      const cx = x + rng.gauss(r * 0.2);
      const cy = y + rng.gauss(r * 0.2);
      if (!o.clip || o.clip(cx, cy)) s += cherry(cx, cy, r * rng.range(0.88, 1.08), ripeKind(rng, o.ripe), rng);
      x += r * rng.range(1.5, 1.85);
    }
    y += r * 0.62;
  }
  return s;
}

/** A heap of freshly picked cherries filling the frame, a few leaves among them. */
export function cherryPile(ctx: SceneContext): SceneResult {
  const { width: w, height: h, rng } = ctx;
  let defs = cherryDefs(-0.45, -0.5);
  let body = rect(0, 0, w, h, { fill: '#240606' });
  body += cherryBed(w, -30, h, rng.fork('bed'), {
    far: 26,
    near: 82,
    ripe: { red: 10, deep: 4, orange: 0.8, yellow: 0.2, green: 0.12 },
  });
  const lr = rng.fork('leaves');
  for (let i = 0; i < 7; i += 1) {
    body += leaf(lr.range(100, w - 100), lr.range(h * 0.35, h), lr.range(180, 300), lr.range(0, Math.PI * 2), lr.pick(['#2a4a26', '#35582e']), { gloss: 0.3 });
  }
  defs += linearGradient('pileShade', 0, 0, 0, 1, [
    [0, '#000', 0.55],
    [0.35, '#000', 0.1],
    [1, '#000', 0],
  ]);
  defs += radialGradient('pileWarm', 0.3, 0.35, 0.7, [
    [0, '#ffc080', 0.18],
    [1, '#ffc080', 0],
  ]);
  body += rect(0, 0, w, h, { fill: 'url(#pileShade)' }) + rect(0, 0, w, h, { fill: 'url(#pileWarm)' });
  const [ow, oh] = size(ctx);
  return {
    svg: svgDocument(w, h, ow, oh, defs, body),
    finish: { vignette: 0.45, grain: 16, warmth: 0.25, dof: (_u, v) => Math.pow(Math.abs(v - 0.62) * 2, 1.7) * 10 },
  };
}

/** A woven basket full of ripe cherries on burlap. */
export function cherryBasket(ctx: SceneContext): SceneResult {
  const { width: w, height: h, rng } = ctx;
  let defs = cherryDefs(-0.45, -0.5);
  // burlap ground
  let burlap = '<rect width="24" height="24" fill="#8a6a44"/>';
  for (let i = 0; i < 4; i += 1) {
    burlap += `<rect x="0" y="${i * 6}" width="24" height="3.4" fill="#a4835a" opacity="0.75"/>`;
    burlap += `<rect x="${i * 6}" y="0" width="3.2" height="24" fill="#6e5232" opacity="0.55"/>`;
  }
  defs += el('pattern', { id: 'burlap', width: 24, height: 24, patternUnits: 'userSpaceOnUse', patternTransform: 'rotate(-6) scale(1.4 1.1)' }, burlap);
  let body = rect(0, 0, w, h, { fill: 'url(#burlap)' });
  defs += radialGradient('groundLight', 0.35, 0.3, 0.8, [
    [0, '#ffd8a0', 0.25],
    [0.6, '#000', 0.1],
    [1, '#000', 0.65],
  ]);
  body += rect(0, 0, w, h, { fill: 'url(#groundLight)' });
  const cx = w / 2 + 60;
  const rimY = 720;
  const rx = 820;
  const ry = 300;
  const baseY = 1460;
  // cast shadow
  defs += radialGradient('basketShadow', 0.5, 0.5, 0.5, [
    [0, '#000', 0.7],
    [1, '#000', 0],
  ]);
  body += `<ellipse cx="${n(cx + 140)}" cy="${n(baseY - 20)}" rx="${n(rx * 1.05)}" ry="${n(200)}" fill="url(#basketShadow)"/>`;
  // basket body with weave, clipped to its silhouette
  const bodyPath = `M${n(cx - rx)} ${n(rimY)}C${n(cx - rx)} ${n(rimY + 420)} ${n(cx - rx * 0.78)} ${n(baseY)} ${n(cx)} ${n(baseY)}C${n(cx + rx * 0.78)} ${n(baseY)} ${n(cx + rx)} ${n(rimY + 420)} ${n(cx + rx)} ${n(rimY)}Z`;
  defs += `<clipPath id="basketClip"><path d="${bodyPath}"/></clipPath>`;
  defs += linearGradient('wicker', 0, 0, 1, 0, [
    [0, '#6a4a26'],
    [0.35, '#c49a5e'],
    [0.7, '#8a6436'],
    [1, '#3e2a14'],
  ]);
  let weave = `<rect x="${n(cx - rx)}" y="${n(rimY)}" width="${n(rx * 2)}" height="${n(baseY - rimY)}" fill="url(#wicker)"/>`;
  const wr = rng.fork('weave');
  const rowH = 46;
  for (let r = 0; r * rowH < baseY - rimY + ry; r += 1) {
    const yRow = rimY + r * rowH;
    const stakes = 26;
    for (let k = 0; k < stakes; k += 1) {
      const a0 = Math.PI * (k / stakes);
      const a1 = Math.PI * ((k + 1) / stakes);
      const x0 = cx - Math.cos(a0) * rx;
      const x1 = cx - Math.cos(a1) * rx;
      const sag = Math.sin((a0 + a1) / 2) * ry * 0.55;
      const over = (k + r) % 2 === 0;
      const lum = Math.sin((a0 + a1) / 2) * 0.6 + (x0 < cx ? 0.25 : -0.1);
      const col = mix('#5a3c1c', '#e2bd80', Math.max(0, Math.min(1, lum + wr.range(-0.08, 0.08))));
      weave += `<path d="M${n(x0)} ${n(yRow + Math.sin(a0) * ry * 0.55)}Q${n((x0 + x1) / 2)} ${n(yRow + sag + (over ? 10 : -6))} ${n(x1)} ${n(yRow + Math.sin(a1) * ry * 0.55)}" fill="none" stroke="${col}" stroke-width="${n(rowH * (over ? 0.82 : 0.6))}" stroke-linecap="round"/>`;
      weave += `<path d="M${n(x0)} ${n(yRow + Math.sin(a0) * ry * 0.55 + rowH * 0.36)}Q${n((x0 + x1) / 2)} ${n(yRow + sag + rowH * 0.36)} ${n(x1)} ${n(yRow + Math.sin(a1) * ry * 0.55 + rowH * 0.36)}" fill="none" stroke="#2a1a0a" stroke-opacity="0.45" stroke-width="5"/>`;
    }
  }
  defs += linearGradient('basketShade', 0, 0, 1, 0, [
    [0, '#000', 0.35],
    [0.4, '#000', 0],
    [0.75, '#000', 0.15],
    [1, '#000', 0.6],
  ]);
  weave += `<rect x="${n(cx - rx)}" y="${n(rimY)}" width="${n(rx * 2)}" height="${n(baseY - rimY)}" fill="url(#basketShade)"/>`;
  body += `<g clip-path="url(#basketClip)">${weave}</g>`;
  // inside back wall and the heap of cherries
  body += `<ellipse cx="${n(cx)}" cy="${n(rimY)}" rx="${n(rx)}" ry="${n(ry)}" fill="#3a2410"/><!--backrim-->`;
  defs += `<clipPath id="heapClip"><path d="M${n(cx - rx + 20)} ${n(rimY)}A${n(rx - 20)} ${n(ry - 10)} 0 0 0 ${n(cx + rx - 20)} ${n(rimY)}Q${n(cx + rx * 0.6)} ${n(rimY - ry * 1.2)} ${n(cx)} ${n(rimY - ry * 1.25)}Q${n(cx - rx * 0.6)} ${n(rimY - ry * 1.2)} ${n(cx - rx + 20)} ${n(rimY)}Z"/></clipPath>`;
  const heap = cherryBed(w, rimY - ry * 1.35, rimY + ry, rng.fork('heap'), {
    far: 38,
    near: 56,
    ripe: { red: 8, deep: 3, orange: 1, yellow: 0.3, green: 0.2 },
    clip: (x, y) => Math.abs(x - cx) < rx + 40 && y > rimY - ry * 1.4 && y < rimY + ry + 40,
  });
  // rim: a thick twisted band; the back half sits behind the heap
  let backRim = `<path d="M${n(cx - rx)} ${n(rimY)}A${n(rx)} ${n(ry)} 0 0 1 ${n(cx + rx)} ${n(rimY)}" fill="none" stroke="#6a4828" stroke-width="30"/>`;
  for (let k = 45; k < 90; k += 1) {
    const a = (k / 90) * Math.PI * 2;
    const x = cx + Math.cos(a) * rx;
    const y = rimY + Math.sin(a) * ry;
    backRim += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="24" ry="12" transform="rotate(${n((a * 180) / Math.PI + 60)} ${n(x)} ${n(y)})" fill="${mix('#4a2e14', '#c8a070', 0.45)}"/>`;
  }
  body = body.replace('<!--backrim-->', backRim);
  body += `<g clip-path="url(#heapClip)">${heap}</g>`;
  body += `<path d="M${n(cx - rx)} ${n(rimY)}A${n(rx)} ${n(ry)} 0 0 0 ${n(cx + rx)} ${n(rimY)}" fill="none" stroke="#7a5630" stroke-width="34"/>`;
  for (let k = 0; k <= 45; k += 1) {
    const a = (k / 90) * Math.PI * 2;
    const x = cx + Math.cos(a) * rx;
    const y = rimY + Math.sin(a) * ry;
    const lit = Math.sin(a) > 0 ? 0.6 + Math.cos(a + 0.6) * 0.3 : 0.35;
    body += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="26" ry="13" transform="rotate(${n((a * 180) / Math.PI + 60)} ${n(x)} ${n(y)})" fill="${mix('#4a2e14', '#e6c088', lit)}"/>`;
  }
  const [ow, oh] = size(ctx);
  return {
    svg: svgDocument(w, h, ow, oh, defs, body),
    finish: { vignette: 0.55, grain: 16, warmth: 0.3, dof: (_u, v) => (v < 0.18 ? (0.18 - v) * 30 : 0) },
  };
}

