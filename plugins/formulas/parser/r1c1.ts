import { MAX_COLS, MAX_ROWS } from './limits.js';
import { columnName } from './serialize.js';

/** One R1C1 coordinate: `R3` (absolute), `R[-1]` (relative to the formula), `R` (the formula's own). */
const PART = /^(?:R(\d+|\[[+-]?\d+\])?)?(?:C(\d+|\[[+-]?\d+\])?)?$/i;

interface Corner {
  /** Zero-based; undefined when the part names whole columns (no R) or whole rows (no C). */
  readonly row: number | undefined;
  readonly col: number | undefined;
}

function coordinate(written: string | undefined, present: boolean, base: number, max: number): number | null | undefined {
  if (!present) return undefined;
  if (written === undefined) return base;
  const n = written.startsWith('[') ? base + Number(written.slice(1, -1)) : Number(written) - 1;
  return n >= 0 && n < max ? n : null;
}

/** A corner read at (row, col), or null when it is not R1C1 or falls off the sheet. */
function corner(part: string, row: number, col: number): Corner | null {
  const m = PART.exec(part);
  if (!m || part === '') return null;
  const upper = part.toUpperCase();
  const r = coordinate(m[1], upper.startsWith('R'), row, MAX_ROWS);
  const c = coordinate(m[2], upper.includes('C'), col, MAX_COLS);
  if (r === null || c === null) return null;
  return { row: r, col: c };
}

function a1(corner: Corner): string {
  return `${corner.col === undefined ? '' : `$${columnName(corner.col)}`}${corner.row === undefined ? '' : `$${corner.row + 1}`}`;
}

/**
 * A reference in R1C1 notation (INDIRECT's second argument FALSE) written in A1 notation, relative
 * parts taken from the formula's cell (zero-based row, col): `R[-1]C` in B5 is `$B$4`, `R2:R3` rows
 * 2 to 3, `'My sheet'!R1C1:R2C2` keeps its sheet. Undefined when the text is not an R1C1 reference.
 */
export function r1c1ToA1(text: string, row: number, col: number): string | undefined {
  const bang = text.lastIndexOf('!');
  const sheet = bang >= 0 ? text.slice(0, bang + 1) : '';
  const parts = text.slice(bang + 1).trim().split(':');
  if (parts.length > 2) return undefined;
  const corners = parts.map((p) => corner(p.trim(), row, col));
  if (corners.some((c) => c === null)) return undefined;
  const [from, to] = corners as Corner[];
  const wholeRows = from.col === undefined;
  const wholeCols = from.row === undefined;
  if (to !== undefined && (wholeRows !== (to.col === undefined) || wholeCols !== (to.row === undefined))) return undefined;
  if (to === undefined && (wholeRows || wholeCols)) return `${sheet}${a1(from)}:${a1(from)}`;
  return to === undefined ? `${sheet}${a1(from)}` : `${sheet}${a1(from)}:${a1(to)}`;
}
