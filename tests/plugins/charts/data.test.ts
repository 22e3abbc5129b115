import { describe, expect, it } from 'vitest';
import { ChartDependents, extractChartData, type ChartPoints } from '../../../plugins/charts/index.js';
import { chartKernel, SALES, typeRows } from './helpers.js';

const area = { top: 0, left: 0, bottom: 3, right: 2 };

function points(t: ReturnType<typeof chartKernel>): ChartPoints {
  const data = extractChartData(t.state(), t.chart('c1')!, t.engine);
  if (data.kind !== 'points') throw new Error('expected points');
  return data;
}

describe('chart data', () => {
  it('reads series down columns with headers in the first row and labels in the first column', () => {
    const t = chartKernel();
    typeRows(t, SALES);
    t.run('charts.insert', { sheetId: t.sheetId, id: 'c1', area });
    const data = points(t);
    expect(data.labels).toEqual(['Jan', 'Feb', 'Mar']);
    expect(data.series.map((s) => [s.name, s.values])).toEqual([['Sales', [10, 20, 15]], ['Costs', [4, 5, 6]]]);
  });

  it('switches rows and columns', () => {
    const t = chartKernel();
    typeRows(t, SALES);
    t.run('charts.insert', { sheetId: t.sheetId, id: 'c1', area });
    t.run('charts.update', { sheetId: t.sheetId, chartId: 'c1', changes: { seriesInRows: true } });
    const data = points(t);
    expect(data.labels).toEqual(['Sales', 'Costs']);
    expect(data.series.map((s) => [s.name, s.values])).toEqual([['Jan', [10, 4]], ['Feb', [20, 5]], ['Mar', [15, 6]]]);
  });

  it('without headers and labels, numbers every point and names series "Series N"', () => {
    const t = chartKernel();
    typeRows(t, [['1', '2'], ['3', '4']]);
    t.run('charts.insert', { sheetId: t.sheetId, id: 'c1', area: { top: 0, left: 0, bottom: 1, right: 1 } });
    t.run('charts.update', { sheetId: t.sheetId, chartId: 'c1', changes: { autoHeaders: false, autoLabels: false } });
    const data = points(t);
    expect(data.labels).toEqual(['1', '2']);
    expect(data.series.map((s) => [s.name, s.values])).toEqual([['Series 1', [1, 3]], ['Series 2', [2, 4]]]);
  });

  it('flags excluded series, and gives text and empty cells no value', () => {
    const t = chartKernel();
    typeRows(t, [...SALES, ['Apr', 'n/a', '']]);
    t.run('charts.insert', { sheetId: t.sheetId, id: 'c1', area: { top: 0, left: 0, bottom: 4, right: 2 } });
    const costs = t.state().sheetsById[t.sheetId].columnIds[2];
    t.run('charts.update', { sheetId: t.sheetId, chartId: 'c1', changes: { excludedVectorIds: [costs] } });
    const data = points(t);
    expect(data.series.map((s) => s.excluded)).toEqual([false, true]);
    expect(data.series[0].values).toEqual([10, 20, 15, null]);
  });

  it('labels points with their cells\' number formats and keeps the series\' format', () => {
    const t = chartKernel();
    typeRows(t, [['Day', 'Price'], ['1/2/2024', '$1,200.50'], ['1/3/2024', '$99']]);
    t.run('charts.insert', { sheetId: t.sheetId, id: 'c1', area: { top: 0, left: 0, bottom: 2, right: 1 } });
    const data = points(t);
    expect(data.labels).toEqual(['1/2/2024', '1/3/2024']);
    expect(data.series[0].format).toMatch(/\$/);
  });

  it('is "No Data Entered" for an empty range, and for a range on a deleted sheet', () => {
    const t = chartKernel();
    t.run('charts.insert', { sheetId: t.sheetId, id: 'c1', area });
    expect(extractChartData(t.state(), t.chart('c1')!, t.engine)).toEqual({ kind: 'empty' });
    t.run('workbook.add-sheet', { id: 'data0001', name: 'Data' });
    typeRows(t, SALES, 'data0001');
    t.run('charts.update', { sheetId: t.sheetId, chartId: 'c1', changes: { rangeText: 'Data!A1:C4' } });
    expect(points(t).series).toHaveLength(2);
    t.run('workbook.delete-sheet', { sheetId: 'data0001' });
    expect(extractChartData(t.state(), t.chart('c1')!, t.engine)).toEqual({ kind: 'empty' });
    expect(t.run('charts.delete', { sheetId: t.sheetId, chartId: 'c1' })).toEqual({ ok: true });
  });
});

