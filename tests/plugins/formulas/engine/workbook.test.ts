import './../../../../kernel/immer-setup.js';
import { produceWithPatches, type Draft } from 'immer';
import { describe, expect, it } from 'vitest';
import { Engine } from '../../../../plugins/formulas/engine/index.js';
import { cellId, putCell } from '../../../../plugins/workbook/cell-store.js';
import { newWorkbook } from '../../../../plugins/workbook/create.js';
import { SequentialIdGenerator } from '../../../../plugins/workbook/ids.js';
import type { Cell, Workbook } from '../../../../plugins/workbook/model/index.js';
import { engineOptions } from '../../../support/engine.js';

function setup() {
  const workbook = newWorkbook(new SequentialIdGenerator(), 'Test');
  const sheetId = workbook.sheetIds[0];
  const sheet = workbook.sheetsById[sheetId];
  const row = (i: number) => sheet.rowIds[i];
  const col = (i: number) => sheet.columnIds[i];
  const edit = (book: Workbook, changes: [number, number, Cell | undefined][]) =>
    produceWithPatches(book, (draft: Draft<Workbook>) => {
      for (const [r, c, cell] of changes) putCell(draft.sheetsById[sheetId], row(r), col(c), cell);
    });
  return { workbook, sheetId, row, col, edit };
}

