import { SceneContext, SceneResult } from '../scene';
import { n, linearGradient, radialGradient, rect, svgDocument, polygon } from '../svg';
import { mix } from '../palette';
import { leaf } from './foliage';
import { concreteImage, woodImage, walnut } from './wood';

/** Interior views of the Midtown cafe: seating, the open room and a plant detail. */

const out = (ctx: SceneContext): [number, number] => [Math.round(ctx.width * ctx.scale), Math.round(ctx.height * ctx.scale)];

/** Simple pinhole projection for the room views. */
interface Camera {
  cx: number;
  cy: number;
  f: number;
  eye: number;
}
const project = (c: Camera, x: number, y: number, z: number): [number, number] => [c.cx + (c.f * x) / z, c.cy - (c.f * (y - c.eye)) / z];
const quad = (c: Camera, pts: Array<[number, number, number]>): string => polygon(pts.map(([x, y, z]) => project(c, x, y, z)));

function pendant(x: number, y: number, r: number, cordTop: number): string {
  return (
    `<line x1="${n(x)}" y1="${n(cordTop)}" x2="${n(x)}" y2="${n(y)}" stroke="#111" stroke-width="${n(Math.max(1.5, r * 0.04))}"/>` +
    `<circle cx="${n(x)}" cy="${n(y + r * 0.55)}" r="${n(r * 2.6)}" fill="url(#lampGlow)"/>` +
    `<path d="M${n(x - r)} ${n(y + r * 0.55)}Q${n(x - r)} ${n(y - r * 0.2)} ${n(x)} ${n(y - r * 0.2)}Q${n(x + r)} ${n(y - r * 0.2)} ${n(x + r)} ${n(y + r * 0.55)}Z" fill="url(#lampShade)"/>` +
    `<ellipse cx="${n(x)}" cy="${n(y + r * 0.55)}" rx="${n(r * 0.98)}" ry="${n(r * 0.16)}" fill="#fff2cc"/>`
  );
}

const lampDefs = (): string =>
  linearGradient('lampShade', 0, 0, 1, 0, [
    [0, '#2a2622'],
    [0.45, '#5a524a'],
    [1, '#141210'],
  ]) +
  radialGradient('lampGlow', 0.5, 0.5, 0.5, [
    [0, '#ffd890', 0.5],
    [0.4, '#ffc870', 0.14],
    [1, '#ffc870', 0],
  ]);

