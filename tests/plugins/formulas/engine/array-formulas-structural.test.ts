import type { Draft } from 'immer';
import { describe, expect, it } from 'vitest';
import { createKernel, type Kernel, type PluginManifest } from '../../../../kernel/runtime.js';
import { Engine } from '../../../../plugins/formulas/engine/index.js';
import { formulasPlugin } from '../../../../plugins/formulas/index.js';
import { isError, type Scalar } from '../../../../plugins/formulas/values.js';
import { a1 } from '../../../../plugins/workbook/a1.js';
import { getCell, putCell } from '../../../../plugins/workbook/cell-store.js';
import { newSheet, workbookOf } from '../../../../plugins/workbook/create.js';
import { SequentialIdGenerator } from '../../../../plugins/workbook/ids.js';
import { workbookPlugin } from '../../../../plugins/workbook/index.js';
import type { Cell, Sheet, Workbook } from '../../../../plugins/workbook/model/index.js';
import { initialView, type WorkbookView } from '../../../../plugins/workbook/view.js';
import { engineOptions } from '../../../support/engine.js';

const shown = (v: Scalar) => (isError(v) ? v.code : v);

/** A1:A4 hold 1..4; C1:C4 is the legacy array `{=A1:A4*2}`, E1:F2 `{={1,2}}`; D6 sums C1:C5. */
function book(): Workbook {
  const sheet = newSheet(new SequentialIdGenerator(), 'Sheet1', 8, 7);
  const put = (r: number, c: number, cell: Cell) => putCell(sheet as Draft<Sheet>, sheet.rowIds[r], sheet.columnIds[c], cell);
  for (let r = 0; r < 4; r++) put(r, 0, { value: r + 1 });
  put(0, 2, { formula: '=A1:A4*2', arrayRows: 4, arrayColumns: 1 });
  put(0, 4, { formula: '={1,2}', arrayRows: 2, arrayColumns: 2 });
  put(5, 3, { formula: '=SUM(C1:C5)' });
  return workbookOf('Arrays', [sheet]);
}

function following(document: Workbook): { kernel: Kernel<Workbook, WorkbookView>; engine: Engine; sheetId: string } {
  const kernel = createKernel({ plugins: [workbookPlugin, formulasPlugin] as PluginManifest<Workbook, WorkbookView>[], document, view: initialView(document) });
  const engine = new Engine(engineOptions());
  engine.loadWorkbook(document);
  kernel.bus.executed$.subscribe((event) => engine.applyDocumentChange(kernel.store.state, event.patches, event.source, event.structural));
  return { kernel, engine, sheetId: document.sheetIds[0] };
}

/** Cells whose value in place differs from a fresh load of the document. */
function differences(engine: Engine, document: Workbook): string[] {
  const fresh = new Engine(engineOptions());
  fresh.loadWorkbook(document);
  const id = document.sheetIds[0];
  const sheet = document.sheetsById[id];
  const out: string[] = [];
  for (let r = 0; r < sheet.rowIds.length + 2; r++) {
    for (let c = 0; c < sheet.columnIds.length + 2; c++) {
      const [mine, theirs] = [shown(engine.getValue(id, r, c)), shown(fresh.getValue(id, r, c))];
      if (mine !== theirs) out.push(`${a1(r, c)}: ${String(mine)} (fresh ${String(theirs)})`);
    }
  }
  return out;
}

/** The area the document gives the array formula at a cell, as rows x columns. */
function area(document: Workbook, address: string): string | undefined {
  const sheet = document.sheetsById[document.sheetIds[0]];
  const match = /^([A-Z])(\d+)$/.exec(address)!;
  const cell = getCell(sheet, sheet.rowIds[Number(match[2]) - 1], sheet.columnIds[match[1].charCodeAt(0) - 65]);
  return cell?.arrayRows === undefined ? undefined : `${cell.arrayRows}x${cell.arrayColumns}`;
}

function column(engine: Engine, sheetId: string, col: number, rows: number): Scalar[] {
  return Array.from({ length: rows }, (_, r) => shown(engine.getValue(sheetId, r, col)));
}

describe('legacy array formulas through structural edits', () => {
  it('grow with rows inserted inside their area, and an undo gives the area back', () => {
    const { kernel, engine, sheetId } = following(book());
    kernel.execute('workbook.insert-rows', { sheetId, index: 1, side: 'above', count: 1 });
    expect([area(kernel.store.state, 'C1'), area(kernel.store.state, 'E1')]).toEqual(['5x1', '3x2']);
    expect(column(engine, sheetId, 2, 6)).toEqual([2, 0, 4, 6, 8, null]);
    expect(column(engine, sheetId, 5, 4)).toEqual([2, 2, 2, null]);
    expect(differences(engine, kernel.store.state)).toEqual([]);
    kernel.undo.undo();
    expect(area(kernel.store.state, 'C1')).toBe('4x1');
    expect(column(engine, sheetId, 2, 5)).toEqual([2, 4, 6, 8, null]);
    expect(differences(engine, kernel.store.state)).toEqual([]);
  });

  it('shrink with rows deleted inside their area', () => {
    const { kernel, engine, sheetId } = following(book());
    kernel.execute('workbook.delete-rows', { sheetId, start: 1, count: 2 });
    expect(area(kernel.store.state, 'C1')).toBe('2x1');
    expect(column(engine, sheetId, 2, 3)).toEqual([2, 8, null]);
    expect(differences(engine, kernel.store.state)).toEqual([]);
  });

  it('move with their rows and columns, keeping their size', () => {
    const { kernel, engine, sheetId } = following(book());
    kernel.execute('workbook.insert-rows', { sheetId, index: 0, side: 'above', count: 2 });
    kernel.execute('workbook.insert-columns', { sheetId, index: 0, side: 'left', count: 1 });
    expect([area(kernel.store.state, 'D3'), area(kernel.store.state, 'F3')]).toEqual(['4x1', '2x2']);
    expect(column(engine, sheetId, 3, 7)).toEqual([null, null, 2, 4, 6, 8, null]);
    expect(differences(engine, kernel.store.state)).toEqual([]);
    kernel.execute('workbook.move-columns', { sheetId, from: 3, count: 1, to: 8 });
    expect(differences(engine, kernel.store.state)).toEqual([]);
  });

  it('shift with cells inserted below them and grow with cells inserted inside', () => {
    const { kernel, engine, sheetId } = following(book());
    kernel.execute('workbook.insert-cells', { sheetId, area: { top: 0, left: 2, bottom: 0, right: 2 }, shift: 'down' });
    expect([area(kernel.store.state, 'C1'), area(kernel.store.state, 'C2')]).toEqual([undefined, '4x1']);
    expect(differences(engine, kernel.store.state)).toEqual([]);
    kernel.execute('workbook.insert-cells', { sheetId, area: { top: 2, left: 2, bottom: 2, right: 2 }, shift: 'down' });
    expect(area(kernel.store.state, 'C2')).toBe('5x1');
    expect(differences(engine, kernel.store.state)).toEqual([]);
  });

  it('go with their cell, emptying their area', () => {
    const { kernel, engine, sheetId } = following(book());
    kernel.execute('workbook.delete-rows', { sheetId, start: 0, count: 1 });
    expect(column(engine, sheetId, 2, 3)).toEqual([null, null, null]);
    expect(differences(engine, kernel.store.state)).toEqual([]);
  });
});
