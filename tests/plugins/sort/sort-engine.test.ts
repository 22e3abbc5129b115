import { produce } from 'immer';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PluginManifest } from '../../../kernel/index.js';
import { shiftFormula } from '../../../plugins/formulas/adjust/shift-formula.js';
import { Engine, type ChangedCells } from '../../../plugins/formulas/engine/index.js';
import { formulasPlugin } from '../../../plugins/formulas/index.js';
import { planSort, sortPlugin, type SortRequest } from '../../../plugins/sort/index.js';
import { shiftRows, shiftsTo } from '../../../plugins/formulas/adjust/index.js';
import { bucketOf } from '../../../plugins/workbook/cell-store.js';
import { putCell, type Workbook, type WorkbookView } from '../../../plugins/workbook/index.js';
import { boot, runUndoable, type TestKernel } from '../workbook/boot.js';
import { engineOptions } from '../../support/engine.js';

type Entry = string | number | null | { formula: string };
type Sorted = TestKernel & { engine: Engine; told: ChangedCells[] };

/** A kernel over `table` from A1 whose engine follows every change, as the editor's does. */
function sortKernel(table: readonly (readonly Entry[])[]): Sorted {
  const t = boot((book) => produce(book, (draft) => {
    const sheet = draft.sheetsById[draft.sheetIds[0]];
    for (let r = sheet.rowIds.length; r < table.length + 1; r++) sheet.rowIds.push(`extra${r}`);
    table.forEach((line, r) => line.forEach((entry, c) => {
      if (entry !== null) putCell(sheet, sheet.rowIds[r], sheet.columnIds[c], typeof entry === 'object' ? { formula: entry.formula } : { value: entry });
    }));
  }), [formulasPlugin, sortPlugin] as PluginManifest<Workbook, WorkbookView>[]);
  const engine = new Engine(engineOptions());
  engine.loadWorkbook(t.state());
  const told: ChangedCells[] = [];
  t.kernel.bus.executed$.subscribe((event) => told.push(engine.applyDocumentChange(t.state(), event.patches, event.source, event.structural)));
  return Object.assign(t, { engine, told });
}

/** Every value and formula of the first rows and columns, as the kernel's engine has them. */
function grid(engine: Engine, sheetId: string, rows: number, cols: number): [unknown, unknown][][] {
  return Array.from({ length: rows }, (_, row) => Array.from({ length: cols }, (_, col): [unknown, unknown] => [engine.getValue(sheetId, row, col), engine.getFormula(sheetId, row, col)]));
}

/** The engine that followed the changes agrees with one that loads the document afresh. */
function expectFreshAgreement(t: Sorted, rows: number, cols: number): void {
  const fresh = new Engine(engineOptions());
  fresh.loadWorkbook(t.state());
  expect(grid(t.engine, t.sheetId, rows, cols)).toEqual(grid(fresh, t.sheetId, rows, cols));
}

/** Sorts, then checks the followed engine against a fresh load after the sort, its undo and its redo. */
function sortChecked(t: Sorted, request: SortRequest, rows: number, cols: number): void {
  const plan = planSort(t.sheet(), request, (row, col) => t.engine.getValue(t.sheetId, row, col));
  runUndoable(t, 'sort.rows', { sheetId: t.sheetId, area: plan.area, order: plan.order });
  expectFreshAgreement(t, rows, cols);
  expect(t.kernel.undo.undo()).toBe(true);
  expectFreshAgreement(t, rows, cols);
  expect(t.kernel.undo.redo()).toBe(true);
  expectFreshAgreement(t, rows, cols);
}

