/** One palette for the whole set: warm browns, cream, deep greens, gold and charcoal. */
export const palette = {
  charcoal: '#1a1a1a',
  ink: '#0f0c0a',
  gold: '#edcd92',
  cream: '#f3e6cf',
  paper: '#e9dcc4',
  sand: '#cdb594',
  latte: '#b98b5e',
  caramel: '#9a6233',
  roast: '#5a3620',
  espresso: '#2e1b10',
  bark: '#3a2a1e',
  leafDark: '#1f3a26',
  leaf: '#2f5a36',
  leafLight: '#5f8a4a',
  moss: '#7a8a52',
  cherry: '#b3221c',
  cherryDark: '#6e1010',
  cherryBright: '#d8402a',
  cherryYellow: '#e0a92a',
  skyHaze: '#e8dcc6',
  skyBlue: '#9fb6c4',
  mountain: '#6f8597',
  concrete: '#b2aa9d',
  steel: '#9aa0a3',
  sepiaLight: '#efe0c2',
  sepiaDark: '#2a1c12',
} as const;

export type PaletteColor = keyof typeof palette;

/** Parse #rrggbb into [r, g, b]. */
export function rgb(hex: string): [number, number, number] {
  const v = parseInt(hex.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

function toHex(n: number): string {
  const c = Math.max(0, Math.min(255, Math.round(n)));
  return c.toString(16).padStart(2, '0');
}

/** Linear blend of two #rrggbb colours, t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const [ar, ag, ab] = rgb(a);
  const [br, bg, bb] = rgb(b);
  return `#${toHex(ar + (br - ar) * t)}${toHex(ag + (bg - ag) * t)}${toHex(ab + (bb - ab) * t)}`;
}

/** Multiply a colour's channels by k (darken below 1, lighten above). */
export function shade(hex: string, k: number): string {
  const [r, g, b] = rgb(hex);
  return `#${toHex(r * k)}${toHex(g * k)}${toHex(b * k)}`;
}
