import { describe, expect, it } from 'vitest';
import { withHeaderRows, withHidden, withoutSizing, withSize, type SelectedCast } from '../../../plugins/casts/index.js';

const cast: SelectedCast = { type: 'range', sheetId: 's1', fromCellId: 'a&1', toCellId: 'b&2', columns: { a: { width: 80 } } };

describe('cast sizing (the resizer\'s changes)', () => {
  it('hides and shows a column or row, keeping its size', () => {
    const hidden = withHidden(cast, 'columns', 'a', true);
    expect(hidden.columns).toEqual({ a: { width: 80, hidden: true } });
    expect(withHidden(hidden, 'columns', 'a', false).columns).toEqual({ a: { width: 80, hidden: false } });
    expect(withHidden(cast, 'rows', '2', true).rows).toEqual({ 2: { hidden: true } });
  });

  it('resizes to whole pixels, never below 4', () => {
    expect(withSize(cast, 'columns', 'a', 120.4).columns).toEqual({ a: { width: 120 } });
    expect(withSize(cast, 'rows', '1', -30).rows).toEqual({ 1: { height: 4 } });
  });

  it('repeats 0 to 4 header rows', () => {
    expect(withHeaderRows(cast, 2).repeatHeaderRows).toBe(2);
    expect(withHeaderRows(cast, 9).repeatHeaderRows).toBe(4);
    expect(withHeaderRows(cast, -1).repeatHeaderRows).toBe(0);
  });

  it('resets every size, hiding and header rows, keeping what the cast shows', () => {
    expect(withoutSizing(withHeaderRows(withHidden(cast, 'rows', '1', true), 3))).toEqual({ type: 'range', sheetId: 's1', fromCellId: 'a&1', toCellId: 'b&2' });
  });
});
