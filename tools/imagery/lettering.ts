import { n } from './svg';

/**
 * A small monoline geometric alphabet (only the letters the wordmark needs), drawn
 * as strokes so the wordmark never depends on installed fonts.
 */
interface Glyph {
  /** Advance width as a fraction of cap height (without tracking). */
  width: number;
  /** Path in a box of cap height `h`, letter width `w`; coordinates already inset by half the stroke. */
  draw: (w: number, h: number, s: number) => string;
}

const glyphs: Record<string, Glyph> = {
  I: { width: 0, draw: (_w, h, s) => `M${n(s / 2)} 0V${n(h)}` },
  D: {
    width: 0.74,
    draw: (w, h, s) => {
      const r = (h - s) / 2;
      const x0 = s / 2;
      const y0 = s / 2;
      const x1 = w - s / 2 - r;
      return `M${n(x0)} ${n(y0)}H${n(x1)}A${n(r)} ${n(r)} 0 0 1 ${n(x1)} ${n(h - s / 2)}H${n(x0)}Z`;
    },
  },
  E: {
    width: 0.58,
    draw: (w, h, s) =>
      `M${n(w)} ${n(s / 2)}H${n(s / 2)}V${n(h - s / 2)}H${n(w)}M${n(s / 2)} ${n(h / 2)}H${n(w * 0.92)}`,
  },
  F: {
    width: 0.56,
    draw: (w, h, s) => `M${n(w)} ${n(s / 2)}H${n(s / 2)}V${n(h)}M${n(s / 2)} ${n(h / 2)}H${n(w * 0.9)}`,
  },
  N: {
    width: 0.76,
    draw: (w, h, s) => `M${n(s / 2)} ${n(h)}V${n(s * 0.2)}L${n(w - s / 2)} ${n(h - s * 0.2)}V0`,
  },
  T: {
    width: 0.68,
    draw: (w, h, s) => `M0 ${n(s / 2)}H${n(w)}M${n(w / 2)} ${n(s / 2)}V${n(h)}`,
  },
  Y: {
    width: 0.74,
    draw: (w, h) => `M0 0L${n(w / 2)} ${n(h * 0.52)}L${n(w)} 0M${n(w / 2)} ${n(h * 0.52)}V${n(h)}`,
  },
  O: {
    width: 0.96,
    draw: (w, h, s) => {
      const rx = (w - s) / 2;
      const ry = (h - s) / 2;
      return `M${n(s / 2)} ${n(h / 2)}A${n(rx)} ${n(ry)} 0 1 1 ${n(w - s / 2)} ${n(h / 2)}A${n(rx)} ${n(ry)} 0 1 1 ${n(s / 2)} ${n(h / 2)}Z`;
    },
  },
  C: {
    width: 0.86,
    draw: (w, h, s) => {
      const rx = (w - s) / 2;
      const ry = (h - s) / 2;
      const cx = w / 2;
      const cy = h / 2;
      const a = (48 * Math.PI) / 180;
      return `M${n(cx + rx * Math.cos(a))} ${n(cy - ry * Math.sin(a))}A${n(rx)} ${n(ry)} 0 1 0 ${n(cx + rx * Math.cos(a))} ${n(cy + ry * Math.sin(a))}`;
    },
  },
  S: {
    width: 0.6,
    draw: (w, h, s) => {
      const rx = (w - s) / 2;
      const ry = (h - s) / 4;
      const cx = w / 2;
      const top = s / 2 + ry;
      const bottom = h - s / 2 - ry;
      const a = (35 * Math.PI) / 180;
      const start = `${n(cx + rx * Math.cos(a))} ${n(top - ry * Math.sin(a))}`;
      const mid = `${n(cx)} ${n(h / 2)}`;
      const end = `${n(cx - rx * Math.cos(a))} ${n(bottom + ry * Math.sin(a))}`;
      return `M${start}A${n(rx)} ${n(ry)} 0 1 0 ${mid}A${n(rx)} ${n(ry)} 0 1 1 ${end}`;
    },
  },
};

