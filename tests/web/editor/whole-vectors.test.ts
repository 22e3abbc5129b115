import { describe, expect, it } from 'vitest';
import { VectorLayout } from '../../../web/grid/vector-layout.js';
import { selectionArea } from '../../../web/editor/selection.js';
import { firstVisible, isWholeSheet, selectedVectors, toggleSelectAll, wholeVectors, type SelectionRange } from '../../../web/editor/whole-vectors.js';

const rows = new VectorLayout([21, 21, 21, 21, 21]);
const columns = new VectorLayout([0, 100, 100, 100]);
const areaOf = (range: SelectionRange) => selectionArea({ sheetId: 's', ...range });

describe('whole rows and columns (SPEC section 4 "Selection")', () => {
  it('puts the active cell of a row selection on the first visible column', () => {
    expect(firstVisible(columns)).toBe(1);
    expect(wholeVectors('rows', 3, 1, rows, columns)).toEqual({ anchor: { row: 3, col: 1 }, focus: { row: 1, col: 3 } });
    expect(wholeVectors('columns', 2, 2, rows, columns)).toEqual({ anchor: { row: 0, col: 2 }, focus: { row: 4, col: 2 } });
  });
  it('recognises whole rows or columns even when a hidden edge column is left out', () => {
    const selected = areaOf(wholeVectors('rows', 1, 3, rows, columns));
    expect(selectedVectors('rows', selected, rows, columns)).toEqual({ start: 1, end: 3 });
    expect(selectedVectors('columns', selected, rows, columns)).toBeUndefined();
    expect(selectedVectors('rows', { top: 0, bottom: 0, left: 1, right: 2 }, rows, columns)).toBeUndefined();
  });
});

describe('select-all toggles (SPEC section 4)', () => {
  const cell: SelectionRange = { anchor: { row: 2, col: 2 }, focus: { row: 3, col: 3 } };
  it('selects the whole sheet from a range and remembers the range', () => {
    const toggled = toggleSelectAll(cell, areaOf(cell), undefined, rows, columns);
    expect(isWholeSheet(areaOf(toggled.next), rows, columns)).toBe(true);
    expect(toggled.next.anchor).toEqual({ row: 0, col: 1 });
    expect(toggled.remembered).toEqual(cell);
  });
  it('goes back from the whole sheet to what it replaced, or to the active cell', () => {
    const all = toggleSelectAll(cell, areaOf(cell), undefined, rows, columns);
    expect(toggleSelectAll(all.next, areaOf(all.next), all.remembered, rows, columns)).toEqual({ next: cell, remembered: undefined });
    expect(toggleSelectAll(all.next, areaOf(all.next), undefined, rows, columns).next).toEqual({ anchor: { row: 0, col: 1 }, focus: { row: 0, col: 1 } });
  });
  it('goes from whole rows or whole columns to the sheet too', () => {
    const someRows = wholeVectors('rows', 1, 2, rows, columns);
    const toggled = toggleSelectAll(someRows, areaOf(someRows), undefined, rows, columns);
    expect(isWholeSheet(areaOf(toggled.next), rows, columns)).toBe(true);
    expect(toggled.remembered).toEqual(someRows);
  });
});
