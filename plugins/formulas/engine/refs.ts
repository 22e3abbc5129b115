import type { Ref3DNode, RefPoint } from '../parser/index.js';
import { MAX_COLS, MAX_ROWS } from '../parser/index.js';

/** One coordinate of a compiled reference: absolute, or an offset from the formula's cell. */
export interface Coord {
  readonly absolute: boolean;
  readonly n: number;
}

/** A reference of a formula shape, independent of the cell it is in. */
export interface RefDesc {
  /** Lower-cased sheet name, or undefined for the formula's own sheet. */
  readonly sheet: string | undefined;
  readonly top: Coord;
  readonly left: Coord;
  readonly bottom: Coord;
  readonly right: Coord;
  /** One cell (not a range). */
  readonly single: boolean;
}

/** A 3D reference of a formula shape: the sheets it spans (lower-case) and the area, placed like any reference. */
export interface CubeDesc {
  readonly first: string;
  readonly last: string;
  /** The area, its `sheet` undefined: it is read on each sheet of the span. */
  readonly area: RefDesc;
}

/** A reference placed at a cell: zero-based inclusive bounds, or undefined when off the sheet. */
export interface PlacedRef {
  readonly sheet: string | undefined;
  readonly top: number;
  readonly left: number;
  readonly bottom: number;
  readonly right: number;
}

export function coordOf(value: number | undefined, absolute: boolean, anchor: number, whole: number): Coord {
  if (value === undefined) return { absolute: true, n: whole };
  return absolute ? { absolute: true, n: value } : { absolute: false, n: value - anchor };
}

export function descFromPoints(sheet: string | undefined, from: RefPoint, to: RefPoint, row: number, col: number): RefDesc {
  return {
    sheet: sheet?.toLowerCase(),
    top: coordOf(from.row, from.rowAbsolute, row, 0),
    left: coordOf(from.col, from.colAbsolute, col, 0),
    bottom: coordOf(to.row, to.rowAbsolute, row, MAX_ROWS - 1),
    right: coordOf(to.col, to.colAbsolute, col, MAX_COLS - 1),
    single: from === to,
  };
}

const at = (c: Coord, base: number): number => (c.absolute ? c.n : base + c.n);

export function placeRef(desc: RefDesc, row: number, col: number): PlacedRef | undefined {
  const r1 = at(desc.top, row);
  const r2 = at(desc.bottom, row);
  const c1 = at(desc.left, col);
  const c2 = at(desc.right, col);
  if (r1 < 0 || r2 < 0 || c1 < 0 || c2 < 0 || r1 >= MAX_ROWS || r2 >= MAX_ROWS || c1 >= MAX_COLS || c2 >= MAX_COLS) return undefined;
  return { sheet: desc.sheet, top: Math.min(r1, r2), bottom: Math.max(r1, r2), left: Math.min(c1, c2), right: Math.max(c1, c2) };
}

export function cubeDesc(node: Ref3DNode, row: number, col: number): CubeDesc {
  return {
    first: node.firstSheet.toLowerCase(),
    last: node.lastSheet.toLowerCase(),
    area: descFromPoints(undefined, node.from, node.kind === 'cell' ? node.from : node.to, row, col),
  };
}
