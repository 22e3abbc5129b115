import { describe, expect, it } from 'vitest';
import { chartRangeText } from '../../../plugins/charts/index.js';
import { runUndoable } from '../workbook/boot.js';
import { chartKernel, SALES, typeRows } from './helpers.js';

function setup() {
  const t = chartKernel();
  t.run('workbook.add-sheet', { id: 'data0001', name: 'Data' });
  typeRows(t, SALES, 'data0001');
  t.run('charts.insert', { sheetId: t.sheetId, id: 'c1', area: { top: 0, left: 0, bottom: 0, right: 0 } });
  const line = { id: 'l1', formula: '=Data!B2', color: 'orange', showLabel: false, labelCurrency: false, labelPercent: false, labelPrecision: 0, labelHorizontalAlign: 'left', labelVerticalAlign: 'top' };
  t.run('charts.update', { sheetId: t.sheetId, chartId: 'c1', changes: { rangeText: 'Data!B2:C4', horizontalLines: [line] } });
  const range = () => chartRangeText(t.state(), t.chart('c1')!.range);
  return { t, range };
}

describe('charts adjuster', () => {
  it('keeps the range and line formulas on their cells when rows and columns are inserted', () => {
    const { t, range } = setup();
    runUndoable(t, 'workbook.insert-rows', { sheetId: 'data0001', index: 0, side: 'above', count: 2 });
    expect(range()).toBe('Data!B4:C6');
    expect(t.chart('c1')!.horizontalLines[0].formula).toBe('=Data!B4');
    t.run('workbook.insert-columns', { sheetId: 'data0001', index: 0, side: 'left', count: 1 });
    expect(range()).toBe('Data!C4:D6');
  });

  it('shrinks the range when some of its lines are deleted and drops it when all are', () => {
    const { t, range } = setup();
    t.run('workbook.delete-rows', { sheetId: 'data0001', start: 1, count: 1 });
    expect(range()).toBe('Data!B2:C3');
    expect(t.chart('c1')!.horizontalLines[0].formula).toBe('=#REF!');
    t.run('workbook.delete-columns', { sheetId: 'data0001', start: 1, count: 2 });
    expect(t.chart('c1')!.range).toBeUndefined();
    expect(range()).toBe('');
  });

  it('follows moved rows', () => {
    const { t, range } = setup();
    t.run('workbook.move-rows', { sheetId: 'data0001', from: 1, count: 3, to: 10 });
    expect(range()).toBe('Data!B8:C10');
  });

  it('rewrites line formulas when the sheet is renamed and drops the range when it is deleted, in one undo step', () => {
    const { t, range } = setup();
    t.run('workbook.rename-sheet', { sheetId: 'data0001', name: 'Numbers' });
    expect(range()).toBe('Numbers!B2:C4');
    expect(t.chart('c1')!.horizontalLines[0].formula).toBe('=Numbers!B2');
    runUndoable(t, 'workbook.delete-sheet', { sheetId: 'data0001' });
    expect(t.chart('c1')!.range).toBeUndefined();
    expect(t.chart('c1')!.horizontalLines[0].formula).toBe('=#REF!');
  });
});
