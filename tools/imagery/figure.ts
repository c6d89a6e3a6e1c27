import { n, linearGradient } from './svg';
import { shade } from './palette';

/**
 * Stylised human figures, drawn like people photographed at a distance: simple
 * clothing volumes, limbs as rounded strokes, one consistent key light.
 */
export type Point = [number, number];

export interface Outfit {
  skin: string;
  shirt: string;
  pants: string;
  shoes: string;
  hair: string;
  headwear: 'straw-hat' | 'cap' | 'headscarf' | 'none';
  /** Headwear colour. */
  hat: string;
  /** Long hair gathered in a braid down the back. */
  braid?: boolean;
  /** Long sleeves. */
  longSleeves?: boolean;
  /** Skirt instead of trousers (drawn as a wider trapezoid). */
  skirt?: boolean;
}

/** Joint positions in units of body height, origin between the feet, y up is negative. */
export interface Pose {
  head: Point;
  neck: Point;
  shoulderBack: Point;
  shoulderFront: Point;
  elbowBack: Point;
  elbowFront: Point;
  handBack: Point;
  handFront: Point;
  hipBack: Point;
  hipFront: Point;
  kneeBack: Point;
  kneeFront: Point;
  footBack: Point;
  footFront: Point;
  /** -1 facing left, 1 facing right, 0 facing the camera. */
  facing: number;
}

export const standingPose = (facing = 0): Pose => ({
  head: [0.005 * facing, -0.925],
  neck: [0, -0.855],
  shoulderBack: [-0.105, -0.815],
  shoulderFront: [0.105, -0.815],
  elbowBack: [-0.13, -0.64],
  elbowFront: [0.13, -0.64],
  handBack: [-0.12, -0.48],
  handFront: [0.125, -0.48],
  hipBack: [-0.06, -0.5],
  hipFront: [0.06, -0.5],
  kneeBack: [-0.06, -0.27],
  kneeFront: [0.065, -0.27],
  footBack: [-0.065, -0.02],
  footFront: [0.07, -0.02],
  facing,
});

export interface FigureOptions {
  x: number;
  y: number;
  height: number;
  pose: Pose;
  outfit: Outfit;
  id: string;
  /** Light direction along x: 1 lit from the right, -1 from the left. */
  lightX: number;
  /** Draw a woven basket tied at the waist. */
  basket?: boolean;
}

interface Drawn {
  defs: string;
  svg: string;
}

function tone(id: string, name: string, color: string, lightX: number, h: number): string {
  const lit = shade(color, 1.22);
  const dark = shade(color, 0.55);
  const a = lightX >= 0 ? dark : lit;
  const b = lightX >= 0 ? lit : dark;
  return linearGradient(`${id}-${name}`, -0.2 * h, 0, 0.2 * h, 0, [
    [0, a],
    [0.55, color],
    [1, b],
  ], true);
}

const pt = (p: Point, h: number): string => `${n(p[0] * h)} ${n(p[1] * h)}`;

function limb(points: Point[], width: number, fill: string, h: number): string {
  const d = `M${points.map((p) => pt(p, h)).join('L')}`;
  return `<path d="${d}" fill="none" stroke="${fill}" stroke-width="${n(width * h)}" stroke-linecap="round" stroke-linejoin="round"/>`;
}

