import type ExcelJS from 'exceljs';

/**
 * Our error codes as Excel reads them, for values written to a file: Excel's own codes as they are
 * (#SPILL! and #CALC! are Excel 365's), and #ERROR!, which Excel has not, as #VALUE! (what Excel gives
 * a value it cannot compute: our #ERROR! is a user function that failed, an IMAGE without a url, a
 * formula that could not be read). Undefined for text that is no error code.
 */
export function excelErrorCode(text: string): ExcelJS.CellErrorValue['error'] | undefined {
  if (text === '#ERROR!') return '#VALUE!';
  return EXCEL_CODES.has(text) ? (text as ExcelJS.CellErrorValue['error']) : undefined;
}

const EXCEL_CODES: ReadonlySet<string> = new Set(['#NULL!', '#DIV/0!', '#VALUE!', '#REF!', '#NAME?', '#NUM!', '#N/A', '#SPILL!', '#CALC!']);