/** The open, minimalist room: concrete floor, high ceiling, pendant lights and long tables. */
export async function interior(ctx: SceneContext): Promise<SceneResult> {
  const { width: w, height: h, rng } = ctx;
  const cam: Camera = { cx: 1250, cy: 1250, f: 1100, eye: 1.5 };
  const roomW = 5;
  const ceil = 6.2;
  const far = 26;
  let defs = lampDefs();
  defs += linearGradient('ceiling', 0, 0, 0, 1, [
    [0, '#1a1614'],
    [1, '#3a332c'],
  ]);
  defs += linearGradient('leftWall', 0, 0, 1, 0, [
    [0, '#cdbfa8'],
    [1, '#8e8272'],
  ]);
  defs += linearGradient('rightWall', 0, 0, 1, 0, [
    [0, '#5a5048'],
    [1, '#2e2824'],
  ]);
  defs += linearGradient('floorSheen', 0, 0, 0, 1, [
    [0, '#d8c8aa', 0.6],
    [0.4, '#8a8070', 0.15],
    [1, '#000', 0.35],
  ]);
  let body = rect(0, 0, w, h, { fill: '#2a2420' });
  // floor texture first (full frame), walls and ceiling drawn over it
  body += await concreteImage(ctx, rng.fork('floor'), 0, cam.cy - 80, w, h - cam.cy + 80, '#948a7c', 0.3);
  body += rect(0, cam.cy - 80, w, h - cam.cy + 80, { fill: 'url(#floorSheen)' });
  body += `<path d="${quad(cam, [[-roomW, ceil, 1], [roomW * 2.2, ceil, 1], [roomW * 2.2, ceil, far], [-roomW, ceil, far]])}" fill="url(#ceiling)"/>`;
  body += `<path d="${quad(cam, [[-roomW, 0, 0.8], [-roomW, 0, far], [-roomW, ceil, far], [-roomW, ceil, 0.8]])}" fill="url(#leftWall)"/>`;
  body += `<path d="${quad(cam, [[roomW * 1.3, 0, 0.8], [roomW * 1.3, 0, far], [roomW * 1.3, ceil, far], [roomW * 1.3, ceil, 0.8]])}" fill="url(#rightWall)"/>`;
  // back wall with a counter
  body += `<path d="${quad(cam, [[-roomW, 0, far], [roomW * 1.3, 0, far], [roomW * 1.3, ceil, far], [-roomW, ceil, far]])}" fill="#6a5e52"/>`;
  body += `<path d="${quad(cam, [[-1, 0, far - 0.1], [4.5, 0, far - 0.1], [4.5, 1.05, far - 0.1], [-1, 1.05, far - 0.1]])}" fill="#2a221c"/>`;
  // tall windows on the left wall with light spilling on the floor
  for (let z = 2.5; z < far - 2; z += 4.2) {
    body += `<path d="${quad(cam, [[-roomW + 0.01, 0.6, z], [-roomW + 0.01, 0.6, z + 2.6], [-roomW + 0.01, 5.4, z + 2.6], [-roomW + 0.01, 5.4, z]])}" fill="#fff4dc" opacity="0.95"/>`;
    body += `<path d="${quad(cam, [[-roomW + 0.01, 2.9, z], [-roomW + 0.01, 2.9, z + 2.6], [-roomW + 0.01, 3.0, z + 2.6], [-roomW + 0.01, 3.0, z]])}" fill="#2a2420"/>`;
    body += `<path d="${quad(cam, [[-roomW, 0.001, z + 0.4], [-roomW, 0.001, z + 3.0], [-roomW + 4.5, 0.001, z + 4.2], [-roomW + 4.5, 0.001, z + 1.6]])}" fill="#ffe7b8" opacity="0.22"/>`;
  }
  // exposed beams and a duct
  for (let z = 1.2; z < far; z += 2.4) {
    body += `<path d="${quad(cam, [[-roomW, ceil - 0.35, z], [roomW * 1.3, ceil - 0.35, z], [roomW * 1.3, ceil, z + 0.25], [-roomW, ceil, z + 0.25]])}" fill="#0f0d0c"/>`;
  }
  body += `<path d="${quad(cam, [[1.6, ceil - 0.7, 1], [2.4, ceil - 0.7, 1], [2.4, ceil - 0.7, far], [1.6, ceil - 0.7, far]])}" fill="#8a8580"/>`;
  body += `<path d="${quad(cam, [[1.6, ceil - 0.7, 1], [2.4, ceil - 0.7, 1], [2.4, ceil - 1.3, 1], [1.6, ceil - 1.3, 1]])}" fill="#6a6560"/>`;
  // long tables with benches, two rows, drawn far to near
  const woodDefs = linearGradient('tableTop', 0, 0, 1, 0, [
    [0, '#7a4e2c'],
    [0.5, '#a8744a'],
    [1, '#6a4224'],
  ]);
  defs += woodDefs;
  const tables: string[] = [];
  for (const tx of [-2.6, 1.4]) {
    for (let z = far - 5; z > 1.5; z -= 5.2) {
      const z0 = z;
      const z1 = z + 3.6;
      let t = '';
      // legs
      for (const [lx, lz] of [[tx + 0.1, z0 + 0.2], [tx + 0.9, z0 + 0.2], [tx + 0.1, z1 - 0.2], [tx + 0.9, z1 - 0.2]] as Array<[number, number]>) {
        const [x1, y1] = project(cam, lx, 0, lz);
        const [, y2] = project(cam, lx, 0.75, lz);
        t += `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x1)}" y2="${n(y2)}" stroke="#121110" stroke-width="${n(Math.max(2, (cam.f * 0.06) / lz))}"/>`;
      }
      // benches either side
      for (const bx of [tx - 0.55, tx + 1.25]) {
        t += `<path d="${quad(cam, [[bx, 0.45, z0], [bx + 0.3, 0.45, z0], [bx + 0.3, 0.45, z1], [bx, 0.45, z1]])}" fill="#8a5a34"/>`;
        t += `<path d="${quad(cam, [[bx, 0.45, z0], [bx + 0.3, 0.45, z0], [bx + 0.3, 0.38, z0], [bx, 0.38, z0]])}" fill="#4a2e18"/>`;
      }
      t += `<path d="${quad(cam, [[tx, 0.76, z0], [tx + 1, 0.76, z0], [tx + 1, 0.76, z1], [tx, 0.76, z1]])}" fill="url(#tableTop)"/>`;
      t += `<path d="${quad(cam, [[tx, 0.76, z0], [tx + 1, 0.76, z0], [tx + 1, 0.7, z0], [tx, 0.7, z0]])}" fill="#3a2414"/>`;
      tables.push(t);
    }
  }
  // order: far first
  const farFirst: string[] = [];
  for (let i = 0; i < tables.length / 2; i += 1) {
    farFirst.push(tables[i], tables[i + tables.length / 2]);
  }
  body += farFirst.join('');
  // pendants in two rows over the tables, with reflections in the floor
  for (const tx of [-2.1, 1.9]) {
    for (let z = far - 3; z > 2; z -= 2.6) {
      const [x, y] = project(cam, tx, 3.0, z);
      const [, top] = project(cam, tx, ceil, z);
      const r = (cam.f * 0.28) / z;
      const [, fy] = project(cam, tx, -1.5, z);
      body += `<ellipse cx="${n(x)}" cy="${n(fy)}" rx="${n(r * 0.5)}" ry="${n(r * 2.2)}" fill="#ffd890" opacity="0.12"/>`;
      body += pendant(x, y, r, top);
    }
  }
  const [ow, oh] = out(ctx);
  return {
    svg: svgDocument(w, h, ow, oh, defs, body),
    finish: { vignette: 0.5, grain: 18, warmth: 0.35, dof: (u, v) => Math.max(0, 0.35 - Math.hypot(u - 0.52, v - 0.52)) * 0 + Math.max(0, v - 0.88) * 12 },
  };
}

