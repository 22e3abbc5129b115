import type { CastChart } from '../response.js';
import { boxStyle, CELL_PADDING, textStyle } from './cell-style.js';
import type { PageGeometry, PlacedCell } from './page-geometry.js';

interface CastPageViewProps {
  readonly geometry: PageGeometry;
  /** A chart cast: the chart's SVG, drawn by the editor's renderer on the server. */
  readonly chart: CastChart | null;
  readonly label: string;
  /** Cells' notes on hover (a corner mark and the note as the cell's title); never when printing. */
  readonly showNotes?: boolean;
}

/**
 * One page of a cast as the editor draws its cells (fills, borders, fonts, alignment, merges), in DOM
 * rather than on a canvas so that a printed PDF keeps the cells' text as text.
 */
export function CastPageView({ geometry, chart, label, showNotes = false }: CastPageViewProps) {
  if (chart) {
    return (
      <div className="cast-chart" role="img" aria-label={label} style={{ width: chart.width, height: chart.height }} dangerouslySetInnerHTML={{ __html: chart.svg }} />
    );
  }
  return (
    <div className="cast-cells" role="table" aria-label={label} style={{ width: geometry.width, height: geometry.height }}>
      {rowsOf(geometry.cells).map((cells) => (
        // A row box of its own would break the cells' absolute places: `display: contents` keeps only its role.
        <div key={cells[0].row} className="cast-row" role="row">
          {cells.map((placed) => (
            <CastCellView key={placed.id} placed={placed} showNotes={showNotes} defaultFontFamily={geometry.defaultFontFamily} />
          ))}
        </div>
      ))}
    </div>
  );
}

/** The cells grouped by the row they start in (they come in row order), for the table's rows. */
function rowsOf(cells: readonly PlacedCell[]): PlacedCell[][] {
  const rows: PlacedCell[][] = [];
  for (const cell of cells) {
    const last = rows[rows.length - 1];
    if (last && last[0].row === cell.row) last.push(cell);
    else rows.push([cell]);
  }
  return rows;
}

function CastCellView({ placed, showNotes, defaultFontFamily }: { readonly placed: PlacedCell; readonly showNotes: boolean; readonly defaultFontFamily: string }) {
  const { cell, format } = placed;
  const note = showNotes ? cell.note : undefined;
  return (
    <div className={note === undefined ? 'cast-cell' : 'cast-cell cast-cell-note'} role="cell" title={note} data-cell-id={placed.id} data-hidden={placed.hidden || undefined} style={{ left: placed.left, top: placed.top, width: placed.width, height: placed.height, ...boxStyle(format) }}>
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
