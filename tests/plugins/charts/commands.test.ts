import { describe, expect, it } from 'vitest';
import { CHART_MESSAGES, chartRangeText } from '../../../plugins/charts/index.js';
import { expectRefused, runUndoable } from '../workbook/boot.js';
import { chartKernel, SALES, typeRows } from './helpers.js';

const area = { top: 0, left: 0, bottom: 3, right: 2 };

describe('charts.insert', () => {
  it('adds "Chart 1", 600x300, beside the selected range it plots (not over it), as one undo step; its font is the sheet\'s default', () => {
    const t = chartKernel();
    typeRows(t, SALES);
    runUndoable(t, 'charts.insert', { sheetId: t.sheetId, id: 'c1', area: { top: 2, left: 1, bottom: 3, right: 2 } });
    const chart = t.chart('c1')!;
    // Columns A-C are 100 px wide: the chart starts 20 px past C's right edge, level with row 3.
    expect(chart).toMatchObject({ name: 'Chart 1', type: 'bar', width: 600, height: 300, left: 320, top: 42 });
    expect(chart.fontFamily).toBeUndefined();
    expect(chartRangeText(t.state(), chart.range)).toBe('Sheet1!B3:C4');
    expect(chart).toMatchObject({ backgroundColor: '#ffffff', borderColor: '#cccccc', cutoutPercentage: 0, legend: { position: 'top', hide: false } });
  });

  it('names the next chart with the first free number, and grows a single cell to its data block', () => {
    const t = chartKernel();
    typeRows(t, SALES);
    t.run('charts.insert', { sheetId: t.sheetId, id: 'c1', area });
    t.run('charts.insert', { sheetId: t.sheetId, id: 'c2', area: { top: 1, left: 1, bottom: 1, right: 1 } });
    expect(t.chart('c2')!.name).toBe('Chart 2');
    expect(chartRangeText(t.state(), t.chart('c2')!.range)).toBe('Sheet1!A1:C4');
    // Beside the whole data block, not the one cell selected in it.
    expect(t.chart('c2')).toMatchObject({ left: 320, top: 0 });
  });
});

describe('charts.update', () => {
  it('changes fields as one undo step and keeps the rest', () => {
    const t = chartKernel();
    typeRows(t, SALES);
    t.run('charts.insert', { sheetId: t.sheetId, id: 'c1', area });
    runUndoable(t, 'charts.update', { sheetId: t.sheetId, chartId: 'c1', changes: { type: 'line', title: { text: 'Sales', fontSize: 20 } } });
    expect(t.chart('c1')).toMatchObject({ type: 'line', title: { text: 'Sales', fontSize: 20 }, width: 600 });
  });

  it('reads a range typed without a sheet on the chart\'s own sheet, and ignores text that does not parse', () => {
    const t = chartKernel();
    typeRows(t, SALES);
    t.run('charts.insert', { sheetId: t.sheetId, id: 'c1', area });
    t.run('charts.update', { sheetId: t.sheetId, chartId: 'c1', changes: { rangeText: 'A1:B3' } });
    expect(chartRangeText(t.state(), t.chart('c1')!.range)).toBe('Sheet1!A1:B3');
    t.run('charts.update', { sheetId: t.sheetId, chartId: 'c1', changes: { rangeText: 'A1:::', name: 'Kept' } });
    expect(chartRangeText(t.state(), t.chart('c1')!.range)).toBe('Sheet1!A1:B3');
    expect(t.chart('c1')!.name).toBe('Kept');
    t.run('charts.update', { sheetId: t.sheetId, chartId: 'c1', changes: { rangeText: 'Nowhere!A1:B3' } });
    expect(chartRangeText(t.state(), t.chart('c1')!.range)).toBe('Sheet1!A1:B3');
  });

  it('refuses a font size of 0 or less and changes nothing', () => {
    const t = chartKernel();
    t.run('charts.insert', { sheetId: t.sheetId, id: 'c1', area });
    expectRefused(t, 'charts.update', { sheetId: t.sheetId, chartId: 'c1', changes: { title: { text: 'x', fontSize: 0 } } }, CHART_MESSAGES.fontSize);
    expectRefused(t, 'charts.update', { sheetId: t.sheetId, chartId: 'c1', changes: { verticalAxis: { fontSize: -3 } } }, CHART_MESSAGES.fontSize);
  });

  it('refuses a chart that does not exist', () => {
    const t = chartKernel();
    expectRefused(t, 'charts.update', { sheetId: t.sheetId, chartId: 'nope', changes: { name: 'x' } }, CHART_MESSAGES.missing);
  });
});

describe('charts.move, charts.resize and charts.delete', () => {
  it('moves and resizes as one undo step each, never off the sheet', () => {
    const t = chartKernel();
    t.run('charts.insert', { sheetId: t.sheetId, id: 'c1', area });
    runUndoable(t, 'charts.move', { sheetId: t.sheetId, chartId: 'c1', left: 35, top: -10 });
    expect(t.chart('c1')).toMatchObject({ left: 35, top: 0 });
    runUndoable(t, 'charts.resize', { sheetId: t.sheetId, chartId: 'c1', left: 30, top: 5, width: 250.4, height: 120 });
    expect(t.chart('c1')).toMatchObject({ left: 30, top: 5, width: 250, height: 120 });
    expectRefused(t, 'charts.resize', { sheetId: t.sheetId, chartId: 'c1', left: 0, top: 0, width: 0, height: 10 }, CHART_MESSAGES.size);
    expectRefused(t, 'charts.move', { sheetId: t.sheetId, chartId: 'c1', left: Number.NaN, top: 0 }, CHART_MESSAGES.size);
  });

  it('deletes as one undo step', () => {
    const t = chartKernel();
    t.run('charts.insert', { sheetId: t.sheetId, id: 'c1', area });
    runUndoable(t, 'charts.delete', { sheetId: t.sheetId, chartId: 'c1' });
    expect(t.chart('c1')).toBeUndefined();
  });
});
