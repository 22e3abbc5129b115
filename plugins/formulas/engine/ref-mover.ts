import { MAX_COLS, MAX_ROWS } from '../parser/index.js';
import { type Band, meetsMovedCells, spanInBand } from './band.js';
import { type LineChange, keepsSpan, mapLine, mapSpan } from './line-change.js';
import type { PlacedRef } from './refs.js';
import type { FormulaCell, SheetData } from './sheet-data.js';

/** The formula or a reference it reads moved: the document may hold its text rewritten. */
export const TOUCHED = 1;
/** It reads other values (a range gained or lost lines, a reference was deleted): recompute it. */
export const READS = 2;
/** Its shape placed at its new cell does not read where its edges went: it takes a new shape. */
export const MISFITS = 4;

/** Marks a deleted reference in an edge list (positions are never negative). */
const GONE = -1;
/**
 * Marks a deleted reference in a pattern. Pattern entries are offsets, which may be -1, so the edge
 * list's marker would make a deleted reference match a reference one line up.
 */
const GONE_IN_PATTERN = -0x80000000;

/**
 * Where a structural change takes each reference of a formula, computed without allocating: a 100k
 * formula sheet is classified in one pass. After `classify`, `edge*` hold the references as the graph
 * holds them once the lines moved (GONE when deleted) and `pattern` the corners a new shape would give
 * them (offsets from the new cell where the shape's are relative): formulas of one shape with one
 * pattern were rewritten to one new shape (reshapes.ts).
 */
export class RefMover {
  edgeTop = new Int32Array(16);
  edgeLeft = new Int32Array(16);
  edgeBottom = new Int32Array(16);
  edgeRight = new Int32Array(16);
  /** Whether each edge is by address (a single cell) rather than a range vertex. */
  single = new Uint8Array(16);
  pattern = new Int32Array(64);
  count = 0;
  /** A reference went past the sheet's last row or column (cut there, or #REF!): the move lost it. */
  pushedOff = false;
  private readonly rows: boolean;
  private readonly max: number;

  constructor(
    private readonly sheet: SheetData,
    axis: 'rows' | 'cols',
    private readonly change: LineChange,
    private readonly sheetByName: (lowerName: string) => SheetData | undefined,
    /** Cells shifted: only references wholly inside the band move (band.ts). */
    private readonly band: Band = undefined,
  ) {
    this.rows = axis === 'rows';
    this.max = this.rows ? MAX_ROWS : MAX_COLS;
  }

  /** TOUCHED | READS | MISFITS for a formula of `owner` at its old cell that goes to (row, col). */
  classify(cell: FormulaCell, owner: SheetData, row: number, col: number): number {
    const refs = cell.shape.refs;
    const n = refs.length;
    if (n > this.edgeTop.length) this.grow(n);
    this.count = n;
    let flags = row !== cell.row || col !== cell.col ? TOUCHED : 0;
    for (let i = 0; i < n; i++) {
      const d = refs[i];
      const target = d.sheet === undefined ? owner : this.sheetByName(d.sheet);
      let r1 = d.top.absolute ? d.top.n : cell.row + d.top.n;
      let r2 = d.bottom.absolute ? d.bottom.n : cell.row + d.bottom.n;
      let c1 = d.left.absolute ? d.left.n : cell.col + d.left.n;
      let c2 = d.right.absolute ? d.right.n : cell.col + d.right.n;
      if (r1 > r2) [r1, r2] = [r2, r1];
      if (c1 > c2) [c1, c2] = [c2, c1];
      if (r1 < 0 || c1 < 0 || r2 >= MAX_ROWS || c2 >= MAX_COLS || target === undefined) {
        // Off the sheet or on no sheet: no edge. Its shape still has to fit the new cell.
        this.edgeTop[i] = GONE;
        if (flags & TOUCHED) flags |= MISFITS;
        continue;
      }
      const wasSingle = d.single || (r1 === r2 && c1 === c2);
      this.single[i] = wasSingle ? 1 : 0;
      if (target === this.sheet) {
        const start = this.rows ? r1 : c1;
        const end = this.rows ? r2 : c2;
        const whole = start === 0 && end === this.max - 1;
        const band = this.band;
        if (band !== undefined && (whole || !spanInBand(band, this.rows ? c1 : r1, this.rows ? c2 : r2))) {
          // It stays where it is; it reads other values when cells moved inside it.
          if (meetsMovedCells(band, this.change, this.rows ? c1 : r1, this.rows ? c2 : r2, end)) flags |= READS;
        } else if (!whole) {
          let s: number;
          let e: number;
          if (start === end) {
            s = e = mapLine(this.change, start);
            if (s >= this.max) this.pushedOff = true;
          } else {
            const span = mapSpan(this.change, { start, end });
            if (span !== undefined && span.end >= this.max) this.pushedOff = true;
            s = span === undefined || span.start >= this.max ? -1 : span.start;
            e = span === undefined ? -1 : Math.min(span.end, this.max - 1);
          }
          if (s < 0) {
            this.edgeTop[i] = GONE;
            flags |= TOUCHED | READS | MISFITS;
            continue;
          }
          if (s !== start || e !== end) flags |= TOUCHED;
          // A range pushed against the sheet's edge is cut there: it lost lines, as one across a delete.
          if (!keepsSpan(this.change, start, end) || e - s !== end - start) flags |= READS;
          if (!wasSingle && s === e && (this.rows ? c1 === c2 : r1 === r2)) flags |= MISFITS; // a range shrunk to one cell is linked by address
          if (this.rows) {
            r1 = s;
            r2 = e;
          } else {
            c1 = s;
            c2 = e;
          }
        } else if (!keepsSpan(this.change, start, end) || mapLine(this.change, start) !== start) {
          // A whole column (row) stays put: lines inserted at its top move its cells all the same.
          flags |= READS;
        }
      }
      this.edgeTop[i] = r1;
      this.edgeLeft[i] = c1;
      this.edgeBottom[i] = r2;
      this.edgeRight[i] = c2;
    }
    if (flags & TOUCHED && !(flags & MISFITS) && !this.fitsAt(cell, row, col)) flags |= MISFITS;
    return flags;
  }

