import fc from 'fast-check';
import type { Draft } from 'immer';
import { describe, expect, it } from 'vitest';
import { getCell, putCell } from '../../../../plugins/workbook/cell-store.js';
import { newWorkbook } from '../../../../plugins/workbook/create.js';
import { parseTemplateText, readTemplateFile, templateFileText, writeTemplateFile, writeTemplateFileText } from '../../../../plugins/workbook/file/index.js';
import { SequentialIdGenerator } from '../../../../plugins/workbook/ids.js';
import type { Cell } from '../../../../plugins/workbook/model/cell.js';
import type { Sheet } from '../../../../plugins/workbook/model/sheet.js';
import { generateBigWorkbook } from '../../../../scripts/fixtures/big-template.js';
import { sampleFile } from './sample.js';

describe('write then read gives an equal workbook', () => {
  it('a blank workbook', () => {
    const workbook = newWorkbook(new SequentialIdGenerator());
    expect(readTemplateFile(writeTemplateFile(workbook))).toEqual(workbook);
  });

  it('a generated workbook with numbers, text, formulas and formats, through JSON text', () => {
    const workbook = generateBigWorkbook({ sheets: 3, rows: 200, columns: 10 });
    expect(parseTemplateText(templateFileText(workbook))).toEqual(workbook);
  });

  it('lists cells row by row in sheet order, with the spec cell ids', () => {
    const workbook = newWorkbook(new SequentialIdGenerator());
    const sheet = workbook.sheetsById[workbook.sheetIds[0]] as Draft<Sheet>;
    const [r0, r1] = sheet.rowIds;
    const [c0, c1] = sheet.columnIds;
    putCell(sheet, r1, c1, { value: 4 });
    putCell(sheet, r1, c0, { value: 3 });
    putCell(sheet, r0, c1, { value: 2 });
    const file = writeTemplateFile(workbook);
    expect(Object.keys(file.sheetsById[sheet.id].cellsById)).toEqual([`${c1}&${r0}`, `${c0}&${r1}`, `${c1}&${r1}`]);
  });

  it('never writes a cell stored outside the sheet\'s rows and columns: both forms read back, without it', () => {
    const workbook = newWorkbook(new SequentialIdGenerator());
    const sheet = workbook.sheetsById[workbook.sheetIds[0]] as Draft<Sheet>;
    const [r0, r1] = sheet.rowIds;
    const [c0] = sheet.columnIds;
    putCell(sheet, r0, c0, { value: 1 });
    // What an import once did: a cell keyed by an undefined column id, which wrote `,undefinedRNtFXM":{`.
    putCell(sheet, r1, undefined as unknown as string, { value: 2 });
    putCell(sheet, r1, 'not-a-column', { value: 3 });
    putCell(sheet, 'not-a-row', c0, { value: 4 });
    const read = parseTemplateText(templateFileText(workbook));
    expect(readTemplateFile(writeTemplateFile(workbook))).toEqual(read);
    const readSheet = read.sheetsById[sheet.id];
    expect(getCell(readSheet, r0, c0)).toEqual({ value: 1 });
    expect(getCell(readSheet, r1, c0)).toBeUndefined();
    expect(Object.keys(writeTemplateFile(workbook).sheetsById[sheet.id].cellsById)).toEqual([`${c0}&${r0}`]);
  });

  it('formula cells may carry the engine value as a cache', () => {
    const workbook = newWorkbook(new SequentialIdGenerator());
    const sheet = workbook.sheetsById[workbook.sheetIds[0]] as Draft<Sheet>;
    const [r0, r1] = sheet.rowIds;
    const [c0] = sheet.columnIds;
    putCell(sheet, r0, c0, { formula: '=1+1', value: 'stale' });
    putCell(sheet, r1, c0, { formula: '=NOW()', value: 'stale' });
    putCell(sheet, r1, sheet.columnIds[1], { value: 5 });
    const file = writeTemplateFile(workbook, { computedValue: (_s, rowId) => (rowId === r0 ? 2 : undefined) });
    const cells = file.sheetsById[sheet.id].cellsById;
    expect(cells[`${c0}&${r0}`]).toEqual({ formula: '=1+1', value: 2 });
    expect(cells[`${c0}&${r1}`]).toEqual({ formula: '=NOW()' });
    expect(cells[`${sheet.columnIds[1]}&${r1}`]).toEqual({ value: 5 });
    const back = readTemplateFile(file);
    expect(getCell(back.sheetsById[sheet.id], r0, c0)).toEqual({ formula: '=1+1', value: 2 });
  });

  it('random cells survive a round trip through text', () => {
    const value = fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.string({ maxLength: 40 }), fc.boolean(), fc.constant(null));
    const cell: fc.Arbitrary<Cell> = fc.record(
      {
        value,
        formula: fc.string({ maxLength: 20 }).map((text) => `=${text}`),
        format: fc.record({ bold: fc.boolean(), align: fc.constantFrom('left', 'center', 'right' as const), fontSize: fc.constantFrom(8, 10, 36) }, { requiredKeys: [] }),
        data: fc.record({ type: fc.constantFrom('TEXT', 'NUMBER', 'PERCENT', 'DATE' as const), format: fc.constantFrom('0.00', 'm/d/yyyy') }, { requiredKeys: [] }),
      },
      { requiredKeys: [] },
    );
    const placed = fc.array(fc.tuple(fc.nat(99), fc.nat(25), cell), { maxLength: 60 });
    fc.assert(
      fc.property(placed, (cells) => {
        const workbook = newWorkbook(new SequentialIdGenerator());
        const sheet = workbook.sheetsById[workbook.sheetIds[0]] as Draft<Sheet>;
        for (const [row, column, content] of cells) putCell(sheet, sheet.rowIds[row], sheet.columnIds[column], content);
        const back = parseTemplateText(templateFileText(workbook));
        // -0 becomes 0 in JSON; compare through the same serialisation.
        expect(JSON.parse(JSON.stringify(back))).toEqual(JSON.parse(JSON.stringify(workbook)));
      }),
      { numRuns: 100 },
    );
  });
});

