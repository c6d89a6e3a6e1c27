import { SceneContext, SceneResult } from '../scene';
import { n, linearGradient, radialGradient, rect, svgDocument } from '../svg';
import { shade } from '../palette';

/** The co-owners side by side, photographed like a warm monochrome portrait. */

interface Person {
  x: number;
  shoulderY: number;
  scale: number;
  shirt: string;
  skin: string;
  hair: string;
  beard: boolean;
  apron: boolean;
  cap: boolean;
  turn: number;
  id: string;
}

function bust(p: Person): { defs: string; svg: string } {
  const s = p.scale;
  const x = p.x;
  const y = p.shoulderY;
  const defs =
    linearGradient(`${p.id}Shirt`, 0, 0, 1, 0, [
      [0, shade(p.shirt, 1.35)],
      [0.5, p.shirt],
      [1, shade(p.shirt, 0.45)],
    ]) +
    linearGradient(`${p.id}Skin`, 0, 0, 1, 0, [
      [0, shade(p.skin, 1.25)],
      [0.55, p.skin],
      [1, shade(p.skin, 0.55)],
    ]);
  let g = '';
  // torso with arms folded
  g += `<path d="M${n(x - 330 * s)} ${n(y + 1000 * s)}L${n(x - 320 * s)} ${n(y + 120 * s)}Q${n(x - 300 * s)} ${n(y)} ${n(x - 140 * s)} ${n(y - 20 * s)}L${n(x + 140 * s)} ${n(y - 20 * s)}Q${n(x + 300 * s)} ${n(y)} ${n(x + 320 * s)} ${n(y + 120 * s)}L${n(x + 330 * s)} ${n(y + 1000 * s)}Z" fill="url(#${p.id}Shirt)"/>`;
  // shirt details: placket, shoulder seams and soft folds instead of visible hands
  g += `<path d="M${n(x)} ${n(y + 40 * s)}L${n(x + 6 * s)} ${n(y + 1000 * s)}" stroke="#000" stroke-opacity="0.22" stroke-width="${n(8 * s)}"/>`;
  for (const k of [0.25, 0.45, 0.65, 0.85]) {
    g += `<circle cx="${n(x + 18 * s)}" cy="${n(y + k * 1000 * s)}" r="${n(7 * s)}" fill="#000" fill-opacity="0.3"/>`;
  }
  g += `<path d="M${n(x - 300 * s)} ${n(y + 130 * s)}Q${n(x - 200 * s)} ${n(y + 60 * s)} ${n(x - 120 * s)} ${n(y + 20 * s)}M${n(x + 300 * s)} ${n(y + 130 * s)}Q${n(x + 200 * s)} ${n(y + 60 * s)} ${n(x + 120 * s)} ${n(y + 20 * s)}" fill="none" stroke="#000" stroke-opacity="0.18" stroke-width="${n(6 * s)}"/>`;
  g += `<path d="M${n(x - 250 * s)} ${n(y + 420 * s)}Q${n(x - 150 * s)} ${n(y + 600 * s)} ${n(x - 210 * s)} ${n(y + 900 * s)}M${n(x + 240 * s)} ${n(y + 380 * s)}Q${n(x + 170 * s)} ${n(y + 640 * s)} ${n(x + 230 * s)} ${n(y + 950 * s)}" fill="none" stroke="#000" stroke-opacity="0.16" stroke-width="${n(18 * s)}" stroke-linecap="round"/>`;
  if (p.apron) {
    g += `<path d="M${n(x - 190 * s)} ${n(y + 330 * s)}L${n(x + 190 * s)} ${n(y + 330 * s)}L${n(x + 215 * s)} ${n(y + 1000 * s)}L${n(x - 215 * s)} ${n(y + 1000 * s)}Z" fill="${shade(p.shirt, 0.55)}"/>`;
    g += `<path d="M${n(x - 170 * s)} ${n(y + 330 * s)}L${n(x - 110 * s)} ${n(y - 10 * s)}M${n(x + 170 * s)} ${n(y + 330 * s)}L${n(x + 110 * s)} ${n(y - 10 * s)}" stroke="${shade(p.shirt, 0.5)}" stroke-width="${n(26 * s)}"/>`;
    g += `<rect x="${n(x - 90 * s)}" y="${n(y + 520 * s)}" width="${n(180 * s)}" height="${n(150 * s)}" fill="none" stroke="#000" stroke-opacity="0.3" stroke-width="${n(6 * s)}"/>`;
  }
  // neck and collar
  g += `<rect x="${n(x - 62 * s)}" y="${n(y - 120 * s)}" width="${n(124 * s)}" height="${n(140 * s)}" fill="url(#${p.id}Skin)"/>`;
  g += `<path d="M${n(x - 80 * s)} ${n(y - 18 * s)}Q${n(x)} ${n(y + 60 * s)} ${n(x + 80 * s)} ${n(y - 18 * s)}" fill="none" stroke="${shade(p.shirt, 0.6)}" stroke-width="${n(16 * s)}"/>`;
  // head
  const hx = x + p.turn * 10 * s;
  const hy = y - 250 * s;
  g += `<ellipse cx="${n(hx)}" cy="${n(hy)}" rx="${n(118 * s)}" ry="${n(150 * s)}" fill="url(#${p.id}Skin)"/>`;
  g += `<ellipse cx="${n(hx - 118 * s)}" cy="${n(hy + 10 * s)}" rx="${n(18 * s)}" ry="${n(34 * s)}" fill="url(#${p.id}Skin)"/>`;
  g += `<ellipse cx="${n(hx + 118 * s)}" cy="${n(hy + 10 * s)}" rx="${n(18 * s)}" ry="${n(34 * s)}" fill="${shade(p.skin, 0.6)}"/>`;
  // soft facial modelling: brow shadow, nose shadow, mouth line
  g += `<ellipse cx="${n(hx - 42 * s + p.turn * 12 * s)}" cy="${n(hy - 8 * s)}" rx="${n(26 * s)}" ry="${n(12 * s)}" fill="#000" opacity="0.28"/>`;
  g += `<ellipse cx="${n(hx + 42 * s + p.turn * 12 * s)}" cy="${n(hy - 8 * s)}" rx="${n(26 * s)}" ry="${n(12 * s)}" fill="#000" opacity="0.34"/>`;
  g += `<path d="M${n(hx + p.turn * 14 * s)} ${n(hy - 10 * s)}L${n(hx + 12 * s + p.turn * 14 * s)} ${n(hy + 52 * s)}L${n(hx - 8 * s + p.turn * 14 * s)} ${n(hy + 56 * s)}" fill="#000" opacity="0.2"/>`;
  g += `<path d="M${n(hx - 26 * s)} ${n(hy + 90 * s)}Q${n(hx)} ${n(hy + 98 * s)} ${n(hx + 28 * s)} ${n(hy + 88 * s)}" fill="none" stroke="#000" stroke-opacity="0.18" stroke-width="${n(5 * s)}" stroke-linecap="round"/>`;
  // shadow side of the face (key light from the left)
  g += `<path d="M${n(hx + 20 * s)} ${n(hy - 150 * s)}Q${n(hx + 150 * s)} ${n(hy)} ${n(hx + 20 * s)} ${n(hy + 150 * s)}Q${n(hx + 80 * s)} ${n(hy)} ${n(hx + 20 * s)} ${n(hy - 150 * s)}Z" fill="#000" fill-opacity="0.18"/>`;
  if (p.beard) {
    g += `<path d="M${n(hx - 112 * s)} ${n(hy + 10 * s)}Q${n(hx - 100 * s)} ${n(hy + 170 * s)} ${n(hx)} ${n(hy + 168 * s)}Q${n(hx + 100 * s)} ${n(hy + 170 * s)} ${n(hx + 112 * s)} ${n(hy + 10 * s)}Q${n(hx + 80 * s)} ${n(hy + 100 * s)} ${n(hx + 40 * s)} ${n(hy + 72 * s)}Q${n(hx)} ${n(hy + 62 * s)} ${n(hx - 40 * s)} ${n(hy + 72 * s)}Q${n(hx - 80 * s)} ${n(hy + 100 * s)} ${n(hx - 112 * s)} ${n(hy + 10 * s)}Z" fill="${p.hair}" opacity="0.85"/>`;
  }
  if (p.cap) {
    g += `<path d="M${n(hx - 126 * s)} ${n(hy - 40 * s)}Q${n(hx - 126 * s)} ${n(hy - 190 * s)} ${n(hx)} ${n(hy - 192 * s)}Q${n(hx + 126 * s)} ${n(hy - 190 * s)} ${n(hx + 126 * s)} ${n(hy - 40 * s)}Z" fill="${p.hair === '#000' ? '#222' : shade(p.shirt, 0.7)}"/>`;
    g += `<path d="M${n(hx - 130 * s)} ${n(hy - 46 * s)}Q${n(hx)} ${n(hy - 20 * s)} ${n(hx + 150 * s)} ${n(hy - 30 * s)}L${n(hx + 140 * s)} ${n(hy - 60 * s)}Q${n(hx)} ${n(hy - 62 * s)} ${n(hx - 126 * s)} ${n(hy - 70 * s)}Z" fill="#111"/>`;
  } else {
    g += `<path d="M${n(hx - 122 * s)} ${n(hy - 10 * s)}Q${n(hx - 136 * s)} ${n(hy - 176 * s)} ${n(hx)} ${n(hy - 170 * s)}Q${n(hx + 136 * s)} ${n(hy - 176 * s)} ${n(hx + 122 * s)} ${n(hy - 10 * s)}Q${n(hx + 110 * s)} ${n(hy - 96 * s)} ${n(hx)} ${n(hy - 100 * s)}Q${n(hx - 110 * s)} ${n(hy - 96 * s)} ${n(hx - 122 * s)} ${n(hy - 10 * s)}Z" fill="${p.hair}"/>`;
  }
  return { defs, svg: `<g filter="url(#soften)">${g}</g>` };
}

