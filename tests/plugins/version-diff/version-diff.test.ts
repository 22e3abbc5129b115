import { describe, expect, it } from 'vitest';
import { diffVersions, MAX_LISTED_CELLS } from '../../../plugins/version-diff/index.js';
import { readTemplateFile } from '../../../plugins/workbook/file/index.js';
import { templateFile } from '../casts/book.js';
import { engineOptions } from '../../support/engine.js';

type Cells = Record<string, Record<string, unknown>>;

/** A version: cells of sheet 'Main', an output named range on B1, and test shadows. */
function version(cells: Cells, shadows: Record<string, unknown> = {}, rows = 10) {
  return readTemplateFile({
    ...templateFile({ cells, rows, cols: 3 }),
    namedRangesById: { n1: { id: 'n1', name: 'total', sheetId: 'sh000001', fromCellId: 'c2&r1', output: true } },
    testShadowsById: shadows,
  });
}

const diff = (before: Cells, after: Cells, shadows?: Record<string, unknown>) =>
  diffVersions({ workbook: version(before, shadows), engine: engineOptions() }, { workbook: version(after, shadows), engine: engineOptions() });

describe('version differences', () => {
  it('lists nothing for two equal versions', () => {
    const cells = { A1: { value: 2 }, B1: { formula: '=A1*10' } };
    expect(diff(cells, cells)).toEqual({ cells: [], cellsTotal: 0, testShadows: [] });
  });

  it('names a changed formula with the value it now gives, and the cells whose value follows from it', () => {
    const result = diff(
      { A1: { value: 2 }, B1: { formula: '=A1*10' }, C1: { formula: '=B1+1' } },
      { A1: { value: 2 }, B1: { formula: '=A1*100' }, C1: { formula: '=B1+1' } },
    );
    expect(result.cells).toEqual([
      { sheet: 'Main', cell: 'B1', before: { formula: '=A1*10', value: 20 }, after: { formula: '=A1*100', value: 200 } },
      { sheet: 'Main', cell: 'C1', before: { formula: '=B1+1', value: 21 }, after: { formula: '=B1+1', value: 201 } },
    ]);
  });

  it('gives null for a cell that is empty on one side, rows in reading order', () => {
    const result = diff({ A2: { value: 'gone' } }, { B1: { value: 'new' }, A3: { value: 5 } });
    expect(result.cells.map((c) => [c.cell, c.before, c.after])).toEqual([
      ['B1', null, { value: 'new' }],
      ['A2', { value: 'gone' }, null],
      ['A3', null, { value: 5 }],
    ]);
  });

  it('runs each test shadow through both versions and lists the outputs that change', () => {
    const shadows = {
      1: { id: 1, name: 'Small', input: { x: 1 } },
      2: { id: 2, name: 'Zero', input: { x: 0 } },
    };
    const result = diff(
      { B1: { formula: '=INPUT("x")*2' } },
      { B1: { formula: '=INPUT("x")*3' } },
      shadows,
    );
    expect(result.testShadows).toEqual([
      { id: 1, name: 'Small', outputs: [{ path: 'total', before: 2, after: 3 }] },
      { id: 2, name: 'Zero', outputs: [] },
    ]);
  });

  it('counts every changed cell but lists at most the limit', () => {
    const rows = MAX_LISTED_CELLS + 5;
    const cells = (value: number): Cells => Object.fromEntries(Array.from({ length: rows }, (_, i) => [`A${i + 1}`, { value }]));
    const result = diffVersions(
      { workbook: version(cells(1), {}, rows), engine: engineOptions() },
      { workbook: version(cells(2), {}, rows), engine: engineOptions() },
    );
    expect(result.cellsTotal).toBe(rows);
    expect(result.cells).toHaveLength(MAX_LISTED_CELLS);
  });
});
