import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import { Engine } from '../../../../plugins/formulas/engine/index.js';
import { putCell, type Workbook } from '../../../../plugins/workbook/index.js';
import { filterLayer } from '../../../../plugins/filters/web/filter-layer.js';
import { sheetFilterLayout } from '../../../../plugins/filters/web/filter-view.js';
import { sheetModel } from '../../../../web/editor/sheet-model.js';
import { filtersKernel, withTable } from '../helpers.js';
import { engineOptions } from '../../../support/engine.js';

/** The fruit table with prices as formulas shown as currency, and a filter over it. */
function book(): Workbook {
  return produce(withTable(filtersKernel().state()), (draft) => {
    const sheet = draft.sheetsById[draft.sheetIds[0]];
    putCell(sheet, sheet.rowIds[1], sheet.columnIds[2], { formula: '=1+2', data: { type: 'NUMBER', format: '$#,##0.00' } });
  });
}

function engineOf(workbook: Workbook): Engine {
  const engine = new Engine(engineOptions());
  engine.loadWorkbook(workbook);
  return engine;
}

/** The grid model with the filter's canvas layer, as the editor builds it. */
function modelOf(workbook: Workbook) {
  return sheetModel(workbook.sheetsById[workbook.sheetIds[0]], engineOf(workbook), { showFormulas: false, hidingDisabled: false, layers: { list: [filterLayer], workbook } });
}

function layoutOf(workbook: Workbook) {
  return sheetFilterLayout(workbook.sheetsById[workbook.sheetIds[0]], engineOf(workbook));
}

describe('the grid model of a filtered sheet', () => {
  it('gives filtered rows size 0 and describes the filter for drawing', () => {
    const t = filtersKernel(() => book());
    t.run('filters.create', { sheetId: t.sheetId, area: { top: 0, left: 0, bottom: 0, right: 0 } });
    t.run('filters.set-criteria', { sheetId: t.sheetId, columnId: t.sheet().columnIds[1], criteria: { hiddenValues: ['Red'] } });
    const model = modelOf(t.state());
    expect(Array.from(model.rows.sizes).slice(0, 6)).toEqual([21, 0, 21, 0, 21, 21]);
    expect(model.layers).toHaveLength(1);
    const layout = layoutOf(t.state());
    expect(layout?.view.area).toEqual({ top: 0, left: 0, bottom: 4, right: 2 });
    expect([...(layout?.view.filteredColumns ?? [])]).toEqual([1]);
  });

  it('matches computed values by their displayed text', () => {
    const t = filtersKernel(() => book());
    t.run('filters.create', { sheetId: t.sheetId, area: { top: 0, left: 0, bottom: 0, right: 0 } });
    t.run('filters.set-criteria', { sheetId: t.sheetId, columnId: t.sheet().columnIds[2], criteria: { hiddenValues: ['$3.00'] } });
    expect(Array.from(modelOf(t.state()).rows.sizes).slice(0, 5)).toEqual([21, 0, 21, 21, 21]);
  });

  it('a sheet without a filter has no filter layer and no rows hidden by one', () => {
    const model = modelOf(book());
    expect(model.layers).toEqual([]);
    expect(layoutOf(book())).toBeUndefined();
    expect(Array.from(model.rows.sizes).slice(0, 5)).toEqual([21, 21, 21, 21, 21]);
  });
});
