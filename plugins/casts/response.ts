import type { ChartDataTable } from '../charts/index.js';
import type { CellFormat, CellLink, CellRange, CellType } from '../workbook/model/index.js';

/** A computed value as JSON: errors are their code ('#N/A'), dates their serial number. */
export type CastScalar = number | string | boolean | null;

export interface CastColumn {
  readonly id: string;
  /** Position in the sheet. */
  readonly index: number;
  /** Pixels, the selected cast's override applied; kept while hidden so a resizer can show it again. */
  readonly width: number;
  /** Hidden by the user, by HIDECOL/HIDEROWANDCOL, or by the cast: the viewer draws it at zero width. */
  readonly hidden: boolean;
}

export interface CastRow {
  readonly id: string;
  readonly index: number;
  readonly height: number;
  readonly hidden: boolean;
  /** A header row repeated at the top of a page after the first. */
  readonly header: boolean;
}

/** One page of the cast: the viewer asks for it with `rowOffset`. */
export interface CastPage {
  /** Index, among the area's rows, of the page's first row (header rows not counted). */
  readonly rowOffset: number;
  readonly rowCount: number;
  /** Pixels, repeated header rows included. */
  readonly width: number;
  readonly height: number;
}

/**
 * Overflow against the viewport (SPEC section 4): vertical is a `warning` when the rows are split into
 * pages, an `error` when they cannot be (pagination disabled, or a chart); horizontal is always an `error`.
 * `messages` are the viewer's texts (SPEC section 8), in that order.
 */
export interface CastOverflow {
  readonly vertical: 'warning' | 'error' | null;
  readonly horizontal: 'error' | null;
  readonly messages: readonly string[];
}

/** A cell of the page as it reads: its value, its text with the number format applied, its format. */
export interface CastCell {
  readonly value: CastScalar;
  readonly text: string;
  readonly numeric?: true;
  readonly error?: true;
  /** A colour the number format chose ('[Red]'). */
  readonly color?: string;
  readonly type?: CellType;
  readonly format?: CellFormat;
  readonly imageUrl?: string;
  readonly linkTo?: CellLink;
  /** The cell's note: the viewer shows it on hover, never when printing (forPdf). */
  readonly note?: string;
  /** On the top-left cell of a merge, clipped to the page block it is drawn in. */
  readonly mergeRows?: number;
  readonly mergeColumns?: number;
}

/** A chart cast: the chart record as the template keeps it, and the values of its data range. */
export interface CastChart {
  readonly id: string;
  readonly chart: Readonly<Record<string, unknown>>;
  readonly range: CellRange | null;
  /** Row by row over the data range. */
  readonly values: readonly (readonly CastScalar[])[];
  readonly width: number;
  readonly height: number;
  /** The chart drawn by the charts plugin's renderer (the editor's), at its own size: PDF rasterises it at pixel ratio 3. */
  readonly svg: string;
  /** The chart in words (type, title, series and their ranges): the SVG's name, repeated for a caller's own alt text. */
  readonly description: string;
  /** The plotted values as a table (a screen reader's way through the data); null when the chart cannot be read. */
  readonly table: ChartDataTable | null;
}

/** The answer of `GET /api/shadows/{token}/cast` (SPEC section 3 "Cast response"), for one page. */
export interface CastLayout {
  readonly sheet: { readonly id: string; readonly name: string };
  readonly chartId: string | null;
  readonly chart: CastChart | null;
  /** The area's top-left position in the sheet. */
  readonly offset: { readonly row: number; readonly column: number };
  /** The page shown: the index, among the area's rows, of its first row. */
  readonly rowOffset: number;
  readonly repeatHeaderRows: number;
  readonly columns: readonly CastColumn[];
  /** This page's rows: the repeated header rows first, then the rows from `rowOffset` that fit. */
  readonly rows: readonly CastRow[];
  /** Cells of this page by cell id; empty cells and cells covered by a merge are left out. */
  readonly cellsById: Readonly<Record<string, CastCell>>;
  readonly pages: readonly CastPage[];
  readonly overflowing: CastOverflow;
  readonly showGridlines: boolean;
  /** Conditional formats with a range on the cast's sheet, for the viewer to apply. */
  readonly conditionalFormatsById: Readonly<Record<string, unknown>>;
  /** Per-cell formats that replace the stored ones: the page's cells whose conditional formats hold. */
  readonly styleOverridesByCellId: Readonly<Record<string, CellFormat>>;
  /** The sheet's default font (the template's settings): cells with no font of their own are drawn in it. */
  readonly defaultFontFamily: string;
}
