import type { ChartDataTable } from '../../charts/index.js';
import type { CastChart } from '../response.js';
import { castTable, type TableCell, type TableHeaders } from './cast-table.js';
import { boxStyle, CELL_PADDING, textStyle } from './cell-style.js';
import type { PageGeometry } from './page-geometry.js';

interface CastPageViewProps {
  readonly geometry: PageGeometry;
  /** A chart cast: the chart's SVG, drawn by the editor's renderer on the server. */
  readonly chart: CastChart | null;
  readonly label: string;
  /** The page's header rows and title columns, read as header cells. */
  readonly headers?: TableHeaders;
  /**
   * A chart's values as a hidden table; not when printing, where Chromium's pages count the hidden table's
   * height (a second page) and the PDF's figure has the description as its alternative text.
   */
  readonly chartTable?: boolean;
  /** Cells' notes on hover (a corner mark and the note as the cell's title); never when printing. */
  readonly showNotes?: boolean;
}

const NO_HEADERS: TableHeaders = { rows: 0, columns: 0 };

/**
 * One page of a cast as the editor draws its cells (fills, borders, fonts, alignment, merges), in DOM
 * rather than on a canvas so that a printed PDF keeps the cells' text as text. The boxes are a table to
 * assistive technology (rows, header cells, spans and positions), so what is drawn is what is read and
 * a tagged PDF's reading order is the rows'.
 */
export function CastPageView({ geometry, chart, label, headers = NO_HEADERS, chartTable = true, showNotes = false }: CastPageViewProps) {
  if (chart) {
    return (
      <figure className="cast-chart" aria-label={label} style={{ width: chart.width, height: chart.height }}>
        <div dangerouslySetInnerHTML={{ __html: chart.svg }} />
        {chartTable && chart.table && <ChartTable table={chart.table} />}
      </figure>
    );
  }
  const table = castTable(geometry, headers);
  return (
    <div className="cast-cells" role="table" aria-label={label} aria-rowcount={table.rowCount} aria-colcount={table.columnCount} style={{ width: geometry.width, height: geometry.height }}>
      {table.rows.map((row) => (
        <div key={row.key} className="cast-row" role="row" aria-rowindex={row.index} style={{ top: row.top, height: row.height }}>
          {row.cells.map((cell) => (
            <CastCellView key={cell.placed.id} cell={cell} rowTop={row.top} showNotes={showNotes} defaultFontFamily={geometry.defaultFontFamily} />
          ))}
        </div>
      ))}
    </div>
  );
}

interface CastCellViewProps {
  readonly cell: TableCell;
  /** Cells are placed in their row's box. */
  readonly rowTop: number;
  readonly showNotes: boolean;
  readonly defaultFontFamily: string;
}

function CastCellView({ cell: { placed, role, column, columnSpan, rowSpan }, rowTop, showNotes, defaultFontFamily }: CastCellViewProps) {
  const { cell, format } = placed;
  const note = showNotes ? cell.note : undefined;
  return (
    <div
      className={note === undefined ? 'cast-cell' : 'cast-cell cast-cell-note'}
      role={role}
      aria-colindex={column}
      aria-colspan={columnSpan > 1 ? columnSpan : undefined}
      aria-rowspan={rowSpan > 1 ? rowSpan : undefined}
      title={note}
      data-cell-id={placed.id}
      data-hidden={placed.hidden || undefined}
      style={{ left: placed.left, top: placed.top - rowTop, width: placed.width, height: placed.height, ...boxStyle(format) }}
    >
      {cell.imageUrl ? (
        <img className="cast-image" src={cell.imageUrl} alt="" />
      ) : (
        <div className="cast-text" style={{ width: placed.textWidth, padding: `0 ${CELL_PADDING}px`, ...textStyle(cell, format, defaultFontFamily) }}>
          {cell.text}
        </div>
      )}
    </div>
  );
}

/**
 * The chart's plotted values, for a screen reader: hidden from sight, as the drawing shows them. A box
 * hides it, as a table's own box ignores `overflow` and would spread under the chart (a second PDF page).
 */
function ChartTable({ table }: { readonly table: ChartDataTable }) {
  return (
    <div className="visually-hidden">
    <table>
      <caption>
        {table.caption}
        {table.omittedRows > 0 && `, first ${table.rows.length} points of ${table.rows.length + table.omittedRows}`}
      </caption>
      <thead>
        <tr>
          {table.headers.map((header, index) => (
            <th key={index} scope="col">
              {header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {table.rows.map((row, index) => (
          <tr key={index}>
            {row.map((text, column) => (column === 0 ? <th key={column} scope="row">{text}</th> : <td key={column}>{text}</td>))}
          </tr>
        ))}
      </tbody>
    </table>
    </div>
  );
}
