import type { Draft } from 'immer';
import { numberToText } from '../formulas/index.js';
import { getCell } from '../workbook/index.js';
import { tidy, updateCell } from '../workbook/commands/index.js';
import type { Cell, Sheet } from '../workbook/model/index.js';

/** The text a cell shows as a column name: its value as text (a formula's cached value), '' when blank. */
export function cellText(cell: Cell | undefined): string {
  const value = cell?.value;
  if (value === undefined || value === null) return '';
  if (typeof value === 'number') return numberToText(value);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  return String(value);
}

/** The texts of one row's cells from column `left` to `right`. */
export function rowTexts(sheet: Sheet, row: number, left: number, right: number): string[] {
  const rowId = sheet.rowIds[row];
  return Array.from({ length: right - left + 1 }, (_, i) => cellText(getCell(sheet, rowId, sheet.columnIds[left + i])));
}

/** Writes the column names into a header row as text (a formula there becomes its name, as in Excel), keeping formats. */
export function writeHeaderRow(sheet: Draft<Sheet>, row: number, left: number, names: readonly string[]): void {
  const rowId = sheet.rowIds[row];
  names.forEach((name, i) => {
    updateCell(sheet, rowId, sheet.columnIds[left + i], (cell) => ({
      ...cell, formula: undefined, linkTo: undefined, value: name, data: tidy({ ...cell?.data, type: 'TEXT' as const }),
    }));
  });
}

/** Writes cells of one row: text, a formula ('=...') or nothing, keeping formats. */
export function writeRow(sheet: Draft<Sheet>, row: number, left: number, contents: readonly (string | undefined)[]): void {
  const rowId = sheet.rowIds[row];
  contents.forEach((content, i) => {
    updateCell(sheet, rowId, sheet.columnIds[left + i], (cell) => {
      const bare: Cell = { ...cell, formula: undefined, value: undefined, linkTo: undefined, data: tidy({ ...cell?.data, type: undefined }) };
      if (content === undefined) return bare;
      return content.startsWith('=') ? { ...bare, formula: content } : { ...bare, value: content, data: tidy({ ...cell?.data, type: 'TEXT' as const }) };
    });
  });
}