export function founders(ctx: SceneContext): SceneResult {
  const { width: w, height: h } = ctx;
  let defs = `<filter id="soften" x="-5%" y="-5%" width="110%" height="110%"><feGaussianBlur stdDeviation="2.5"/></filter>`;
  defs += linearGradient('room', 0, 0, 0, 1, [
    [0, '#3a342e'],
    [1, '#1a1816'],
  ]);
  defs += `<filter id="roomBlur" x="0" y="0" width="100%" height="100%"><feGaussianBlur stdDeviation="26"/></filter>`;
  let room = rect(0, 0, w, h, { fill: 'url(#room)' });
  room += rect(1650, 120, 620, 1000, { fill: '#e8dcc4', opacity: 0.7 });
  room += rect(1950, 120, 30, 1000, { fill: '#2a2622' });
  for (const [lx, ly, r] of [[380, 220, 110], [900, 160, 80], [1400, 240, 90]]) {
    room += `<circle cx="${lx}" cy="${ly}" r="${r * 2.5}" fill="#ffe0a0" opacity="0.18"/><ellipse cx="${lx}" cy="${ly}" rx="${r}" ry="${r * 0.5}" fill="#fff0d0" opacity="0.8"/>`;
  }
  room += rect(0, 1180, w, 420, { fill: '#4a3e34' });
  let body = `<g filter="url(#roomBlur)">${room}</g>`;
  const a = bust({ x: 900, shoulderY: 820, scale: 1.05, shirt: '#3a3632', skin: '#c79a74', hair: '#1c1612', beard: true, apron: true, cap: false, turn: 1, id: 'lucky' });
  const b = bust({ x: 1540, shoulderY: 860, scale: 1.0, shirt: '#cfc6b6', skin: '#d2aa88', hair: '#5a4634', beard: false, apron: false, cap: false, turn: -1, id: 'ryan' });
  defs += a.defs + b.defs;
  body += b.svg + a.svg;
  defs += radialGradient('keyLight', 0.3, 0.25, 0.8, [
    [0, '#fff2d8', 0.18],
    [1, '#000', 0.35],
  ]);
  body += rect(0, 0, w, h, { fill: 'url(#keyLight)' });
  const [ow, oh] = [Math.round(w * ctx.scale), Math.round(h * ctx.scale)];
  return { svg: svgDocument(w, h, ow, oh, defs, body), finish: { sepia: true, vignette: 0.55, grain: 24, lift: 14, contrast: 1.08 } };
}
