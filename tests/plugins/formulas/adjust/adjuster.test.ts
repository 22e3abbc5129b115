import '../../../../kernel/immer-setup.js';
import { produce, type Draft } from 'immer';
import { describe, expect, it } from 'vitest';
import type { StructuralChange } from '../../../../kernel/index.js';
import { formulaAdjuster, rewriteFormula } from '../../../../plugins/formulas/adjust/index.js';
import { getCell, putCell } from '../../../../plugins/workbook/cell-store.js';
import { newSheet, newWorkbook } from '../../../../plugins/workbook/create.js';
import { SequentialIdGenerator } from '../../../../plugins/workbook/ids.js';
import type { Sheet, Workbook } from '../../../../plugins/workbook/model/index.js';

function workbook(): Workbook {
  const ids = new SequentialIdGenerator();
  const book = newWorkbook(ids);
  const data = newSheet(ids, 'Data Sheet');
  return { ...book, sheetIds: [...book.sheetIds, data.id], sheetsById: { ...book.sheetsById, [data.id]: data } };
}

function setFormula(book: Workbook, sheetIndex: number, row: number, col: number, formula: string): Workbook {
  return produce(book, (draft) => {
    const sheet = draft.sheetsById[draft.sheetIds[sheetIndex]];
    putCell(sheet, sheet.rowIds[row], sheet.columnIds[col], { formula });
  });
}

function formulaAt(book: Workbook, sheetIndex: number, row: number, col: number): string | undefined {
  const sheet = book.sheetsById[book.sheetIds[sheetIndex]];
  return getCell(sheet, sheet.rowIds[row], sheet.columnIds[col])?.formula;
}

function adjust(book: Workbook, change: StructuralChange, before: (draft: Draft<Workbook>) => void = () => undefined): Workbook {
  return produce(book, (draft) => {
    before(draft);
    formulaAdjuster(draft, change, book);
  });
}

describe('formulaAdjuster', () => {
  it('rewrites formulas on every sheet and leaves unrelated ones untouched', () => {
    let book = workbook();
    book = setFormula(book, 0, 0, 0, '=A5+1');
    book = setFormula(book, 0, 0, 1, '=1+2');
    book = setFormula(book, 1, 0, 0, "=Sheet1!A5*'Data Sheet'!A5");
    const sheetId = book.sheetIds[0];
    const next = adjust(book, { kind: 'insert-rows', sheetId, at: 2, count: 3 });
    expect(formulaAt(next, 0, 0, 0)).toBe('=A8+1');
    expect(formulaAt(next, 1, 0, 0)).toBe("=Sheet1!A8*'Data Sheet'!A5");
    expect(formulaAt(next, 0, 0, 1)).toBe('=1+2');
  });

  it('returns the same document when no formula refers to the change', () => {
    let book = workbook();
    book = setFormula(book, 0, 0, 0, '=A1+1');
    const next = adjust(book, { kind: 'insert-rows', sheetId: book.sheetIds[1], at: 0, count: 1 });
    expect(next).toBe(book);
  });

  it('turns references to a deleted sheet into #REF! and skips the deleted sheet itself', () => {
    let book = workbook();
    book = setFormula(book, 0, 0, 0, "=SUM('Data Sheet'!A1:A3)");
    book = setFormula(book, 1, 0, 0, '=Sheet1!A1');
    const dataId = book.sheetIds[1];
    const next = adjust(book, { kind: 'delete-sheet', sheetId: dataId, name: 'Data Sheet' }, (draft) => {
      delete draft.sheetsById[dataId];
      draft.sheetIds = draft.sheetIds.filter((id) => id !== dataId);
    });
    expect(formulaAt(next, 0, 0, 0)).toBe('=SUM(#REF!)');
  });

  it('finds a formula cell that the command shifted with inserted cells', () => {
    let book = workbook();
    book = setFormula(book, 0, 1, 1, '=B3*2');
    const sheetId = book.sheetIds[0];
    const change: StructuralChange = { kind: 'insert-cells', sheetId, area: { top: 0, left: 1, bottom: 0, right: 1 }, shift: 'down' };
    const next = adjust(book, change, (draft) => {
      const sheet = draft.sheetsById[sheetId] as Draft<Sheet>;
      const cell = getCell(book.sheetsById[sheetId], sheet.rowIds[1], sheet.columnIds[1]);
      putCell(sheet, sheet.rowIds[1], sheet.columnIds[1], undefined);
      putCell(sheet, sheet.rowIds[2], sheet.columnIds[1], cell);
    });
    expect(formulaAt(next, 0, 2, 1)).toBe('=B4*2');
    expect(formulaAt(next, 0, 1, 1)).toBeUndefined();
  });

  it('turns a reference to a deleted row into #REF!', () => {
    let book = workbook();
    book = setFormula(book, 0, 2, 0, '=A1');
    const sheetId = book.sheetIds[0];
    const next = adjust(book, { kind: 'delete-rows', sheetId, at: 0, count: 1 });
    expect(formulaAt(next, 0, 2, 0)).toBe('=#REF!');
  });
});

describe('formulaAdjuster pre-filter', () => {
  const FORMULAS = [
    '=A1', '=B7*2', '=$C$3+D$9', '=SUM(A1:A10)', '=SUM(B:D)', '=SUM(3:5)', '=LOG10(C2)+Z2', '=AA100+1',
    '=SUM($A$1:$ZZ$1000)', '=Rate*12', '="X99"&A1', '=SUM(E5:E5)', '=100+A2', '=IF(A1>5,B1,C1)',
  ];
  const CHANGES = (sheetId: string): StructuralChange[] => [
    { kind: 'insert-rows', sheetId, at: 4, count: 2 },
    { kind: 'delete-rows', sheetId, at: 1, count: 3 },
    { kind: 'insert-columns', sheetId, at: 2, count: 1 },
    { kind: 'delete-columns', sheetId, at: 25, count: 2 },
    { kind: 'move-rows', sheetId, from: 6, count: 2, to: 2 },
    { kind: 'move-columns', sheetId, from: 0, count: 1, to: 4 },
  ];

  it('rewrites exactly what rewriteFormula rewrites', () => {
    let book = workbook();
    FORMULAS.forEach((formula, i) => { book = setFormula(book, 0, 20 + i, 5, formula); });
    const sheetId = book.sheetIds[0];
    const scope = { ownSheetId: sheetId, sheetIdByName: () => undefined };
    for (const change of CHANGES(sheetId)) {
      const next = adjust(book, change);
      FORMULAS.forEach((formula, i) => {
        expect(formulaAt(next, 0, 20 + i, 5), `${formula} after ${change.kind}`).toBe(rewriteFormula(formula, scope, change));
      });
    }
  });
});
