/** `sizes` that follow global.css's layout, so the browser picks the smallest sharp file before any CSS applies. */

/** How many photographs share a row from the viewport width `from` (rem) up, and the gap between them. */
export type Row = { from: number; across: number; gap: number };

type Linear = { vw: number; rem: number };

/** Where the gutter's clamp() changes: 4vw reaches 1rem at 25rem and 2.5rem at 62.5rem. */
const GUTTER = [
  { from: 0, width: { vw: 1, rem: -2 } },
  { from: 25, width: { vw: 0.92, rem: 0 } },
  { from: 62.5, width: { vw: 1, rem: -5 } },
];

/** The widest a Section's content gets: --page-max (78rem) less two gutters of 2.5rem. */
export const SECTION_MAX_REM = 73;

const round = (value: number) => Math.round(value * 1000) / 1000;

function lengthText({ vw, rem }: Linear): string {
  if (vw === 0) return `${round(rem)}rem`;
  if (rem === 0) return `${round(vw * 100)}vw`;
  return `calc(${round(vw * 100)}vw ${rem < 0 ? "-" : "+"} ${round(Math.abs(rem))}rem)`;
}

const reaches = (length: Linear, max: number) => (length.vw > 0 ? (max - length.rem) / length.vw : undefined);

/** The last row that starts at or below the viewport width applies. */
export function gutterSizes({ max, rows = [{ from: 0, across: 1, gap: 0 }] }: { max: number; rows?: Row[] }): string {
  const starts = [...new Set([...GUTTER.map((part) => part.from), ...rows.map((row) => row.from)])].sort((a, b) => a - b);
  const pieces: { from: number; length: Linear }[] = [];
  starts.forEach((from, index) => {
    const until = starts[index + 1] ?? Number.POSITIVE_INFINITY;
    const gutter = [...GUTTER].reverse().find((part) => part.from <= from)!.width;
    const row = [...rows].sort((a, b) => b.from - a.from).find((candidate) => candidate.from <= from) ?? rows[0]!;
    const content = { vw: gutter.vw, rem: gutter.rem };
    // The whole width, capped, then shared: (min(W, max) - (n - 1) gap) / n.
    const capAt = reaches(content, max);
    const share = (length: Linear): Linear => ({
      vw: length.vw / row.across,
      rem: (length.rem - (row.across - 1) * row.gap) / row.across,
    });
    if (capAt !== undefined && capAt > from && capAt < until) {
      pieces.push({ from, length: share(content) }, { from: capAt, length: share({ vw: 0, rem: max }) });
    } else {
      pieces.push({ from, length: share(capAt !== undefined && capAt <= from ? { vw: 0, rem: max } : content) });
    }
  });
  const merged = pieces.filter((piece, index) => {
    const before = pieces[index - 1];
    return !before || lengthText(before.length) !== lengthText(piece.length);
  });
  return merged
    .reverse()
    .map(({ from, length }) => (from > 0 ? `(min-width: ${round(from)}rem) ${lengthText(length)}` : lengthText(length)))
    .join(", ");
}

export const SECTION_PHOTO_SIZES = gutterSizes({ max: SECTION_MAX_REM });

/** The carousel's width in Carousel.module.css. */
export const CAROUSEL_PHOTO_SIZES = gutterSizes({ max: 64 });

/** A shorter last row's photographs widen to share the whole row (midtown.module.css). */
export function gallerySizes(index: number, count: number): string {
  const acrossInRow = (columns: number) => {
    const inLastRow = count % columns;
    return inLastRow > 0 && index >= count - inLastRow ? inLastRow : columns;
  };
  return gutterSizes({
    max: SECTION_MAX_REM,
    rows: [
      { from: 0, across: acrossInRow(2), gap: 0.5 },
      { from: 48, across: acrossInRow(4), gap: 0.75 },
    ],
  });
}
