import type { Frame } from './render/frame.js';

/** What the canvas needs to draw one cell, already formatted. */
export interface CellView {
  readonly text: string;
  /** Numbers, percentages and dates align right by default (SPEC section 9). */
  readonly numeric?: boolean;
  readonly error?: boolean;
  readonly bold?: boolean;
  readonly italic?: boolean;
  readonly underline?: boolean;
  readonly strikethrough?: boolean;
  readonly fontSize?: number;
  readonly fontFamily?: string;
  readonly textColor?: string;
  readonly backgroundColor?: string;
  readonly align?: 'left' | 'center' | 'right';
  readonly verticalAlign?: 'top' | 'middle' | 'bottom';
  readonly wrap?: 'overflow' | 'clip' | 'wrap';
  readonly borders?: Partial<Record<'top' | 'right' | 'bottom' | 'left', { color: string; style: string }>>;
  readonly checkbox?: boolean | null;
  /** A merge anchored here spans this many rows and columns. */
  readonly mergeRows?: number;
  readonly mergeColumns?: number;
  /** Part of a merge anchored elsewhere: drawn by the anchor at this position. */
  readonly mergedInto?: { readonly row: number; readonly col: number };
}

/** The grid's view of a sheet: sizes and cell views by position, whatever the model behind. */
export interface GridModel {
  readonly rows: VectorSizes;
  readonly columns: VectorSizes;
  cell(row: number, col: number): CellView | undefined;
  /** What the plugins' canvas layers draw over this sheet (a filter's buttons...), in drawing order. */
  readonly layers?: readonly GridLayer[];
  /** Runs of rows and columns the user hid: their headers show unhide arrows. */
  readonly hiddenByUser?: { readonly rows: readonly VectorRun[]; readonly columns: readonly VectorRun[] };
}

/** Consecutive rows or columns: `count` of them from `start`. */
export interface VectorRun {
  readonly start: number;
  readonly count: number;
}

/** One plugin layer prepared for one sheet (web/plugin-api CanvasLayer.prepare). */
export interface GridLayer {
  /** Rows this layer hides (size 0, like hidden rows): the filter's. */
  readonly hiddenRows?: readonly number[];
  /** The leading rows and columns this layer keeps in place while the rest scrolls: frozen panes. */
  readonly frozen?: { readonly rows: number; readonly columns: number };
  /** Draws on the canvas after the cells and before the selection. */
  draw?(frame: Frame): void;
  /** A look laid over a cell's own (conditional formats): what it sets wins over the cell's format. */
  cellStyle?(row: number, col: number): Partial<CellView> | undefined;
}

export interface VectorSizes {
  readonly sizes: ArrayLike<number>;
}
