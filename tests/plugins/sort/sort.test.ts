import { produce, type Draft } from 'immer';
import { describe, expect, it } from 'vitest';
import type { PluginManifest } from '../../../kernel/index.js';
import { Engine } from '../../../plugins/formulas/engine/index.js';
import { FormulaError } from '../../../plugins/formulas/values.js';
import { formulasPlugin } from '../../../plugins/formulas/index.js';
import {
  compareSortValues, planSort, sortPlugin, SORT_ARRAY_MESSAGE, SORT_MERGED_MESSAGE, SORT_NO_KEYS_MESSAGE, SORT_ORDER_MESSAGE,
  type SortRequest, type SortValue,
} from '../../../plugins/sort/index.js';
import { findMerges, getRowCells, putCell, type Sheet, type Workbook, type WorkbookView } from '../../../plugins/workbook/index.js';
import { bucketFormats, hasBucketFormats, type BucketFormats } from '../../../plugins/workbook/bucket-formats.js';
import { boot, expectRefused, runUndoable, type TestKernel } from '../workbook/boot.js';
import { engineOptions } from '../../support/engine.js';

type Entry = string | number | boolean | null | { formula: string };

/** A kernel with the sort plugin over a sheet holding `table` from A1; `engine` follows the document. */
function sortKernel(table: readonly (readonly Entry[])[]): TestKernel & { engine: Engine } {
  const t = boot((book) => produce(book, (draft) => {
    const sheet = draft.sheetsById[draft.sheetIds[0]];
    table.forEach((line, r) => line.forEach((entry, c) => {
      if (entry === null) return;
      putCell(sheet, sheet.rowIds[r], sheet.columnIds[c], typeof entry === 'object' ? { formula: entry.formula } : { value: entry });
    }));
  }), [formulasPlugin, sortPlugin] as PluginManifest<Workbook, WorkbookView>[]);
  const engine = new Engine(engineOptions());
  engine.loadWorkbook(t.state());
  t.kernel.bus.executed$.subscribe((event) => engine.applyDocumentChange(t.state(), event.patches));
  return Object.assign(t, { engine });
}

function sort(t: TestKernel & { engine: Engine }, request: SortRequest) {
  const plan = planSort(t.sheet(), request, (row, col) => t.engine.getValue(t.sheetId, row, col));
  return runUndoable(t, 'sort.rows', { sheetId: t.sheetId, area: plan.area, order: plan.order });
}

const column = (t: TestKernel & { engine: Engine }, col: number, rows: number) =>
  Array.from({ length: rows }, (_, row) => t.engine.getValue(t.sheetId, row, col));

describe('sort order, as Sheets and Excel sort a column', () => {
  const ordered = (values: SortValue[], descending = false) => [...values].sort((a, b) => compareSortValues(a, b, descending));

  it('ascending: numbers, then text without regard to case, then FALSE, TRUE, then errors; blanks last', () => {
    const error = new FormulaError('#N/A');
    expect(ordered([null, 'banana', true, 10, error, 'Apple', false, -2, '', 'apple'])).toEqual([-2, 10, 'Apple', 'apple', 'banana', false, true, error, null, '']);
  });

  it('descending reverses the values but keeps blanks at the bottom', () => {
    expect(ordered([null, 1, 'b', 3, 'A', true], true)).toEqual([true, 'b', 'A', 3, 1, null]);
  });
});

