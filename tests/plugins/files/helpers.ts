import ExcelJS from 'exceljs';
import { getCell } from '../../../plugins/workbook/cell-store.js';
import type { Cell } from '../../../plugins/workbook/model/cell.js';
import type { Sheet } from '../../../plugins/workbook/model/sheet.js';
import type { Workbook } from '../../../plugins/workbook/model/workbook.js';
import { parseA1 } from '../../../plugins/workbook/a1.js';

export async function xlsxBytes(build: (book: ExcelJS.Workbook) => void): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  build(book);
  return new Uint8Array(await book.xlsx.writeBuffer());
}

export function sheetNamed(workbook: Workbook, name: string): Sheet {
  const sheet = Object.values(workbook.sheetsById).find((s) => s.name === name);
  if (!sheet) throw new Error(`no sheet ${name}`);
  return sheet;
}

export function cellAt(sheet: Sheet, address: string): Cell | undefined {
  const { row, column } = parseA1(address)!;
  return getCell(sheet, sheet.rowIds[row], sheet.columnIds[column]);
}

/** A budget workbook with most features an author brings from Excel. */
export function buildBudget(book: ExcelJS.Workbook): void {
  const ws = book.addWorksheet('Budget');
  ws.getCell('A1').value = 'Item';
  ws.getCell('A1').font = { name: 'Arial', size: 14, bold: true, italic: true, underline: true, strike: true, color: { argb: 'FF1155CC' } };
  ws.getCell('B1').value = 'Amount';
  ws.getCell('B1').fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFFF2CC' } };
  ws.getCell('B1').alignment = { horizontal: 'center', vertical: 'middle', wrapText: true };
  ws.getCell('A2').value = 'Rent';
  ws.getCell('B2').value = 1200;
  ws.getCell('B2').numFmt = '$#,##0.00';
  ws.getCell('A3').value = 'Food';
  ws.getCell('B3').value = 0.25;
  ws.getCell('B3').numFmt = '0%';
  ws.getCell('A4').value = 'Due';
  ws.getCell('B4').value = new Date(Date.UTC(2024, 0, 15));
  ws.getCell('B4').numFmt = 'm/d/yyyy';
  ws.getCell('A5').value = 'Total';
  ws.getCell('B5').value = { formula: 'SUM(B2:B3)', result: 1200.25 };
  ws.getCell('C5').value = { formula: '_xlfn.XLOOKUP("Rent",A2:A3,B2:B3)', result: 1200 };
  ws.getCell('A6').value = true;
  ws.getCell('B6').value = { error: '#N/A' };
  ws.getCell('A7').value = { richText: [{ text: 'rich ' }, { text: 'text', font: { bold: true } }] };
  ws.getCell('D2').border = { top: { style: 'thin', color: { argb: 'FF000000' } }, bottom: { style: 'medium', color: { argb: 'FFFF0000' } }, left: { style: 'thick' }, right: { style: 'dashed' } };
  ws.getCell('D3').border = { top: { style: 'dotted' }, bottom: { style: 'hair' } };
  ws.getCell('E1').value = 'Merged';
  ws.mergeCells('E1:F2');
  ws.getColumn(1).width = 20;
  ws.getColumn(3).hidden = true;
  ws.getRow(2).height = 30;
  ws.getCell('A8').value = 'hidden row';
  ws.getRow(8).hidden = true;
  ws.getCell('C2').dataValidation = { type: 'list', allowBlank: true, formulae: ['"Low,Medium,High"'], showInputMessage: true, prompt: 'Pick one' };
  ws.getCell('C3').dataValidation = { type: 'decimal', operator: 'greaterThan', allowBlank: true, formulae: [0] };
  ws.addConditionalFormatting({ ref: 'B2:B3', rules: [{ type: 'cellIs', operator: 'greaterThan', priority: 1, formulae: ['1000'], style: { font: { bold: true, color: { argb: 'FF006100' } }, fill: { type: 'pattern', pattern: 'solid', bgColor: { argb: 'FFC6EFCE' } } } }] });
  ws.addConditionalFormatting({ ref: 'A2:A3', rules: [{ type: 'containsText', operator: 'containsText', text: 'en', priority: 2, style: { font: { italic: true } } }] });
  book.definedNames.add('Budget!$B$2:$B$3', 'Amounts');
  book.definedNames.add('Budget!$B$5', 'Total');
  const hidden = book.addWorksheet('Notes', { state: 'hidden' });
  hidden.getCell('A1').value = 'hidden sheet';
}
