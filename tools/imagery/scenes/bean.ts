import { Rng } from '../rng';
import { n, n2, radialGradient } from '../svg';

/**
 * Roasted coffee bean drawing shared by the hero, roasting and social images.
 * Gradients are prepared for a set of quantised orientations so that the light
 * always comes from the same world direction whatever way a bean is turned.
 */
export const ANGLE_STEPS = 16;

export interface BeanLight {
  /** Unit vector pointing towards the light, in screen coordinates. */
  dx: number;
  dy: number;
}

export const roastLevels: ReadonlyArray<[string, string, string, string]> = [
  // highlight, body, shade, rim
  ['#a06a3c', '#5e3519', '#2c160a', '#180b05'],
  ['#8e5a32', '#4e2c15', '#241208', '#140904'],
  ['#b17a47', '#6a3f1f', '#33190b', '#1b0d06'],
];

/** Defs: one body gradient per (angle, roast), a soft shadow and a specular sheen. */
export function beanDefs(light: BeanLight): string {
  let defs = '';
  for (let a = 0; a < ANGLE_STEPS; a += 1) {
    const ang = (a / ANGLE_STEPS) * Math.PI * 2;
    // light direction in the bean's local (unrotated) frame
    const lx = light.dx * Math.cos(-ang) - light.dy * Math.sin(-ang);
    const ly = light.dx * Math.sin(-ang) + light.dy * Math.cos(-ang);
    roastLevels.forEach(([hi, body, shade, rim], r) => {
      defs += radialGradient(
        `bean${a}_${r}`,
        0.5 + lx * 0.12,
        0.5 + ly * 0.2,
        0.62,
        [
          [0, hi],
          [0.38, body],
          [0.78, shade],
          [1, rim],
        ],
        { fx: 0.5 + lx * 0.3, fy: 0.5 + ly * 0.34 },
      );
    });
  }
  defs += radialGradient('beanShadow', 0.5, 0.5, 0.5, [
    [0, '#000', 0.75],
    [0.6, '#000', 0.45],
    [1, '#000', 0],
  ]);
  defs += radialGradient('beanSpec', 0.5, 0.5, 0.5, [
    [0, '#fff3dd', 0.55],
    [1, '#fff3dd', 0],
  ]);
  return defs;
}

export interface BeanOptions {
  x: number;
  y: number;
  /** Length of the bean. */
  size: number;
  /** Rotation in radians. */
  angle: number;
  /** Flat side (with the crease) facing up. */
  flat: boolean;
  roast: number;
  light: BeanLight;
  /** 0..1 strength of the cast shadow. */
  shadow?: number;
  /** Squash along the view direction (perspective foreshortening). */
  squash?: number;
}

/** One bean as SVG: cast shadow, body, crease and sheen. */
export function bean(o: BeanOptions, rng: Rng): string {
  const L = o.size;
  const rx = L / 2;
  const ry = L * (o.flat ? 0.36 : 0.33);
  const step = Math.round((o.angle / (Math.PI * 2)) * ANGLE_STEPS);
  const a = ((step % ANGLE_STEPS) + ANGLE_STEPS) % ANGLE_STEPS;
  const deg = (a / ANGLE_STEPS) * 360;
  const squash = o.squash ?? 1;
  const sh = o.shadow ?? 0.8;
  let out = '';
  if (sh > 0) {
    const ox = -o.light.dx * L * 0.16;
    const oy = -o.light.dy * L * 0.16 * squash + L * 0.05;
    out += `<ellipse cx="${n(o.x + ox)}" cy="${n(o.y + oy)}" rx="${n(rx * 1.12)}" ry="${n(ry * 1.25 * squash)}" fill="url(#beanShadow)" opacity="${n2(sh)}" transform="rotate(${n(deg)} ${n(o.x + ox)} ${n(o.y + oy)})"/>`;
  }
  const tf = `translate(${n(o.x)} ${n(o.y)}) scale(1 ${n2(squash)}) rotate(${n(deg)})`;
  let inner = '';
  // slightly asymmetric bean outline
  const bulge = rng.range(0.9, 1.08);
  inner += `<path d="M${n(-rx)} 0C${n(-rx)} ${n(-ry * 1.32)} ${n(rx)} ${n(-ry * 1.32 * bulge)} ${n(rx)} 0C${n(rx)} ${n(ry * 1.32)} ${n(-rx)} ${n(ry * 1.32 / bulge)} ${n(-rx)} 0Z" fill="url(#bean${a}_${o.roast})"/>`;
  if (o.flat) {
    const wob = rng.range(-0.18, 0.18) * ry;
    const c = `M${n(-rx * 0.86)} ${n(ry * 0.05)}C${n(-rx * 0.3)} ${n(-ry * 0.28 + wob)} ${n(rx * 0.3)} ${n(ry * 0.28 + wob)} ${n(rx * 0.86)} ${n(-ry * 0.05)}`;
    inner += `<path d="${c}" fill="none" stroke="#120803" stroke-width="${n(L * 0.05)}" stroke-linecap="round"/>`;
    inner += `<path d="${c}" fill="none" stroke="#c08a55" stroke-opacity="0.35" stroke-width="${n(L * 0.018)}" stroke-linecap="round" transform="translate(0 ${n(ry * 0.1)})"/>`;
  } else {
    inner += `<path d="M${n(-rx * 0.8)} ${n(ry * 0.1)}C${n(-rx * 0.3)} ${n(-ry * 0.05)} ${n(rx * 0.3)} ${n(-ry * 0.05)} ${n(rx * 0.8)} ${n(ry * 0.1)}" fill="none" stroke="#1a0c05" stroke-opacity="0.35" stroke-width="${n(L * 0.02)}" stroke-linecap="round"/>`;
  }
  // specular sheen on the lit side
  const ang = (a / ANGLE_STEPS) * Math.PI * 2;
  const lx = o.light.dx * Math.cos(-ang) - o.light.dy * Math.sin(-ang);
  const ly = o.light.dx * Math.sin(-ang) + o.light.dy * Math.cos(-ang);
  inner += `<ellipse cx="${n(lx * rx * 0.42)}" cy="${n(ly * ry * 0.55)}" rx="${n(rx * 0.42)}" ry="${n(ry * 0.3)}" fill="url(#beanSpec)"/>`;
  out += `<g transform="${tf}">${inner}</g>`;
  return out;
}