describe('the order of many rows (radix passes per key)', () => {
  /** The rules written as a comparison, independently of the radix keys. */
  function reference(a: SortValue, b: SortValue, descending: boolean): number {
    const kind = (v: SortValue) => (v === null || v === '' ? 4 : typeof v === 'number' ? 0 : typeof v === 'string' ? 1 : typeof v === 'boolean' ? 2 : 3);
    const [ka, kb] = [kind(a), kind(b)];
    if (ka === 4 || kb === 4) return ka === kb ? 0 : ka === 4 ? 1 : -1;
    let order = ka - kb;
    if (order === 0 && ka === 0) order = Math.sign((a as number) - (b as number));
    if (order === 0 && ka === 1) order = (a as string).localeCompare(b as string, 'en', { sensitivity: 'base' });
    if (order === 0 && ka === 2) order = Number(a) - Number(b);
    return descending ? -order : order;
  }

  it('is the stable order of the rules for mixed values, two keys, both directions', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648);
    const pool: SortValue[] = [0, -0, 1.5, -1.5, 3, -1e300, 1e300, 2 ** 40, -(2 ** 40), 5e-324, 'apple', 'Apple', 'banana', 'Éclair', 'zed', '', null, true, false, new FormulaError('#N/A'), new FormulaError('#DIV/0!')];
    const rows = 400;
    const columns = [0, 1].map(() => Array.from({ length: rows }, () => pool[Math.floor(random() * pool.length)]));
    // The sheet's cells hold something (a formula, here) so that no value passes for a spilled one.
    const sheet = { id: 's', name: 'S', rowIds: Array.from({ length: rows }, (_, r) => `r${r}`), columnIds: ['a', 'b'], cells: {} } as unknown as Parameters<typeof planSort>[0];
    sheet.rowIds.forEach((rowId) => ['a', 'b'].forEach((columnId) => putCell(sheet as Draft<typeof sheet>, rowId, columnId, { formula: '=X' })));
    for (const [first, second] of [[false, false], [true, false], [false, true], [true, true]]) {
      const plan = planSort(sheet, { area: { top: 0, left: 0, bottom: rows - 1, right: 1 }, keys: [{ column: 0, descending: first }, { column: 1, descending: second }] }, (row, col) => columns[col][row]);
      const expected = Array.from({ length: rows }, (_, i) => i).sort((a, b) => reference(columns[0][a], columns[0][b], first) || reference(columns[1][a], columns[1][b], second) || a - b);
      expect(plan.order).toEqual(expected);
    }
  });
});

