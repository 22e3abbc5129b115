import { describe, expect, it } from 'vitest';
import type { CastCell, CastColumn, CastRow } from '../../../plugins/casts/index.js';
import { pageGeometry, type PageLayout } from '../../../plugins/casts/web/page-geometry.js';

const column = (id: string, index: number, width = 100, hidden = false): CastColumn => ({ id, index, width, hidden });
const row = (id: string, index: number, height = 20, hidden = false): CastRow => ({ id, index, height, hidden, header: false });
const text = (value: string, extra: Partial<CastCell> = {}): CastCell => ({ value, text: value, ...extra });

function layout(cells: Record<string, CastCell>, hiddenColumn = false): PageLayout {
  return {
    columns: [column('a', 0), column('b', 1, 50, hiddenColumn), column('c', 2)],
    rows: [row('1', 0), row('2', 1, 30), row('3', 2)],
    cellsById: cells,
    styleOverridesByCellId: {},
    defaultFontFamily: 'Oswald',
  };
}

describe('pageGeometry', () => {
  it('places cells by the drawn sizes of their columns and rows', () => {
    const geometry = pageGeometry(layout({ 'c&2': text('x') }));
    expect([geometry.width, geometry.height]).toEqual([250, 70]);
    expect(geometry.cells).toMatchObject([{ id: 'c&2', left: 150, top: 20, width: 100, height: 30, hidden: false }]);
  });

  it('spans merges and leaves out the cells they cover', () => {
    const geometry = pageGeometry(layout({ 'a&1': text('m', { mergeRows: 2, mergeColumns: 2 }), 'b&2': text('covered') }));
    expect(geometry.cells.map((cell) => [cell.id, cell.width, cell.height])).toEqual([['a&1', 150, 50]]);
  });

  it('gives hidden columns no space in a viewer, and their size, faint, in the resizer', () => {
    const cells = { 'b&1': text('b'), 'c&1': text('c') };
    expect(pageGeometry(layout(cells, true)).cells.map((cell) => [cell.id, cell.left])).toEqual([['c&1', 100]]);
    expect(pageGeometry(layout(cells, true), true).cells.map((cell) => [cell.id, cell.left, cell.hidden])).toEqual([['b&1', 100, true], ['c&1', 150, false]]);
  });

  it('lets left-aligned text run over empty neighbours, over empty ones with no text, but not numbers or into a cell with text', () => {
    const geometry = pageGeometry(layout({ 'a&1': text('long text'), 'a&2': text('1', { numeric: true }), 'a&3': text('stop'), 'c&3': text('z'), 'b&3': text('') }));
    const width = (id: string) => geometry.cells.find((cell) => cell.id === id)!.textWidth;
    expect(width('a&1')).toBe(250);
    expect(width('a&2')).toBe(100);
    expect(width('a&3')).toBe(150);
  });
});
