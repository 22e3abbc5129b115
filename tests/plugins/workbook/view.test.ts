import { describe, expect, it } from 'vitest';
import { firstVisibleCell, initialView } from '../../../plugins/workbook/index.js';
import { boot } from './boot.js';

describe('view state', () => {
  it('starts with the spec\'s editor defaults on the first visible sheet', () => {
    const t = boot();
    expect(t.kernel.view.state).toEqual({
      activeSheetId: t.sheetId,
      selection: { sheetId: t.sheetId, anchor: { row: 0, col: 0 }, focus: { row: 0, col: 0 } },
      zoom: 1,
      showGridlines: true,
      showFormulas: false,
      showFormulaBar: true,
      sidebar: null,
    });
  });

  it('starts on the first visible sheet, at its first visible row and column', () => {
    const t = boot();
    t.run('workbook.add-sheet', { id: 'SECOND00' });
    t.run('workbook.hide-rows', { sheetId: 'SECOND00', start: 0, count: 2 });
    t.run('workbook.hide-columns', { sheetId: 'SECOND00', start: 0 });
    t.run('workbook.hide-sheet', { sheetId: t.sheetId });
    const view = initialView(t.state());
    expect(view.activeSheetId).toBe('SECOND00');
    expect(view.selection.anchor).toEqual({ row: 2, col: 1 });
    expect(firstVisibleCell(t.sheet('SECOND00'))).toEqual({ row: 2, col: 1 });
  });

  it('selects a cell or a range without touching the document, undo or dirtiness', () => {
    const t = boot();
    const document = t.state();
    t.kernel.view.run('view.select', { anchor: { row: 2, col: 3 }, focus: { row: 5, col: 1 } });
    expect(t.kernel.view.state.selection).toEqual({ sheetId: t.sheetId, anchor: { row: 2, col: 3 }, focus: { row: 5, col: 1 } });
    t.kernel.view.run('view.select', { anchor: { row: 7, col: 7 } });
    expect(t.kernel.view.state.selection.focus).toEqual({ row: 7, col: 7 });
    expect(t.state()).toBe(document);
    expect(t.kernel.undo.canUndo).toBe(false);
    expect(t.kernel.dirty.dirty).toBe(false);
  });

  it('switches the active sheet and selects the given cell there', () => {
    const t = boot();
    t.kernel.view.run('view.set-active-sheet', { sheetId: 'OTHER000', cell: { row: 1, col: 2 } });
    expect(t.kernel.view.state.activeSheetId).toBe('OTHER000');
    expect(t.kernel.view.state.selection).toEqual({ sheetId: 'OTHER000', anchor: { row: 1, col: 2 }, focus: { row: 1, col: 2 } });
    t.kernel.view.run('view.set-active-sheet', { sheetId: t.sheetId });
    expect(t.kernel.view.state.selection.anchor).toEqual({ row: 0, col: 0 });
  });

  it('clamps the zoom between 0.5 and 2', () => {
    const t = boot();
    t.kernel.view.run('view.set-zoom', { zoom: 1.25 });
    expect(t.kernel.view.state.zoom).toBe(1.25);
    t.kernel.view.run('view.set-zoom', { zoom: 5 });
    expect(t.kernel.view.state.zoom).toBe(2);
    t.kernel.view.run('view.set-zoom', { zoom: 0.1 });
    expect(t.kernel.view.state.zoom).toBe(0.5);
  });

  it('toggles gridlines, formulas and the formula bar, or sets them', () => {
    const t = boot();
    t.kernel.view.run('view.toggle-gridlines', undefined);
    t.kernel.view.run('view.toggle-formulas', {});
    t.kernel.view.run('view.toggle-formula-bar', { value: false });
    expect(t.kernel.view.state).toMatchObject({ showGridlines: false, showFormulas: true, showFormulaBar: false });
    t.kernel.view.run('view.toggle-gridlines', {});
    t.kernel.view.run('view.toggle-formulas', { value: true });
    expect(t.kernel.view.state).toMatchObject({ showGridlines: true, showFormulas: true });
    expect(t.kernel.dirty.dirty).toBe(false);
  });

  it('opens and closes the sidebar', () => {
    const t = boot();
    t.kernel.view.run('view.set-sidebar', { sidebar: 'named-ranges' });
    expect(t.kernel.view.state.sidebar).toBe('named-ranges');
    t.kernel.view.run('view.set-sidebar', { sidebar: null });
    expect(t.kernel.view.state.sidebar).toBeNull();
  });
});

describe('following the active sheet', () => {
  it('moves to the next visible sheet when the active one is deleted, and back on undo', () => {
    const t = boot();
    t.run('workbook.add-sheet', { id: 'SECOND00' });
    t.run('workbook.add-sheet', { id: 'THIRD000' });
    t.kernel.view.run('view.set-active-sheet', { sheetId: 'SECOND00' });
    t.run('workbook.delete-sheet', { sheetId: 'SECOND00' });
    expect(t.kernel.view.state.activeSheetId).toBe('THIRD000');
    t.kernel.undo.undo();
    expect(t.kernel.view.state.activeSheetId).toBe('THIRD000');
  });

  it('moves to the sheet on the left when the last tab is hidden, selecting its first visible cell', () => {
    const t = boot();
    t.run('workbook.hide-rows', { sheetId: t.sheetId, start: 0 });
    t.run('workbook.add-sheet', { id: 'SECOND00' });
    t.kernel.view.run('view.set-active-sheet', { sheetId: 'SECOND00', cell: { row: 4, col: 4 } });
    t.run('workbook.hide-sheet', { sheetId: 'SECOND00' });
    expect(t.kernel.view.state.activeSheetId).toBe(t.sheetId);
    expect(t.kernel.view.state.selection).toEqual({ sheetId: t.sheetId, anchor: { row: 1, col: 0 }, focus: { row: 1, col: 0 } });
  });

  it('leaves the view alone while the active sheet stays visible', () => {
    const t = boot();
    const view = t.kernel.view.state;
    t.run('workbook.add-sheet', {});
    t.run('workbook.set-cell', { sheetId: t.sheetId, row: 0, col: 0, text: 'x' });
    expect(t.kernel.view.state).toBe(view);
  });
});
