import type { Scalar } from '../values.js';
import type { FormulaCell, RangeVertex } from './vertices.js';
import { WideRanges } from './wide-ranges.js';

/** Dependents of one cell address: none, one formula, or several. */
export type CellDependents = FormulaCell | FormulaCell[] | undefined;

/**
 * One column of a sheet: values (entered or computed) in a dense array by row, the formulas of the
 * column, the formulas that read each cell, and the range vertices that cover the column.
 */
export class ColumnData {
  readonly values: (Scalar | undefined)[] = [];
  readonly formulas: (FormulaCell | undefined)[] = [];
  formulaCount = 0;
  readonly dependents: CellDependents[] = [];
  readonly ranges: RangeVertex[] = [];
}

/** Ranges spanning more columns than this are kept in one list per sheet instead of per column. */
export const WIDE_RANGE_COLUMNS = 64;

export class SheetData {
  readonly columns: ColumnData[] = [];
  /** Ranges too wide for the per-column index (whole rows). */
  readonly wideRanges = new WideRanges();
  /** Spilled cells (not anchors) by `row * SPILL_KEY + col`, to their formula. */
  readonly spillOwners = new Map<number, FormulaCell>();
  /** Formulas whose array result is blocked (#SPILL!). */
  readonly blockedSpills = new Set<FormulaCell>();
  /** Rows and columns hidden by HIDEROW/HIDECOL formulas: index to the number of formulas hiding it. */
  readonly hiddenRows = new Map<number, number>();
  readonly hiddenCols = new Map<number, number>();
  /** The document's formula text at a cell, for formulas a structural change rewrote there (FormulaCell.text). */
  formulaTextAt: (row: number, col: number) => string | undefined = () => undefined;
  constructor(
    readonly id: string,
    public name: string,
  ) {}

  column(col: number): ColumnData {
    let column = this.columns[col];
    if (column === undefined) {
      for (let c = this.columns.length; c <= col; c++) this.columns[c] = new ColumnData();
      column = this.columns[col];
    }
    return column;
  }

  /** Stored value of a cell (entered or computed), without evaluating anything. */
  peek(row: number, col: number): Scalar {
    const v = this.columns[col]?.values[row];
    return v === undefined ? null : v;
  }
}

export const SPILL_KEY = 32_768;
export const spillKey = (row: number, col: number): number => row * SPILL_KEY + col;