describe('ChartDependents', () => {
  it('recomputes a chart when a cell of its range gets a new value, and only then', () => {
    const t = chartKernel();
    typeRows(t, SALES);
    typeRows(t, [['', '', '', '=B2*2']]);
    t.run('charts.insert', { sheetId: t.sheetId, id: 'c1', area });
    const dependents = new ChartDependents(t.engine);
    expect(dependents.update(t.state())).toEqual(new Set([`${t.sheetId}/c1`]));
    const first = dependents.get(t.sheetId, 'c1')!;
    expect(dependents.update(t.state(), [{ sheetId: t.sheetId, row: 0, col: 3 }])).toEqual(new Set());
    expect(dependents.get(t.sheetId, 'c1')).toBe(first);
    t.run('workbook.set-cell', { sheetId: t.sheetId, row: 1, col: 1, text: '99' });
    const changed = t.engine.recalc();
    expect(dependents.update(t.state(), [{ sheetId: t.sheetId, row: 1, col: 1 }, ...changed])).toEqual(new Set([`${t.sheetId}/c1`]));
    const data = dependents.get(t.sheetId, 'c1')!.data as ChartPoints;
    expect(data.series[0].values).toEqual([99, 20, 15]);
  });

  it('computes horizontal line values from their formulas and leaves empty ones undrawn', () => {
    const t = chartKernel();
    typeRows(t, SALES);
    t.run('charts.insert', { sheetId: t.sheetId, id: 'c1', area });
    const line = { id: 'l1', formula: '=AVERAGE(B2:B4)+1', color: 'orange', showLabel: true, labelCurrency: false, labelPercent: false, labelPrecision: 0, labelHorizontalAlign: 'left', labelVerticalAlign: 'top' };
    t.run('charts.update', { sheetId: t.sheetId, chartId: 'c1', changes: { horizontalLines: [line, { ...line, id: 'l2', formula: '' }, { ...line, id: 'l3', formula: '12.5' }] } });
    const dependents = new ChartDependents(t.engine);
    dependents.update(t.state());
    expect(dependents.get(t.sheetId, 'c1')!.lineValues).toEqual({ l1: 16, l2: undefined, l3: 12.5 });
  });
});

describe('ChartDependents point updates', () => {
  it('changes only the edited point, and reads the chart again when a label changes', () => {
    const t = chartKernel();
    typeRows(t, SALES);
    t.run('charts.insert', { sheetId: t.sheetId, id: 'c1', area: { top: 0, left: 0, bottom: 3, right: 2 } });
    const dependents = new ChartDependents(t.engine);
    dependents.update(t.state());
    t.run('workbook.set-cell', { sheetId: t.sheetId, row: 3, col: 2, text: '60' });
    dependents.update(t.state(), [{ sheetId: t.sheetId, row: 3, col: 2 }]);
    let data = dependents.get(t.sheetId, 'c1')!.data as ChartPoints;
    expect(data.series[1].values).toEqual([4, 5, 60]);
    t.run('workbook.set-cell', { sheetId: t.sheetId, row: 1, col: 0, text: 'January' });
    dependents.update(t.state(), [{ sheetId: t.sheetId, row: 1, col: 0 }]);
    data = dependents.get(t.sheetId, 'c1')!.data as ChartPoints;
    expect(data.labels).toEqual(['January', 'Feb', 'Mar']);
  });
});