describe('sorting a range', () => {
  it('sorts by one column, moving whole rows of the range, and undoes as one step', () => {
    const t = sortKernel([['Pear', 3], ['Apple', 1], ['Fig', 2]]);
    sort(t, { area: { top: 0, left: 0, bottom: 2, right: 1 }, keys: [{ column: 1 }] });
    expect(column(t, 0, 3)).toEqual(['Apple', 'Fig', 'Pear']);
    expect(column(t, 1, 3)).toEqual([1, 2, 3]);
  });

  it('sorts by two columns, the second breaking ties, descending where asked, and keeps a header row', () => {
    const t = sortKernel([['Team', 'Score'], ['b', 1], ['a', 2], ['b', 3], ['a', 1]]);
    sort(t, { area: { top: 0, left: 0, bottom: 4, right: 1 }, keys: [{ column: 0 }, { column: 1, descending: true }], header: true });
    expect(column(t, 0, 5)).toEqual(['Team', 'a', 'a', 'b', 'b']);
    expect(column(t, 1, 5)).toEqual(['Score', 2, 1, 3, 1]);
  });

  it('is stable: rows with equal keys keep their order', () => {
    const t = sortKernel([[1, 'first'], [0, 'x'], [1, 'second'], [1, 'third']]);
    sort(t, { area: { top: 0, left: 0, bottom: 3, right: 1 }, keys: [{ column: 0 }] });
    expect(column(t, 1, 4)).toEqual(['x', 'first', 'second', 'third']);
  });

  it('empties rows whose cells all moved away, and drops their stored rows and buckets', () => {
    for (const whole of [false, true]) {
      const t = sortKernel([[2, 'kept'], [null], [1], [null], [3]]);
      const area = { top: 0, left: 0, bottom: 4, right: whole ? t.sheet().columnIds.length - 1 : 0 };
      sort(t, { area, keys: [{ column: 0 }] });
      expect(column(t, 0, 5)).toEqual([1, 2, 3, null, null]);
      expect(column(t, 1, 5)).toEqual(whole ? [null, 'kept', null, null, null] : ['kept', null, null, null, null]);
      const stored = Object.values(t.sheet().cells).flatMap((bucket) => Object.values(bucket));
      expect(stored.every((row) => Object.keys(row).length > 0)).toBe(true);
      expect(Object.values(t.sheet().cells).every((bucket) => Object.keys(bucket).length > 0)).toBe(true);
      expect(stored).toHaveLength(3);
    }
  });

  it('leaves cells outside the range where they are', () => {
    const t = sortKernel([[2, 'out 1'], [1, 'out 2']]);
    sort(t, { area: { top: 0, left: 0, bottom: 1, right: 0 }, keys: [{ column: 0 }] });
    expect(column(t, 0, 2)).toEqual([1, 2]);
    expect(column(t, 1, 2)).toEqual(['out 1', 'out 2']);
  });

  it('sorts by computed values; formulas move with their rows and their relative references move with them (as Excel)', () => {
    const t = sortKernel([
      [3, { formula: '=A1*10' }, { formula: '=$A$1' }],
      [1, { formula: '=A2*10' }, { formula: '=$A$1' }],
      [2, { formula: '=A3*10' }, { formula: '=$A$1' }],
    ]);
    sort(t, { area: { top: 0, left: 0, bottom: 2, right: 2 }, keys: [{ column: 1 }] });
    expect(column(t, 0, 3)).toEqual([1, 2, 3]);
    expect(t.cell(0, 1)?.formula).toBe('=A1*10');
    expect(t.cell(2, 1)?.formula).toBe('=A3*10');
    expect(column(t, 1, 3)).toEqual([10, 20, 30]);
    // An absolute reference keeps pointing at the same cell, whose content has changed.
    expect(t.cell(1, 2)?.formula).toBe('=$A$1');
    expect(column(t, 2, 3)).toEqual([1, 1, 1]);
  });

  it('keeps references from outside the range pointing at the same addresses', () => {
    const t = sortKernel([[2, null, { formula: '=A1' }], [1]]);
    sort(t, { area: { top: 0, left: 0, bottom: 1, right: 0 }, keys: [{ column: 0 }] });
    expect(t.cell(0, 2)?.formula).toBe('=A1');
    expect(t.engine.getValue(t.sheetId, 0, 2)).toBe(1);
  });

  it('refuses merged cells, spilled array values, no keys and an order that is not a permutation, changing nothing', () => {
    const merged = sortKernel([[2], [1]]);
    merged.run('workbook.merge-cells', { sheetId: merged.sheetId, area: { top: 0, left: 0, bottom: 0, right: 1 }, mode: 'all' });
    const read = (row: number, col: number) => merged.engine.getValue(merged.sheetId, row, col);
    const mergedBefore = merged.state();
    for (const order of [[1, 0], [0, 1]]) {
      // Moved or staying, a merged cell in the range refuses the sort.
      expect(merged.run('sort.rows', { sheetId: merged.sheetId, area: { top: 0, left: 0, bottom: 1, right: 1 }, order })).toEqual({ ok: false, error: SORT_MERGED_MESSAGE, title: 'Problem encountered' });
      expect(merged.run('sort.rows', { sheetId: merged.sheetId, area: { top: 0, left: 0, bottom: 1, right: 0 }, order })).toEqual({ ok: false, error: SORT_MERGED_MESSAGE, title: 'Problem encountered' });
    }
    expect(merged.state()).toBe(mergedBefore);
    expect(() => planSort(merged.sheet(), { area: { top: 0, left: 0, bottom: 1, right: 1 }, keys: [] }, read)).toThrow(SORT_NO_KEYS_MESSAGE);

    const spilled = sortKernel([[{ formula: '=SEQUENCE(3)' }], [null, 5]]);
    const readSpilled = (row: number, col: number) => spilled.engine.getValue(spilled.sheetId, row, col);
    const spills = (area: { top: number; left: number; bottom: number; right: number }) => spilled.engine.spillsInto(spilled.sheetId, area);
    for (const asked of [undefined, spills]) {
      expect(() => planSort(spilled.sheet(), { area: { top: 0, left: 0, bottom: 2, right: 0 }, keys: [{ column: 0 }] }, readSpilled, asked)).toThrow(SORT_ARRAY_MESSAGE);
      expect(() => planSort(spilled.sheet(), { area: { top: 1, left: 0, bottom: 1, right: 1 }, keys: [{ column: 1 }] }, readSpilled, asked)).toThrow(SORT_ARRAY_MESSAGE);
      expect(planSort(spilled.sheet(), { area: { top: 0, left: 1, bottom: 2, right: 1 }, keys: [{ column: 1 }] }, readSpilled, asked).order).toEqual([1, 0, 2]);
    }

    const t = sortKernel([[2], [1]]);
    const before = t.state();
    for (const order of [[0, 0], [0], [0, 5], [0.5, 1]]) {
      expect(t.run('sort.rows', { sheetId: t.sheetId, area: { top: 0, left: 0, bottom: 1, right: 0 }, order })).toEqual({ ok: false, error: SORT_ORDER_MESSAGE, title: 'Problem encountered' });
    }
    expect(t.state()).toBe(before);
  });
});

