import type ExcelJS from 'exceljs';
import { a1, type Cell } from '../../workbook/index.js';
import { withFutureFunctionPrefixes } from './future-functions.js';
import type { LegacyIntersections } from './legacy-intersection.js';

/** Rows and columns of an area from a formula's cell. */
export interface AreaSize {
  readonly rows: number;
  readonly cols: number;
}

/** How a formula cell is written to an .xlsx. */
export interface FormulaWrite {
  readonly value: ExcelJS.CellFormulaValue;
  /** The cells an array formula's result covers from its own (its range, or the spill): their values are cached in them. */
  readonly area?: AreaSize;
  /** A dynamic-array formula, flagged so in the file (dynamic-array-parts.ts). */
  readonly dynamic: boolean;
}

/**
 * A formula as Excel stores it: a legacy array formula over its range (`<f t="array" ref>`); a formula
 * whose `@`s are exactly those pre-dynamic-array Excel implied, as a plain formula without them (Excel
 * and older programs intersect it alike); any other as a dynamic-array formula over the cells it spills
 * into (its own alone when it does not spill), its other `@`s as `_xlfn.SINGLE`. `excelText` turns our
 * formula text (without '=') into Excel's (prefixes of newer functions, tables' stored forms...).
 */
export function formulaToExcel(
  cell: Cell & { readonly formula: string },
  row: number,
  col: number,
  result: ExcelJS.CellFormulaValue['result'],
  spill: AreaSize | undefined,
  legacy: LegacyIntersections,
  excelText: (text: string) => string = withFutureFunctionPrefixes,
): FormulaWrite {
  if (cell.arrayRows !== undefined || cell.arrayColumns !== undefined) {
    const area = { rows: cell.arrayRows ?? 1, cols: cell.arrayColumns ?? 1 };
    return { value: overArea(excelText(cell.formula.slice(1)), row, col, area, result), area, dynamic: false };
  }
  const spills = spill !== undefined && (spill.rows > 1 || spill.cols > 1);
  const plain = spills ? undefined : legacy.asLegacy(cell.formula);
  if (plain !== undefined) return { value: { formula: excelText(plain.slice(1)), result } as ExcelJS.CellFormulaValue, dynamic: false };
  const area = spill ?? { rows: 1, cols: 1 };
  return { value: overArea(excelText(cell.formula.slice(1)), row, col, area, result), area, dynamic: true };
}

/** `text`: the formula as Excel stores it (without '='). */
function overArea(text: string, row: number, col: number, area: AreaSize, result: ExcelJS.CellFormulaValue['result']): ExcelJS.CellFormulaValue {
  const ref = area.rows === 1 && area.cols === 1 ? a1(row, col) : `${a1(row, col)}:${a1(row + area.rows - 1, col + area.cols - 1)}`;
  return { formula: text, result, shareType: 'array', ref } as ExcelJS.CellFormulaValue;
}
