import { describe, expect, it } from 'vitest';
import { TABLE_MESSAGES } from '../../../plugins/tables/index.js';
import { expectRefused, runUndoable } from '../workbook/boot.js';
import { bootTables, type TablesKernel } from './helpers.js';

/** A1:C3 with a header row (Item, Qty, Price) and two rows of data. */
function sales(): TablesKernel {
  const t = bootTables();
  t.type({ A1: 'Item', B1: 'Qty', C1: 'Price', A2: 'Pen', B2: '2', C2: '1.5', A3: 'Ink', B3: '3', C3: '4' });
  return t;
}

const area = (top: number, left: number, bottom: number, right: number) => ({ top, left, bottom, right });

describe('tables.create', () => {
  it('makes Table1 over the selection, its columns named by the header row, as one undo step', () => {
    const t = sales();
    const after = runUndoable(t, 'tables.create', { sheetId: t.sheetId, area: area(0, 0, 2, 2) });
    const [table] = Object.values(after.tablesById!);
    expect(table).toMatchObject({ name: 'Table1', headerRow: true, totalsRow: false, bandedRows: true, style: 'TableStyleMedium2', columns: [{ name: 'Item' }, { name: 'Qty' }, { name: 'Price' }] });
    t.type({ E1: '=SUM(Table1[Qty])', E2: '=Table1[@Qty]*Table1[@Price]', E3: '=SUM(Table1[[#Headers],[Qty]:[Price]])' });
    expect([t.value('E1'), t.value('E2'), t.value('E3')]).toEqual([5, 3, 0]);
  });

  it('names blank and repeated headers as Excel does, writing the names into the header cells', () => {
    const t = bootTables();
    t.type({ A1: 'Amount', C1: 'amount', A2: '1', B2: '2', C2: '3', D1: '2020', D2: '4' });
    expect(t.run('tables.create', { sheetId: t.sheetId, area: area(0, 0, 1, 3) })).toEqual({ ok: true });
    expect(Object.values(t.state().tablesById!)[0].columns.map((c) => c.name)).toEqual(['Amount', 'Column2', 'amount2', '2020']);
    expect([t.stored('B1'), t.stored('C1')]).toEqual(['Column2', 'amount2']);
  });

  it('takes the data region around a single cell, and the next free name', () => {
    const t = sales();
    t.type({ F1: 'Other', F2: '1' });
    t.run('tables.create', { sheetId: t.sheetId, area: area(0, 5, 1, 5) });
    expect(t.run('tables.create', { sheetId: t.sheetId, area: area(1, 1, 1, 1) })).toEqual({ ok: true });
    const names = Object.values(t.state().tablesById!).map((table) => table.name);
    expect(names).toEqual(['Table1', 'Table2']);
    t.type({ H1: '=ROWS(Table2[#All])&"x"&COLUMNS(Table2[#All])' });
    expect(t.value('H1')).toBe('3x3');
  });

  it('refuses overlapping another table, merged cells, a name taken by a named range, and a header with no data row', () => {
    const t = sales();
    t.run('tables.create', { sheetId: t.sheetId, area: area(0, 0, 2, 1) });
    expectRefused(t, 'tables.create', { sheetId: t.sheetId, area: area(1, 1, 2, 2) }, TABLE_MESSAGES.overlap);
    t.run('workbook.merge-cells', { sheetId: t.sheetId, area: area(5, 0, 5, 1), mode: 'all' });
    expectRefused(t, 'tables.create', { sheetId: t.sheetId, area: area(4, 0, 6, 1) }, TABLE_MESSAGES.merged);
    t.run('names.add', { name: 'Prices', range: 'Sheet1!C1:C3' });
    expectRefused(t, 'tables.create', { sheetId: t.sheetId, area: area(0, 2, 2, 2), name: 'prices' }, "Name 'prices' is already in use");
    expectRefused(t, 'tables.create', { sheetId: t.sheetId, area: area(0, 2, 2, 2), name: 'Q1' }, "Name can't be in cell notation (like A1)");
    expectRefused(t, 'tables.create', { sheetId: t.sheetId, area: area(8, 0, 8, 2) }, TABLE_MESSAGES.noData);
  });

  it('keeps a named range from taking a table name', () => {
    const t = sales();
    t.run('tables.create', { sheetId: t.sheetId, area: area(0, 0, 2, 2), name: 'Sales' });
    expectRefused(t, 'names.add', { name: 'SALES', range: 'Sheet1!E1' }, "Name 'SALES' is already in use");
  });
});