describe('the engine after a sort, its undo and its redo', () => {
  it('agrees with a fresh load when formulas read other rows and cells outside the range read into it', () => {
    const t = sortKernel([
      ['Pear', 3, { formula: '=B1*2' }, { formula: '=SUM(B1:B4)' }],
      ['Apple', 1, { formula: '=B2+C1' }, { formula: '=C3' }],
      ['Fig', 4, { formula: '=B3+C2' }, { formula: '=MAX(C1:C4)' }],
      ['Kiwi', 2, { formula: '=B4+C3' }, { formula: '=A1&A4' }],
      [null, null, { formula: '=SUM(C1:C4)' }],
    ]);
    sortChecked(t, { area: { top: 0, left: 0, bottom: 3, right: 2 }, keys: [{ column: 1, descending: true }] }, 6, 5);
    expect(t.cell(0, 0)?.value).toBe('Fig');
    expect(t.cell(0, 2)?.formula).toBe('=B1+#REF!');
    expect(t.cell(1, 2)?.formula).toBe('=B2*2');
  });

  it('writes #REF! for a reference the sort pushes past the last row, as copying the formula there would', () => {
    const t = sortKernel([
      [4, { formula: '=B1048576+A1' }],
      [1, { formula: '=A2*2' }],
      [2, { formula: '=A3*2' }],
      [3, { formula: '=A4*2' }],
    ]);
    sortChecked(t, { area: { top: 0, left: 0, bottom: 3, right: 1 }, keys: [{ column: 0 }] }, 5, 3);
    expect(t.cell(3, 1)?.formula).toBe('=#REF!+A4');
    expect(t.engine.getValue(t.sheetId, 3, 1)).toMatchObject({ code: '#REF!' });
    expect(t.cell(0, 1)?.formula).toBe('=A1*2');
    expect(t.engine.getValue(t.sheetId, 0, 1)).toBe(2);
  });

  it('agrees with a fresh load after a sort narrower than the rows, whose other cells stay', () => {
    const t = sortKernel([
      [5, 'e', { formula: '=A1+1' }, { formula: '=B1&"!"' }],
      [3, 'c', { formula: '=A2+1' }, { formula: '=B2&"!"' }],
      [9, 'i', { formula: '=A3+1' }, { formula: '=B3&"!"' }],
      [1, 'a', { formula: '=A4+1' }, { formula: '=B4&"!"' }],
    ]);
    sortChecked(t, { area: { top: 0, left: 0, bottom: 3, right: 1 }, keys: [{ column: 0 }] }, 5, 5);
    expect(t.cell(0, 1)?.value).toBe('a');
    expect(t.cell(0, 2)?.formula).toBe('=A1+1');
    expect(t.engine.getValue(t.sheetId, 0, 2)).toBe(2);
    expect(t.engine.getValue(t.sheetId, 3, 3)).toBe('i!');
  });

  it('agrees with a fresh load after a sort that empties some rows and fills others', () => {
    const t = sortKernel([[null, 'x'], [2], [null], [1, { formula: '=A4*3' }]]);
    sortChecked(t, { area: { top: 0, left: 0, bottom: 3, right: 1 }, keys: [{ column: 0 }] }, 5, 3);
    expect(t.cell(0, 1)?.formula).toBe('=A1*3');
    expect(t.engine.getValue(t.sheetId, 0, 1)).toBe(3);
  });
});

/**
 * Whether the engines (the test's and the formulas plugin's) took each sort, undo and redo in place
 * (row-permutation.ts): the distinct answers since `from` calls.
 */
function inPlaceCalls(): { count: () => number; answers: (from?: number) => boolean[] } {
  const spy = vi.spyOn(Engine.prototype as unknown as { permuteInPlace: () => boolean }, 'permuteInPlace');
  return {
    count: () => spy.mock.results.length,
    answers: (from = 0) => [...new Set(spy.mock.results.slice(from).map((result) => result.value === true))],
  };
}

