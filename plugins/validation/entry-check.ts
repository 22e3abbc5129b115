import { type CellValidation, getCell, type Workbook } from '../workbook/index.js';
import type { Engine } from '../formulas/engine/index.js';
import { passesValidation } from './check.js';
import { validationHelpText } from './help-text.js';
import { listItems } from './list-items.js';

export function validationAt(workbook: Workbook, sheetId: string, row: number, col: number): CellValidation | undefined {
  const sheet = workbook.sheetsById[sheetId];
  return sheet && getCell(sheet, sheet.rowIds[row] ?? '', sheet.columnIds[col] ?? '')?.data?.validation;
}

/**
 * Checks text about to be saved in a cell against the cell's data validation. Returns the help text
 * to show when it fails, or undefined when it may be saved. Formulas are not checked here: their
 * value is known only once evaluated.
 */
export function entryRefusal(workbook: Workbook, engine: Engine, sheetId: string, row: number, col: number, text: string): string | undefined {
  const validation = validationAt(workbook, sheetId, row, col);
  if (!validation || text.startsWith('=')) return undefined;
  return passesValidation(validation, text, () => listItems(validation, workbook, sheetId, engine)) ? undefined : validationHelpText(validation);
}
