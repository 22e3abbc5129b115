import { describe, expect, it } from 'vitest';
import { createKernel, type Kernel, type PluginManifest } from '../../../../kernel/runtime.js';
import { formulaAdjuster } from '../../../../plugins/formulas/adjust/index.js';
import { formatRange, namesPlugin } from '../../../../plugins/names/index.js';
import {
  getCell, newWorkbook, SequentialIdGenerator, WORKBOOK, workbookPlugin, type Workbook,
} from '../../../../plugins/workbook/index.js';

/** A real kernel with the workbook and names plugins and the formula adjuster. */
function kernel(): { k: Kernel<Workbook, unknown>; sheetId: string } {
  const ids = new SequentialIdGenerator();
  const adjust: PluginManifest<Workbook> = { id: 'formulas', dependsOn: ['workbook'], adjusters: [formulaAdjuster] };
  const plugins = [workbookPlugin, namesPlugin, adjust] as PluginManifest<Workbook, unknown>[];
  const document = newWorkbook(ids);
  const k = createKernel<Workbook, unknown>({ plugins, document, view: {} });
  k.services.provide(WORKBOOK.Ids, ids);
  return { k, sheetId: document.sheetIds[0] };
}

function formula(k: Kernel<Workbook, unknown>, sheetId: string, row: number, col: number): string | undefined {
  const sheet = k.store.state.sheetsById[sheetId];
  return getCell(sheet, sheet.rowIds[row], sheet.columnIds[col])?.formula;
}

function run(k: Kernel<Workbook, unknown>, id: string, params: object): void {
  const result = k.execute(id, params);
  if (!result.ok) throw new Error(result.error);
}

describe('structural commands rewrite formulas and named ranges in one undo step', () => {
  it('inserting rows above shifts references and ranges', () => {
    const { k, sheetId } = kernel();
    run(k, 'workbook.set-cell', { sheetId, row: 0, col: 1, text: '=SUM(A2:A5)+$A$4' });
    run(k, 'names.add', { id: 'n', name: 'Items', range: 'Sheet1!A2:A5' });
    run(k, 'workbook.insert-rows', { sheetId, index: 2, side: 'above', count: 2 });
    expect(formula(k, sheetId, 0, 1)).toBe('=SUM(A2:A7)+$A$6');
    expect(formatRange(k.store.state, k.store.state.namedRangesById.n)).toBe('Sheet1!A2:A7');
    k.undo.undo();
    expect(formula(k, sheetId, 0, 1)).toBe('=SUM(A2:A5)+$A$4');
  });

  it('deleting rows gives #REF! for deleted cells and shrinks ranges', () => {
    const { k, sheetId } = kernel();
    run(k, 'workbook.set-cell', { sheetId, row: 0, col: 1, text: '=A3+SUM(A2:A5)' });
    run(k, 'workbook.delete-rows', { sheetId, start: 2, count: 1 });
    expect(formula(k, sheetId, 0, 1)).toBe('=#REF!+SUM(A2:A4)');
  });

  it('moving rows moves references with the cells', () => {
    const { k, sheetId } = kernel();
    run(k, 'workbook.set-cell', { sheetId, row: 0, col: 1, text: '=A5*2' });
    run(k, 'workbook.move-rows', { sheetId, from: 4, count: 1, to: 1 });
    expect(formula(k, sheetId, 0, 1)).toBe('=A2*2');
  });

  it('inserting cells shifts the formula cell itself and its references', () => {
    const { k, sheetId } = kernel();
    run(k, 'workbook.set-cell', { sheetId, row: 2, col: 1, text: '=B4+1' });
    run(k, 'workbook.insert-cells', { sheetId, area: { top: 0, left: 1, bottom: 0, right: 1 }, shift: 'down' });
    expect(formula(k, sheetId, 3, 1)).toBe('=B5+1');
  });

  it('renaming and deleting a sheet rewrite references from other sheets', () => {
    const { k, sheetId } = kernel();
    run(k, 'workbook.add-sheet', { id: 'data0001', name: 'Data' });
    run(k, 'workbook.set-cell', { sheetId, row: 0, col: 0, text: '=Data!A1*2' });
    run(k, 'names.add', { id: 'n', range: 'Data!A1:B2' });
    run(k, 'workbook.rename-sheet', { sheetId: 'data0001', name: 'Rates 2024' });
    expect(formula(k, sheetId, 0, 0)).toBe("='Rates 2024'!A1*2");
    run(k, 'workbook.delete-sheet', { sheetId: 'data0001' });
    expect(formula(k, sheetId, 0, 0)).toBe('=#REF!*2');
    expect(k.store.state.namedRangesById.n.invalid).toBe(true);
  });
});