describe('a sort the engine moves in place', () => {
  afterEach(() => vi.restoreAllMocks());

  it('agrees with a fresh load when every formula reads its own row, whole rows or narrower', () => {
    const calls = inPlaceCalls();
    const t = sortKernel([
      ['Pear', 3, { formula: '=B1*2' }, { formula: '=A1&"-"&$B1' }, { formula: '=ROW()+B1' }],
      ['Apple', 1, { formula: '=B2*2' }, { formula: '=A2&"-"&$B2' }, { formula: '=ROW()+B2' }],
      ['Fig', 4, { formula: '=B3*2' }, { formula: '=A3&"-"&$B3' }, { formula: '=ROW()+B3' }],
      ['Kiwi', 2, { formula: '=B4*2+1' }, { formula: '=A4&"-"&$B4' }, { formula: '=ROW()+B4' }],
      [null, 7, { formula: '=B5*2' }],
    ]);
    sortChecked(t, { area: { top: 0, left: 0, bottom: 3, right: 4 }, keys: [{ column: 1 }] }, 6, 6);
    expect(t.cell(0, 0)?.value).toBe('Apple');
    expect(t.cell(0, 2)?.formula).toBe('=B1*2');
    expect(t.engine.getValue(t.sheetId, 0, 3)).toBe('Apple-1');
    expect(t.engine.getValue(t.sheetId, 0, 4)).toBe(2);
    expect(t.engine.getValue(t.sheetId, 1, 2)).toBe(5);
    expect(calls.count()).toBeGreaterThanOrEqual(3);
    expect(calls.answers()).toEqual([true]);
    const narrow = calls.count();
    sortChecked(t, { area: { top: 0, left: 0, bottom: 3, right: 2 }, keys: [{ column: 0, descending: true }] }, 6, 6);
    expect(t.cell(0, 0)?.value).toBe('Pear');
    expect(t.engine.getValue(t.sheetId, 0, 3)).toBe('Pear-3');
    // D and E, outside the area A:C, read its cells: that sort is left to the patches.
    expect(calls.answers(narrow)).toEqual([false]);
  });

  it('leaves to the patches what reads across rows: absolute rows, ranges, names, readers outside, spills beside', () => {
    const tables: Entry[][][] = [
      [[2, { formula: '=A1+$A$2' }], [1, { formula: '=A2+$A$2' }]],
      [[2, { formula: '=A1' }], [1, { formula: '=A2' }], [null, null, { formula: '=SUM(A1:A2)' }]],
      [[2, { formula: '=A1' }], [1, { formula: '=A2' }], [null, null, { formula: '=A1*10' }]],
      [[2, { formula: '=A1' }, { formula: '=SEQUENCE(2)' }], [1, { formula: '=A2' }]],
      [[2, { formula: '=A1+C1' }, 5], [1, { formula: '=A2+C2' }, 6]],
    ];
    for (const table of tables) {
      const calls = inPlaceCalls();
      const t = sortKernel(table);
      sortChecked(t, { area: { top: 0, left: 0, bottom: 1, right: 1 }, keys: [{ column: 0 }] }, 4, 4);
      expect(t.engine.getValue(t.sheetId, 0, 0)).toBe(1);
      expect(calls.answers(), JSON.stringify(table)).toEqual([false]);
      vi.restoreAllMocks();
    }
  });
});

describe('a sort past the compact list of changed cells', () => {
  it('agrees with a fresh load, and tells exactly the cells whose values changed, with their new values', () => {
    const rows = 4_000;
    const table = Array.from({ length: rows }, (_, r): Entry[] => [
      (r * 37) % 101, r % 7 === 0 ? null : `item ${r % 13}`, { formula: `=A${r + 1}*2` }, r === 0 ? { formula: `=SUM(A1:A${rows})` } : r === 1 ? { formula: `=COUNTIF(B1:B${rows},"item 1*")` } : null,
    ]);
    const t = sortKernel(table);
    const plan = planSort(t.sheet(), { area: { top: 0, left: 0, bottom: rows - 1, right: 2 }, keys: [{ column: 1 }, { column: 0, descending: true }] }, (row, col) => t.engine.getValue(t.sheetId, row, col));
    const before = grid(t.engine, t.sheetId, rows, 4);
    runUndoable(t, 'sort.rows', { sheetId: t.sheetId, area: plan.area, order: plan.order });
    const told = new Map<string, unknown>();
    expect(Array.isArray(t.told[t.told.length - 1]), 'told in the compact form').toBe(false);
    for (const cell of t.told[t.told.length - 1]) told.set(`${cell.row}:${cell.col}`, cell.value);
    expectFreshAgreement(t, rows + 1, 5);
    const after = grid(t.engine, t.sheetId, rows, 4);
    expect(told.size).toBeGreaterThan(5_000);
    after.forEach((line, row) => line.forEach(([value], col) => {
      const key = `${row}:${col}`;
      if (value !== before[row][col][0]) expect(told.get(key), key).toBe(value);
      else if (told.has(key)) expect(told.get(key), key).toBe(value);
    }));
    expect(t.cell(0, 1)?.value).toBe('item 0');
    expect(t.kernel.undo.undo()).toBe(true);
    expectFreshAgreement(t, rows + 1, 5);
    expect(grid(t.engine, t.sheetId, rows, 4)).toEqual(before);
    expect(t.kernel.undo.redo()).toBe(true);
    expectFreshAgreement(t, rows + 1, 5);
    expect(grid(t.engine, t.sheetId, rows, 4)).toEqual(after);
  });
});