describe('tables.update', () => {
  function withTable(): TablesKernel {
    const t = sales();
    t.run('tables.create', { sheetId: t.sheetId, area: area(0, 0, 2, 2), name: 'Sales' });
    t.type({ E1: '=SUM(Sales[Qty])+ROWS(Sales)', E2: '=LET(Sales,1,Sales)', D2: '=[@Qty]*2' });
    return t;
  }

  it('renames the table and the formulas naming it, as one step', () => {
    const t = withTable();
    runUndoable(t, 'tables.update', { id: t.table('Sales')!.id, name: 'Orders' });
    expect(t.stored('E1')).toBe('=SUM(Orders[Qty])+ROWS(Orders)');
    expect(t.stored('E2')).toBe('=LET(Sales,1,Sales)');
    expect(t.value('E1')).toBe(7);
    expectRefused(t, 'tables.update', { id: t.table('Orders')!.id, name: 'Bad name' }, 'Name must start with a letter or underscore and hold only letters, digits, periods and underscores');
  });

  it('shows a totals row in the empty row below (Total, then the last column summed) and hides it again', () => {
    const t = withTable();
    runUndoable(t, 'tables.update', { id: t.table('Sales')!.id, totalsRow: true });
    expect([t.stored('A4'), t.stored('C4')]).toEqual(['Total', '=SUBTOTAL(109,[Price])']);
    expect(t.value('C4')).toBe(5.5);
    expect(t.value('E1')).toBe(7);
    t.type({ F1: '=Sales[[#Totals],[Price]]' });
    expect(t.value('F1')).toBe(5.5);
    t.run('tables.update', { id: t.table('Sales')!.id, totalsRow: false });
    expect([t.stored('A4'), t.stored('C4'), t.value('F1')]).toEqual([undefined, undefined, '#REF!']);
    t.type({ B4: 'in the way' });
    expectRefused(t, 'tables.update', { id: t.table('Sales')!.id, totalsRow: true }, TABLE_MESSAGES.noRoomBelow);
  });

  it('hides the header row (its row emptied, the names kept) and shows it again above the data', () => {
    const t = withTable();
    const id = t.table('Sales')!.id;
    runUndoable(t, 'tables.update', { id, headerRow: false });
    expect([t.stored('A1'), t.value('E1')]).toEqual([undefined, 7]);
    t.type({ A1: 'note' });
    expectRefused(t, 'tables.update', { id, headerRow: true }, TABLE_MESSAGES.noRoomAbove);
    t.type({ A1: '' });
    t.run('tables.update', { id, headerRow: true });
    expect([t.stored('A1'), t.stored('C1'), t.value('E1')]).toEqual(['Item', 'Price', 7]);
  });
});

describe('tables.delete', () => {
  it("converts the table's references to the cells they name, as Excel's Convert to Range", () => {
    const t = sales();
    t.run('workbook.add-sheet', { name: 'Other' });
    t.type({ D1: 'Total', D2: '=[@Qty]*Sales[@Price]' });
    t.run('tables.create', { sheetId: t.sheetId, area: area(0, 0, 2, 3), name: 'Sales' });
    t.type({ F1: '=SUM(Sales[Qty])', F2: '=SUM(Sales)+SUM(Sales[[#All],[Item]:[Qty]])', F3: '=Sales[Nope]', D3: '=[@Qty]*[@Price]' });
    const other = t.state().sheetIds[1];
    t.run('workbook.set-cell', { sheetId: other, row: 0, col: 0, text: '=SUM(Sales[Price])' });
    expect([t.value('D2'), t.value('D3'), t.value('F2')]).toEqual([3, 12, 30.5]);
    runUndoable(t, 'tables.delete', { id: t.table('Sales')!.id });
    expect(t.state().tablesById).toBeUndefined();
    expect([t.stored('F1'), t.stored('D2'), t.stored('D3'), t.stored('F2'), t.stored('F3')]).toEqual(['=SUM($B$2:$B$3)', '=$B2*$C2', '=$B3*$C3', '=SUM($A$2:$D$3)+SUM($A$1:$B$3)', '=#REF!']);
    expect(t.cell(0, 0, other)?.formula).toBe('=SUM(Sheet1!$C$2:$C$3)');
    expect([t.value('F1'), t.value('D2'), t.value('D3'), t.value('F2')]).toEqual([5, 3, 12, 30.5]);
  });
});

