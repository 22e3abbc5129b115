import type { Cell } from '../../workbook/model/index.js';
import type { Scalar } from '../values.js';
import type { PutCell } from './cell-changes.js';
import { sameScalar } from './normalize.js';
import type { FormulaCell, SheetData, SpillArea } from './sheet-data.js';
import { arrayAreaOf } from './workbook-sync.js';

/** What a sheet's value writer needs of the engine. */
export interface ValueWriteHost {
  /** The general path: a formula, or a value where a formula or a spilled array is (putContent). */
  putContent(sheet: SheetData, row: number, col: number, content: number | string | boolean | null, arrayArea?: SpillArea, text?: boolean): void;
  /** A cell's value changed (the change log and range memos). */
  noteChange(sheet: SheetData, row: number, col: number, before: Scalar, after: Scalar): void;
  /** A formula reading a changed cell is to be computed again. */
  markDirty(cell: FormulaCell): void;
  /** A changed cell whose readers are found when the recalculation starts (ranges cover it). */
  pendAddress(sheet: SheetData, row: number, col: number): void;
}

/**
 * Writes a change's cells into one sheet's columns. A plain value where no formula and no spilled array
 * is (each cell of a sorted table but its formulas) is written straight into the column, and the
 * formulas reading it by address are marked dirty at once: no pending address is kept for it, and a
 * column no formula reads costs one store per cell. Anything else takes putContent, whose outcome this
 * matches (tested against a fresh load).
 */
export function valueWriter(sheet: SheetData, host: ValueWriteHost): PutCell {
  return (row, col, cell) => {
    const content = contentOf(cell);
    const column = sheet.column(col);
    // Text starting with '=' is a formula only when the cell holds one (a text value may start so).
    const formula = typeof content === 'string' && content.charCodeAt(0) === 61 && isFormulaCell(cell);
    const general = formula
      || (column.formulaCount > 0 && column.formulas[row] !== undefined)
      || sheet.spillOwners.size > 0 || sheet.blockedSpills.size > 0;
    if (general) {
      host.putContent(sheet, row, col, content, arrayAreaOf(cell), !formula);
      return;
    }
    const value = content === '' ? null : content;
    const old = column.values[row];
    column.values[row] = value === null ? undefined : value;
    if (sameScalar(old, value)) return;
    host.noteChange(sheet, row, col, old ?? null, value);
    if (column.ranges.length > 0 || sheet.wideRanges.size > 0) {
      host.pendAddress(sheet, row, col);
      return;
    }
    const readers = column.dependents[row];
    if (readers === undefined) return;
    if (Array.isArray(readers)) for (const reader of readers) host.markDirty(reader);
    else host.markDirty(readers);
  };
}

/** What a document cell gives the engine: its formula, its value, or null (as engine.ts reads it). */
function contentOf(cell: Cell | undefined): number | string | boolean | null {
  if (cell === undefined) return null;
  return isFormulaCell(cell) ? cell.formula! : (cell.value ?? null);
}

function isFormulaCell(cell: Cell | undefined): boolean {
  const formula = cell?.formula;
  return formula !== undefined && formula.trim() !== '';
}