describe('the merge check, answered by the index of merged cells', () => {
  const reversed = (top: number, bottom: number) => Array.from({ length: bottom - top + 1 }, (_, i) => bottom - i);
  const sortArea = (t: TestKernel, top: number, left: number, bottom: number, right: number) =>
    t.run('sort.rows', { sheetId: t.sheetId, area: { top, left, bottom, right }, order: reversed(top, bottom) });
  const refused = (t: TestKernel, top: number, left: number, bottom: number, right: number) =>
    expectRefused(t, 'sort.rows', { sheetId: t.sheetId, area: { top, left, bottom, right }, order: reversed(top, bottom) }, SORT_MERGED_MESSAGE);
  // The merges a fresh copy of the sheet holds: new bucket objects, so read off every cell again.
  const freshMerges = (sheet: Sheet) => findMerges(structuredClone(sheet));

  it('follows a merge through inserted rows, their undo and redo', () => {
    const t = sortKernel(Array.from({ length: 10 }, (_, r) => [10 - r, r, { formula: `=A${r + 1}*2` }]));
    // B5:C6 merged: sorting column A passes beside it; any area meeting it is refused, anchor or covered cell.
    t.run('workbook.merge-cells', { sheetId: t.sheetId, area: { top: 4, left: 1, bottom: 5, right: 2 }, mode: 'all' });
    expect(sortArea(t, 0, 0, 9, 0)).toEqual({ ok: true });
    refused(t, 0, 0, 9, 1);
    refused(t, 5, 2, 8, 2);
    expect(sortArea(t, 6, 0, 9, 2)).toEqual({ ok: true });

    t.run('workbook.insert-rows', { sheetId: t.sheetId, index: 0, side: 'above', count: 3 });
    expect(findMerges(t.sheet())).toEqual([{ top: 7, left: 1, rows: 2, columns: 2 }]);
    refused(t, 8, 1, 8, 1);
    expect(sortArea(t, 3, 1, 6, 2)).toEqual({ ok: true });

    expect(t.kernel.undo.undo()).toBe(true); // the sort of rows 4-7
    expect(t.kernel.undo.undo()).toBe(true); // the inserted rows
    expect(findMerges(t.sheet())).toEqual([{ top: 4, left: 1, rows: 2, columns: 2 }]);
    refused(t, 3, 1, 4, 2);
    expect(t.kernel.undo.redo()).toBe(true); // the inserted rows again
    refused(t, 8, 1, 8, 1);
    expect(t.kernel.undo.redo()).toBe(true); // and the sort of rows 4-7
    expect(findMerges(t.sheet())).toEqual(freshMerges(t.sheet()));
    refused(t, 6, 2, 7, 2);
    expect(sortArea(t, 9, 1, 12, 2)).toEqual({ ok: true });
  });

  it('keeps the index true over the buckets a sort rebuilds, sort after sort', () => {
    const rows = 90;
    const t = sortKernel(Array.from({ length: rows }, (_, r) => [r % 7, `x${r}`]));
    // Merges beside the sorted columns, in sorted rows, and below them.
    t.run('workbook.merge-cells', { sheetId: t.sheetId, area: { top: 20, left: 3, bottom: 21, right: 4 }, mode: 'all' });
    t.run('workbook.merge-cells', { sheetId: t.sheetId, area: { top: rows, left: 0, bottom: rows + 1, right: 1 }, mode: 'all' });
    const merges = findMerges(t.sheet());
    for (let i = 0; i < 3; i++) expect(sortArea(t, 0, 0, rows - 1, 1)).toEqual({ ok: true });
    expect(findMerges(t.sheet())).toEqual(merges);
    expect(freshMerges(t.sheet())).toEqual(merges);
    refused(t, 0, 0, rows, 1);
    refused(t, 21, 0, 30, 3);
    // A merge made after the sorts is seen in the rebuilt buckets.
    t.run('workbook.merge-cells', { sheetId: t.sheetId, area: { top: 10, left: 0, bottom: 10, right: 1 }, mode: 'all' });
    refused(t, 0, 0, rows - 1, 1);
    expect(findMerges(t.sheet())).toEqual(freshMerges(t.sheet()));
  });
});

