import '../../../../kernel/immer-setup.js';
import { produceWithPatches, type Draft } from 'immer';
import { describe, expect, it } from 'vitest';
import { Engine } from '../../../../plugins/formulas/engine/index.js';
import { cellId, putCell } from '../../../../plugins/workbook/cell-store.js';
import type { Sheet, Workbook } from '../../../../plugins/workbook/model/index.js';
import { engineOptions } from '../../../support/engine.js';
import { locate, tableBook } from '../../tables/table-book.js';

/** Excel's sheet "WithHeaders" of ironcalc's tables.xlsx: Table1 over A1:F5 with a totals row. */
const WITH_HEADERS = {
  A1: 'Jan', B1: 'Feb', C1: 'Mar', D1: 'Apr', E1: 'Dec', F1: 'Year',
  A2: 1, B2: 2, C2: 3, D2: 4, E2: 5, F2: '=SUM(Table1[[#This Row],[Jan]:[Dec]])',
  A3: 6, B3: 7, C3: 8, D3: 9, E3: 10, F3: '=SUM(Table1[[#This Row],[Jan]:[Dec]])',
  I3: '=SUM(Table1[#This Row])', J3: '=SUM(Table1[#All])', L3: '=SUM(Table1[[#Data],[Jan]:[Mar]])',
  A4: 5, B4: 77, F4: '=SUM(Table1[[#This Row],[Jan]:[Dec]])', I4: '=SUM(Table1[#This Row])',
  B5: '=SUBTOTAL(109,Table1[Feb])', C5: '=SUBTOTAL(109,Table1[Apr])', D5: '=SUBTOTAL(109,Table1[Apr])',
  E5: '=SUBTOTAL(109,Table1[Dec])', F5: '=SUBTOTAL(109,Table1[Year])',
  A9: '=SUM(Table1[[#Totals], [Year]])', C9: '=SUM(Table1[Feb])', F14: '=SUM(Table1[#Totals])',
  F15: '=SUM(Table1[#Headers])', F16: '=CONCAT(Table1[#Headers])', F17: '=SUM(Table1[#Data])', F18: '=SUM(Table1[#All])',
};

function loaded(book: Workbook): { engine: Engine; value: (address: string) => unknown } {
  const engine = new Engine(engineOptions());
  engine.loadWorkbook(book);
  const value = (address: string) => {
    const { sheet, row, col } = locate(book, address);
    const v = engine.getValue(sheet.id, row, col);
    return v instanceof Error || (typeof v === 'object' && v !== null && 'code' in v) ? (v as { code: string }).code : v;
  };
  return { engine, value };
}

describe('structured references: what Excel computes', () => {
  it("gives Excel's cached values on its WithHeaders sheet", () => {
    const { value } = loaded(tableBook(WITH_HEADERS, [{ name: 'Table1', ref: 'A1:F5', totalsRow: true }]));
    const excel = { F2: 15, F3: 40, I3: 80, J3: 538, L3: 109, F4: 82, I4: 164, B5: 86, C5: 13, F5: 137, A9: 137, C9: 86, F14: 264, F15: 0, F16: 'JanFebMarAprDecYear', F17: 274, F18: 538 };
    for (const [address, expected] of Object.entries(excel)) expect([address, value(address)]).toEqual([address, expected]);
  });

  it('reads the table holding the cell for unqualified references ([@Col], [Col], [#Totals])', () => {
    const book = tableBook({
      A1: 'Qty', B1: 'Unit Cost', C1: 'Total', A2: 2, B2: 10, C2: '=[@Qty]*[@[Unit Cost]]', A3: 3, B3: 5, C3: '=[@Qty]*[@[Unit Cost]]',
      A4: 'Sum', C4: '=SUM([Total])', E2: '=[@Qty]',
    }, [{ name: 'Sales', ref: 'A1:C4', totalsRow: true }]);
    const { value } = loaded(book);
    expect([value('C2'), value('C3'), value('C4')]).toEqual([20, 15, 35]);
    expect(value('E2')).toBe('#REF!');
  });

  it('is #REF! for an unknown table or column, or a header or totals row the table does not show; #VALUE! for This Row outside its data rows', () => {
    const { value } = loaded(tableBook({
      A1: 'Amount', A2: 1, A3: 2, C1: '=Nope[Amount]', C2: '=Sales[[#This Row],[Amount]]', C3: '=SUM(Sales[#Totals])', C4: '=Sales[@Amount]', C5: '=SUM(Sales[Other])',
      C6: '=SUM(Sales)', C7: '=ROWS(Sales[#All])', C8: '=SUM(sales[AMOUNT])', C9: '=SUM(INDIRECT("Sales[Amount]"))', C10: '=INDIRECT("[Amount]")',
    }, [{ name: 'Sales', ref: 'A1:A3' }]));
    expect([value('C1'), value('C2'), value('C3'), value('C4'), value('C5')]).toEqual(['#REF!', 1, '#REF!', '#VALUE!', '#REF!']);
    expect([value('C6'), value('C7'), value('C8'), value('C9'), value('C10')]).toEqual([3, 3, 3, 3, '#REF!']);
  });

  it('reads a table on another sheet, and a table without a header row', () => {
    const book = tableBook({ 'Data!B3': 4, 'Data!B4': 6, 'Data!C3': 1, 'Data!C4': 1, A1: '=SUM(Nums[Column1])', A2: '=SUM(Nums[#Headers])', A3: '=Nums[[#Data],[Column2]]' },
      [{ name: 'Nums', ref: 'B3:C4', sheet: 'Data', headerRow: false }], ['Sheet1', 'Data']);
    const { value } = loaded(book);
    expect(value('A1')).toBe(10);
    expect(value('A2')).toBe('#REF!');
  });
});

