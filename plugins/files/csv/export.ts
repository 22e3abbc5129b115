import { format as formatNumber } from 'numfmt';
import { numberToText } from '../../formulas/coerce.js';
import { getRowCells } from '../../workbook/cell-store.js';
import type { CellValue } from '../../workbook/model/cell.js';
import type { Sheet } from '../../workbook/model/sheet.js';

/**
 * One sheet as CSV: every cell's computed value, shown with its number format as a person sees it
 * (dates as dates), fields quoted when they hold a comma, a quote or a line break. Rows and columns past
 * the last non-empty cell are left out. One pass, one string per row: each line is kept without its
 * trailing empty fields and padded to the widest once that is known, so no grid of every cell's text is
 * ever built (a 200k-row sheet has a million).
 */
export function exportCsv(sheet: Sheet, valueAt: (row: number, col: number) => CellValue | undefined): string {
  const lines: string[] = [];
  const widths: number[] = [];
  let lastRow = -1;
  let lastCol = -1;
  sheet.rowIds.forEach((rowId, r) => {
    const cells = getRowCells(sheet, rowId);
    let line = '';
    let width = 0;
    sheet.columnIds.forEach((columnId, c) => {
      const cell = cells?.[columnId];
      const text = cell?.mergedInto ? '' : displayText(valueAt(r, c), cell?.data?.format);
      if (text === '') return;
      // The empty fields between the last one written and this one.
      line += ','.repeat(c - width + (width ? 1 : 0)) + quote(text);
      width = c + 1;
    });
    lines.push(line);
    widths.push(width);
    if (width) {
      lastRow = r;
      lastCol = Math.max(lastCol, width - 1);
    }
  });
  if (lastRow < 0) return '';
  let csv = '';
  for (let r = 0; r <= lastRow; r++) csv += `${lines[r]}${','.repeat(lastCol + 1 - Math.max(widths[r], 1))}\r\n`;
  return csv;
}

function displayText(value: CellValue | undefined, pattern: string | undefined): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (typeof value === 'number') {
    if (pattern) {
      try {
        return formatNumber(pattern, value);
      } catch {
        return numberToText(value);
      }
    }
    return numberToText(value);
  }
  return value;
}

function quote(field: string): string {
  return /[",\r\n]/.test(field) ? `"${field.replace(/"/g, '""')}"` : field;
}
