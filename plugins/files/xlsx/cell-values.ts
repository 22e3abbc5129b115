import ExcelJS from 'exceljs';
import { isDateFormat } from 'numfmt';
import {
  type Cell, type CellData, type CellType, type CellValue, type DateSystem, dateToSerial, timeToSerial,
} from '../../workbook/index.js';
import { withoutParameterPrefixes } from './lambda-parameters.js';
import { excelErrorCode } from './error-codes.js';

type Mutable<T> = { -readonly [K in keyof T]?: T[K] };

/** A spill reference as Excel stores it: `_xlfn.ANCHORARRAY(Sheet!A1)` is `Sheet!A1#`. */
const ANCHOR_ARRAY = /(?:_xlfn\.)?ANCHORARRAY\(((?:'(?:[^']|'')*'!|[A-Za-z0-9_.]+!)?\$?[A-Za-z]{1,3}\$?\d+)\)/g;

/** Implicit intersection as Excel stores it: `_xlfn.SINGLE(A1:A9)` is `@A1:A9` (a group when not one reference). */
const SINGLE_REFERENCE = /_xlfn\.SINGLE\(((?:'(?:[^']|'')*'!|[A-Za-z0-9_.]+!)?[A-Za-z0-9_.$:#]+)\)/g;

/** Excel's own function-name prefixes for newer functions, which our parser reads without them. */
export function cleanExcelFormula(formula: string): string {
  return withoutParameterPrefixes(formula)
    .replace(ANCHOR_ARRAY, '$1#')
    .replace(SINGLE_REFERENCE, '@$1')
    .replace(/_xlfn\.SINGLE\(/g, '@(')
    .replace(/_xlfn\._xlws\.|_xlfn\.|_xlws\./g, '');
}

/** The serial number of an ExcelJS date, which it reads as a UTC instant (of the book's date system). */
export function serialOfDate(date: Date, system: DateSystem): number {
  return (
    dateToSerial(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate(), system) +
    timeToSerial(date.getUTCHours(), date.getUTCMinutes(), date.getUTCSeconds() + date.getUTCMilliseconds() / 1000)
  );
}

function typeOfNumber(numFmt: string | undefined): CellType {
  if (!numFmt || numFmt === 'General') return 'NUMBER';
  if (/%/.test(numFmt.replace(/"[^"]*"/g, ''))) return 'PERCENT';
  return isDateFormat(numFmt) ? 'DATE' : 'NUMBER';
}

/** The content of an Excel cell in our model: formula or value, its type and number format. */
export function contentFromExcel(cell: ExcelJS.Cell, dateSystem: DateSystem): Cell | undefined {
  const numFmt = cell.numFmt && cell.numFmt !== 'General' ? cell.numFmt : undefined;
  const out: Mutable<Cell> = {};
  const data: Mutable<CellData> = {};
  let value: CellValue | undefined;
  switch (cell.type) {
    case ExcelJS.ValueType.Formula:
      out.formula = `=${cleanExcelFormula(cell.formula)}`;
      value = cachedResult(cell.result, dateSystem);
      break;
    case ExcelJS.ValueType.Number:
      value = cell.value as number;
      data.type = typeOfNumber(numFmt);
      break;
    case ExcelJS.ValueType.Date:
      value = serialOfDate(cell.value as Date, dateSystem);
      data.type = 'DATE';
      data.format = numFmt ?? 'm/d/yyyy';
      break;
    case ExcelJS.ValueType.Boolean:
      value = cell.value as boolean;
      data.type = 'BOOLEAN';
      break;
    case ExcelJS.ValueType.Error:
      // An error typed into a cell is kept as the error literal formula, which evaluates to it.
      out.formula = `=${(cell.value as ExcelJS.CellErrorValue).error}`;
      break;
    case ExcelJS.ValueType.RichText:
      value = (cell.value as ExcelJS.CellRichTextValue).richText.map((run) => run.text).join('');
      break;
    case ExcelJS.ValueType.Hyperlink: {
      // A formula cell with a hyperlink: ExcelJS keeps its formula in the cell's model only, its result as the text.
      const formula = (cell.model as { formula?: string }).formula;
      if (formula) out.formula = `=${cleanExcelFormula(formula)}`;
      value = String((cell.value as ExcelJS.CellHyperlinkValue).text ?? '');
      break;
    }
    case ExcelJS.ValueType.String:
    case ExcelJS.ValueType.SharedString:
      value = cell.text;
      break;
    default:
      return undefined;
  }
  if (value !== undefined) out.value = value;
  if (numFmt && !data.format) data.format = numFmt;
  if (Object.keys(data).length) out.data = data;
  return out;
}

/**
 * The value Excel cached for a formula cell, kept as the model keeps a file's computed values (an error
 * as its code's text): the engine shows it for formulas Excel leaves uncomputed (circular references
 * without iteration, formulas reading another workbook).
 */
function cachedResult(result: ExcelJS.CellFormulaValue['result'], dateSystem: DateSystem): CellValue | undefined {
  if (result === undefined || result === null) return undefined;
  // ExcelJS reads the result of a date-formatted cell as a date even when it is text: that text is lost.
  if (result instanceof Date) return Number.isNaN(result.getTime()) ? undefined : serialOfDate(result, dateSystem);
  if (typeof result === 'object') return 'error' in result ? result.error : undefined;
  return result;
}

/** The computed value of a formula cell as ExcelJS caches it ({ formula, result }). */
export function excelResult(value: CellValue | undefined): ExcelJS.CellFormulaValue['result'] {
  if (value === null || value === undefined) return undefined;
  const error = typeof value === 'string' ? excelErrorCode(value) : undefined;
  return error ? { error } : value;
}
