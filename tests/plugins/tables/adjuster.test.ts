import { describe, expect, it } from 'vitest';
import { formatRange } from '../../../plugins/names/index.js';
import { runUndoable } from '../workbook/boot.js';
import { bootTables, type TablesKernel } from './helpers.js';

/**
 * Sales over B2:D5 (header Item, Qty, Price; three data rows) with formulas beside it reading it whole,
 * by column and by row.
 */
function sales(): TablesKernel {
  const t = bootTables();
  t.type({ B2: 'Item', C2: 'Qty', D2: 'Price', B3: 'Pen', C3: '1', D3: '10', B4: 'Ink', C4: '2', D4: '20', B5: 'Pad', C5: '3', D5: '30' });
  t.run('tables.create', { sheetId: t.sheetId, area: { top: 1, left: 1, bottom: 4, right: 3 }, name: 'Sales' });
  t.type({ G1: '=SUM(Sales[Qty])', G2: '=ROWS(Sales[#All])&"x"&COLUMNS(Sales[#All])', G3: '=SUM(Sales[Price])' });
  return t;
}

const where = (t: TablesKernel) => {
  const table = t.table('Sales');
  return table && `${formatRange(t.state(), { sheetId: table.sheetId, fromCellId: table.fromCellId, toCellId: table.toCellId })} ${table.headerRow ? 'H' : '-'}${table.totalsRow ? 'T' : '-'} ${table.columns.map((c) => c.name).join(',')}`;
};

describe('tables through structural edits', () => {
  it('moves with rows and columns inserted before it, and grows with those inserted inside it', () => {
    const t = sales();
    runUndoable(t, 'workbook.insert-rows', { sheetId: t.sheetId, index: 0, side: 'above' });
    expect(where(t)).toBe('Sheet1!B3:D6 H- Item,Qty,Price');
    t.run('workbook.insert-rows', { sheetId: t.sheetId, index: 4, side: 'above' });
    expect(where(t)).toBe('Sheet1!B3:D7 H- Item,Qty,Price');
    t.run('workbook.insert-columns', { sheetId: t.sheetId, index: 0, side: 'left' });
    expect(where(t)).toBe('Sheet1!C3:E7 H- Item,Qty,Price');
    expect([t.value('H2'), t.value('H3')]).toEqual([6, '5x3']);
    t.run('workbook.insert-rows', { sheetId: t.sheetId, index: 6, side: 'below' });
    expect(where(t)).toBe('Sheet1!C3:E7 H- Item,Qty,Price');
  });

  it('names a column inserted inside it ColumnN (its header cell too), and loses the name of a deleted one', async () => {
    const t = sales();
    runUndoable(t, 'workbook.insert-columns', { sheetId: t.sheetId, index: 2, side: 'right' });
    expect(where(t)).toBe('Sheet1!B2:E5 H- Item,Qty,Column1,Price');
    await t.settle();
    expect(t.stored('D2')).toBe('Column1');
    t.run('workbook.delete-columns', { sheetId: t.sheetId, start: 2 });
    expect(where(t)).toBe('Sheet1!B2:D5 H- Item,Column1,Price');
    expect([t.value('G1'), t.value('G3')]).toEqual(['#REF!', 60]);
  });

  it('keeps column names with their columns when columns move inside it', () => {
    const t = sales();
    runUndoable(t, 'workbook.move-columns', { sheetId: t.sheetId, from: 3, to: 2 });
    expect(where(t)).toBe('Sheet1!B2:D5 H- Item,Price,Qty');
    expect([t.value('G1'), t.value('G3')]).toEqual([6, 60]);
  });

  it('shrinks with deleted rows; a deleted header row leaves it without one; it goes when no data row is left', () => {
    const t = sales();
    runUndoable(t, 'workbook.delete-rows', { sheetId: t.sheetId, start: 3 });
    expect(where(t)).toBe('Sheet1!B2:D4 H- Item,Qty,Price');
    expect(t.value('G1')).toBe(4);
    t.run('workbook.delete-rows', { sheetId: t.sheetId, start: 1 });
    expect(where(t)).toBe('Sheet1!B2:D3 -- Item,Qty,Price');
    expect(t.value('G1')).toBe(4);
    t.run('workbook.delete-rows', { sheetId: t.sheetId, start: 1, count: 2 });
    expect(t.table('Sales')).toBeUndefined();
    expect(t.value('G1')).toBe('#REF!');
  });

  it('keeps its place when its sheet is renamed, and goes with its sheet', () => {
    const t = sales();
    t.run('workbook.add-sheet', { name: 'Other' });
    const other = t.state().sheetIds[1];
    t.run('workbook.set-cell', { sheetId: other, row: 0, col: 0, text: '=SUM(Sales[Qty])' });
    t.run('workbook.rename-sheet', { sheetId: t.sheetId, name: 'Data' });
    expect(where(t)).toBe('Data!B2:D5 H- Item,Qty,Price');
    expect(t.engine.getValue(other, 0, 0)).toBe(6);
    runUndoable(t, 'workbook.delete-sheet', { sheetId: t.sheetId });
    expect(t.state().tablesById).toBeUndefined();
    expect(String(t.engine.getValue(other, 0, 0))).toBe('#REF!');
  });
});
