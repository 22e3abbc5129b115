import { describe, expect, it } from 'vitest';
import type { Workbook } from '../../../plugins/workbook/index.js';
import { getCell, putCell } from '../../../plugins/workbook/index.js';
import { boot, runUndoable } from './boot.js';

/** Checkbox validation on A1:A3 (A1 checked, A2 unchecked, A3 empty) and a formula checkbox in B1. */
function withCheckboxes(workbook: Workbook): Workbook {
  const sheet = structuredClone(workbook.sheetsById[workbook.sheetIds[0]]);
  const data = { validation: { type: 'checkbox' as const } };
  putCell(sheet as never, sheet.rowIds[0], sheet.columnIds[0], { value: true, data: { ...data, type: 'BOOLEAN' } });
  putCell(sheet as never, sheet.rowIds[1], sheet.columnIds[0], { value: false, data: { ...data, type: 'BOOLEAN' } });
  putCell(sheet as never, sheet.rowIds[2], sheet.columnIds[0], { data });
  putCell(sheet as never, sheet.rowIds[0], sheet.columnIds[1], { formula: '=TRUE', data });
  return { ...workbook, sheetsById: { [sheet.id]: sheet } };
}

describe('workbook.toggle-checkbox', () => {
  it('unchecks a checked box and checks an unchecked one', () => {
    const t = boot(withCheckboxes);
    runUndoable(t, 'workbook.toggle-checkbox', { sheetId: t.sheetId, area: { top: 0, left: 0, bottom: 0, right: 0 } });
    expect(t.cell(0, 0)?.value).toBe(false);
    runUndoable(t, 'workbook.toggle-checkbox', { sheetId: t.sheetId, area: { top: 0, left: 0, bottom: 0, right: 0 } });
    expect(t.cell(0, 0)?.value).toBe(true);
  });

  it('checks every box of a mixed selection, then unchecks them all', () => {
    const t = boot(withCheckboxes);
    const area = { top: 0, left: 0, bottom: 2, right: 1 };
    runUndoable(t, 'workbook.toggle-checkbox', { sheetId: t.sheetId, area });
    expect([0, 1, 2].map((row) => t.cell(row, 0)?.value)).toEqual([true, true, true]);
    expect(t.cell(2, 0)?.data).toEqual({ validation: { type: 'checkbox' }, type: 'BOOLEAN' });
    runUndoable(t, 'workbook.toggle-checkbox', { sheetId: t.sheetId, area });
    expect([0, 1, 2].map((row) => t.cell(row, 0)?.value)).toEqual([false, false, false]);
    expect(t.cell(0, 1)).toEqual({ formula: '=TRUE', data: { validation: { type: 'checkbox' } } });
  });

  it('leaves cells without a checkbox alone', () => {
    const t = boot();
    t.run('workbook.set-cell', { sheetId: t.sheetId, row: 0, col: 0, text: 'TRUE' });
    const before = t.state();
    t.run('workbook.toggle-checkbox', { sheetId: t.sheetId, area: { top: 0, left: 0, bottom: 0, right: 0 } });
    expect(t.state()).toBe(before);
    expect(getCell(t.sheet(), t.sheet().rowIds[0], t.sheet().columnIds[0])?.value).toBe(true);
  });
});