describe('engine: workbooks', () => {
  it('loads cells by row and column ids and computes them', () => {
    const { workbook, sheetId, row, col, edit } = setup();
    const [book] = edit(workbook, [[0, 0, { value: 2 }], [1, 0, { formula: '=A1*21' }]]);
    const engine = new Engine(engineOptions());
    engine.loadWorkbook(book);
    expect(engine.getValueById(sheetId, row(1), col(0))).toBe(42);
    expect(engine.getValue(sheetId, 1, 0)).toBe(42);
  });
  it("keeps a text value starting with '=' as text, loaded or edited, and reads a formula from the cell's formula only", () => {
    const { workbook, sheetId, edit } = setup();
    const [book] = edit(workbook, [[0, 0, { value: '=B1:C2' }], [0, 1, { value: 2 }], [1, 0, { formula: '=LEN(A1)&ISTEXT(A1)' }]]);
    const engine = new Engine(engineOptions());
    engine.loadWorkbook(book);
    expect([engine.getValue(sheetId, 0, 0), engine.getValue(sheetId, 1, 0)]).toEqual(['=B1:C2', '6TRUE']);
    const [next, patches] = edit(book, [[0, 0, { value: '=1+1' }], [2, 0, { value: '=' }]]);
    engine.applyDocumentChange(next, patches);
    expect([engine.getValue(sheetId, 0, 0), engine.getValue(sheetId, 1, 0), engine.getValue(sheetId, 2, 0)]).toEqual(['=1+1', '4TRUE', '=']);
  });
  it('applies cell patches from commands and reports changed cells', () => {
    const { workbook, sheetId, edit } = setup();
    const [book] = edit(workbook, [[0, 0, { value: 2 }], [1, 0, { formula: '=A1*21' }]]);
    const engine = new Engine(engineOptions());
    engine.loadWorkbook(book);
    const [next, patches] = edit(book, [[0, 0, { value: 3 }]]);
    const changes = engine.applyDocumentChange(next, patches);
    expect(engine.getValue(sheetId, 1, 0)).toBe(63);
    expect([...changes].map((c) => [c.row, c.col, c.value])).toEqual([[0, 0, 3], [1, 0, 63]]);
    const [third, more] = edit(next, [[0, 0, undefined], [5, 3, { formula: '=A2+1' }]]);
    engine.applyDocumentChange(third, more);
    expect(engine.getValue(sheetId, 1, 0)).toBe(0);
    expect(engine.getValue(sheetId, 5, 3)).toBe(1);
  });
  it("keeps a text value that starts with '=' as text, on load and on edit (a cell typed '=1+2)", () => {
    const { workbook, sheetId, edit } = setup();
    const [book] = edit(workbook, [[0, 0, { value: '=1+2', data: { type: 'TEXT' } }], [0, 1, { formula: '=ISTEXT(A1)' }], [0, 2, { formula: '=A1' }]]);
    const engine = new Engine(engineOptions());
    engine.loadWorkbook(book);
    expect([0, 1, 2].map((c) => engine.getValue(sheetId, 0, c))).toEqual(['=1+2', true, '=1+2']);
    const [next, patches] = edit(book, [[0, 0, { value: '=2+2', data: { type: 'TEXT' } }]]);
    engine.applyDocumentChange(next, patches);
    expect([0, 1, 2].map((c) => engine.getValue(sheetId, 0, c))).toEqual(['=2+2', true, '=2+2']);
    const [third, more] = edit(next, [[0, 0, { formula: '=2+2' }]]);
    engine.applyDocumentChange(third, more);
    expect([0, 1, 2].map((c) => engine.getValue(sheetId, 0, c))).toEqual([4, false, 4]);
  });
  it('reloads on structural changes (a new sheet) and resolves cross-sheet references', () => {
    const { workbook, sheetId, edit } = setup();
    const [book] = edit(workbook, [[0, 0, { formula: "='Other sheet'!A1+1" }]]);
    const engine = new Engine(engineOptions());
    engine.loadWorkbook(book);
    expect(String(engine.getValue(sheetId, 0, 0))).toBe('#REF!');
    const [next, patches] = produceWithPatches(book, (draft: Draft<Workbook>) => {
      const other = newWorkbook(new SequentialIdGenerator(), 'x').sheetsById;
      const sheet = { ...Object.values(other)[0], id: 'other000', name: 'Other sheet' };
      putCell(sheet as Draft<typeof sheet>, sheet.rowIds[0], sheet.columnIds[0], { value: 9 });
      draft.sheetsById.other000 = sheet as Draft<typeof sheet>;
      draft.sheetIds.push('other000');
    });
    engine.applyDocumentChange(next, patches);
    expect(engine.getValue(sheetId, 0, 0)).toBe(10);
  });
  it('resolves named ranges of the workbook, and from a resolver the names plugin gives', () => {
    const { workbook, sheetId, row, col, edit } = setup();
    const [withCells] = edit(workbook, [[0, 0, { value: 1 }], [1, 0, { value: 2 }], [0, 1, { formula: '=SUM(Prices)' }]]);
    const book: Workbook = {
      ...withCells,
      namedRangesById: { n1: { id: 'n1', name: 'Prices', sheetId, fromCellId: cellId(col(0), row(0)), toCellId: cellId(col(0), row(1)) } },
    };
    const engine = new Engine(engineOptions());
    engine.loadWorkbook(book);
    expect(engine.getValue(sheetId, 0, 1)).toBe(3);
    engine.setCellContent(sheetId, 1, 0, 5);
    expect(engine.getValue(sheetId, 0, 1)).toBe(6);
    engine.setNameResolver((name) => (name === 'PRICES' ? { sheetId, top: 0, left: 0, bottom: 0, right: 0 } : undefined));
    expect(engine.getValue(sheetId, 0, 1)).toBe(1);
    engine.setNameResolver(() => undefined);
    expect(String(engine.getValue(sheetId, 0, 1))).toBe('#NAME?');
  });
  it('loads an input with the workbook', () => {
    const { workbook, sheetId, edit } = setup();
    const [book] = edit(workbook, [[0, 0, { formula: '=INPUT("a")*2' }]]);
    const engine = new Engine(engineOptions());
    engine.loadWorkbook(book, { a: 4 });
    expect(engine.getValue(sheetId, 0, 0)).toBe(8);
    engine.setInput({ a: 5 });
    expect(engine.getValue(sheetId, 0, 0)).toBe(10);
  });
});
