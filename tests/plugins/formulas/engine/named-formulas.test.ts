import './../../../../kernel/immer-setup.js';
import { produceWithPatches, type Draft } from 'immer';
import { describe, expect, it } from 'vitest';
import { putCell } from '../../../../plugins/workbook/cell-store.js';
import type { Workbook } from '../../../../plugins/workbook/model/workbook.js';
import { ModelBook, modelOf } from './book-model.js';

describe('named formulas (Excel defined names that are no range)', () => {
  it('a constant, a calculation and a constant text stand for their values', () => {
    const book = new ModelBook(modelOf(
      { Sheet1: { A1: 10, A2: 20, A3: 30, B1: '=rate*100', B2: '=total', B3: '=label&"!"' } },
      { rate: { formula: '0.2' }, total: { formula: 'SUM(Sheet1!$A$1:$A$3)' }, label: { formula: '"OFFSET($A$10;0;0;0;1)"' } },
    ));
    expect(book.show('Sheet1', 'B1')).toBe(20);
    expect(book.show('Sheet1', 'B2')).toBe(60);
    expect(book.show('Sheet1', 'B3')).toBe('OFFSET($A$10;0;0;0;1)!');
  });

  it('a LAMBDA name is called like a function, with or without arguments (week(), cal_month(1))', () => {
    const book = new ModelBook(modelOf(
      { Sheet1: { A1: '=INDEX(week(),1,1)&INDEX(week(),1,7)', A2: '=double(21)', A3: '=COLUMNS(week())', A4: '=week' } },
      { week: { formula: 'LAMBDA(LEFT(TEXT(2+SEQUENCE(1,7,0),"ddd")))' }, double: { formula: 'LAMBDA(x,x*2)' } },
    ));
    expect(book.show('Sheet1', 'A1')).toBe('MS');
    expect(book.show('Sheet1', 'A2')).toBe(42);
    expect(book.show('Sheet1', 'A3')).toBe(7);
    // A LAMBDA that is not called is Excel's #CALC!.
    expect(book.show('Sheet1', 'A4')).toBe('#CALC!');
  });

  it('a name may read another name, and a recursive LAMBDA name calls itself', () => {
    const book = new ModelBook(modelOf(
      { Sheet1: { A1: 2024, B1: '=month_name(3)', B2: '=fact(5)' } },
      {
        year: 'Sheet1!A1',
        month_name: { formula: 'LAMBDA(x,TEXT(DATE(year,x,1),"mmmm"))' },
        fact: { formula: 'LAMBDA(n,IF(n<2,1,n*fact(n-1)))' },
      },
    ));
    expect(book.show('Sheet1', 'B1')).toBe('March');
    expect(book.show('Sheet1', 'B2')).toBe(120);
  });

  it('a name that reads itself, directly or through another, is a circular reference: #REF!', () => {
    const book = new ModelBook(modelOf({ Sheet1: { A1: '=loop', A2: '=ping' } }, { loop: { formula: 'loop+1' }, ping: { formula: 'pong' }, pong: { formula: 'ping*2' } }));
    expect(book.show('Sheet1', 'A1')).toBe('#REF!');
    expect(book.show('Sheet1', 'A2')).toBe('#REF!');
  });

  it('references without $ are offsets from the using cell, as seen from A1, wrapping around the sheet (XFD1 is one column left)', () => {
    const book = new ModelBook(modelOf(
      { Sheet1: { A5: 1, B5: 2, C5: 3, D5: '=left', E5: '=below', B6: 7, F1: '=left' } },
      { left: { formula: 'Sheet1!XFD1' }, below: { formula: 'Sheet1!B2' } },
    ));
    expect(book.show('Sheet1', 'D5')).toBe(3);
    expect(book.show('Sheet1', 'E5')).toBe(0);
    expect(book.show('Sheet1', 'F1')).toBe(0);
    expect(new ModelBook(modelOf({ Sheet1: { A1: 5, B1: '=left*2' } }, { left: { formula: 'Sheet1!XFD1' } })).show('Sheet1', 'B1')).toBe(10);
  });

  it('formulas reading a named formula are recomputed when the cells it reads change', () => {
    const workbook = modelOf({ Sheet1: { A1: 1, A2: 2, B1: '=total*10' } }, { total: { formula: 'SUM(Sheet1!$A$1:$A$2)' } });
    const book = new ModelBook(workbook);
    expect(book.show('Sheet1', 'B1')).toBe(30);
    const sheet = workbook.sheetsById[workbook.sheetIds[0]];
    const [next, patches] = produceWithPatches(workbook, (draft: Draft<Workbook>) => {
      putCell(draft.sheetsById[sheet.id], sheet.rowIds[1], sheet.columnIds[0], { value: 5 });
    });
    book.engine.applyDocumentChange(next, patches, 'command');
    book.workbook = next;
    expect(book.show('Sheet1', 'B1')).toBe(60);
  });

  it('a named formula calling OFFSET makes the formulas using it volatile: they follow cells the graph does not see', () => {
    const workbook = modelOf({ Sheet1: { A1: 1, A2: 2, A3: 3, B1: '=SUM(firstTwo)' } }, { firstTwo: { formula: 'OFFSET(Sheet1!$A$1,0,0,2,1)' } });
    const book = new ModelBook(workbook);
    expect(book.show('Sheet1', 'B1')).toBe(3);
    const sheet = workbook.sheetsById[workbook.sheetIds[0]];
    const [next, patches] = produceWithPatches(workbook, (draft: Draft<Workbook>) => {
      putCell(draft.sheetsById[sheet.id], sheet.rowIds[1], sheet.columnIds[0], { value: 20 });
    });
    book.engine.applyDocumentChange(next, patches, 'command');
    expect(book.show('Sheet1', 'B1')).toBe(21);
  });

  it('a changed named formula recomputes its users; a name no longer defined is #NAME?', () => {
    const workbook = modelOf({ Sheet1: { A1: '=tax*100' } }, { tax: { formula: '0.2' } });
    const book = new ModelBook(workbook);
    const [changed, patches] = produceWithPatches(workbook, (draft: Draft<Workbook>) => {
      draft.namedRangesById.name0.formula = '0.25';
    });
    book.engine.applyDocumentChange(changed, patches, 'command');
    expect(book.show('Sheet1', 'A1')).toBe(25);
    const [gone, more] = produceWithPatches(changed, (draft: Draft<Workbook>) => {
      delete draft.namedRangesById.name0;
    });
    book.engine.applyDocumentChange(gone, more, 'command');
    expect(book.show('Sheet1', 'A1')).toBe('#NAME?');
  });
});
