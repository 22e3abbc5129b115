import { format as formatNumber } from 'numfmt';
import { numberToText } from '../../formulas/coerce.js';
import { getCell } from '../../workbook/cell-store.js';
import type { CellValue } from '../../workbook/model/cell.js';
import type { Sheet } from '../../workbook/model/sheet.js';

/**
 * One sheet as CSV: every cell's computed value, shown with its number format as a person sees it
 * (dates as dates), fields quoted when they hold a comma, a quote or a line break.
 */
export function exportCsv(sheet: Sheet, valueAt: (row: number, col: number) => CellValue | undefined): string {
  const lines: string[] = [];
  let lastRow = -1;
  let lastCol = -1;
  const grid: string[][] = sheet.rowIds.map((rowId, r) =>
    sheet.columnIds.map((columnId, c) => {
      const cell = getCell(sheet, rowId, columnId);
      const value = cell?.mergedInto ? undefined : valueAt(r, c);
      const text = displayText(value, cell?.data?.format);
      if (text !== '') {
        lastRow = Math.max(lastRow, r);
        lastCol = Math.max(lastCol, c);
      }
      return text;
    }),
  );
  for (let r = 0; r <= lastRow; r++) lines.push(grid[r].slice(0, lastCol + 1).map(quote).join(','));
  return lines.length ? `${lines.join('\r\n')}\r\n` : '';
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
