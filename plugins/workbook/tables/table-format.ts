import type { BorderLine, CellBorders, CellFormat } from '../model/format.js';
import type { TableTheme } from './table-themes.js';

/** What a table sets on the cells of one of its rows; the rest of each cell's format stays. */
export type TableRowFormat = Partial<CellFormat>;

/** The three kinds of table row: the header, a banded body row and a plain one. */
export interface TableRowFormats {
  readonly header: TableRowFormat;
  readonly band: TableRowFormat;
  readonly plain: TableRowFormat;
}

/**
 * The formats of a theme's rows. Every cell gets thin borders on all four sides in the theme's colour;
 * the one borders object is shared by every cell (documents are immutable, so sharing is safe and a
 * 10k-row table does not build 10k copies of it).
 */
export function tableRowFormats(theme: TableTheme): TableRowFormats {
  const line: BorderLine = { color: theme.border, style: 'normal' };
  const borders: CellBorders = { top: line, right: line, bottom: line, left: line };
  return {
    header: { bold: true, backgroundColor: theme.header, textColor: theme.headerText, borders },
    band: { backgroundColor: theme.band, borders },
    // undefined removes a fill the cell had, so the bands read as bands.
    plain: { backgroundColor: undefined, borders },
  };
}

/** Which format a row of the table takes: the first is the header, then bands start on the first body row. */
export function rowFormatAt(formats: TableRowFormats, offset: number): TableRowFormat {
  if (offset === 0) return formats.header;
  return offset % 2 === 1 ? formats.band : formats.plain;
}
