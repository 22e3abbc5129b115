import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import { Engine } from '../../../plugins/formulas/engine/index.js';
import { newWorkbook, putCell, type Cell, type Workbook } from '../../../plugins/workbook/index.js';
import { SequentialIdGenerator } from '../../../plugins/workbook/ids.js';
import { sheetModel, type SheetModelOptions } from '../../../web/editor/sheet-model.js';
import { engineOptions } from '../../support/engine.js';

const OPTIONS: SheetModelOptions = { showFormulas: false, hidingDisabled: false };

/** A workbook whose first sheet's first row holds these cells, left to right. */
function book(cells: readonly Cell[]): Workbook {
  return produce(newWorkbook(new SequentialIdGenerator()), (draft) => {
    const sheet = draft.sheetsById[draft.sheetIds[0]];
    cells.forEach((cell, col) => putCell(sheet, sheet.rowIds[0], sheet.columnIds[col], cell));
  });
}

/** The same workbook with one cell of the first row replaced: every other cell object stays. */
function withCell(workbook: Workbook, col: number, cell: Cell): Workbook {
  return produce(workbook, (draft) => {
    const sheet = draft.sheetsById[draft.sheetIds[0]];
    putCell(sheet, sheet.rowIds[0], sheet.columnIds[col], cell);
  });
}

function modelOf(workbook: Workbook, options = OPTIONS) {
  const engine = new Engine(engineOptions());
  engine.loadWorkbook(workbook);
  return sheetModel(workbook.sheetsById[workbook.sheetIds[0]], engine, options);
}

describe('the grid model\'s cell views', () => {
  it('are kept across models for the cells an edit did not touch, and made anew for those it did', () => {
    const before = book([{ value: 'kept', data: { type: 'TEXT' } }, { value: 1, data: { type: 'NUMBER' } }]);
    const after = withCell(before, 1, { value: 2, data: { type: 'NUMBER', format: '0.00' } });
    const [first, second] = [modelOf(before), modelOf(after)];
    expect(second.cell(0, 0)).toBe(first.cell(0, 0));
    expect(first.cell(0, 1)?.text).toBe('1');
    expect(second.cell(0, 1)?.text).toBe('2.00');
  });

  it('are made anew when a cell\'s value changed though the cell did not (a formula recomputed)', () => {
    const before = book([{ formula: '=B1*2', data: { type: 'NUMBER' } }, { value: 1, data: { type: 'NUMBER' } }]);
    const after = withCell(before, 1, { value: 5, data: { type: 'NUMBER' } });
    const [first, second] = [modelOf(before), modelOf(after)];
    expect(first.cell(0, 0)?.text).toBe('2');
    expect(second.cell(0, 0)?.text).toBe('10');
  });

  it('are made anew under other options (formulas shown)', () => {
    const workbook = book([{ formula: '=1+1', data: { type: 'NUMBER' } }]);
    expect(modelOf(workbook).cell(0, 0)?.text).toBe('2');
    expect(modelOf(workbook, { ...OPTIONS, showFormulas: true }).cell(0, 0)?.text).toBe('=1+1');
    expect(modelOf(workbook).cell(0, 0)?.text).toBe('2');
  });

  it('keep the rows\' and columns\' sizes across an edit of cells, and make them anew when a row changes', () => {
    const before = book([{ value: 1, data: { type: 'NUMBER' } }]);
    const edited = withCell(before, 0, { value: 2, data: { type: 'NUMBER' } });
    const resized = produce(edited, (draft) => {
      const sheet = draft.sheetsById[draft.sheetIds[0]];
      sheet.rowsById[sheet.rowIds[1]].height = 40;
    });
    const [first, second, third] = [modelOf(before), modelOf(edited), modelOf(resized)];
    expect(second.rows.sizes).toBe(first.rows.sizes);
    expect(second.columns.sizes).toBe(first.columns.sizes);
    expect(third.rows.sizes).not.toBe(first.rows.sizes);
    expect(third.rows.sizes[1]).toBe(40);
    expect(first.rows.sizes[1]).not.toBe(40);
    expect(third.columns.sizes).toBe(first.columns.sizes);
  });
});

