import './../../../../kernel/immer-setup.js';
import { produceWithPatches, type Draft } from 'immer';
import { describe, expect, it } from 'vitest';
import { putCell } from '../../../../plugins/workbook/cell-store.js';
import type { Workbook } from '../../../../plugins/workbook/model/workbook.js';
import { ModelBook, modelOf } from './book-model.js';

describe("circular references: ours (#REF!) in templates made here, Excel's in its books", () => {
  it('a template made here gives #REF! to a cycle (SPEC section 8), whatever value a cell caches', () => {
    const book = new ModelBook(modelOf({ Sheet1: { A1: { formula: '=A1', value: 7 }, B1: '=B2+1', B2: '=B1+1' } }));
    expect(book.show('Sheet1', 'A1')).toBe('#REF!');
    expect(book.show('Sheet1', 'B1')).toBe('#REF!');
  });

  it('a book from Excel without iteration keeps the values the file cached on the cycle, and computes what reads them', () => {
    const book = new ModelBook(modelOf(
      { Sheet1: { A1: { formula: '=A1', value: 7 }, B1: { formula: '=B2+1', value: 3 }, B2: { formula: '=B1+1', value: 4 }, C1: '=A1+B2', D1: '=A1' } },
      {},
      { excel: true },
    ));
    expect(book.show('Sheet1', 'A1')).toBe(7);
    expect(book.show('Sheet1', 'B1')).toBe(3);
    expect(book.show('Sheet1', 'B2')).toBe(4);
    expect(book.show('Sheet1', 'C1')).toBe(11);
    expect(book.show('Sheet1', 'D1')).toBe(7);
    // An error the file cached is kept as that error.
    expect(new ModelBook(modelOf({ S: { A1: { formula: '=A1', value: '#N/A' } } }, {}, { excel: true })).show('S', 'A1')).toBe('#N/A');
  });

  it('a cycle made by an edit in a book from Excel shows 0 (no value yet), as Excel does', () => {
    const workbook = modelOf({ Sheet1: { A1: 5 } }, {}, { excel: true });
    const book = new ModelBook(workbook);
    const sheet = workbook.sheetsById[workbook.sheetIds[0]];
    const [next, patches] = produceWithPatches(workbook, (draft: Draft<Workbook>) => {
      putCell(draft.sheetsById[sheet.id], sheet.rowIds[0], sheet.columnIds[0], { formula: '=A1+1' });
    });
    book.engine.applyDocumentChange(next, patches, 'command');
    expect(book.show('Sheet1', 'A1')).toBe(0);
  });

  it("Excel's iterative calculation: each cell of the cycle in turn, from its last value, up to maxIterations rounds", () => {
    const cycle = { A1: '=1+A2', A2: '=1+A1', B1: '=A2*2' };
    const ten = new ModelBook(modelOf({ Sheet1: cycle }, {}, { excel: true, iterate: true, maxIterations: 10, maxChange: 0.001 }));
    expect(ten.show('Sheet1', 'A1')).toBe(19);
    expect(ten.show('Sheet1', 'A2')).toBe(20);
    expect(ten.show('Sheet1', 'B1')).toBe(40);
    expect(new ModelBook(modelOf({ Sheet1: cycle }, {}, { excel: true, iterate: true })).show('Sheet1', 'A2')).toBe(200);
  });

  it('iteration stops once no value changes by maxChange or more (a converging cycle)', () => {
    // x = 1 + x/2 converges to 2; with maxChange 0.01 it stops at the first round whose change is below it.
    const book = new ModelBook(modelOf({ Sheet1: { A1: '=1+A1/2' } }, {}, { excel: true, iterate: true, maxIterations: 100, maxChange: 0.01 }));
    const value = book.show('Sheet1', 'A1') as number;
    expect(value).toBeCloseTo(1.9921875, 12);
    expect(new ModelBook(modelOf({ Sheet1: { A1: { formula: '=A1', value: 0 }, B1: '=B1' } }, {}, { excel: true, iterate: true })).show('Sheet1', 'B1')).toBe(0);
  });

  it('a cycle reading another cycle is iterated after it, with its final values', () => {
    const book = new ModelBook(modelOf(
      { Sheet1: { A1: '=1+A2', A2: '=A1', C1: '=A2*10', D1: '=C1+D2', D2: '=D1*0' } },
      {},
      { excel: true, iterate: true, maxIterations: 3 },
    ));
    expect(book.show('Sheet1', 'A2')).toBe(3);
    expect(book.show('Sheet1', 'D1')).toBe(30);
  });

  it('opening a book shows the values its file cached for an iterated cycle; the next recalculation reaching it iterates from them', () => {
    const workbook = modelOf({ Sheet1: { A1: { formula: '=1+A2', value: 19 }, A2: { formula: '=1+A1', value: 20 }, B1: 1, C1: '=A1+B1' } }, {}, { excel: true, iterate: true, maxIterations: 10 });
    const book = new ModelBook(workbook);
    expect(book.show('Sheet1', 'A1')).toBe(19);
    expect(book.show('Sheet1', 'C1')).toBe(20);
    const sheet = workbook.sheetsById[workbook.sheetIds[0]];
    const [next, patches] = produceWithPatches(workbook, (draft: Draft<Workbook>) => {
      putCell(draft.sheetsById[sheet.id], sheet.rowIds[0], sheet.columnIds[0], { formula: '=A2+1' });
    });
    book.engine.applyDocumentChange(next, patches, 'command');
    expect(book.show('Sheet1', 'A1')).toBe(39);
    expect(book.show('Sheet1', 'A2')).toBe(40);
  });
});

describe('errors Excel knows, in a book from Excel', () => {
  it('a formula the parser cannot read is #NAME? in a book from Excel, #ERROR! in a template made here', () => {
    expect(new ModelBook(modelOf({ S: { A1: '=SUM(1,' } }, {}, { excel: true })).show('S', 'A1')).toBe('#NAME?');
    expect(new ModelBook(modelOf({ S: { A1: '=SUM(1,' } })).show('S', 'A1')).toBe('#ERROR!');
  });

  it('a formula reading another workbook keeps the value Excel cached for it; without one it is #REF!', () => {
    const book = new ModelBook(modelOf({ S: { A1: { formula: '=[1]Feuil8!A1*2', value: 42 }, A2: { formula: "='[Budget.xlsx]Sheet 1'!B2", value: '#REF!' }, A3: '=[2]Other!C3', A4: '=A1+1' } }, {}, { excel: true }));
    expect(book.show('S', 'A1')).toBe(42);
    expect(book.show('S', 'A2')).toBe('#REF!');
    expect(book.show('S', 'A3')).toBe('#REF!');
    expect(book.show('S', 'A4')).toBe(43);
  });
});
