import { describe, expect, it } from 'vitest';
import { dataRegion, NO_TABLE_DATA_MESSAGE, TABLE_THEMES, tableArea, INVALID_COLOR_MESSAGE } from '../../../plugins/workbook/index.js';
import { boot, expectRefused, runUndoable, type TestKernel } from './boot.js';

const BLUE = TABLE_THEMES.find((theme) => theme.id === 'blue')!;
const LINE = { color: BLUE.border, style: 'normal' };
const ALL_BORDERS = { top: LINE, right: LINE, bottom: LINE, left: LINE };

/** Types a block of texts with its top-left corner at (row, col). */
function type(t: TestKernel, row: number, col: number, lines: readonly (readonly string[])[]): void {
  const cells = lines.flatMap((line, r) => line.map((text, c) => ({ row: row + r, col: col + c, text })).filter((cell) => cell.text !== ''));
  expect(t.run('workbook.set-cells', { sheetId: t.sheetId, cells })).toEqual({ ok: true });
}

const TABLE = [
  ['Name', 'Qty', 'Price'],
  ['Apple', '3', '1.5'],
  ['Pear', '4', '2'],
  ['Plum', '', '7'],
  ['Fig', '1', '9'],
];

describe('dataRegion', () => {
  it('grows from any cell to the block around it, through gaps that diagonals bridge', () => {
    const t = boot();
    type(t, 2, 1, TABLE);
    const block = { top: 2, left: 1, bottom: 6, right: 3 };
    expect(dataRegion(t.sheet(), 2, 1)).toEqual(block);
    expect(dataRegion(t.sheet(), 5, 2)).toEqual(block); // the empty Qty of Plum is inside it
    expect(dataRegion(t.sheet(), 7, 4)).toEqual({ ...block, bottom: 7, right: 4 }); // an empty cell touching the corner
    type(t, 7, 4, [['x']]); // diagonal to the last row's corner: part of the region
    expect(dataRegion(t.sheet(), 2, 1)).toEqual({ top: 2, left: 1, bottom: 7, right: 4 });
  });

  it('stops at an empty ring and is undefined for an empty cell with nothing around', () => {
    const t = boot();
    type(t, 0, 0, [['a', 'b'], ['c', 'd']]);
    type(t, 0, 3, [['far']]);
    expect(dataRegion(t.sheet(), 1, 1)).toEqual({ top: 0, left: 0, bottom: 1, right: 1 });
    expect(dataRegion(t.sheet(), 10, 10)).toBeUndefined();
    t.run('workbook.set-format', { sheetId: t.sheetId, area: { top: 10, left: 10, bottom: 10, right: 10 }, format: { bold: true } });
    expect(dataRegion(t.sheet(), 10, 10)).toBeUndefined(); // a format alone is not data
  });

  it('keeps a selected range as it is (clipped to the sheet)', () => {
    const t = boot();
    expect(tableArea(t.sheet(), { top: 3, left: 2, bottom: 1, right: 0 })).toEqual({ top: 1, left: 0, bottom: 3, right: 2 });
  });
});

describe('workbook.format-as-table', () => {
  it('formats the header, the bands and the borders in one undo step, keeping other formats', () => {
    const t = boot();
    type(t, 0, 0, TABLE);
    t.run('workbook.set-format', { sheetId: t.sheetId, area: { top: 2, left: 0, bottom: 2, right: 0 }, format: { italic: true, backgroundColor: '#ff0000' } });
    runUndoable(t, 'workbook.format-as-table', { sheetId: t.sheetId, area: { top: 0, left: 0, bottom: 4, right: 2 }, theme: BLUE });
    for (let col = 0; col <= 2; col++) {
      expect(t.cell(0, col)?.format).toEqual({ bold: true, backgroundColor: BLUE.header, textColor: '#ffffff', borders: ALL_BORDERS });
      expect(t.cell(1, col)?.format).toEqual({ backgroundColor: BLUE.band, borders: ALL_BORDERS });
      expect(t.cell(3, col)?.format).toEqual({ backgroundColor: BLUE.band, borders: ALL_BORDERS });
      expect(t.cell(4, col)?.format).toEqual({ borders: ALL_BORDERS });
    }
    // A plain band row loses an old fill (so the bands read), and keeps the rest of its format.
    expect(t.cell(2, 0)?.format).toEqual({ italic: true, borders: ALL_BORDERS });
    expect(t.cell(3, 1)?.value).toBeUndefined(); // the empty Qty got the format and no content
    expect(t.cell(5, 0)).toBeUndefined();
    expect(t.cell(0, 3)).toBeUndefined();
    expect(t.kernel.undo.undo()).toBe(true);
    expect(t.cell(0, 0)?.format).toBeUndefined();
    expect(t.cell(2, 0)?.format).toEqual({ italic: true, backgroundColor: '#ff0000' });
    expect(t.kernel.undo.canUndo).toBe(true); // only the table's step was undone
  });

  it('leaves rows that later edits change like any other (the rows it writes are frozen)', () => {
    const t = boot();
    type(t, 0, 0, TABLE);
    t.run('workbook.format-as-table', { sheetId: t.sheetId, area: { top: 0, left: 0, bottom: 4, right: 2 }, theme: BLUE });
    runUndoable(t, 'workbook.set-cell', { sheetId: t.sheetId, row: 1, col: 1, text: '12' });
    runUndoable(t, 'workbook.set-format', { sheetId: t.sheetId, area: { top: 1, left: 0, bottom: 1, right: 3 }, format: { italic: true } });
    expect(t.cell(1, 1)).toMatchObject({ value: 12, format: { italic: true, backgroundColor: BLUE.band } });
    runUndoable(t, 'workbook.delete-rows', { sheetId: t.sheetId, start: 2 });
    expect(t.cell(2, 0)?.value).toBe('Plum');
  });

  it('expands a single cell to its data region', () => {
    const t = boot();
    type(t, 3, 2, TABLE);
    runUndoable(t, 'workbook.format-as-table', { sheetId: t.sheetId, area: { top: 5, left: 3, bottom: 5, right: 3 }, theme: BLUE });
    expect(t.cell(3, 2)?.format?.bold).toBe(true);
    expect(t.cell(3, 4)?.format?.backgroundColor).toBe(BLUE.header);
    expect(t.cell(7, 4)?.format?.borders).toEqual(ALL_BORDERS);
    expect(t.cell(8, 2)).toBeUndefined();
    expect(t.cell(3, 5)).toBeUndefined();
    expect(t.cell(2, 2)).toBeUndefined();
  });

  it('refuses an empty cell with no data around it, and a theme that is not made of colours', () => {
    const t = boot();
    const cell = { top: 4, left: 4, bottom: 4, right: 4 };
    expectRefused(t, 'workbook.format-as-table', { sheetId: t.sheetId, area: cell, theme: BLUE }, NO_TABLE_DATA_MESSAGE);
    type(t, 0, 0, TABLE);
    expectRefused(t, 'workbook.format-as-table', { sheetId: t.sheetId, area: { top: 0, left: 0, bottom: 1, right: 1 }, theme: { ...BLUE, band: 'pink' } }, INVALID_COLOR_MESSAGE);
  });

  it('offers 4 to 6 named themes with distinct ids', () => {
    expect(TABLE_THEMES.length).toBeGreaterThanOrEqual(4);
    expect(TABLE_THEMES.length).toBeLessThanOrEqual(6);
    expect(new Set(TABLE_THEMES.map((theme) => theme.id)).size).toBe(TABLE_THEMES.length);
  });
});
