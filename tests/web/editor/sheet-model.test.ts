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
});