describe('the formulas a sort shifts, found from the columns noted per bucket', () => {
  const wholeSheet = (t: TestKernel, rows: number) => ({ top: 0, left: 0, bottom: rows - 1, right: t.sheet().columnIds.length - 1 });

  it('shifts a formula typed after a sort in a column that held none, in whole rows and in a range', () => {
    const rows = 60;
    const t = sortKernel(Array.from({ length: rows }, (_, r) => [(r * 7) % 13, { formula: `=A${r + 1}+1` }]));
    sort(t, { area: wholeSheet(t, rows), keys: [{ column: 0 }] });
    // C12 reads its own row; the sort's rebuilt buckets were told column B only.
    t.run('workbook.set-cell', { sheetId: t.sheetId, row: 11, col: 2, text: '=A12*100' });
    const moved = t.engine.getValue(t.sheetId, 11, 0);
    sort(t, { area: wholeSheet(t, rows), keys: [{ column: 0, descending: true }] });
    const at = Array.from({ length: rows }, (_, r) => r).filter((r) => t.cell(r, 2) !== undefined);
    expect(at).toHaveLength(1);
    expect(t.cell(at[0], 2)?.formula).toBe(`=A${at[0] + 1}*100`);
    expect(t.engine.getValue(t.sheetId, at[0], 2)).toBe(Number(t.engine.getValue(t.sheetId, at[0], 0)) * 100);
    expect(t.engine.getValue(t.sheetId, at[0], 0)).toBe(moved);
    for (let r = 0; r < rows; r++) expect(t.cell(r, 1)?.formula).toBe(`=A${r + 1}+1`);

    // A range of columns A:C: the formulas of B and C move, those of D (outside it) stay.
    t.run('workbook.set-cell', { sheetId: t.sheetId, row: 3, col: 3, text: '=A4' });
    sort(t, { area: { top: 0, left: 0, bottom: rows - 1, right: 2 }, keys: [{ column: 0 }] });
    expect(t.cell(3, 3)?.formula).toBe('=A4');
    const shifted = Array.from({ length: rows }, (_, r) => r).filter((r) => t.cell(r, 2) !== undefined);
    expect(shifted.map((r) => t.cell(r, 2)?.formula)).toEqual([`=A${shifted[0] + 1}*100`]);
  });
});

