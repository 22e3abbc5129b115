import { describe, expect, it } from 'vitest';
import { selectedTarget } from '../../../plugins/casts/index.js';
import { book, id, SHEET } from './book.js';

const { workbook } = book({
  rows: 5, cols: 3,
  casts: { Top: { name: 'Top', sheetId: SHEET, castRange: true, fromCellId: id('A1'), toCellId: id('B2'), isDefault: true } },
});

describe('selectedTarget', () => {
  it('follows the recommended cast a selected cast names', () => {
    expect(selectedTarget(workbook, { recommendedCast: 'top' })).toEqual({ kind: 'range', sheetId: SHEET, range: { sheetId: SHEET, fromCellId: id('A1'), toCellId: id('B2') } });
  });

  it('reads its own chart, range or sheet, as its type says', () => {
    expect(selectedTarget(workbook, { type: 'chart', sheetId: SHEET, chartId: 'ch1' })).toEqual({ kind: 'chart', sheetId: SHEET, chartId: 'ch1' });
    expect(selectedTarget(workbook, { type: 'range', sheetId: SHEET, fromCellId: id('B2') })).toEqual({ kind: 'range', sheetId: SHEET, range: { sheetId: SHEET, fromCellId: id('B2'), toCellId: id('B2') } });
    expect(selectedTarget(workbook, { type: 'sheet', sheetId: SHEET, fromCellId: id('B2'), chartId: 'ch1' })).toEqual({ kind: 'sheet', sheetId: SHEET });
  });

  it('with nothing named, shows what a viewer with no cast named gets: the default recommended cast', () => {
    expect(selectedTarget(workbook, {})).toMatchObject({ kind: 'range' });
  });
});
