import type { Draft } from 'immer';
import { describe, expect, it } from 'vitest';
import { createKernel, type PluginManifest } from '../../../../kernel/runtime.js';
import { Engine } from '../../../../plugins/formulas/engine/index.js';
import { formulasPlugin } from '../../../../plugins/formulas/index.js';
import { isError, type Scalar } from '../../../../plugins/formulas/values.js';
import { putCell } from '../../../../plugins/workbook/cell-store.js';
import { newSheet, workbookOf } from '../../../../plugins/workbook/create.js';
import { SequentialIdGenerator } from '../../../../plugins/workbook/ids.js';
import { workbookPlugin } from '../../../../plugins/workbook/index.js';
import type { Cell, Sheet, Workbook } from '../../../../plugins/workbook/model/index.js';
import { initialView, type WorkbookView } from '../../../../plugins/workbook/view.js';
import { engineOptions } from '../../../support/engine.js';

/** Main holds the formulas under test (column B); Data and Hidden are other tabs. */
const FORMULAS: readonly string[] = [
  '=SHEET()',
  '=SHEETS()',
  '=SHEET(Data!A1)',
  '=SHEET("data")',
  '=SHEET("Nowhere")',
  '=SHEETS(Data!A1:B2)',
  '=FORMULATEXT(A1)',
  '=FORMULATEXT(A2)',
  '=FORMULATEXT(Data!A1:B2)',
  '=SHEET(Hidden!A1)',
];

function workbook(): Workbook {
  const ids = new SequentialIdGenerator();
  const [main, data, hidden] = ['Main', 'Data', 'Hidden'].map((name) => newSheet(ids, name, 12, 3));
  put(main, 0, 0, { formula: '=1+1' });
  put(main, 1, 0, { value: 7 });
  FORMULAS.forEach((formula, row) => put(main, row, 1, { formula }));
  put(data, 0, 0, { formula: '=SUM(Main!A1:A2)' });
  return workbookOf('Sheet functions', [main, data, { ...hidden, hidden: true }]);
}

function put(sheet: Sheet, r: number, c: number, cell: Cell): void {
  putCell(sheet as Draft<Sheet>, sheet.rowIds[r], sheet.columnIds[c], cell);
}

const shown = (v: Scalar) => (isError(v) ? v.code : v);

function setup() {
  const document = workbook();
  const plugins = [workbookPlugin, formulasPlugin] as PluginManifest<Workbook, WorkbookView>[];
  const kernel = createKernel({ plugins, document, view: initialView(document) });
  const engine = new Engine(engineOptions());
  engine.loadWorkbook(document);
  kernel.bus.executed$.subscribe((event) => engine.applyDocumentChange(kernel.store.state, event.patches, event.source));
  const main = document.sheetIds[0];
  const column = (e: Engine = engine) => FORMULAS.map((_, row) => shown(e.getValue(main, row, 1)));
  const fresh = () => {
    const loaded = new Engine(engineOptions());
    loaded.loadWorkbook(kernel.store.state);
    return column(loaded);
  };
  return { kernel, document, main, column, fresh };
}

describe('SHEET, SHEETS and FORMULATEXT in a workbook', () => {
  it('answer from the tab order, hidden sheets included, and the formulas cells hold', () => {
    const { column } = setup();
    expect(column()).toEqual([1, 3, 2, 2, '#N/A', 1, '=1+1', '#N/A', '=SUM(Main!A1:A2)', 3]);
  });

  it('follow the tabs as they are reordered, added and deleted, as a fresh load does', () => {
    const { kernel, document, column, fresh } = setup();
    const [, data, hidden] = document.sheetIds;
    kernel.execute('workbook.reorder-sheet', { sheetId: data, to: 0 });
    expect(column()).toEqual([2, 3, 1, 1, '#N/A', 1, '=1+1', '#N/A', '=SUM(Main!A1:A2)', 3]);
    kernel.execute('workbook.add-sheet', { name: 'Later' });
    expect(column().slice(0, 3)).toEqual([2, 4, 1]);
    kernel.execute('workbook.delete-sheet', { sheetId: hidden });
    expect(column()).toEqual(fresh());
    expect(column()[1]).toBe(3);
    expect(column()[9]).toBe('#REF!');
    kernel.undo.undo();
    kernel.undo.undo();
    kernel.undo.undo();
    expect(column()).toEqual([1, 3, 2, 2, '#N/A', 1, '=1+1', '#N/A', '=SUM(Main!A1:A2)', 3]);
  });

  it('FORMULATEXT reads a formula rewritten to one of the same value, and the texts a row insert rewrites', () => {
    const { kernel, main, column, fresh } = setup();
    kernel.execute('workbook.set-cell', { sheetId: main, row: 0, col: 0, text: '=4/2' });
    expect(column()[6]).toBe('=4/2');
    kernel.execute('workbook.insert-rows', { sheetId: main, index: 0, side: 'above' });
    // Column B moved down a row: read the formulas where they are now.
    expect(column()).toEqual(fresh());
  });
});