describe('structured references: recalculation', () => {
  const book = () => tableBook({ A1: 'Qty', B1: 'Price', C1: 'Total', A2: 2, B2: 3, C2: '=[@Qty]*[@Price]', A3: 4, B3: 5, C3: '=[@Qty]*[@Price]', E1: '=SUM(T[Total])' }, [{ name: 'T', ref: 'A1:C3' }]);

  it('recomputes the reader of a cell of the table, and only the row a This Row formula reads', () => {
    const start = book();
    const { engine, value } = loaded(start);
    expect(value('E1')).toBe(26);
    const sheet = start.sheetsById[start.sheetIds[0]];
    const [next, patches] = produceWithPatches(start, (draft: Draft<Workbook>) => {
      putCell(draft.sheetsById[sheet.id] as Draft<Sheet>, sheet.rowIds[1], sheet.columnIds[0], { value: 10 });
    });
    const before = engine.evaluations;
    engine.applyDocumentChange(next, patches, 'command');
    expect([value("C2"), value("E1")]).toEqual([30, 50]);
    expect(engine.evaluations - before).toBe(2);
  });

  it('follows the table when it grows (a row inserted inside it) and when it is renamed or resized', () => {
    const start = book();
    const { engine, value } = loaded(start);
    const sheet = start.sheetsById[start.sheetIds[0]];
    // A new row between the two data rows: the table's cell ids do not change, it spans one more row.
    const [grown, insert] = produceWithPatches(start, (draft: Draft<Workbook>) => {
      const target = draft.sheetsById[sheet.id] as Draft<Sheet>;
      target.rowIds.splice(2, 0, 'new');
      target.rowsById.new = { id: 'new', height: 21 };
    });
    engine.applyDocumentChange(grown, insert, 'command', [{ kind: 'insert-rows', sheetId: sheet.id, at: 2, count: 1 }]);
    const [filled, fill] = produceWithPatches(grown, (draft: Draft<Workbook>) => {
      putCell(draft.sheetsById[sheet.id] as Draft<Sheet>, 'new', sheet.columnIds[2], { value: 100 });
    });
    engine.applyDocumentChange(filled, fill, 'command');
    expect(value('E1')).toBe(126);
    const [renamed, rename] = produceWithPatches(filled, (draft: Draft<Workbook>) => {
      draft.tablesById!.t1.name = 'Orders';
      draft.tablesById!.t1.toCellId = cellId(sheet.columnIds[2], 'new');
    });
    engine.applyDocumentChange(renamed, rename, 'command');
    expect(value('E1')).toBe('#REF!');
    const [back, restore] = produceWithPatches(renamed, (draft: Draft<Workbook>) => {
      draft.tablesById!.t1.name = 'T';
    });
    engine.applyDocumentChange(back, restore, 'command');
    expect(value('E1')).toBe(106);
  });
});
