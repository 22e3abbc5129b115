import { describe, expect, it } from 'vitest';
import type { PluginManifest } from '../../../kernel/index.js';
import { formulasPlugin } from '../../../plugins/formulas/index.js';
import { namesPlugin } from '../../../plugins/names/index.js';
import { configurationError, CONFIGURATION_MESSAGES, validationPlugin } from '../../../plugins/validation/index.js';
import type { Workbook, WorkbookView } from '../../../plugins/workbook/index.js';
import { boot, runUndoable, type TestKernel } from '../workbook/boot.js';

/** Issue 14: a list validation's range typed as text follows structural edits as a formula's references do. */
function listKernel(input1: string): TestKernel {
  const t = boot(undefined, [namesPlugin, formulasPlugin, validationPlugin] as PluginManifest<Workbook, WorkbookView>[]);
  t.run('workbook.add-sheet', { id: 'data0001', name: 'Data' });
  // The validated cell: D5 of the first sheet.
  t.run('validation.set', { sheetId: t.sheetId, area: { top: 4, left: 3, bottom: 4, right: 3 }, validation: { type: 'list_range', input1 } });
  return t;
}

const rangeAt = (t: TestKernel, row: number, col: number) => t.cell(row, col)?.data?.validation?.input1;

describe('a list validation’s range text', () => {
  it('follows rows inserted above its cells on its own sheet, and the validated cell moves too', () => {
    const t = listKernel('A1:A4');
    runUndoable(t, 'workbook.insert-rows', { sheetId: t.sheetId, index: 0, side: 'above', count: 2 });
    expect(rangeAt(t, 6, 3)).toBe('A3:A6');
  });

  it('follows columns inserted on the sheet it names, from a cell of another sheet', () => {
    const t = listKernel('Data!B2:B9');
    t.run('workbook.insert-columns', { sheetId: 'data0001', index: 0, side: 'left' });
    expect(rangeAt(t, 4, 3)).toBe('Data!C2:C9');
  });

  it('shrinks when some of its rows are deleted, and is #REF! when all are (its configuration error shows)', () => {
    const t = listKernel('Data!A2:A5');
    t.run('workbook.delete-rows', { sheetId: 'data0001', start: 2, count: 2 });
    expect(rangeAt(t, 4, 3)).toBe('Data!A2:A3');
    t.run('workbook.delete-rows', { sheetId: 'data0001', start: 0, count: 5 });
    expect(rangeAt(t, 4, 3)).toBe('#REF!');
    expect(configurationError(t.cell(4, 3)!.data!.validation!, t.state())).toBe(CONFIGURATION_MESSAGES.range);
  });

  it('takes a renamed sheet’s new name, quoted when needed, in one undo step', () => {
    const t = listKernel('Data!A1:A3');
    runUndoable(t, 'workbook.rename-sheet', { sheetId: 'data0001', name: 'Price list' });
    expect(rangeAt(t, 4, 3)).toBe("'Price list'!A1:A3");
  });

  it('is #REF! when the sheet it names is deleted', () => {
    const t = listKernel('Data!A1:A3');
    t.run('workbook.delete-sheet', { sheetId: 'data0001' });
    expect(rangeAt(t, 4, 3)).toBe('#REF!');
  });

  it('moves with its cell when cells are inserted, shifting it right, and follows what it names', () => {
    const t = listKernel('B1:B3');
    t.run('workbook.insert-cells', { sheetId: t.sheetId, area: { top: 0, left: 0, bottom: 9, right: 0 }, shift: 'right' });
    expect(t.cell(4, 3)?.data?.validation).toBeUndefined();
    expect(rangeAt(t, 4, 4)).toBe('C1:C3');
  });

  it('stays as typed when the change is elsewhere', () => {
    const t = listKernel('A1:A4');
    t.run('workbook.insert-rows', { sheetId: 'data0001', index: 0, side: 'above', count: 3 });
    expect(rangeAt(t, 4, 3)).toBe('A1:A4');
  });
});
