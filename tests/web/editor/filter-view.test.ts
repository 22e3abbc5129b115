import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import { Engine } from '../../../plugins/formulas/engine/index.js';
import { putCell, type Workbook } from '../../../plugins/workbook/index.js';
import { sheetModel } from '../../../web/editor/sheet-model.js';
import { filtersKernel, withTable } from '../../plugins/filters/helpers.js';

/** The fruit table with prices as formulas shown as currency, and a filter over it. */
function book(): Workbook {
  return produce(withTable(filtersKernel().state()), (draft) => {
    const sheet = draft.sheetsById[draft.sheetIds[0]];
    putCell(sheet, sheet.rowIds[1], sheet.columnIds[2], { formula: '=1+2', data: { type: 'NUMBER', format: '$#,##0.00' } });
  });
}

function modelOf(workbook: Workbook) {
  const engine = new Engine();
  engine.loadWorkbook(workbook);
  return sheetModel(workbook.sheetsById[workbook.sheetIds[0]], engine, { showFormulas: false, hidingDisabled: false });
}

describe('the grid model of a filtered sheet', () => {
  it('gives filtered rows size 0 and describes the filter for drawing', () => {
    const t = filtersKernel(() => book());
    t.run('filters.create', { sheetId: t.sheetId, area: { top: 0, left: 0, bottom: 0, right: 0 } });
    t.run('filters.set-criteria', { sheetId: t.sheetId, columnId: t.sheet().columnIds[1], criteria: { hiddenValues: ['Red'] } });
    const model = modelOf(t.state());
    expect(Array.from(model.rows.sizes).slice(0, 6)).toEqual([21, 0, 21, 0, 21, 21]);
    expect(model.filter?.area).toEqual({ top: 0, left: 0, bottom: 4, right: 2 });
    expect([...(model.filter?.filteredColumns ?? [])]).toEqual([1]);
  });

  it('matches computed values by their displayed text', () => {
    const t = filtersKernel(() => book());
    t.run('filters.create', { sheetId: t.sheetId, area: { top: 0, left: 0, bottom: 0, right: 0 } });
    t.run('filters.set-criteria', { sheetId: t.sheetId, columnId: t.sheet().columnIds[2], criteria: { hiddenValues: ['$3.00'] } });
    expect(Array.from(modelOf(t.state()).rows.sizes).slice(0, 5)).toEqual([21, 0, 21, 21, 21]);
  });

  it('a sheet without a filter has no filter view and no rows hidden by one', () => {
    const model = modelOf(book());
    expect(model.filter).toBeUndefined();
    expect(Array.from(model.rows.sizes).slice(0, 5)).toEqual([21, 21, 21, 21, 21]);
  });
});
