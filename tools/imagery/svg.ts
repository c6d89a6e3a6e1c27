/** Small functions for writing SVG markup as strings. */

/** Format a number compactly and deterministically (one decimal place). */
export function n(value: number): string {
  const r = Math.round(value * 10) / 10;
  return Object.is(r, -0) ? '0' : String(r);
}

/** Format a number with two decimals (for opacities and small units). */
export function n2(value: number): string {
  const r = Math.round(value * 100) / 100;
  return Object.is(r, -0) ? '0' : String(r);
}

export type Attrs = Record<string, string | number | undefined>;

function attrs(a: Attrs): string {
  return Object.entries(a)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${typeof v === 'number' ? n2(v) : v}"`)
    .join('');
}

export function el(tag: string, a: Attrs, children = ''): string {
  return children ? `<${tag}${attrs(a)}>${children}</${tag}>` : `<${tag}${attrs(a)}/>`;
}

/**
 * `opacity` on a single shape makes the renderer composite it through its own
 * full-size offscreen surface, which is very slow with thousands of shapes. For
 * simple shapes fill-opacity and stroke-opacity look the same, so rewrite them.
 * Groups and images keep real opacity.
 */
export function cheapOpacity(markup: string): string {
  return markup.replace(/<(path|rect|circle|ellipse|line|polygon)\b([^>]*?)\sopacity="([\d.]+)"([^>]*)>/g, (all, tag: string, before: string, value: string, after: string) => {
    if (/fill-opacity|stroke-opacity/.test(before + after)) return all;
    return `<${tag}${before} fill-opacity="${value}" stroke-opacity="${value}"${after}>`;
  });
}

/** A complete SVG document drawn in a nominal coordinate system and rendered at out size. */
export function svgDocument(
  width: number,
  height: number,
  outWidth: number,
  outHeight: number,
  defs: string,
  rawBody: string,
): string {
  const body = cheapOpacity(rawBody);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"` +
    ` width="${outWidth}" height="${outHeight}" viewBox="0 0 ${width} ${height}"` +
    ` preserveAspectRatio="none"><defs>${defs}</defs>${body}</svg>`
  );
}

export type Stop = [offset: number, color: string, opacity?: number];

function stops(list: Stop[]): string {
  return list
    .map(([o, c, a]) => el('stop', { offset: n2(o), 'stop-color': c, 'stop-opacity': a }))
    .join('');
}

export function linearGradient(
  id: string,
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  list: Stop[],
  userSpace = false,
): string {
  return el(
    'linearGradient',
    {
      id,
      x1: userSpace ? n(x1) : n2(x1),
      y1: userSpace ? n(y1) : n2(y1),
      x2: userSpace ? n(x2) : n2(x2),
      y2: userSpace ? n(y2) : n2(y2),
      gradientUnits: userSpace ? 'userSpaceOnUse' : undefined,
    },
    stops(list),
  );
}

export function radialGradient(
  id: string,
  cx: number,
  cy: number,
  r: number,
  list: Stop[],
  opts: { fx?: number; fy?: number; userSpace?: boolean; transform?: string } = {},
): string {
  const f = opts.userSpace ? n : n2;
  return el(
    'radialGradient',
    {
      id,
      cx: f(cx),
      cy: f(cy),
      r: f(r),
      fx: opts.fx === undefined ? undefined : f(opts.fx),
      fy: opts.fy === undefined ? undefined : f(opts.fy),
      gradientUnits: opts.userSpace ? 'userSpaceOnUse' : undefined,
      gradientTransform: opts.transform,
    },
    stops(list),
  );
}

/** Gaussian blur filter with a generous region so blurred edges are not clipped. */
export function blurFilter(id: string, deviation: number): string {
  return el(
    'filter',
    { id, x: '-50%', y: '-50%', width: '200%', height: '200%' },
    el('feGaussianBlur', { stdDeviation: n(deviation) }),
  );
}

export function rect(x: number, y: number, w: number, h: number, a: Attrs = {}): string {
  return el('rect', { x: n(x), y: n(y), width: n(w), height: n(h), ...a });
}

export function circle(cx: number, cy: number, r: number, a: Attrs = {}): string {
  return el('circle', { cx: n(cx), cy: n(cy), r: n(r), ...a });
}

export function ellipse(cx: number, cy: number, rx: number, ry: number, a: Attrs = {}): string {
  return el('ellipse', { cx: n(cx), cy: n(cy), rx: n(rx), ry: n(ry), ...a });
}

export function path(d: string, a: Attrs = {}): string {
  return el('path', { d, ...a });
}

export function group(children: string, a: Attrs = {}): string {
  return el('g', a, children);
}

/** Closed polygon path through points. */
export function polygon(points: Array<[number, number]>): string {
  return `M${points.map(([x, y]) => `${n(x)} ${n(y)}`).join('L')}Z`;
}

/** Smooth closed path through points (Catmull-Rom converted to cubic Beziers). */
export function smoothClosed(points: Array<[number, number]>, tension = 1): string {
  const len = points.length;
  let d = `M${n(points[0][0])} ${n(points[0][1])}`;
  for (let i = 0; i < len; i += 1) {
    const p0 = points[(i - 1 + len) % len];
    const p1 = points[i];
    const p2 = points[(i + 1) % len];
    const p3 = points[(i + 2) % len];
    const c1x = p1[0] + ((p2[0] - p0[0]) / 6) * tension;
    const c1y = p1[1] + ((p2[1] - p0[1]) / 6) * tension;
    const c2x = p2[0] - ((p3[0] - p1[0]) / 6) * tension;
    const c2y = p2[1] - ((p3[1] - p1[1]) / 6) * tension;
    d += `C${n(c1x)} ${n(c1y)} ${n(c2x)} ${n(c2y)} ${n(p2[0])} ${n(p2[1])}`;
  }
  return `${d}Z`;
}

/** Smooth open path through points. */
export function smoothOpen(points: Array<[number, number]>, tension = 1): string {
  const len = points.length;
  let d = `M${n(points[0][0])} ${n(points[0][1])}`;
  for (let i = 0; i < len - 1; i += 1) {
    const p0 = points[Math.max(0, i - 1)];
    const p1 = points[i];
    const p2 = points[i + 1];
    const p3 = points[Math.min(len - 1, i + 2)];
    const c1x = p1[0] + ((p2[0] - p0[0]) / 6) * tension;
    const c1y = p1[1] + ((p2[1] - p0[1]) / 6) * tension;
    const c2x = p2[0] - ((p3[0] - p1[0]) / 6) * tension;
    const c2y = p2[1] - ((p3[1] - p1[1]) / 6) * tension;
    d += `C${n(c1x)} ${n(c1y)} ${n(c2x)} ${n(c2y)} ${n(p2[0])} ${n(p2[1])}`;
  }
  return d;
}
