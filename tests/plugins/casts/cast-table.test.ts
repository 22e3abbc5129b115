import { describe, expect, it } from 'vitest';
import { castCaption, type CastCell, type CastColumn, type CastLayout, type CastRow } from '../../../plugins/casts/index.js';
import { castTable, tableHeaders } from '../../../plugins/casts/web/cast-table.js';
import { pageGeometry, type PageLayout } from '../../../plugins/casts/web/page-geometry.js';

const column = (id: string, index: number, hidden = false): CastColumn => ({ id, index, width: 100, hidden });
const row = (id: string, index: number, header = false, hidden = false): CastRow => ({ id, index, height: 20, hidden, header });
const text = (value: string, extra: Partial<CastCell> = {}): CastCell => ({ value, text: value, ...extra });
const bold = (value: string): CastCell => text(value, { format: { bold: true } });

function layout(cells: Record<string, CastCell>, rows: CastRow[] = [row('1', 0), row('2', 1), row('3', 2)], columns: CastColumn[] = [column('a', 0), column('b', 1), column('c', 2)]): PageLayout {
  return { columns, rows, cellsById: cells, styleOverridesByCellId: {}, defaultFontFamily: 'Lato' };
}

/** Each row as [aria-rowindex, its cells as role:text@colindex(xspan)]. */
function read(page: PageLayout, headers = { rows: 0, columns: 0 }) {
  return castTable(pageGeometry(page), headers).rows.map((r) => [
    r.index,
    r.cells.map((c) => `${c.role}:${c.placed.cell.text}@${c.column}${c.columnSpan > 1 || c.rowSpan > 1 ? `(${c.columnSpan}x${c.rowSpan})` : ''}`),
  ]);
}

describe('castTable', () => {
  it('reads the drawn cells row by row, each at its column, rows without cells left out but counted', () => {
    const page = layout({ 'a&1': text('Name'), 'c&1': text('Price'), 'b&3': text('Tea') });
    expect(castTable(pageGeometry(page), { rows: 0, columns: 0 })).toMatchObject({ rowCount: 3, columnCount: 3 });
    expect(read(page)).toEqual([
      [1, ['cell:Name@1', 'cell:Price@3']],
      [3, ['cell:Tea@2']],
    ]);
  });

  it("makes the cast's header rows column headers and its title columns row headers", () => {
    expect(read(layout({ 'a&1': text('Item'), 'b&1': text('Cost'), 'a&2': text('Tea'), 'b&2': text('4') }), { rows: 1, columns: 1 })).toEqual([
      [1, ['columnheader:Item@1', 'columnheader:Cost@2']],
      [2, ['rowheader:Tea@1', 'cell:4@2']],
    ]);
  });

  it('takes a bold first row over plainer rows for a header, and not when every row is bold', () => {
    expect(read(layout({ 'a&1': bold('Item'), 'b&1': text(''), 'a&2': text('Tea') }))).toEqual([[1, ['columnheader:Item@1', 'columnheader:@2']], [2, ['cell:Tea@1']]]);
    expect(read(layout({ 'a&1': bold('Item'), 'a&2': bold('Tea') }))).toEqual([[1, ['cell:Item@1']], [2, ['cell:Tea@1']]]);
    expect(read(layout({ 'a&1': bold('Item') }))).toEqual([[1, ['cell:Item@1']]]);
  });

  it('counts only drawn rows and columns: positions and spans skip hidden ones', () => {
    const page = layout(
      { 'a&1': text('wide', { mergeColumns: 3, mergeRows: 2 }), 'c&3': text('z') },
      [row('1', 0), row('2', 1, false, true), row('3', 2)],
      [column('a', 0), column('b', 1, true), column('c', 2)],
    );
    expect(castTable(pageGeometry(page), { rows: 0, columns: 0 })).toMatchObject({ rowCount: 2, columnCount: 2 });
    expect(read(page)).toEqual([[1, ['cell:wide@1(2x1)']], [2, ['cell:z@2']]]);
  });
});

describe('tableHeaders', () => {
  it('counts the header rows a page starts with and the title columns left of its area', () => {
    const page = { rows: [row('1', 0, true), row('2', 1, true), row('9', 8)], columns: [column('a', 0), column('c', 2), column('d', 3)], offset: { row: 1, column: 2 } };
    expect(tableHeaders(page)).toEqual({ rows: 2, columns: 1 });
  });
});

describe('castCaption', () => {
  const page = (rowOffset: number, rows: CastRow[]): Pick<CastLayout, 'sheet' | 'chart' | 'rows' | 'columns' | 'offset' | 'rowOffset'> => ({
    sheet: { id: 's', name: 'Budget' }, chart: null, rows, columns: [column('b', 1), column('c', 2)], offset: { row: 0, column: 1 }, rowOffset,
  });

  it('names the sheet and the cells a page shows, header rows counted on the first page only', () => {
    expect(castCaption(page(0, [row('1', 0, true), row('2', 1), row('3', 2)]))).toBe('Budget, B1:C3');
    expect(castCaption(page(5, [row('1', 0, true), row('7', 6), row('8', 7)]))).toBe('Budget, B7:C8');
  });
});
