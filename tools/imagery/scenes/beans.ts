import { Rng } from '../rng';
import { SceneContext, SceneResult } from '../scene';
import { linearGradient, radialGradient, rect, svgDocument } from '../svg';
import { palette } from '../palette';
import { wordmark } from '../lettering';
import { bean, beanDefs, BeanLight } from './bean';

interface FieldOptions {
  width: number;
  height: number;
  light: BeanLight;
  /** Bean length at the top and bottom edges. */
  farSize: number;
  nearSize: number;
}

/** A bed of roasted beans receding from the bottom of the frame to the top. */
function beanBed(o: FieldOptions, rng: Rng): { defs: string; body: string } {
  let body = '';
  let y = -o.farSize;
  const defs = beanDefs(o.light);
  while (y < o.height + o.nearSize) {
    const z = Math.max(0, Math.min(1, y / o.height));
    const size = o.farSize + (o.nearSize - o.farSize) * Math.pow(z, 1.25);
    const squash = 0.72 + 0.25 * z;
    let x = -size + rng.range(0, size * 0.6);
    while (x < o.width + size) {
      body += bean(
        {
          x: x + rng.gauss(size * 0.08),
          y: y + rng.gauss(size * 0.12),
          size: size * rng.range(0.86, 1.12),
          angle: rng.range(0, Math.PI * 2),
          flat: rng.chance(0.6),
          roast: rng.int(0, 2),
          light: o.light,
          squash,
        },
        rng,
      );
      x += size * rng.range(0.55, 0.8);
    }
    y += size * 0.27 * squash;
  }
  return { defs, body };
}

/** Home page hero: beans in low raking light from the right; left and centre fall into shadow. */
export function heroBeans(ctx: SceneContext): SceneResult {
  const { width: w, height: h, scale, rng } = ctx;
  const light = { dx: 0.82, dy: -0.57 };
  const bed = beanBed(
    { width: w, height: h, light, farSize: 90, nearSize: 300 },
    rng,
  );
  let defs = bed.defs;
  defs += linearGradient('shadeLeft', 0, 0, 1, 0, [
    [0, '#070403', 0.86],
    [0.45, '#070403', 0.62],
    [0.75, '#070403', 0.2],
    [1, '#070403', 0],
  ]);
  defs += linearGradient('shadeTop', 0, 0, 0, 1, [
    [0, '#050302', 0.8],
    [0.35, '#050302', 0.2],
    [1, '#050302', 0],
  ]);
  defs += radialGradient('warmLight', 0.88, 0.35, 0.6, [
    [0, '#ffb060', 0.22],
    [1, '#ffb060', 0],
  ]);
  const body =
    rect(0, 0, w, h, { fill: '#140a05' }) +
    bed.body +
    rect(0, 0, w, h, { fill: 'url(#warmLight)' }) +
    rect(0, 0, w, h, { fill: 'url(#shadeTop)' }) +
    rect(0, 0, w, h, { fill: 'url(#shadeLeft)' });
  return {
    svg: svgDocument(w, h, Math.round(w * scale), Math.round(h * scale), defs, body),
    finish: {
      vignette: 0.5,
      vignetteCenter: [0.7, 0.55],
      grain: 20,
      quality: 80,
      dof: (_u, v) => Math.pow(Math.abs(v - 0.68) * 2.2, 1.6) * 14,
    },
  };
}

/** Social sharing card: the wordmark over a dark bed of beans. */
export function socialCard(ctx: SceneContext): SceneResult {
  const { width: w, height: h, scale, rng } = ctx;
  const light = { dx: 0.7, dy: -0.7 };
  const bed = beanBed(
    { width: w, height: h, light, farSize: 40, nearSize: 90 },
    rng,
  );
  let defs = bed.defs;
  defs += radialGradient('centreShade', 0.5, 0.5, 0.62, [
    [0, '#0a0604', 0.88],
    [0.55, '#0a0604', 0.7],
    [1, '#0a0604', 0.35],
  ]);
  const size = 104;
  const probe = wordmark({ cx: w / 2, top: 0, size, primary: '#ffffff', accent: palette.gold });
  const shift = probe.height / 2;
  const markSvg = wordmark({ cx: w / 2, top: h / 2 - shift, size, primary: '#ffffff', accent: palette.gold }).svg;
  const rule = rect(w / 2 - 60, h / 2 + shift + 34, 120, 3, { fill: palette.gold, opacity: 0.85 });
  const body =
    rect(0, 0, w, h, { fill: '#140a05' }) +
    bed.body +
    rect(0, 0, w, h, { fill: 'url(#centreShade)' });
  return {
    svg: svgDocument(w, h, Math.round(w * scale), Math.round(h * scale), defs, body),
    overlay: svgDocument(w, h, Math.round(w * scale), Math.round(h * scale), '', markSvg + rule),
    finish: { vignette: 0.35, grain: 14, quality: 84, lift: 4, dof: (_u, v) => (1 - v) * 3 },
  };
}

