import { describe, expect, it } from 'vitest';
import { importXlsx } from '../../../plugins/files/index.js';
import type { ConditionalFormat } from '../../../plugins/conditional-formats/model.js';
import { SequentialIdGenerator } from '../../../plugins/workbook/ids.js';
import { buildBudget, cellAt, sheetNamed, xlsxBytes } from './helpers.js';

describe('importing an xlsx workbook', async () => {
  const { workbook, report } = await importXlsx(await xlsxBytes(buildBudget), 'budget.xlsx', new SequentialIdGenerator());
  const sheet = sheetNamed(workbook, 'Budget');

  it('keeps every sheet in order with its hidden state, and names the template after the file', () => {
    expect(workbook.name).toBe('budget');
    expect(workbook.sheetIds.map((id) => workbook.sheetsById[id].name)).toEqual(['Budget', 'Notes']);
    expect(sheetNamed(workbook, 'Notes').hidden).toBe(true);
    expect(sheet.hidden).toBeUndefined();
  });

  it('gives every sheet at least the default 100 rows and 26 columns', () => {
    expect(sheet.rowIds.length).toBe(100);
    expect(sheet.columnIds.length).toBe(26);
  });

  it('reads values with their types and number formats', () => {
    expect(cellAt(sheet, 'A1')?.value).toBe('Item');
    expect(cellAt(sheet, 'B2')).toMatchObject({ value: 1200, data: { type: 'NUMBER', format: '$#,##0.00' } });
    expect(cellAt(sheet, 'B3')).toMatchObject({ value: 0.25, data: { type: 'PERCENT', format: '0%' } });
    expect(cellAt(sheet, 'B4')).toMatchObject({ value: 45306, data: { type: 'DATE', format: 'm/d/yyyy' } });
    expect(cellAt(sheet, 'A6')).toMatchObject({ value: true, data: { type: 'BOOLEAN' } });
    expect(cellAt(sheet, 'A7')?.value).toBe('rich text');
  });

  it('reads formulas without Excel function prefixes, and error values as error literals', () => {
    expect(cellAt(sheet, 'B5')?.formula).toBe('=SUM(B2:B3)');
    expect(cellAt(sheet, 'C5')?.formula).toBe('=XLOOKUP("Rent",A2:A3,B2:B3)');
    expect(cellAt(sheet, 'B6')?.formula).toBe('=#N/A');
  });

  it('reads fonts, fills and alignment', () => {
    expect(cellAt(sheet, 'A1')?.format).toEqual({ fontFamily: 'Arial', fontSize: 14, bold: true, italic: true, underline: true, strikethrough: true, textColor: '#1155cc' });
    expect(cellAt(sheet, 'B1')?.format).toEqual({ backgroundColor: '#fff2cc', align: 'center', verticalAlign: 'middle', wrap: 'wrap' });
  });

  it('maps border styles: thin and hair to normal, medium to wide, thick to wider', () => {
    expect(cellAt(sheet, 'D2')?.format?.borders).toEqual({
      top: { style: 'normal', color: '#000000' },
      bottom: { style: 'wide', color: '#ff0000' },
      left: { style: 'wider', color: '#000000' },
      right: { style: 'dashed', color: '#000000' },
    });
    expect(cellAt(sheet, 'D3')?.format?.borders).toEqual({ top: { style: 'dotted', color: '#000000' }, bottom: { style: 'normal', color: '#000000' } });
  });

  it('reads merges as an anchor with its size and covered cells pointing at it', () => {
    const anchor = cellAt(sheet, 'E1');
    expect(anchor).toMatchObject({ value: 'Merged', mergeRows: 2, mergeColumns: 2 });
    const anchorId = `${sheet.columnIds[4]}&${sheet.rowIds[0]}`;
    for (const address of ['F1', 'E2', 'F2']) expect(cellAt(sheet, address)?.mergedInto).toBe(anchorId);
  });

  it('converts column widths and row heights to pixels and keeps hidden rows and columns with their size', () => {
    expect(sheet.columnsById[sheet.columnIds[0]].width).toBe(145);
    expect(sheet.columnsById[sheet.columnIds[2]]).toMatchObject({ hidden: true, width: 0, hiddenByUser: true });
    expect(sheet.rowsById[sheet.rowIds[1]].height).toBe(40);
    expect(sheet.rowsById[sheet.rowIds[7]]).toMatchObject({ hidden: true, height: 0 });
    expect(sheet.rowsById[sheet.rowIds[8]].height).toBe(21);
  });

  it('reads list and number validation with help text', () => {
    expect(cellAt(sheet, 'C2')?.data?.validation).toEqual({ type: 'list_input', input1: 'Low,Medium,High', helpText: 'Pick one', showHelpText: true });
    expect(cellAt(sheet, 'C3')?.data?.validation).toEqual({ type: 'number_greater', input1: '0' });
  });

  it('reads defined names as named ranges', () => {
    const names = Object.values(workbook.namedRangesById).map((n) => ({ name: n.name, from: n.fromCellId, to: n.toCellId }));
    expect(names).toEqual([
      { name: 'Amounts', from: `${sheet.columnIds[1]}&${sheet.rowIds[1]}`, to: `${sheet.columnIds[1]}&${sheet.rowIds[2]}` },
      { name: 'Total', from: `${sheet.columnIds[1]}&${sheet.rowIds[4]}`, to: `${sheet.columnIds[1]}&${sheet.rowIds[4]}` },
    ]);
  });

  it('reads conditional formats in priority order', () => {
    const formats = Object.values(workbook.conditionalFormatsById) as ConditionalFormat[];
    expect(formats.map((f) => f.condition)).toEqual([
      { type: 'number_greater', input1: '1000' },
      { type: 'text_contains', input1: 'en' },
    ]);
    expect(formats[0].format).toEqual({ bold: true, textColor: '#006100', backgroundColor: '#c6efce' });
    expect(formats[0].ranges[0]).toMatchObject({ fromCellId: `${sheet.columnIds[1]}&${sheet.rowIds[1]}`, toCellId: `${sheet.columnIds[1]}&${sheet.rowIds[2]}` });
  });

  it('has nothing to report for features it carried over', () => {
    expect(report).toEqual([]);
  });
});