/** Seating by the window: a long bench and a live-edge table, stools, warm slanting light. */
export async function seating(ctx: SceneContext): Promise<SceneResult> {
  const { width: w, height: h, rng } = ctx;
  let defs = lampDefs();
  const floorY = 1620;
  let body = await concreteImage(ctx, rng.fork('wall'), 0, 0, w, floorY, '#b4a894', 0.3);
  body += await concreteImage(ctx, rng.fork('floor'), 0, floorY, w, h - floorY, '#8a8276', 0.3);
  // window on the left
  defs += linearGradient('windowLight', 0, 0, 0, 1, [
    [0, '#fff8e6'],
    [1, '#f4d8a8'],
  ]);
  body += rect(120, 220, 760, 1240, { fill: 'url(#windowLight)' });
  body += `<path d="M120 220h760v1240h-760z M500 220v1240 M120 840h760" fill="none" stroke="#1c1a18" stroke-width="26"/>`;
  body += rect(100, 1460, 800, 30, { fill: '#2a2622' });
  // light falling through the window onto the wall and floor
  body += `<path d="${polygon([[900, 300], [1500, 420], [1500, 1560], [900, 1460]])}" fill="#ffe2a8" opacity="0.28"/>`;
  body += `<path d="${polygon([[120, floorY], [900, floorY], [1800, h], [300, h]])}" fill="#ffe2a8" opacity="0.22"/>`;
  body += rect(0, floorY - 8, w, 16, { fill: '#000', opacity: 0.25 });
  // long bench along the back wall
  const bench = await woodImage(ctx, rng.fork('bench'), 900, 1380, 1500, 70, { colors: walnut, ringScale: 14, warp: 60 }, 0.5);
  body += rect(920, 1450, 40, 170, { fill: '#161412' }) + rect(2300, 1450, 40, 170, { fill: '#161412' });
  body += bench + rect(900, 1440, 1500, 14, { fill: '#1e130a', opacity: 0.7 });
  // table with a live edge in front of the bench
  const tableTop = await woodImage(ctx, rng.fork('table'), 1000, 1500, 1200, 120, { colors: walnut, ringScale: 18, warp: 80 }, 0.5);
  defs += `<clipPath id="tableClip"><path d="M1000 1530C1300 1500 1600 1520 1900 1505C2050 1500 2150 1515 2200 1525L2200 1620L1000 1620Z"/></clipPath>`;
  body += rect(1080, 1600, 34, 300, { fill: '#121110' }) + rect(2090, 1600, 34, 300, { fill: '#121110' });
  body += `<g clip-path="url(#tableClip)">${tableTop}</g>` + rect(1000, 1600, 1200, 26, { fill: '#2a180c' });
  // cups on the table
  body += `<ellipse cx="1400" cy="1540" rx="46" ry="14" fill="#f2ece2"/><rect x="1354" y="1480" width="92" height="60" rx="8" fill="#e8e0d4"/><ellipse cx="1400" cy="1480" rx="46" ry="12" fill="#5a3a22"/>`;
  // stools in the foreground
  for (const [sx, sy, sr] of [[1100, 2120, 210], [1850, 2180, 230]] as Array<[number, number, number]>) {
    body += `<ellipse cx="${sx + 60}" cy="${sy + 230}" rx="${sr * 1.2}" ry="${sr * 0.25}" fill="#000" opacity="0.3"/>`;
    for (const dx of [-0.7, 0.7, -0.3, 0.3]) {
      body += `<line x1="${sx + dx * sr * 0.6}" y1="${sy}" x2="${sx + dx * sr}" y2="${sy + 240}" stroke="#141312" stroke-width="18"/>`;
    }
    body += `<ellipse cx="${sx}" cy="${sy + 12}" rx="${sr}" ry="${sr * 0.3}" fill="#3a2414"/>`;
    body += `<ellipse cx="${sx}" cy="${sy}" rx="${sr}" ry="${sr * 0.3}" fill="#a06c40"/>`;
    body += `<ellipse cx="${sx - sr * 0.2}" cy="${sy - sr * 0.05}" rx="${sr * 0.6}" ry="${sr * 0.14}" fill="#f0c890" opacity="0.3"/>`;
  }
  body += pendant(1600, 420, 120, -10) + pendant(2150, 520, 100, -10);
  const [ow, oh] = out(ctx);
  return {
    svg: svgDocument(w, h, ow, oh, defs, body),
    finish: { vignette: 0.5, grain: 18, warmth: 0.4, dof: (_u, v) => (v > 0.82 ? (v - 0.82) * 40 : 0) },
  };
}