describe('header cells name the columns', () => {
  it('renames a column and the references to it when its header is typed over; an emptied header gets its name back', async () => {
    const t = sales();
    t.type({ D1: 'Total', D2: '=[@Qty]*[@Price]' });
    t.run('tables.create', { sheetId: t.sheetId, area: area(0, 0, 2, 3), name: 'Sales' });
    t.type({ G1: '=SUM(Sales[Qty])', H1: '=SUM(Sales[[#All],[Item]:[Qty]])' });
    t.type({ B1: 'Units' });
    await t.settle();
    expect(t.table('Sales')!.columns.map((c) => c.name)).toEqual(['Item', 'Units', 'Price', 'Total']);
    expect([t.stored('G1'), t.stored('D2'), t.stored('H1')]).toEqual(['=SUM(Sales[Units])', '=[@Units]*[@Price]', '=SUM(Sales[[#All],[Item]:[Units]])']);
    expect(t.value('G1')).toBe(5);
    t.type({ C1: 'units' });
    await t.settle();
    expect([t.stored('C1'), t.table('Sales')!.columns[2].name, t.stored('D2')]).toEqual(['units2', 'units2', '=[@Units]*[@units2]']);
    t.type({ A1: '' });
    await t.settle();
    expect(t.stored('A1')).toBe('Item');
  });
});

describe('tables.resize and AutoExpansion', () => {
  function withTable(): TablesKernel {
    const t = sales();
    t.run('tables.create', { sheetId: t.sheetId, area: area(0, 0, 2, 2), name: 'Sales' });
    t.type({ F1: '=SUM(Sales[Qty])', F2: '=COLUMNS(Sales)', F3: '=ROWS(Sales[#All])' });
    return t;
  }

  it('resizes from the first row: kept columns keep their names, a new one takes its header text, one left out is gone', () => {
    const t = withTable();
    t.type({ D1: 'Total', D4: '9' });
    runUndoable(t, 'tables.resize', { id: t.table('Sales')!.id, area: area(0, 0, 3, 3) });
    expect(t.table('Sales')!.columns.map((c) => c.name)).toEqual(['Item', 'Qty', 'Price', 'Total']);
    expect([t.value('F2'), t.value('F1')]).toEqual([4, 5]);
    t.run('tables.resize', { id: t.table('Sales')!.id, area: area(0, 0, 3, 0) });
    expect(t.table('Sales')!.columns.map((c) => c.name)).toEqual(['Item']);
    expect(t.value('F1')).toBe('#REF!');
    expectRefused(t, 'tables.resize', { id: t.table('Sales')!.id, area: area(1, 0, 3, 1) }, TABLE_MESSAGES.resize);
    expectRefused(t, 'tables.resize', { id: t.table('Sales')!.id, area: area(0, 0, 0, 1) }, TABLE_MESSAGES.lastDataRow);
  });

  it('takes in a row typed just under the table and a column typed just right of it, each an undo step of its own', async () => {
    const t = withTable();
    t.type({ B4: '4' });
    await t.settle();
    expect(t.value('F1')).toBe(9);
    expect(t.kernel.undo.undo()).toBe(true);
    expect(t.value('F1')).toBe(5);
    expect(t.stored('B4')).toBe(4);
    t.kernel.undo.redo();
    t.type({ D1: 'Total' });
    await t.settle();
    expect(t.table('Sales')!.columns.map((c) => c.name)).toEqual(['Item', 'Qty', 'Price', 'Total']);
    t.type({ D2: '=[@Qty]*[@Price]' });
    expect(t.value('D2')).toBe(3);
    // A totals row stops rows from being taken in; a column beside the data rows gets a ColumnN name.
    t.run('tables.update', { id: t.table('Sales')!.id, totalsRow: true });
    t.type({ A6: 'x', E3: '1' });
    await t.settle();
    expect(t.value('F3')).toBe(5);
    expect(t.table('Sales')!.columns.map((c) => c.name)).toEqual(['Item', 'Qty', 'Price', 'Total', 'Column5']);
    expect(t.stored('E1')).toBe('Column5');
    expect(t.value('F2')).toBe(5);
    // A formula beside the header row is left a formula: nothing is taken in.
    t.type({ F1: '=1+1', F4: '2' });
    await t.settle();
    expect([t.stored('F1'), t.value('F2')]).toEqual(['=1+1', 5]);
  });
});
