import { describe, expect, it } from 'vitest';
import { createKernel, type PluginManifest } from '../../../kernel/runtime.js';
import { formulaAdjuster } from '../../../plugins/formulas/adjust/index.js';
import { namesPlugin } from '../../../plugins/names/index.js';
import {
  getCell, initialView, newWorkbook, SequentialIdGenerator, WORKBOOK, workbookPlugin, type Workbook, type WorkbookView,
} from '../../../plugins/workbook/index.js';

/**
 * The workbook's structural commands with the real adjusters of the formulas and names plugins: the
 * StructuralChange they send must mean to them what it means to the workbook, inside one undo step.
 */
function bootWithAdjusters() {
  const ids = new SequentialIdGenerator();
  const document = newWorkbook(ids);
  const formulas: PluginManifest<Workbook, WorkbookView> = { id: 'formulas', dependsOn: ['workbook'], adjusters: [formulaAdjuster] };
  const kernel = createKernel<Workbook, WorkbookView>({
    plugins: [workbookPlugin, formulas, namesPlugin as PluginManifest<Workbook, WorkbookView>],
    document,
    view: initialView(document),
  });
  kernel.services.provide(WORKBOOK.Ids, ids);
  const sheetId = document.sheetIds[0];
  const formulaAt = (row: number, col: number, id = sheetId): string | undefined => {
    const sheet = kernel.store.state.sheetsById[id];
    return getCell(sheet, sheet.rowIds[row], sheet.columnIds[col])?.formula;
  };
  return { kernel, sheetId, formulaAt };
}

describe('structural commands with the formulas and names adjusters', () => {
  it('inserting rows moves the references below them, as one undo step', () => {
    const { kernel, sheetId, formulaAt } = bootWithAdjusters();
    kernel.execute('workbook.set-cell', { sheetId, row: 0, col: 0, text: '=SUM(B2:B10)+C20' });
    const before = kernel.store.state;
    expect(kernel.execute('workbook.insert-rows', { sheetId, index: 4, side: 'above', count: 2 })).toEqual({ ok: true });
    expect(formulaAt(0, 0)).toBe('=SUM(B2:B12)+C22');
    kernel.undo.undo();
    expect(kernel.store.state).toStrictEqual(before);
  });

  it('deleting a referenced column gives #REF! and shifts the others', () => {
    const { kernel, sheetId, formulaAt } = bootWithAdjusters();
    kernel.execute('workbook.set-cell', { sheetId, row: 0, col: 0, text: '=C1+D1' });
    kernel.execute('workbook.delete-columns', { sheetId, start: 2 });
    expect(formulaAt(0, 0)).toBe('=#REF!+C1');
  });

  it('moving rows follows the moved cells', () => {
    const { kernel, sheetId, formulaAt } = bootWithAdjusters();
    kernel.execute('workbook.set-cell', { sheetId, row: 0, col: 0, text: '=B2' });
    kernel.execute('workbook.move-rows', { sheetId, from: 1, count: 1, to: 5 });
    expect(formulaAt(0, 0)).toBe('=B5');
  });

  it('renaming a sheet rewrites references to it', () => {
    const { kernel, sheetId, formulaAt } = bootWithAdjusters();
    kernel.execute('workbook.add-sheet', { id: 'SECOND00' });
    kernel.execute('workbook.set-cell', { sheetId: 'SECOND00', row: 0, col: 0, text: '=Sheet1!A1' });
    kernel.execute('workbook.rename-sheet', { sheetId, name: 'Inputs 2024' });
    expect(formulaAt(0, 0, 'SECOND00')).toBe("='Inputs 2024'!A1");
  });

  it('rewrites a duplicated sheet and its original apart although they share their cells', () => {
    const { kernel, sheetId, formulaAt } = bootWithAdjusters();
    kernel.execute('workbook.add-sheet', { id: 'OTHER000', name: 'Data' });
    kernel.execute('workbook.set-cell', { sheetId, row: 0, col: 0, text: '=Data!A1' });
    kernel.execute('workbook.duplicate-sheet', { sheetId, id: 'COPYCOPY' });
    const before = structuredClone(kernel.store.state);
    kernel.execute('workbook.rename-sheet', { sheetId: 'OTHER000', name: 'Facts' });
    expect(formulaAt(0, 0)).toBe('=Facts!A1');
    expect(formulaAt(0, 0, 'COPYCOPY')).toBe('=Facts!A1');
    kernel.execute('workbook.set-cell', { sheetId: 'COPYCOPY', row: 0, col: 0, text: '=1' });
    expect(formulaAt(0, 0)).toBe('=Facts!A1');
    kernel.undo.undo();
    kernel.undo.undo();
    expect(kernel.store.state).toStrictEqual(before);
    expect(formulaAt(0, 0, 'COPYCOPY')).toBe('=Data!A1');
  });

  it('inserting cells moves a formula that was shifted, and its references', () => {
    const { kernel, sheetId, formulaAt } = bootWithAdjusters();
    kernel.execute('workbook.set-cells', { sheetId, cells: [{ row: 1, col: 1, text: '=B3' }, { row: 2, col: 1, text: '5' }] });
    kernel.execute('workbook.insert-cells', { sheetId, area: { top: 0, left: 1, bottom: 0, right: 1 }, shift: 'down' });
    expect(formulaAt(2, 1)).toBe('=B4');
  });

  it('deleting rows shrinks a named range over them', () => {
    const { kernel, sheetId } = bootWithAdjusters();
    expect(kernel.execute('names.add', { id: 'n1', name: 'Prices', range: 'Sheet1!A1:A10' })).toEqual({ ok: true });
    kernel.execute('workbook.delete-rows', { sheetId, start: 2, count: 3 });
    const sheet = kernel.store.state.sheetsById[sheetId];
    expect(kernel.store.state.namedRangesById.n1).toMatchObject({ fromCellId: `${sheet.columnIds[0]}&${sheet.rowIds[0]}`, toCellId: `${sheet.columnIds[0]}&${sheet.rowIds[6]}` });
    expect(kernel.store.state.namedRangesById.n1.invalid).toBeUndefined();
  });

  it('deleting a sheet invalidates its named ranges', () => {
    const { kernel, sheetId } = bootWithAdjusters();
    kernel.execute('workbook.add-sheet', {});
    kernel.execute('names.add', { id: 'n1', name: 'Prices', range: 'Sheet1!A1:A10' });
    kernel.execute('workbook.delete-sheet', { sheetId });
    expect(kernel.store.state.namedRangesById.n1.invalid).toBe(true);
  });
});