describe('rows without formulas in a sort of whole rows', () => {
  it('are moved as they are (the same objects), and those with formulas are copied', () => {
    const t = sortKernel([[3, 'c'], [1, 'a', { formula: '=A2*2' }], [2, 'b']]);
    const rowAt = (row: number) => getRowCells(t.sheet(), t.sheet().rowIds[row]);
    const [first, second, third] = [0, 1, 2].map(rowAt);
    sort(t, { area: { top: 0, left: 0, bottom: 2, right: t.sheet().columnIds.length - 1 }, keys: [{ column: 0 }] });
    expect(column(t, 1, 3)).toEqual(['a', 'b', 'c']);
    expect(rowAt(1)).toBe(third);
    expect(rowAt(2)).toBe(first);
    expect(rowAt(0)).not.toBe(second);
    expect(t.cell(0, 2)?.formula).toBe('=A1*2');
    expect(t.engine.getValue(t.sheetId, 0, 2)).toBe(2);
  });
});

describe('the number formats find keeps per bucket, carried over to the buckets a sort rebuilds', () => {
  const rows = 90;
  /** Column A numbers, B a number formatted on every third row, C a formula formatted on every fifth. */
  function formatted(): TestKernel & { engine: Engine } {
    const t = sortKernel(Array.from({ length: rows }, (_, r) => [(r * 37) % 101, r, { formula: `=A${r + 1}*2` }]));
    t.kernel.store.set(produce(t.state(), (draft) => {
      const sheet = draft.sheetsById[t.sheetId];
      for (let r = 0; r < rows; r++) {
        const rowId = sheet.rowIds[r];
        if (r % 3 === 0) putCell(sheet, rowId, sheet.columnIds[1], { value: r, data: { type: 'NUMBER', format: '0.00' } });
        if (r % 5 === 0) putCell(sheet, rowId, sheet.columnIds[2], { formula: `=A${r + 1}*2`, data: { type: 'PERCENT', format: '0%' } });
      }
    }));
    return t;
  }
  const entries = (formats: BucketFormats) => formats.columnIds.map((columnId, j) => `${formats.rowIds[formats.rowEnds.findIndex((end) => end > j)]}|${columnId}|${formats.patterns[j]}`).sort();
  const everyBucket = (t: TestKernel) => Object.values(t.sheet().cells);

  it('notes each rebuilt bucket with the formats its cells hold, in whole rows and in a range, when every bucket was known', () => {
    const t = formatted();
    for (const bucket of everyBucket(t)) bucketFormats(bucket);
    const areas = [
      { top: 0, left: 0, bottom: rows - 1, right: t.sheet().columnIds.length - 1 },
      { top: 10, left: 0, bottom: rows - 20, right: 1 },
      { top: 0, left: 1, bottom: rows - 1, right: 2 },
    ];
    for (const [i, area] of areas.entries()) {
      sort(t, { area, keys: [{ column: area.left, descending: i % 2 === 0 }] });
      for (const bucket of everyBucket(t)) {
        expect(hasBucketFormats(bucket)).toBe(true);
        expect(entries(bucketFormats(bucket))).toEqual(entries(bucketFormats(structuredClone(bucket))));
      }
    }
    expect(everyBucket(t).some((bucket) => bucketFormats(bucket).columnIds.length > 0)).toBe(true);
  });

  it('notes none when the sheet has none, and leaves the buckets to be read when one was not known', () => {
    const plain = sortKernel(Array.from({ length: rows }, (_, r) => [(r * 37) % 101, r]));
    for (const bucket of everyBucket(plain)) bucketFormats(bucket);
    sort(plain, { area: { top: 0, left: 0, bottom: rows - 1, right: 1 }, keys: [{ column: 0 }] });
    for (const bucket of everyBucket(plain)) expect(bucketFormats(bucket).columnIds).toEqual([]);

    const t = formatted();
    const [first, ...others] = everyBucket(t);
    for (const bucket of others) bucketFormats(bucket);
    expect(hasBucketFormats(first)).toBe(false);
    const before = new Set(everyBucket(t));
    sort(t, { area: { top: 0, left: 0, bottom: rows - 1, right: 2 }, keys: [{ column: 0 }] });
    for (const bucket of everyBucket(t)) if (!before.has(bucket)) expect(hasBucketFormats(bucket)).toBe(false);
  });
});
