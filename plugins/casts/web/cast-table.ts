import type { CastLayout } from '../response.js';
import type { PageGeometry, Placed, PlacedCell } from './page-geometry.js';

/** How many of a page's first rows, and first columns, head the others. */
export interface TableHeaders {
  readonly rows: number;
  readonly columns: number;
}

export type TableCellRole = 'cell' | 'columnheader' | 'rowheader';

export interface TableCell {
  readonly placed: PlacedCell;
  readonly role: TableCellRole;
  /** 1-based among the columns drawn (aria-colindex), and the drawn columns and rows its merge spans. */
  readonly column: number;
  readonly columnSpan: number;
  readonly rowSpan: number;
}

export interface TableRow {
  readonly key: string;
  /** 1-based among the rows drawn (aria-rowindex). */
  readonly index: number;
  readonly top: number;
  readonly height: number;
  readonly cells: readonly TableCell[];
}

/** A page's cells as a table for assistive technology: rows drawn that hold cells, each cell placed by index. */
export interface CastTable {
  readonly rowCount: number;
  readonly columnCount: number;
  readonly rows: readonly TableRow[];
}

/** The cast's header rows (its title and repeated header rows lead a page) and title columns (left of its area). */
export function tableHeaders(layout: Pick<CastLayout, 'rows' | 'columns' | 'offset'>): TableHeaders {
  const rows = layout.rows.findIndex((row) => !row.header);
  return { rows: rows < 0 ? layout.rows.length : rows, columns: layout.columns.filter((column) => column.index < layout.offset.column).length };
}

/**
 * The table a screen reader reads from a page: the rows and columns drawn (hidden ones left out of the
 * count, so "row 3" is the third a person sees), header cells for the cast's header rows and title
 * columns, or for a first row that is a header by its look when the cast names none.
 */
export function castTable(geometry: PageGeometry, headers: TableHeaders): CastTable {
  const rowIndex = drawnIndexes(geometry.rows);
  const columnIndex = drawnIndexes(geometry.columns);
  const byRow = new Map<number, PlacedCell[]>();
  for (const placed of geometry.cells) {
    const line = byRow.get(placed.row);
    if (line) line.push(placed);
    else byRow.set(placed.row, [placed]);
  }
  const headerRows = headers.rows > 0 ? headers.rows : styledHeaderRows(geometry, byRow);
  const rows: TableRow[] = [];
  for (const [row, cells] of byRow) {
    const at = geometry.rows[row];
    const role = (placed: PlacedCell): TableCellRole => (row < headerRows ? 'columnheader' : placed.column < headers.columns ? 'rowheader' : 'cell');
    rows.push({
      key: at.item.id,
      index: rowIndex[row],
      top: at.start,
      height: at.size,
      cells: cells.map((placed) => ({
        placed,
        role: role(placed),
        column: columnIndex[placed.column],
        columnSpan: spanOf(geometry.columns, placed.column, placed.columnSpan),
        rowSpan: spanOf(geometry.rows, placed.row, placed.rowSpan),
      })),
    });
  }
  return { rowCount: countDrawn(geometry.rows), columnCount: countDrawn(geometry.columns), rows };
}

/** Each line's 1-based position among the lines drawn (those with a size); a line not drawn has its next one's. */
function drawnIndexes(lines: readonly Placed<unknown>[]): number[] {
  let drawn = 0;
  return lines.map((line) => (line.size > 0 ? ++drawn : drawn + 1));
}

const countDrawn = (lines: readonly Placed<unknown>[]): number => lines.filter((line) => line.size > 0).length;

/** The drawn lines among `span` lines from `start`: a merge over a hidden line spans one fewer. */
const spanOf = (lines: readonly Placed<unknown>[], start: number, span: number): number => Math.max(1, countDrawn(lines.slice(start, start + span)));

/**
 * 1 when the first row with cells is a header by its look, as a person reads it: every text in it bold,
 * and some text below it not.
 */
function styledHeaderRows(geometry: PageGeometry, byRow: ReadonlyMap<number, readonly PlacedCell[]>): number {
  const [first, ...rest] = [...byRow.keys()];
  if (first === undefined || rest.length === 0) return 0;
  const texts = (row: number) => (byRow.get(row) ?? []).filter((placed) => placed.cell.text !== '');
  const bold = (placed: PlacedCell) => placed.format?.bold === true;
  const top = texts(first);
  if (top.length === 0 || !top.every(bold)) return 0;
  return rest.some((row) => texts(row).some((placed) => !bold(placed))) ? first + 1 : 0;
}
