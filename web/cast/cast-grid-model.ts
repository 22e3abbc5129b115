import type { CastLayout } from '../../plugins/casts/index.js';
import type { CellFormat } from '../../plugins/workbook/model/index.js';
import type { CellView, GridModel } from '../grid/index.js';

/**
 * The editor's grid model (web/grid) of a whole sheet laid out as a cast: the server's computed cells as
 * displayed, with their formats (conditional formats' looks applied), merges and hidden rows and
 * columns at size 0. The cast editor draws it with the editor's canvas, read-only.
 */
export function castGridModel(layout: CastLayout): GridModel {
  const { columns, rows, cellsById, styleOverridesByCellId, defaultFontFamily } = layout;
  return {
    rows: { sizes: Float64Array.from(rows, (row) => (row.hidden ? 0 : row.height)) },
    columns: { sizes: Float64Array.from(columns, (column) => (column.hidden ? 0 : column.width)) },
    cell(row, col) {
      const rowId = rows[row]?.id;
      const columnId = columns[col]?.id;
      if (rowId === undefined || columnId === undefined) return undefined;
      const id = `${columnId}&${rowId}`;
      const cell = cellsById[id];
      if (!cell) return undefined;
      const format: CellFormat = (styleOverridesByCellId[id] as CellFormat | undefined) ?? cell.format ?? {};
      const view: CellView = {
        text: cell.text,
        numeric: cell.numeric,
        error: cell.error,
        bold: format.bold,
        italic: format.italic,
        underline: format.underline,
        strikethrough: format.strikethrough,
        fontSize: format.fontSize,
        fontFamily: format.fontFamily ?? defaultFontFamily,
        textColor: cell.color ?? format.textColor,
        backgroundColor: format.backgroundColor,
        align: format.align,
        verticalAlign: format.verticalAlign,
        wrap: format.wrap,
        borders: format.borders,
        ...(cell.mergeRows || cell.mergeColumns ? { mergeRows: cell.mergeRows ?? 1, mergeColumns: cell.mergeColumns ?? 1 } : {}),
      };
      return view;
    },
  };
}
