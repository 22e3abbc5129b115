import type { Engine } from '../formulas/engine/index.js';
import { displayText } from '../formulas/number-format/display-text.js';
import { isMatrix } from '../formulas/values.js';
import { getCell } from '../workbook/cell-store.js';
import type { Sheet } from '../workbook/model/index.js';
import type { FilterCellReader } from './hidden-rows.js';

/**
 * A filter reads cells as the grid shows them: the engine's computed value with the cell's number format
 * applied (so "$1,200.00" is one value, as in Sheets), errors as their code, and numbers for conditions.
 */
export function engineCellReader(sheet: Sheet, engine: Pick<Engine, 'getValue'>): FilterCellReader {
  return (row, col) => {
    const value = engine.getValue(sheet.id, row, col);
    if (value === null || isMatrix(value)) return { text: '' };
    const cell = getCell(sheet, sheet.rowIds[row] ?? '', sheet.columnIds[col] ?? '');
    const { text } = displayText(value, cell);
    return typeof value === 'number' ? { text, number: value } : { text };
  };
}
