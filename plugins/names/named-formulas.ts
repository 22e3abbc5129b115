import { parseFormula } from '../formulas/parser/index.js';
import { cellId } from '../workbook/index.js';
import type { NamedRange, Workbook } from '../workbook/model/index.js';

/**
 * Named formulas: names that stand for a formula rather than a range (`rate = 0.2`, `double =
 * LAMBDA(x, x*2)`, Excel's defined names of that kind). Their text is kept without '='; they have no
 * outputs. Their range fields are where they were defined (a sheet's first cell), kept for the readers
 * of ranges, which see no range in them (resolveNamedRange).
 */
export const FORMULA_MESSAGES = {
  blank: "Formula can't be blank",
  invalid: 'Formula not valid',
} as const;

export function isNamedFormula(range: NamedRange): boolean {
  return range.formula !== undefined;
}

/** The formula as stored: typed with or without '=', trimmed. */
export function cleanFormula(text: string): string {
  return text.trim().replace(/^=\s*/, '');
}

/** The message for a (cleaned) formula, or undefined when the parser reads it. */
export function formulaError(formula: string): string | undefined {
  if (formula === '') return FORMULA_MESSAGES.blank;
  return parseFormula(`=${formula}`).ok ? undefined : FORMULA_MESSAGES.invalid;
}

/** The range fields of a named formula: the first cell of `sheetId` (the workbook's first sheet by default). */
export function formulaHome(workbook: Workbook, sheetId?: string): Pick<NamedRange, 'sheetId' | 'fromCellId'> {
  const sheet = (sheetId !== undefined ? workbook.sheetsById[sheetId] : undefined) ?? workbook.sheetsById[workbook.sheetIds[0]];
  return { sheetId: sheet.id, fromCellId: cellId(sheet.columnIds[0], sheet.rowIds[0]) };
}