describe('templateFileText', () => {
  it('gives the same text as JSON.stringify of writeTemplateFile, with and without cached values', () => {
    const workbook = readTemplateFile(sampleFile());
    const computedValue = (_s: string, rowId: string): number | undefined => (rowId === 'r1' ? 99 : undefined);
    expect(templateFileText(workbook)).toBe(JSON.stringify(writeTemplateFile(workbook)));
    expect(templateFileText(workbook, { computedValue })).toBe(JSON.stringify(writeTemplateFile(workbook, { computedValue })));
    const big = generateBigWorkbook({ sheets: 2, rows: 50, columns: 10 });
    expect(templateFileText(big)).toBe(JSON.stringify(writeTemplateFile(big)));
  });

  it('gives the same text in pieces to writeTemplateFileText (what `gridcast import` streams to its file)', () => {
    const big = generateBigWorkbook({ sheets: 2, rows: 50, columns: 10 });
    const pieces: string[] = [];
    writeTemplateFileText(big, (piece) => pieces.push(piece));
    expect(pieces.length).toBeGreaterThan(1000);
    expect(pieces.join('')).toBe(JSON.stringify(writeTemplateFile(big)));
  });

  it('escapes odd ids once, correctly', () => {
    const file = sampleFile();
    const sheet = file.sheetsById.ef56gh78;
    sheet.rowIds = ['x"1'];
    sheet.rowsById = { 'x"1': { id: 'x"1', height: 21 } };
    sheet.columnIds = ['y\\1'];
    sheet.columnsById = { 'y\\1': { id: 'y\\1', width: 100 } };
    sheet.cellsById = { 'y\\1&x"1': { value: 'é\n' } };
    const workbook = readTemplateFile(file);
    expect(parseTemplateText(templateFileText(workbook))).toEqual(workbook);
    expect(templateFileText(workbook, {}, 2)).toBe(JSON.stringify(writeTemplateFile(workbook), null, 2));
  });

  it('writes a sheet without cells', () => {
    const workbook = newWorkbook(new SequentialIdGenerator());
    expect(parseTemplateText(templateFileText(workbook))).toEqual(workbook);
  });
});
