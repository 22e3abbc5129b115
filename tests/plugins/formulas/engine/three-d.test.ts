import './../../../../kernel/immer-setup.js';
import { produceWithPatches, type Draft } from 'immer';
import { describe, expect, it } from 'vitest';
import { putCell } from '../../../../plugins/workbook/cell-store.js';
import { newSheet } from '../../../../plugins/workbook/create.js';
import { SequentialIdGenerator } from '../../../../plugins/workbook/ids.js';
import type { Sheet } from '../../../../plugins/workbook/model/sheet.js';
import type { Workbook } from '../../../../plugins/workbook/model/workbook.js';
import { ModelBook, modelOf } from './book-model.js';

/** Four month sheets and a summary; B2 holds 1, 2, 'x', 4 from Jan to Apr. */
function months(summary: Record<string, string>): Workbook {
  return modelOf({ Summary: summary, Jan: { B2: 1, B3: 10 }, Feb: { B2: 2 }, 'Mar 24': { B2: 'x' }, Apr: { B2: 4 } });
}

function edit(workbook: Workbook, change: (draft: Draft<Workbook>) => void) {
  return produceWithPatches(workbook, change);
}

describe('3D references (Sheet1:Sheet3!A1)', () => {
  it('are read by the aggregates over every sheet from one end to the other in tab order', () => {
    const book = new ModelBook(months({
      A1: '=SUM(Jan:Apr!B2)', A2: "=COUNTA('Jan:Mar 24'!B2)", A3: '=AVERAGE(Jan:Feb!B2)', A4: '=MAX(Jan:Apr!B2:B3)',
      A5: '=MIN(Jan:Apr!B2)', A6: '=PRODUCT(Jan:Feb!B2,3)', A7: '=COUNT(Jan:Apr!B2)', A8: '=STDEV(Jan:Feb!B2)', A9: '=SUM(Apr:Jan!B2)',
    }));
    expect(book.show('Summary', 'A1')).toBe(7);
    expect(book.show('Summary', 'A2')).toBe(3);
    expect(book.show('Summary', 'A3')).toBe(1.5);
    expect(book.show('Summary', 'A4')).toBe(10);
    expect(book.show('Summary', 'A5')).toBe(1);
    expect(book.show('Summary', 'A6')).toBe(6);
    expect(book.show('Summary', 'A7')).toBe(3);
    expect(book.show('Summary', 'A8')).toBeCloseTo(Math.SQRT1_2, 12);
    // Ends given the other way round read the same sheets, as in Excel.
    expect(book.show('Summary', 'A9')).toBe(7);
  });

  it('are #VALUE! where Excel takes none (outside those functions, or in an expression) and #REF! for an unknown sheet', () => {
    const book = new ModelBook(months({ A1: '=Jan:Apr!B2', A2: '=SUM(Jan:Apr!B2*2)', A3: '=INDEX(Jan:Apr!B2,1)', A4: '=SUM(Jan:May!B2)' }));
    expect(book.show('Summary', 'A1')).toBe('#VALUE!');
    expect(book.show('Summary', 'A2')).toBe('#VALUE!');
    expect(book.show('Summary', 'A3')).toBe('#VALUE!');
    expect(book.show('Summary', 'A4')).toBe('#REF!');
  });

  it('recompute when a cell of any sheet of the span changes, read directly or through a named formula', () => {
    const workbook = modelOf(
      { Summary: { A1: '=SUM(Jan:Apr!B2)', A2: '=total*10' }, Jan: { B2: 1 }, Feb: { B2: 2 }, 'Mar 24': { B2: 'x' }, Apr: { B2: 4 } },
      { total: { formula: 'SUM(Jan:Apr!$B$2)' } },
    );
    const book = new ModelBook(workbook);
    const feb = workbook.sheetsById[workbook.sheetIds[2]];
    const [next, patches] = edit(workbook, (draft) => putCell(draft.sheetsById[feb.id], feb.rowIds[1], feb.columnIds[1], { value: 20 }));
    book.engine.applyDocumentChange(next, patches, 'command');
    expect(book.show('Summary', 'A1')).toBe(25);
    expect(book.show('Summary', 'A2')).toBe(250);
  });

  it('follow the sheets between the ends: one inserted or moved in counts, one moved out or deleted does not', () => {
    const workbook = months({ A1: '=SUM(Jan:Apr!B2)' });
    const book = new ModelBook(workbook);
    const extra = structuredClone(newSheet(new SequentialIdGenerator(), 'Extra')) as Draft<Sheet>;
    const id = 'extra001';
    putCell(extra, extra.rowIds[1], extra.columnIds[1], { value: 100 });
    const [added, patches] = edit(workbook, (draft) => {
      draft.sheetsById[id] = { ...extra, id } as Draft<Sheet>;
      draft.sheetIds.splice(2, 0, id);
    });
    book.engine.applyDocumentChange(added, patches, 'command');
    expect(book.show('Summary', 'A1')).toBe(107);
    const [moved, more] = edit(added, (draft) => {
      draft.sheetIds.splice(draft.sheetIds.indexOf(id), 1);
      draft.sheetIds.push(id);
    });
    book.engine.applyDocumentChange(moved, more, 'command');
    expect(book.show('Summary', 'A1')).toBe(7);
    const feb = workbook.sheetIds[2];
    const [deleted, last] = edit(moved, (draft) => {
      draft.sheetIds.splice(draft.sheetIds.indexOf(feb), 1);
      delete draft.sheetsById[feb];
    });
    book.engine.applyDocumentChange(deleted, last, 'command');
    expect(book.show('Summary', 'A1')).toBe(5);
  });
});