  /** Where a range vertex of the changed sheet goes (undefined: its cells are gone). */
  moveRect(a: Pick<PlacedRef, 'top' | 'left' | 'bottom' | 'right'>): PlacedRef | undefined {
    const start = this.rows ? a.top : a.left;
    const end = this.rows ? a.bottom : a.right;
    if (start === 0 && end === this.max - 1) return { sheet: undefined, ...a }; // whole columns (rows) stay whole
    if (!spanInBand(this.band, this.rows ? a.left : a.top, this.rows ? a.right : a.bottom)) return { sheet: undefined, ...a };
    const span = mapSpan(this.change, { start, end });
    if (span === undefined || span.start >= this.max) return undefined;
    const last = Math.min(span.end, this.max - 1);
    return this.rows ? { sheet: undefined, top: span.start, left: a.left, bottom: last, right: a.right } : { sheet: undefined, top: a.top, left: span.start, bottom: a.bottom, right: last };
  }

  /** Whether the formula's shape placed at (row, col) reads exactly the edges. */
  private fitsAt(cell: FormulaCell, row: number, col: number): boolean {
    const refs = cell.shape.refs;
    for (let i = 0; i < this.count; i++) {
      const d = refs[i];
      let r1 = d.top.absolute ? d.top.n : row + d.top.n;
      let r2 = d.bottom.absolute ? d.bottom.n : row + d.bottom.n;
      let c1 = d.left.absolute ? d.left.n : col + d.left.n;
      let c2 = d.right.absolute ? d.right.n : col + d.right.n;
      if (r1 > r2) [r1, r2] = [r2, r1];
      if (c1 > c2) [c1, c2] = [c2, c1];
      if (r1 !== this.edgeTop[i] || r2 !== this.edgeBottom[i] || c1 !== this.edgeLeft[i] || c2 !== this.edgeRight[i]) return false;
    }
    return true;
  }

  /** Fills `pattern` for a formula going to (row, col); its length is 4 per reference. */
  fillPattern(cell: FormulaCell, row: number, col: number): void {
    const refs = cell.shape.refs;
    if (this.pattern.length < this.count * 4) this.pattern = new Int32Array(this.count * 8);
    for (let i = 0; i < this.count; i++) {
      const d = refs[i];
      const k = i * 4;
      if (this.edgeTop[i] === GONE) {
        this.pattern.fill(GONE_IN_PATTERN, k, k + 4);
        continue;
      }
      this.pattern[k] = d.top.absolute ? this.edgeTop[i] : this.edgeTop[i] - row;
      this.pattern[k + 1] = d.left.absolute ? this.edgeLeft[i] : this.edgeLeft[i] - col;
      this.pattern[k + 2] = d.bottom.absolute ? this.edgeBottom[i] : this.edgeBottom[i] - row;
      this.pattern[k + 3] = d.right.absolute ? this.edgeRight[i] : this.edgeRight[i] - col;
    }
  }

  /** The edges as objects (undefined: deleted or off the sheet). */
  edges(): (PlacedRef | undefined)[] {
    const out: (PlacedRef | undefined)[] = [];
    for (let i = 0; i < this.count; i++) {
      out.push(this.edgeTop[i] === GONE ? undefined : { sheet: undefined, top: this.edgeTop[i], left: this.edgeLeft[i], bottom: this.edgeBottom[i], right: this.edgeRight[i] });
    }
    return out;
  }

  singles(): boolean[] {
    return Array.from(this.single.subarray(0, this.count), (b) => b === 1);
  }

  private grow(n: number): void {
    const size = n * 2;
    this.edgeTop = new Int32Array(size);
    this.edgeLeft = new Int32Array(size);
    this.edgeBottom = new Int32Array(size);
    this.edgeRight = new Int32Array(size);
    this.single = new Uint8Array(size);
  }
}
