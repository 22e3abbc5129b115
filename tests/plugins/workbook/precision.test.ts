import { describe, expect, it } from 'vitest';
import { putCell, shiftPrecision } from '../../../plugins/workbook/index.js';
import { boot, runUndoable } from './boot.js';

describe('shiftPrecision', () => {
  it.each([
    ['0', 1, '0.0'], ['0.0', 1, '0.00'], ['#,##0.00', 1, '#,##0.000'], ['0%', 1, '0.0%'], ['$#,##0', 1, '$#,##0.0'],
    ['0.00', -1, '0.0'], ['0.0', -1, '0'], ['0', -1, '0'], ['#,##0.00%', -1, '#,##0.0%'],
    ['#,##0.00;(#,##0.00)', 1, '#,##0.000;(#,##0.000)'], ['0.00E+0', -1, '0.0E+0'],
    ['_($* #,##0.00_);_($* (#,##0.00);_($* "-"??_);_(@_)', -1, '_($* #,##0.0_);_($* (#,##0.0);_($* "-"??_);_(@_)'],
  ] as const)('%s with %d decimal gives %s', (pattern, delta, expected) => {
    expect(shiftPrecision(pattern, delta)).toBe(expected);
  });
});

describe('workbook.change-precision', () => {
  it('starts a number cell without format from "0.0" going up and "0" going down', () => {
    const t = boot();
    t.run('workbook.set-cells', { sheetId: t.sheetId, cells: [{ row: 0, col: 0, text: '1.5' }, { row: 1, col: 0, text: '2.5' }] });
    runUndoable(t, 'workbook.change-precision', { sheetId: t.sheetId, area: { top: 0, left: 0, bottom: 0, right: 0 }, delta: 1 });
    runUndoable(t, 'workbook.change-precision', { sheetId: t.sheetId, area: { top: 1, left: 0, bottom: 1, right: 0 }, delta: -1 });
    expect(t.cell(0, 0)?.data).toEqual({ type: 'NUMBER', format: '0.0' });
    expect(t.cell(1, 0)?.data).toEqual({ type: 'NUMBER', format: '0' });
  });

  it('adds decimals to an existing number format and to percentages', () => {
    const t = boot();
    t.run('workbook.set-cells', { sheetId: t.sheetId, cells: [{ row: 0, col: 0, text: '$3' }, { row: 0, col: 1, text: '5%' }] });
    runUndoable(t, 'workbook.change-precision', { sheetId: t.sheetId, area: { top: 0, left: 0, bottom: 0, right: 1 }, delta: 1 });
    expect(t.cell(0, 0)?.data).toEqual({ type: 'NUMBER', format: '$#,##0.000' });
    expect(t.cell(0, 1)?.data).toEqual({ type: 'PERCENT', format: '0.0%' });
  });

  it('treats a number without a type (as files may carry) as a number', () => {
    const t = boot((workbook) => {
      const sheet = structuredClone(workbook.sheetsById[workbook.sheetIds[0]]);
      putCell(sheet as never, sheet.rowIds[0], sheet.columnIds[0], { value: 2.25 });
      return { ...workbook, sheetsById: { [sheet.id]: sheet } };
    });
    runUndoable(t, 'workbook.change-precision', { sheetId: t.sheetId, area: { top: 0, left: 0, bottom: 0, right: 0 }, delta: 1 });
    expect(t.cell(0, 0)).toEqual({ value: 2.25, data: { format: '0.0' } });
  });

  it('leaves text, dates, booleans and empty cells alone', () => {
    const t = boot();
    t.run('workbook.set-cells', { sheetId: t.sheetId, cells: [{ row: 0, col: 0, text: 'a' }, { row: 0, col: 1, text: '2024-01-01' }, { row: 0, col: 2, text: 'TRUE' }] });
    const before = t.state();
    t.run('workbook.change-precision', { sheetId: t.sheetId, area: { top: 0, left: 0, bottom: 5, right: 5 }, delta: 1 });
    expect(t.state()).toBe(before);
  });
});
