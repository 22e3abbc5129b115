import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import { filteredRowsOf } from '../../../plugins/filters/index.js';
import { Engine } from '../../../plugins/formulas/engine/index.js';
import { putCell, type Workbook } from '../../../plugins/workbook/index.js';
import { engineOptions } from '../../support/engine.js';
import { filtersKernel, withTable } from './helpers.js';
import type { TestKernel } from '../workbook/boot.js';

/** TABLE (A1:C5, prices 3, 1, 5, 4 in C2:C5) with subtotals of the prices in E1:E4. */
function withSubtotals(book: Workbook): Workbook {
  return produce(withTable(book), (draft) => {
    const sheet = draft.sheetsById[draft.sheetIds[0]];
    const put = (row: number, formula: string) => putCell(sheet, sheet.rowIds[row], sheet.columnIds[4], { formula });
    put(0, '=SUBTOTAL(9,C2:C5)');
    put(1, '=SUBTOTAL(109,C2:C5)');
    put(2, '=AGGREGATE(9,5,C2:C5)');
    put(3, '=SUM(C2:C5)');
  });
}

/** A kernel whose engine follows every change, with the filters' hidden rows as the hosts give them. */
function followed(): { t: TestKernel; engine: Engine; subtotals: () => unknown[] } {
  const t = filtersKernel(withSubtotals);
  const engine = new Engine(engineOptions({ filteredRows: filteredRowsOf }));
  engine.loadWorkbook(t.state());
  t.kernel.bus.executed$.subscribe((event) => engine.applyDocumentChange(t.kernel.store.state, event.patches, event.source, event.structural));
  const subtotals = () => [0, 1, 2, 3].map((row) => engine.getValue(t.sheetId, row, 4));
  return { t, engine, subtotals };
}

describe('SUBTOTAL and AGGREGATE over rows a filter hides', () => {
  it('every SUBTOTAL leaves out the rows the filter hides, AGGREGATE with a hidden-rows option too, SUM not', () => {
    const { t, subtotals } = followed();
    expect(subtotals()).toEqual([13, 13, 13, 13]);
    t.run('filters.create', { sheetId: t.sheetId, area: { top: 0, left: 0, bottom: 0, right: 0 } });
    t.run('filters.set-criteria', { sheetId: t.sheetId, columnId: t.sheet().columnIds[1], criteria: { hiddenValues: ['Red'] } });
    expect(subtotals()).toEqual([5, 5, 5, 13]);
    t.run('filters.remove', { sheetId: t.sheetId });
    expect(subtotals()).toEqual([13, 13, 13, 13]);
  });

  it('follows the values the filter reads: a row that comes to meet the criteria counts again', () => {
    const { t, subtotals } = followed();
    t.run('filters.create', { sheetId: t.sheetId, area: { top: 0, left: 0, bottom: 0, right: 0 } });
    t.run('filters.set-criteria', { sheetId: t.sheetId, columnId: t.sheet().columnIds[1], criteria: { hiddenValues: ['Red'] } });
    expect(subtotals()).toEqual([5, 5, 5, 13]);
    t.run('workbook.set-cell', { sheetId: t.sheetId, row: 1, col: 1, text: 'Green' });
    expect(subtotals()).toEqual([8, 8, 8, 13]);
  });

  it('rows the user hides are left out by 101-111 only, as in Excel', () => {
    const { t, subtotals } = followed();
    t.run('workbook.hide-rows', { sheetId: t.sheetId, start: 2, count: 2 });
    expect(subtotals()).toEqual([13, 7, 7, 13]);
    t.run('workbook.unhide-rows', { sheetId: t.sheetId, start: 2, count: 2 });
    expect(subtotals()).toEqual([13, 13, 13, 13]);
  });

  it('while the filter filters, a row hidden inside its block is left out by 1-11 too, as Excel leaves out every hidden row of a filtered list', () => {
    const { t, subtotals } = followed();
    t.run('filters.create', { sheetId: t.sheetId, area: { top: 0, left: 0, bottom: 0, right: 0 } });
    t.run('filters.set-criteria', { sheetId: t.sheetId, columnId: t.sheet().columnIds[1], criteria: { hiddenValues: ['Red'] } });
    expect(subtotals()).toEqual([5, 5, 5, 13]);
    // Banana's row, hidden by the user: the filter shows Banana (1) and Date (4).
    t.run('workbook.hide-rows', { sheetId: t.sheetId, start: 2, count: 1 });
    expect(subtotals()).toEqual([4, 4, 4, 13]);
    t.run('filters.set-criteria', { sheetId: t.sheetId, columnId: t.sheet().columnIds[1], criteria: {} });
    // Not filtering any more: the hidden row is the user's, which SUBTOTAL(9) counts.
    expect(subtotals()).toEqual([13, 12, 12, 13]);
  });
});