/** A broad-leaved plant in a concrete pot against a board-formed concrete wall. */
export async function plant(ctx: SceneContext): Promise<SceneResult> {
  const { width: w, height: h, rng } = ctx;
  let defs = `<filter id="wallShadow" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="26"/></filter>`;
  let body = await concreteImage(ctx, rng.fork('wall'), 0, 0, w, h, '#a89e90', 0.35);
  for (let y = 0; y < h; y += 300) body += rect(0, y, w, 5, { fill: '#5a5248', opacity: 0.35 });
  defs += linearGradient('wallLight', 0, 0, 1, 0.3, [
    [0, '#ffe6b8', 0.3],
    [0.5, '#000', 0],
    [1, '#000', 0.5],
  ]);
  body += rect(0, 0, w, h, { fill: 'url(#wallLight)' });
  // plant geometry
  const lr = rng.fork('leaves');
  const stems: Array<[number, number, number, number, number]> = [];
  for (let i = 0; i < 26; i += 1) {
    const a = -Math.PI / 2 + lr.gauss(0.75);
    const len = lr.range(500, 1150);
    const x = 1180 + Math.cos(a) * len;
    const y = 1580 + Math.sin(a) * len;
    stems.push([x, y, a + lr.range(-0.8, 0.8), lr.range(260, 420), len]);
  }
  let shadow = '';
  let leaves = '';
  for (const [x, y, a, size] of stems) {
    shadow += `<path d="M1180 1580Q${n((1180 + x) / 2 + 40)} ${n((1580 + y) / 2)} ${n(x)} ${n(y)}" stroke="#000" stroke-width="10" fill="none"/>`;
    shadow += leaf(x, y, size, a - Math.PI / 2 + 0.4, '#000', { gloss: 0, vein: false, width: 0.62 });
  }
  stems.sort((p, q) => p[4] - q[4]);
  for (const [x, y, a, size] of stems) {
    leaves += `<path d="M1180 1580Q${n((1180 + x) / 2 + 30)} ${n((1580 + y) / 2)} ${n(x)} ${n(y)}" stroke="#4a5a2a" stroke-width="10" fill="none"/>`;
    const c = mix(lr.pick(['#1f4424', '#2a5a2c', '#31602e', '#23502a']), '#b8c070', lr.range(0, 0.15));
    leaves += leaf(x, y, size, a - Math.PI / 2 + 0.4, c, { gloss: lr.range(0.2, 0.4), width: 0.62 });
  }
  body += `<g transform="translate(260 130)" opacity="0.35" filter="url(#wallShadow)">${shadow}</g>`;
  body += leaves;
  // pot
  defs += linearGradient('pot', 0, 0, 1, 0, [
    [0, '#d8d0c4'],
    [0.4, '#b8b0a4'],
    [1, '#5a544c'],
  ]);
  body += `<ellipse cx="1260" cy="2270" rx="520" ry="70" fill="#000" opacity="0.35"/>`;
  body += `<path d="M820 1560L1560 1560L1480 2250Q1200 2290 920 2250Z" fill="url(#pot)"/>`;
  body += `<ellipse cx="1190" cy="1560" rx="370" ry="54" fill="#8a8276"/><ellipse cx="1190" cy="1566" rx="330" ry="40" fill="#2a1e14"/>`;
  body += rect(0, 2250, w, 150, { fill: '#6a5a48' }) + rect(0, 2250, w, 10, { fill: '#d8c0a0', opacity: 0.4 });
  const [ow, oh] = out(ctx);
  return { svg: svgDocument(w, h, ow, oh, defs, body), finish: { vignette: 0.45, grain: 16, warmth: 0.3 } };
}