/** A complete figure; returns defs (its gradients) and the drawing. */
export function figure(o: FigureOptions): Drawn {
  const h = o.height;
  const p = o.pose;
  const f = o.outfit;
  const id = o.id;
  const defs =
    tone(id, 'skin', f.skin, o.lightX, h) +
    tone(id, 'shirt', f.shirt, o.lightX, h) +
    tone(id, 'pants', f.pants, o.lightX, h) +
    tone(id, 'hat', f.hat, o.lightX, h) +
    tone(id, 'hair', f.hair, o.lightX, h) +
    linearGradient(`${id}-basket`, 0, 0, 0, 1, [
      [0, '#c9a46a'],
      [1, '#6e4f2c'],
    ]);
  const skin = `url(#${id}-skin)`;
  const shirt = `url(#${id}-shirt)`;
  const pants = `url(#${id}-pants)`;
  const sleeveBack = f.longSleeves ? shirt : skin;
  let s = '';
  // legs
  if (f.skirt) {
    s += limb([p.hipBack, p.kneeBack, p.footBack], 0.05, skin, h);
    s += limb([p.hipFront, p.kneeFront, p.footFront], 0.05, skin, h);
    const hipY = (p.hipBack[1] + p.hipFront[1]) / 2;
    const kneeY = (p.kneeBack[1] + p.kneeFront[1]) / 2 + 0.06;
    s += `<path d="M${pt([p.hipBack[0] - 0.02, hipY - 0.04], h)}L${pt([p.hipFront[0] + 0.02, hipY - 0.04], h)}L${pt([p.kneeFront[0] + 0.07, kneeY], h)}Q${pt([(p.kneeBack[0] + p.kneeFront[0]) / 2, kneeY + 0.025], h)} ${pt([p.kneeBack[0] - 0.07, kneeY], h)}Z" fill="${pants}"/>`;
  } else {
    s += limb([p.hipBack, p.kneeBack, p.footBack], 0.068, `url(#${id}-pants)`, h);
    s += limb([p.hipFront, p.kneeFront, p.footFront], 0.07, pants, h);
  }
  // shoes
  for (const foot of [p.footBack, p.footFront]) {
    const toe = p.facing === 0 ? 0 : p.facing * 0.03;
    s += `<ellipse cx="${n((foot[0] + toe) * h)}" cy="${n(foot[1] * h)}" rx="${n(0.042 * h)}" ry="${n(0.018 * h)}" fill="${f.shoes}"/>`;
  }
  // back arm
  s += limb([p.shoulderBack, p.elbowBack], 0.052, sleeveBack === skin ? shirt : sleeveBack, h);
  s += limb([p.elbowBack, p.handBack], 0.044, f.longSleeves ? shirt : skin, h);
  s += `<circle cx="${n(p.handBack[0] * h)}" cy="${n(p.handBack[1] * h)}" r="${n(0.026 * h)}" fill="${skin}"/>`;
  // torso: shoulders to hips with a soft waist
  const sb = p.shoulderBack;
  const sf = p.shoulderFront;
  const hb = p.hipBack;
  const hf = p.hipFront;
  const wide = 0.025;
  s += `<path d="M${pt([sb[0] - wide, sb[1] + 0.02], h)}Q${pt([sb[0] - 0.01, sb[1] - 0.03], h)} ${pt([p.neck[0], p.neck[1] + 0.005], h)}Q${pt([sf[0] + 0.01, sf[1] - 0.03], h)} ${pt([sf[0] + wide, sf[1] + 0.02], h)}L${pt([hf[0] + 0.035, hf[1] + 0.03], h)}Q${pt([(hb[0] + hf[0]) / 2, hf[1] + 0.05], h)} ${pt([hb[0] - 0.035, hb[1] + 0.03], h)}Z" fill="${shirt}"/>`;
  // belt line shadow
  s += `<path d="M${pt([hb[0] - 0.035, hb[1] + 0.012], h)}L${pt([hf[0] + 0.035, hf[1] + 0.012], h)}" stroke="#000" stroke-opacity="0.18" stroke-width="${n(0.012 * h)}"/>`;
  if (o.basket) {
    const bx = (hb[0] + hf[0]) / 2 + p.facing * 0.05;
    const by = (hb[1] + hf[1]) / 2 + 0.02;
    s += `<path d="M${pt([sb[0] + 0.02, sb[1] + 0.02], h)}L${pt([bx + 0.06, by], h)}" stroke="#5a4026" stroke-width="${n(0.012 * h)}"/>`;
    s += `<path d="M${pt([bx - 0.085, by - 0.02], h)}L${pt([bx + 0.085, by - 0.02], h)}L${pt([bx + 0.07, by + 0.12], h)}Q${pt([bx, by + 0.14], h)} ${pt([bx - 0.07, by + 0.12], h)}Z" fill="url(#${id}-basket)"/>`;
    for (let i = 1; i < 6; i += 1) {
      const yy = by - 0.02 + i * 0.024;
      s += `<path d="M${pt([bx - 0.083 + i * 0.0025, yy], h)}L${pt([bx + 0.083 - i * 0.0025, yy], h)}" stroke="#3e2a16" stroke-opacity="0.55" stroke-width="${n(0.004 * h)}" stroke-dasharray="${n(0.012 * h)} ${n(0.006 * h)}"/>`;
    }
    s += `<ellipse cx="${n(bx * h)}" cy="${n((by - 0.02) * h)}" rx="${n(0.085 * h)}" ry="${n(0.018 * h)}" fill="#4a2a14"/>`;
    for (let i = 0; i < 9; i += 1) {
      const cx = bx - 0.06 + (i % 5) * 0.03;
      const cy = by - 0.028 + Math.floor(i / 5) * 0.01;
      s += `<circle cx="${n(cx * h)}" cy="${n(cy * h)}" r="${n(0.011 * h)}" fill="#a3201a"/>`;
    }
  }
  // neck and head
  s += limb([p.neck, [p.neck[0] + p.facing * 0.005, p.neck[1] - 0.03]], 0.042, skin, h);
  const hx = p.head[0];
  const hy = p.head[1];
  if (f.braid) {
    s += `<path d="M${pt([hx - p.facing * 0.035, hy], h)}Q${pt([hx - p.facing * 0.07, hy + 0.12], h)} ${pt([hx - p.facing * 0.05, hy + 0.24], h)}" fill="none" stroke="url(#${id}-hair)" stroke-width="${n(0.024 * h)}" stroke-linecap="round"/>`;
  }
  s += `<ellipse cx="${n(hx * h)}" cy="${n(hy * h)}" rx="${n(0.05 * h)}" ry="${n(0.064 * h)}" fill="${skin}"/>`;
  if (p.facing !== 0) {
    // nose and jaw hint in profile
    const nx = hx + p.facing * 0.05;
    s += `<path d="M${pt([nx - p.facing * 0.006, hy - 0.01], h)}L${pt([nx + p.facing * 0.012, hy + 0.012], h)}L${pt([nx - p.facing * 0.004, hy + 0.018], h)}Z" fill="${skin}"/>`;
    s += `<ellipse cx="${n((hx - p.facing * 0.012) * h)}" cy="${n((hy + 0.005) * h)}" rx="${n(0.011 * h)}" ry="${n(0.016 * h)}" fill="${shade(f.skin, 0.8)}"/>`;
  }
  // hair / headwear
  const hairTop = `M${pt([hx - 0.052, hy + 0.005], h)}Q${pt([hx - 0.055, hy - 0.075], h)} ${pt([hx, hy - 0.07], h)}Q${pt([hx + 0.055, hy - 0.075], h)} ${pt([hx + 0.052, hy + 0.005], h)}Q${pt([hx, hy - 0.04], h)} ${pt([hx - 0.052, hy + 0.005], h)}Z`;
  if (f.headwear === 'none' || f.headwear === 'cap') {
    s += `<path d="${hairTop}" fill="url(#${id}-hair)"/>`;
  }
  if (f.headwear === 'straw-hat') {
    s += `<ellipse cx="${n(hx * h)}" cy="${n((hy - 0.035) * h)}" rx="${n(0.125 * h)}" ry="${n(0.026 * h)}" fill="url(#${id}-hat)"/>`;
    s += `<path d="M${pt([hx - 0.055, hy - 0.035], h)}Q${pt([hx - 0.055, hy - 0.11], h)} ${pt([hx, hy - 0.11], h)}Q${pt([hx + 0.055, hy - 0.11], h)} ${pt([hx + 0.055, hy - 0.035], h)}Z" fill="url(#${id}-hat)"/>`;
    s += `<path d="M${pt([hx - 0.055, hy - 0.05], h)}Q${pt([hx, hy - 0.04], h)} ${pt([hx + 0.055, hy - 0.05], h)}" fill="none" stroke="#3a2614" stroke-width="${n(0.01 * h)}"/>`;
    s += `<ellipse cx="${n(hx * h)}" cy="${n((hy - 0.01) * h)}" rx="${n(0.05 * h)}" ry="${n(0.02 * h)}" fill="#000" opacity="0.25"/>`;
  } else if (f.headwear === 'cap') {
    s += `<path d="M${pt([hx - 0.054, hy - 0.02], h)}Q${pt([hx - 0.054, hy - 0.082], h)} ${pt([hx, hy - 0.082], h)}Q${pt([hx + 0.054, hy - 0.082], h)} ${pt([hx + 0.054, hy - 0.02], h)}Z" fill="url(#${id}-hat)"/>`;
    const dir = p.facing === 0 ? 0 : p.facing;
    s += `<ellipse cx="${n((hx + dir * 0.05) * h)}" cy="${n((hy - 0.022) * h)}" rx="${n((dir === 0 ? 0.05 : 0.045) * h)}" ry="${n(0.011 * h)}" fill="${shade(f.hat, 0.7)}"/>`;
  } else if (f.headwear === 'headscarf') {
    const back = -p.facing;
    s += `<path d="M${pt([hx - 0.056, hy + 0.01], h)}Q${pt([hx - 0.06, hy - 0.082], h)} ${pt([hx, hy - 0.08], h)}Q${pt([hx + 0.06, hy - 0.082], h)} ${pt([hx + 0.056, hy + 0.01], h)}Q${pt([hx, hy - 0.03], h)} ${pt([hx - 0.056, hy + 0.01], h)}Z" fill="url(#${id}-hat)"/>`;
    s += `<path d="M${pt([hx + back * 0.045, hy - 0.01], h)}L${pt([hx + back * 0.085, hy + 0.05], h)}L${pt([hx + back * 0.06, hy + 0.06], h)}Z" fill="url(#${id}-hat)"/>`;
    s += `<circle cx="${n((hx + back * 0.05) * h)}" cy="${n((hy + 0.005) * h)}" r="${n(0.014 * h)}" fill="${shade(f.hat, 0.8)}"/>`;
  }
  // front arm drawn last
  s += limb([p.shoulderFront, p.elbowFront], 0.054, f.longSleeves ? shirt : shirt, h);
  s += limb([p.elbowFront, p.handFront], 0.045, f.longSleeves ? shirt : skin, h);
  s += `<circle cx="${n(p.handFront[0] * h)}" cy="${n(p.handFront[1] * h)}" r="${n(0.027 * h)}" fill="${skin}"/>`;
  return { defs, svg: `<g transform="translate(${n(o.x)} ${n(o.y)})">${s}</g>` };
}
