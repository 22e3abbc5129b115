import { describe, expect, it } from 'vitest';
import { ChartDependents, renderWorkbookChart, type HorizontalLine } from '../../../plugins/charts/index.js';
import { evaluateForCast } from '../../../plugins/casts/evaluate.js';
import { engineOptions } from '../../support/engine.js';
import { runUndoable } from '../workbook/boot.js';
import { chartKernel, SALES, typeRows } from './helpers.js';

const LINE: HorizontalLine = {
  id: 'l1', formula: '', color: 'orange', showLabel: false, labelCurrency: false, labelPercent: false,
  labelPrecision: 0, labelHorizontalAlign: 'left', labelVerticalAlign: 'top',
};

/** A chart over SALES on the first sheet whose horizontal lines have these formulas (ids l1, l2...). */
function withLines(formulas: readonly string[]) {
  const t = chartKernel();
  typeRows(t, SALES);
  t.run('charts.insert', { sheetId: t.sheetId, id: 'c1', area: { top: 0, left: 0, bottom: 3, right: 2 } });
  const horizontalLines = formulas.map((formula, i) => ({ ...LINE, id: `l${i + 1}`, formula }));
  t.run('charts.update', { sheetId: t.sheetId, chartId: 'c1', changes: { horizontalLines } });
  const dependents = new ChartDependents(t.engine);
  dependents.update(t.state());
  t.takeChanges();
  const values = () => dependents.get(t.sheetId, 'c1')!.lineValues;
  /** Runs a command and brings the charts up to date as the editor does; says whether c1 may look different. */
  const after = (command: string, params: unknown): boolean => {
    expect(t.run(command, params)).toEqual({ ok: true });
    return dependents.update(t.state(), t.takeChanges()).has(`${t.sheetId}/c1`);
  };
  return { t, values, after };
}

describe('horizontal-line formulas', () => {
  it('are evaluated by the engine: any function, lookups, conditions and references', () => {
    const { values } = withLines([
      '=STDEV(B2:B4)', '=IF(B3>15,MEDIAN(B2:B4),0)', '=VLOOKUP("Feb",A2:C4,3,FALSE)', '=ROUND(AVERAGE(B2:C4)/3,2)', '=SUMPRODUCT(B2:B4,C2:C4)',
    ]);
    expect(values().l1).toBeCloseTo(5, 10);
    expect(values()).toMatchObject({ l2: 15, l3: 5, l4: 3.33, l5: 230 });
  });

  it('are not drawn when empty, text, an error, or a reference to an empty cell', () => {
    const { values } = withLines(['', '=A2', '=1/0', '=Z99', '=NOPE(1)', '  ', '=SUM(']);
    expect(Object.values(values())).toEqual([undefined, undefined, undefined, undefined, undefined, undefined, undefined]);
  });

  it('keep plain numbers as constants', () => {
    const { values } = withLines(['12.5', '$1,200', 'ten']);
    expect(values()).toEqual({ l1: 12.5, l2: 1200, l3: undefined });
  });

  it('recompute when a cell they read changes, and only then', () => {
    const { t, values, after } = withLines(['=MAX(B2:B4)*2']);
    expect(values().l1).toBe(40);
    expect(after('workbook.set-cell', { sheetId: t.sheetId, row: 8, col: 8, text: '1000' })).toBe(false);
    expect(values().l1).toBe(40);
    expect(after('workbook.set-cell', { sheetId: t.sheetId, row: 2, col: 1, text: '50' })).toBe(true);
    expect(values().l1).toBe(100);
  });

  it('follow cells on another sheet, through formulas there, rows inserted above them and the sheet renamed', () => {
    const { t, values, after } = withLines(['=Data!B1+1']);
    expect(values().l1).toBeUndefined();
    after('workbook.add-sheet', { id: 'data0001', name: 'Data' });
    expect(values().l1).toBe(1);
    expect(after('workbook.set-cells', { sheetId: 'data0001', cells: [{ row: 0, col: 0, text: '7' }, { row: 0, col: 1, text: '=A1*3' }] })).toBe(true);
    expect(values().l1).toBe(22);
    expect(after('workbook.set-cell', { sheetId: 'data0001', row: 0, col: 0, text: '10' })).toBe(true);
    expect(values().l1).toBe(31);
    runUndoable(t, 'workbook.insert-rows', { sheetId: 'data0001', index: 0, side: 'above', count: 2 });
    after('workbook.rename-sheet', { sheetId: 'data0001', name: 'Numbers' });
    expect(t.chart('c1')!.horizontalLines[0].formula).toBe('=Numbers!B3+1');
    expect(values().l1).toBe(31);
    expect(after('workbook.set-cell', { sheetId: 'data0001', row: 2, col: 0, text: '1' })).toBe(true);
    expect(values().l1).toBe(4);
    after('workbook.delete-sheet', { sheetId: 'data0001' });
    expect(values().l1).toBeUndefined();
  });

  it('read named ranges, following the name when it moves', () => {
    const { values, after } = withLines(['=SUM(Target)']);
    expect(values().l1).toBeUndefined();
    after('names.add', { id: 'n1', name: 'Target', range: 'Sheet1!B2:B3' });
    expect(values().l1).toBe(30);
    after('names.update', { id: 'n1', range: 'Sheet1!C2:C4' });
    expect(values().l1).toBe(15);
  });

  it('are drawn in casts, evaluated with the template', () => {
    const { t } = withLines(['=MIN(B2:B4)+MAX(C2:C4)', '=A1']);
    const values = evaluateForCast(t.state(), undefined, engineOptions());
    const svg = renderWorkbookChart(t.state(), t.sheetId, 'c1', values)!;
    expect(svg).toContain('data-line="l1"');
    expect(svg).not.toContain('data-line="l2"');
  });
});
