import type { RefDesc } from '../formulas/engine/index.js';

interface Coord {
  readonly absolute: boolean;
  readonly n: number;
}

/**
 * The positions x in [lo, hi] at which a reference coordinate pair, placed at x (an absolute coordinate
 * is n, a relative one x + n), covers p. The reverse of placing a reference: which cells of a rule's
 * range read a changed cell. Undefined when none.
 */
export function anchorSpan(from: Coord, to: Coord, p: number, lo: number, hi: number): [number, number] | undefined {
  let start = lo;
  let end = hi;
  if (from.absolute && to.absolute) {
    if (p < Math.min(from.n, to.n) || p > Math.max(from.n, to.n)) return undefined;
  } else if (!from.absolute && !to.absolute) {
    start = Math.max(lo, p - Math.max(from.n, to.n));
    end = Math.min(hi, p - Math.min(from.n, to.n));
  } else {
    const fixed = from.absolute ? from.n : to.n;
    const moving = from.absolute ? to.n : from.n;
    if (p > fixed) start = Math.max(lo, p - moving);
    else if (p < fixed) end = Math.min(hi, p - moving);
  }
  return start <= end ? [start, end] : undefined;
}

/** The cells of an area (positions) whose copy of `ref` covers (row, col), as a rectangle, or undefined. */
export function readersOf(ref: RefDesc, row: number, col: number, area: { top: number; left: number; bottom: number; right: number }): { top: number; left: number; bottom: number; right: number } | undefined {
  const rows = anchorSpan(ref.top, ref.bottom, row, area.top, area.bottom);
  const cols = rows && anchorSpan(ref.left, ref.right, col, area.left, area.right);
  return rows && cols ? { top: rows[0], bottom: rows[1], left: cols[0], right: cols[1] } : undefined;
}
