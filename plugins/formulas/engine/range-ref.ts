import { ERRORS, FormulaError, type RangeRef, type Scalar } from '../values.js';
import { CLEAN, type FormulaCell, type RangeVertex, type SheetData } from './sheet-data.js';

/** What a range needs from the engine: formulas not computed yet are computed on read. */
export interface CellReader {
  pull(cell: FormulaCell): void;
}

/**
 * A live reference to a rectangle of a sheet. `get` and `each` read the engine's current values;
 * `each` visits only cells that hold something, so SUM(A1:ZZZ1000000) costs what the sheet holds.
 */
export class SheetRange implements RangeRef {
  readonly kind = 'range' as const;
  readonly rows: number;
  readonly cols: number;
  /** The graph's vertex for these coordinates, once a memo asked for it. */
  vertex: RangeVertex | undefined = undefined;
  constructor(
    private readonly reader: CellReader,
    readonly sheet: SheetData,
    readonly top: number,
    readonly left: number,
    readonly bottom: number,
    readonly right: number,
  ) {
    this.rows = bottom - top + 1;
    this.cols = right - left + 1;
  }

  get sheetId(): string {
    return this.sheet.id;
  }

  get(row: number, col: number): Scalar {
    if (row < 0 || col < 0 || row >= this.rows || col >= this.cols) return ERRORS.NA;
    const column = this.sheet.columns[this.left + col];
    if (column === undefined) return null;
    const r = this.top + row;
    if (column.formulaCount > 0) {
      const f = column.formulas[r];
      if (f !== undefined && f.state !== CLEAN) this.reader.pull(f);
    }
    const v = column.values[r];
    return v === undefined ? null : v;
  }

  each(visit: (value: Scalar, row: number, col: number) => void): void {
    const last = Math.min(this.right, this.sheet.columns.length - 1);
    if (last < this.left) return;
    if (this.left === last) {
      this.eachInColumn(this.left, visit);
      return;
    }
    let maxRow = -1;
    for (let c = this.left; c <= last; c++) maxRow = Math.max(maxRow, this.sheet.columns[c].values.length - 1);
    const bottom = Math.min(this.bottom, maxRow);
    for (let r = this.top; r <= bottom; r++) {
      for (let c = this.left; c <= last; c++) {
        const column = this.sheet.columns[c];
        if (column.formulaCount > 0) {
          const f = column.formulas[r];
          if (f !== undefined && f.state !== CLEAN) this.reader.pull(f);
        }
        const v = column.values[r];
        if (v !== undefined && v !== null) visit(v, r - this.top, c - this.left);
      }
    }
  }

  addNumbers(total: number): number | FormulaError {
    const columns = this.sheet.columns;
    const last = Math.min(this.right, columns.length - 1);
    if (last < this.left) return total;
    let maxRow = -1;
    for (let c = this.left; c <= last; c++) maxRow = Math.max(maxRow, columns[c].values.length - 1);
    const bottom = Math.min(this.bottom, maxRow);
    for (let r = this.top; r <= bottom; r++) {
      for (let c = this.left; c <= last; c++) {
        const column = columns[c];
        if (column.formulaCount > 0) {
          const f = column.formulas[r];
          if (f !== undefined && f.state !== CLEAN) this.reader.pull(f);
        }
        const v = column.values[r];
        if (typeof v === 'number') total += v;
        else if (v instanceof FormulaError) return v;
      }
    }
    return total;
  }

  private eachInColumn(c: number, visit: (value: Scalar, row: number, col: number) => void): void {
    const column = this.sheet.columns[c];
    const values = column.values;
    const bottom = Math.min(this.bottom, values.length - 1);
    const col = c - this.left;
    const checkFormulas = column.formulaCount > 0;
    for (let r = this.top; r <= bottom; r++) {
      if (checkFormulas) {
        const f = column.formulas[r];
        if (f !== undefined && f.state !== CLEAN) this.reader.pull(f);
      }
      const v = values[r];
      if (v !== undefined && v !== null) visit(v, r - this.top, col);
    }
  }
}
