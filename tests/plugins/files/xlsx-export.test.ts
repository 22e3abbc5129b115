import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { exportXlsx, importXlsx } from '../../../plugins/files/index.js';
import { iterateCells } from '../../../plugins/workbook/cell-store.js';
import { SequentialIdGenerator } from '../../../plugins/workbook/ids.js';
import type { Sheet } from '../../../plugins/workbook/model/sheet.js';
import type { Workbook } from '../../../plugins/workbook/model/workbook.js';
import { buildBudget, cellAt, sheetNamed, xlsxBytes } from './helpers.js';

async function sheetXmlOf(bytes: Uint8Array): Promise<string> {
  return (await JSZip.loadAsync(bytes)).file('xl/worksheets/sheet1.xml')!.async('string');
}

/** A sheet's content by A1-like position, ignoring the generated ids. */
function byPosition(sheet: Sheet): Record<string, unknown> {
  const rows = new Map(sheet.rowIds.map((id, i) => [id, i]));
  const cols = new Map(sheet.columnIds.map((id, i) => [id, i]));
  const out: Record<string, unknown> = {};
  for (const [rowId, colId, cell] of iterateCells(sheet)) {
    const { mergedInto, ...rest } = cell;
    out[`${rows.get(rowId)}:${cols.get(colId)}`] = mergedInto ? { ...rest, merged: true } : rest;
  }
  return out;
}

function shape(workbook: Workbook) {
  return workbook.sheetIds.map((id) => {
    const sheet = workbook.sheetsById[id];
    return {
      name: sheet.name,
      hidden: sheet.hidden,
      rows: sheet.rowIds.map((r) => ({ ...sheet.rowsById[r], id: undefined })),
      columns: sheet.columnIds.map((c) => ({ ...sheet.columnsById[c], id: undefined })),
      cells: byPosition(sheet),
    };
  });
}

describe('exporting a template to xlsx', async () => {
  const original = (await importXlsx(await xlsxBytes(buildBudget), 'budget.xlsx', new SequentialIdGenerator())).workbook;
  const budget = sheetNamed(original, 'Budget');
  const exported = await exportXlsx(original, {
    computedValue: (sheetId, row, col) => (sheetId === budget.id && row === 4 && col === 1 ? 1200.25 : sheetId === budget.id && row === 4 && col === 2 ? 1200 : undefined),
  });
  const again = (await importXlsx(exported, 'budget.xlsx', new SequentialIdGenerator())).workbook;

  it('round-trips sheets, sizes, hidden state, values, formulas, formats, borders, merges and validation', () => {
    expect(shape(again)).toEqual(shape(original));
  });

  it('round-trips named ranges and conditional formats', () => {
    const strip = (w: Workbook) => ({
      names: Object.values(w.namedRangesById).map(({ id: _id, sheetId: _s, ...rest }) => rest),
      formats: Object.values(w.conditionalFormatsById).map((f) => {
        const { id: _id, ranges, ...rest } = f as { id: string; ranges: { fromCellId: string; toCellId: string }[] };
        return { ...rest, ranges: ranges.map((r) => [r.fromCellId, r.toCellId]) };
      }),
    });
    const before = strip(original);
    const after = strip(again);
    expect(after.formats.map((f) => ({ ...f, ranges: undefined }))).toEqual(before.formats.map((f) => ({ ...f, ranges: undefined })));
    expect(after.names.map((n) => n.name)).toEqual(before.names.map((n) => n.name));
  });

  it('caches computed values of formulas so programs that do not recalculate show them', async () => {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(exported.buffer as ArrayBuffer);
    expect(book.getWorksheet('Budget')!.getCell('B5').value).toEqual({ formula: 'SUM(B2:B3)', result: 1200.25 });
    expect(book.getWorksheet('Budget')!.getCell('C5').value).toEqual({ formula: '_xlfn.XLOOKUP("Rent",A2:A3,B2:B3)', result: 1200 });
  });

  it('keeps hidden and resized rows that hold no cells', async () => {
    const bytes = await xlsxBytes((book) => {
      const ws = book.addWorksheet('S');
      ws.getCell('A1').value = 1;
    });
    const { workbook } = await importXlsx(bytes, 's.xlsx', new SequentialIdGenerator());
    const sheet = workbook.sheetsById[workbook.sheetIds[0]];
    const hiddenRow = sheet.rowIds[5];
    const tallRow = sheet.rowIds[6];
    const edited: Workbook = {
      ...workbook,
      sheetsById: {
        [sheet.id]: {
          ...sheet,
          rowsById: { ...sheet.rowsById, [hiddenRow]: { id: hiddenRow, height: 0, hidden: true, hiddenByUser: true, realSize: 21 }, [tallRow]: { id: tallRow, height: 60 } },
        },
      },
    };
    const back = (await importXlsx(await exportXlsx(edited), 's.xlsx', new SequentialIdGenerator())).workbook;
    const backSheet = back.sheetsById[back.sheetIds[0]];
    expect(backSheet.rowsById[backSheet.rowIds[5]]).toMatchObject({ hidden: true, realSize: 21 });
    expect(backSheet.rowsById[backSheet.rowIds[6]].height).toBe(60);
    expect(cellAt(backSheet, 'A1')?.value).toBe(1);
  });

  it('keeps the spaces at the ends of text, which a plain written string loses', async () => {
    const bytes = await xlsxBytes((book) => {
      const ws = book.addWorksheet('S');
      ws.getCell('A1').value = 'me ';
      ws.getCell('A2').value = '  indented';
    });
    const { workbook } = await importXlsx(bytes, 's.xlsx', new SequentialIdGenerator());
    const exported = await exportXlsx(workbook);
    const sheetXml = await sheetXmlOf(exported);
    expect(sheetXml).toContain('<t xml:space="preserve">me </t>');
    const back = sheetNamed((await importXlsx(exported, 's.xlsx', new SequentialIdGenerator())).workbook, 'S');
    expect([cellAt(back, 'A1')?.value, cellAt(back, 'A2')?.value]).toEqual(['me ', '  indented']);
  });
});

describe('writing newer functions', () => {
  it("prefixes functions Excel added after 2007 as Excel stores them, leaving text and older functions alone", async () => {
    const { withFutureFunctionPrefixes } = await import('../../../plugins/files/xlsx/future-functions.js');
    expect(withFutureFunctionPrefixes('XLOOKUP(A1,B:B,C:C)+SUM(IFS(A1>1,2,TRUE,3))')).toBe('_xlfn.XLOOKUP(A1,B:B,C:C)+SUM(_xlfn.IFS(A1>1,2,TRUE,3))');
    expect(withFutureFunctionPrefixes('FILTER(A1:A9,B1:B9>0)&"XOR(1)"&NORM.S.DIST(1,TRUE)')).toBe('_xlfn._xlws.FILTER(A1:A9,B1:B9>0)&"XOR(1)"&_xlfn.NORM.S.DIST(1,TRUE)');
  });
});
