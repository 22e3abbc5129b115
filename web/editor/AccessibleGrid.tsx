import { memo } from 'react';
import type { CellArea } from '../../kernel/index.js';
import { a1, getCell, type CellPosition, type Sheet } from '../../plugins/workbook/index.js';
import { cellSpeech, type ShownSheet, type ShownVectors } from './grid-speech.js';

export interface AccessibleGridProps {
  /** Prefix of the cells' ids, unique on the page. */
  readonly idPrefix: string;
  readonly model: ShownSheet;
  readonly sheet: Sheet;
  readonly rows: ShownVectors;
  readonly columns: ShownVectors;
  readonly area: CellArea;
  readonly anchor: CellPosition;
  /** The plugins' words about a cell (notes, validation, errors). */
  describe(cell: CellPosition): readonly string[];
}

/** The id of a cell's element in the accessible grid, for the grid host's aria-activedescendant. */
export const gridCellId = (prefix: string, cell: CellPosition): string => `${prefix}-r${cell.row}-c${cell.col}`;

/**
 * The canvas's side for assistive technology: an ARIA grid over the canvas (transparent, and letting
 * the pointer through) holding only the active cell and its visible neighbours, each named as it is
 * announced ("B5, 1,264.14, formula equals ..."). The grid host points at the active one with
 * aria-activedescendant, so focus stays where the keys are handled and a screen reader reads the cell
 * each time the selection moves. Row and column counts and indexes say where in the sheet they are.
 */
export const AccessibleGrid = memo(function AccessibleGrid({ idPrefix, model, sheet, rows, columns, area, anchor, describe }: AccessibleGridProps) {
  const rowWindow = around(anchor.row, rows);
  const colWindow = around(anchor.col, columns);
  return (
    <div className="grid-aria" role="grid" aria-label="Sheet grid" aria-multiselectable="true" aria-rowcount={rows.count} aria-colcount={columns.count}>
      {rowWindow.map((row) => (
        <div key={row} role="row" aria-rowindex={row + 1}>
          {colWindow.map((col) => {
            const cell = getCell(sheet, sheet.rowIds[row] ?? '', sheet.columnIds[col] ?? '');
            const text = cellSpeech({ address: a1(row, col), shown: model.cell(row, col)?.text ?? '', formula: cell?.formula, parts: describe({ row, col }) });
            return (
              <div key={col} id={gridCellId(idPrefix, { row, col })} role="gridcell" aria-colindex={col + 1} aria-selected={inArea(area, row, col)}>
                {text}
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
});

/** The vector and its visible neighbours on either side (hidden rows and columns are skipped). */
function around(index: number, layout: ShownVectors): number[] {
  const before = layout.nextVisible(index, -1);
  const after = layout.nextVisible(index, 1);
  return [...new Set([before, index, after])].sort((a, b) => a - b);
}

const inArea = (area: CellArea, row: number, col: number): boolean => row >= area.top && row <= area.bottom && col >= area.left && col <= area.right;
