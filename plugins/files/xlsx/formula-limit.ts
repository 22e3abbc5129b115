import type ExcelJS from 'exceljs';
import type { Cell, DateSystem } from '../../workbook/index.js';
import { FILE_LIMITS as TEMPLATE_LIMITS } from '../../workbook/file/index.js';
import type { ImportReport } from '../report.js';
import { serialOfDate } from './cell-values.js';

/**
 * A template holds formulas of at most 8,192 characters with their '=': a longer one (Excel allows 8,192
 * after the '=', other writers more) would make a template the reader refuses. Its cell keeps the value
 * Excel last computed instead, and the report says so.
 */
export function withinFormulaLimit(content: Cell, cell: ExcelJS.Cell, dateSystem: DateSystem, sheetName: string, report: ImportReport): Cell {
  if (content.formula === undefined || content.formula.length <= TEMPLATE_LIMITS.formula) return content;
  report.add('Formulas', `formulas longer than ${TEMPLATE_LIMITS.formula.toLocaleString('en-US')} characters are kept as their last value`, sheetName);
  const { formula: _tooLong, value: _cached, ...rest } = content;
  const result = (cell.value as ExcelJS.CellFormulaValue | null)?.result;
  if (result instanceof Date) return Number.isNaN(result.getTime()) ? rest : { ...rest, value: serialOfDate(result, dateSystem) };
  if (typeof result === 'object' && result !== null && 'error' in result) return { ...rest, formula: `=${result.error}` };
  return typeof result === 'number' || typeof result === 'string' || typeof result === 'boolean' ? { ...rest, value: result } : rest;
}