export interface WordOptions {
  /** Cap height in user units. */
  size: number;
  /** Stroke weight as a fraction of cap height. */
  weight: number;
  /** Extra space between letters as a fraction of cap height. */
  tracking: number;
}

/** Width of a word set with these options. */
export function wordWidth(text: string, o: WordOptions): number {
  const s = o.size * o.weight;
  let width = 0;
  for (const ch of text) {
    const g = glyphs[ch];
    if (!g) throw new Error(`No glyph for "${ch}"`);
    width += g.width * o.size + (g.width === 0 ? s : 0) + o.tracking * o.size;
  }
  return width - o.tracking * o.size;
}

/** Path data for a word whose top-left corner is at (x, y). */
export function wordPath(text: string, x: number, y: number, o: WordOptions): string {
  const s = o.size * o.weight;
  let cursor = x;
  let d = '';
  for (const ch of text) {
    const g = glyphs[ch];
    const w = g.width * o.size;
    const local = g.draw(w, o.size, s);
    d += translatePath(local, cursor, y);
    cursor += w + (g.width === 0 ? s : 0) + o.tracking * o.size;
  }
  return d;
}

/** Offset absolute path commands (M, L, H, V, A, Z only) by dx, dy. */
function translatePath(d: string, dx: number, dy: number): string {
  const tokens = d.match(/[MLHVAZ]|-?\d+(?:\.\d+)?/g) ?? [];
  let out = '';
  let cmd = '';
  let idx = 0;
  for (const t of tokens) {
    if (/[MLHVAZ]/.test(t)) {
      cmd = t;
      idx = 0;
      out += t;
      continue;
    }
    const v = Number(t);
    let shifted = v;
    if (cmd === 'M' || cmd === 'L') shifted = v + (idx % 2 === 0 ? dx : dy);
    else if (cmd === 'H') shifted = v + dx;
    else if (cmd === 'V') shifted = v + dy;
    else if (cmd === 'A') {
      const k = idx % 7;
      if (k === 5) shifted = v + dx;
      else if (k === 6) shifted = v + dy;
    }
    out += `${idx > 0 ? ' ' : ''}${n(shifted)}`;
    idx += 1;
  }
  return out;
}

export interface WordmarkOptions {
  cx: number;
  top: number;
  size: number;
  /** Colour of IDENTITY. */
  primary: string;
  /** Colour of COFFEES. */
  accent: string;
  opacity?: number;
}

/** The two-line wordmark: IDENTITY over a smaller, wider-tracked COFFEES. */
export function wordmark(o: WordmarkOptions): { svg: string; width: number; height: number } {
  const top: WordOptions = { size: o.size, weight: 0.13, tracking: 0.42 };
  const bottom: WordOptions = { size: o.size * 0.46, weight: 0.15, tracking: 1.05 };
  const wTop = wordWidth('IDENTITY', top);
  const wBottom = wordWidth('COFFEES', bottom);
  const gap = o.size * 0.42;
  const stroke = (weight: number, size: number): string => n(weight * size);
  const op = o.opacity ?? 1;
  const svg =
    `<path d="${wordPath('IDENTITY', o.cx - wTop / 2, o.top, top)}" fill="none" stroke="${o.primary}"` +
    ` stroke-width="${stroke(top.weight, top.size)}" stroke-linejoin="miter" stroke-miterlimit="1.6" stroke-linecap="butt" opacity="${op}"/>` +
    `<path d="${wordPath('COFFEES', o.cx - wBottom / 2, o.top + o.size + gap, bottom)}" fill="none"` +
    ` stroke="${o.accent}" stroke-width="${stroke(bottom.weight, bottom.size)}" stroke-linejoin="miter" stroke-miterlimit="1.6" stroke-linecap="butt" opacity="${op}"/>`;
  return { svg, width: Math.max(wTop, wBottom), height: o.size + gap + bottom.size };
}
