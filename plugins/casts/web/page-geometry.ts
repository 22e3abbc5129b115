import { cellId } from '../../workbook/index.js';
import type { CellFormat } from '../../workbook/model/index.js';
import type { CastCell, CastColumn, CastLayout, CastRow } from '../response.js';

/** A cell of a page where it is drawn, in pixels from the page's top-left corner. */
export interface PlacedCell {
  readonly id: string;
  readonly cell: CastCell;
  /** The stored format, or the one its conditional formats give (styleOverridesByCellId). */
  readonly format: CellFormat | undefined;
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
  /** How wide its text may run: over the empty cells to its right for left-aligned overflowing text. */
  readonly textWidth: number;
  /** In a hidden row or column: only the resizer draws it (at 0.3 opacity, so it can be shown again). */
  readonly hidden: boolean;
  /** Its row and column in the layout's order, and how many of them its merge spans there. */
  readonly row: number;
  readonly column: number;
  readonly rowSpan: number;
  readonly columnSpan: number;
}

export interface Placed<T> {
  readonly item: T;
  readonly start: number;
  readonly size: number;
}

export interface PageGeometry {
  readonly width: number;
  readonly height: number;
  /** Each column's left edge and drawn width, each row's top edge and drawn height, in layout order. */
  readonly columns: readonly Placed<CastColumn>[];
  readonly rows: readonly Placed<CastRow>[];
  readonly cells: readonly PlacedCell[];
  /** The font of cells with none of their own. */
  readonly defaultFontFamily: string;
}

export type PageLayout = Pick<CastLayout, 'columns' | 'rows' | 'cellsById' | 'styleOverridesByCellId' | 'defaultFontFamily'>;

/**
 * Where everything of one page goes. Hidden columns and rows take no space in a viewer; the resizer
 * (`showHidden`) draws them at their size so they can be shown again.
 */
export function pageGeometry(layout: PageLayout, showHidden = false): PageGeometry {
  const columns = stack(layout.columns, (column) => (column.hidden && !showHidden ? 0 : column.width));
  const rows = stack(layout.rows, (row) => (row.hidden && !showHidden ? 0 : row.height));
  const covered = new Set<string>();
  const cells: PlacedCell[] = [];
  rows.forEach((rowAt, r) => {
    columns.forEach((columnAt, c) => {
      const id = cellId(columnAt.item.id, rowAt.item.id);
      const cell = layout.cellsById[id];
      if (!cell || covered.has(id)) return;
      const lastRow = Math.min(rows.length, r + (cell.mergeRows ?? 1)) - 1;
      const lastColumn = Math.min(columns.length, c + (cell.mergeColumns ?? 1)) - 1;
      for (let rr = r; rr <= lastRow; rr++) for (let cc = c; cc <= lastColumn; cc++) covered.add(cellId(columns[cc].item.id, rows[rr].item.id));
      const width = end(columns[lastColumn]) - columnAt.start;
      const height = end(rows[lastRow]) - rowAt.start;
      if (width === 0 || height === 0) return;
      const format = (layout.styleOverridesByCellId[id] as CellFormat | undefined) ?? cell.format;
      const at = { row: r, column: c, rowSpan: lastRow - r + 1, columnSpan: lastColumn - c + 1 };
      const placed = { id, cell, format, left: columnAt.start, top: rowAt.start, width, height, hidden: rowAt.item.hidden || columnAt.item.hidden, ...at };
      cells.push({ ...placed, textWidth: width + overflowRoom(placed, rowAt.item, columns.slice(lastColumn + 1), layout, covered) });
    });
  });
  return { width: total(columns), height: total(rows), columns, rows, cells, defaultFontFamily: layout.defaultFontFamily };
}

function stack<T>(items: readonly T[], size: (item: T) => number): Placed<T>[] {
  let start = 0;
  return items.map((item) => {
    const at = { item, start, size: size(item) };
    start += at.size;
    return at;
  });
}

const end = (at: Placed<unknown>): number => at.start + at.size;
const total = (list: readonly Placed<unknown>[]): number => (list.length ? end(list[list.length - 1]) : 0);

/** Left-aligned text in the default wrap mode runs over the empty cells to its right, as in the editor. */
function overflowRoom(placed: Omit<PlacedCell, 'textWidth'>, row: CastRow, after: readonly Placed<CastColumn>[], layout: PageLayout, covered: ReadonlySet<string>): number {
  const { cell, format } = placed;
  const overflows = (format?.wrap ?? 'overflow') === 'overflow' && (format?.align ?? 'left') === 'left' && !cell.numeric && !cell.error && cell.text !== '';
  let room = 0;
  for (const at of overflows ? after : []) {
    const id = cellId(at.item.id, row.id);
    // As in the editor: a neighbour with text stops it (an empty one, even formatted, does not).
    if ((layout.cellsById[id]?.text ?? '') !== '' || layout.cellsById[id]?.imageUrl || covered.has(id)) break;
    room += at.size;
  }
  return room;
}