describe('the patches of a sort', () => {
  it('replace whole buckets of rows, one patch each, and keep a formula over its own row the same object', () => {
    const rows = Array.from({ length: 60 }, (_, r): Entry[] => [60 - r, { formula: `=A${r + 1}*2` }]);
    const t = sortKernel(rows);
    const events: string[][][] = [];
    t.kernel.bus.executed$.subscribe((event) => events.push(event.patches.map((patch) => patch.path.map(String))));
    const formulaCell = t.cell(0, 1);
    sortChecked(t, { area: { top: 0, left: 0, bottom: 59, right: 1 }, keys: [{ column: 0 }] }, 61, 2);
    const buckets = new Set(t.sheet().rowIds.slice(0, 60).map((rowId) => bucketOf(rowId)));
    const sortPatches = events[0];
    expect(sortPatches.every((path) => path.length === 4 && path[2] === 'cells')).toBe(true);
    expect(sortPatches.length).toBe(buckets.size);
    expect(t.cell(0, 1)).toBe(formulaCell);
    expect(t.engine.getValue(t.sheetId, 0, 1)).toBe(2);
  });
});

describe('shifting formulas as a sort moves them', () => {
  it('gives the text shiftFormula gives, for simple formulas and for those it leaves to it', () => {
    const formulas = [
      '=B5*C5+1', '=b5+$C$3+C$3+$D4', '=SUM(A1:B2)/a2:$b$9', '=LOG10(A2)+"A1"', "='My Sheet'!B3+Sheet2!A1", '=A:A', '=1:3',
      '=A01+1E5', '=IF(A2<>"",A2,{1,2})', '=A1#', '=name1*2', '=A2&"x""y"&A3', '=XFD1+A1048576',
      // A table's columns named like cells are not references.
      '=SUM(Sales[Q1])+A2', '=Sales[@FY2024]*B2',
    ];
    for (const text of formulas) for (const rows of [-3, -1, 0, 2, 1_048_575]) expect(shiftRows(text, rows), `${text} by ${rows}`).toBe(shiftFormula(text, rows, 0));
  });

  it('tells a shifted formula equal to a text only when it is, never building it', () => {
    const simple = ['=B5*C5+1', '=b5+$C$3+C$3+$D4', '=SUM(A1:B2)/a2:$b$9', '=LOG10(A2)+"A1"', '=A2&"x""y"&A3', '=XFD1+A1048576', 'A9', '=$a$1+$a1+a$1', '=name1*2'];
    const other = ["='My Sheet'!B3+Sheet2!A1", '=A:A', '=A01+1E5', '=A1#'];
    for (const text of [...simple, ...other]) {
      for (const rows of [-3, -1, 0, 2, 9, 91, 1_048_575]) {
        const shifted = shiftFormula(text, rows, 0);
        const wrong = [`${shifted} `, shifted.slice(0, -1), shifted.toLowerCase(), shifted.replace(/\d/, (d) => String((Number(d) + 1) % 10)), `${shifted}0`, '',
          // A row written with a leading zero, or with one digit more, is other text.
          shifted.replace(/([A-Za-z])(\d)/, '$10$2'), shifted.replace(/([A-Za-z]\d+)/, '$17')];
        for (const target of wrong) if (target !== shifted) expect(shiftsTo(text, rows, target), `${text} by ${rows} to ${target}`).toBe(false);
        // Simple formulas are told equal; the others are left to shiftRows (false: cannot tell).
        const onSheet = !shifted.includes('#REF!') && [...shifted.matchAll(/[A-Za-z]\$?(\d+)/g)].every((match) => Number(match[1]) <= 1_048_576);
        expect(shiftsTo(text, rows, shifted), `${text} by ${rows}`).toBe(simple.includes(text) && onSheet);
      }
    }
  });
});
