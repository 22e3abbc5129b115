import type { Patch } from 'immer';
import { describe, expect, it } from 'vitest';
import { cellKeys } from '../../../plugins/collab/patch-paths.js';
import { boot, runUndoable } from './boot.js';

/** The patches of the next command run on `t`. */
function patchesOf(t: ReturnType<typeof boot>, id: string, params: unknown): Patch[] {
  let patches: Patch[] = [];
  const subscription = t.kernel.bus.executed$.subscribe((event) => (patches = [...event.patches]));
  runUndoable(t, id, params);
  subscription.unsubscribe();
  return patches;
}

const key = (t: ReturnType<typeof boot>, row: number, col: number) => `${t.sheetId}/${t.sheet().rowIds[row]}/${t.sheet().columnIds[col]}`;

describe('a paste written row by row (RowWrites)', () => {
  it('puts a new row whole: one patch per row (or its new bucket), naming exactly its cells', () => {
    const t = boot();
    const cells = [0, 1, 2].flatMap((row) => [0, 1, 2].map((col) => ({ row, col, text: `${row}${col}` })));
    const patches = patchesOf(t, 'workbook.set-cells', { sheetId: t.sheetId, cells });
    expect(patches).toHaveLength(3);
    expect(patches.every((patch) => patch.path.length <= 5)).toBe(true);
    expect(cellKeys(patches)).toEqual(new Set(cells.map(({ row, col }) => key(t, row, col))));
    expect(t.cell(2, 1)?.value).toBe(21);
  });

  it('writes cell by cell in a row holding cells it does not write, or whose cell it empties', () => {
    const t = boot();
    t.run('workbook.set-cells', { sheetId: t.sheetId, cells: [{ row: 0, col: 0, text: 'kept' }, { row: 0, col: 1, text: 'old' }, { row: 1, col: 0, text: 'gone' }, { row: 1, col: 1, text: 'x' }] });
    const patches = patchesOf(t, 'workbook.set-cells', { sheetId: t.sheetId, cells: [{ row: 0, col: 1, text: 'new' }, { row: 0, col: 2, text: 'added' }, { row: 1, col: 0, text: '' }, { row: 1, col: 1, text: 'y' }] });
    expect(patches.every((patch) => patch.path.length === 6)).toBe(true);
    expect(cellKeys(patches)).toEqual(new Set([key(t, 0, 1), key(t, 0, 2), key(t, 1, 0), key(t, 1, 1)]));
    expect([t.cell(0, 0)?.value, t.cell(0, 1)?.value, t.cell(0, 2)?.value, t.cell(1, 0), t.cell(1, 1)?.value]).toEqual(['kept', 'new', 'added', undefined, 'y']);
  });

  it('puts a row pasted over whole, takes the last of a cell written twice, and writes nothing unchanged', () => {
    const t = boot();
    t.run('workbook.set-cells', { sheetId: t.sheetId, cells: [{ row: 0, col: 0, text: '1' }, { row: 0, col: 1, text: '2' }, { row: 3, col: 0, text: 'same' }] });
    const patches = patchesOf(t, 'workbook.set-cells', { sheetId: t.sheetId, cells: [{ row: 0, col: 0, text: 'a' }, { row: 0, col: 1, text: 'b' }, { row: 0, col: 0, text: 'c' }, { row: 3, col: 0, text: 'same' }] });
    expect(patches).toHaveLength(1);
    expect(patches[0].path).toHaveLength(5);
    expect([t.cell(0, 0)?.value, t.cell(0, 1)?.value]).toEqual(['c', 'b']);
  });
});
