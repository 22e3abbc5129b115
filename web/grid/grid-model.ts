import type { VectorLayout } from './vector-layout.js';
import type { Viewport, VisibleRange } from './viewport.js';

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
  /**
   * The cells `draw` stays within (a few pixels past them at most). When its drawing changes, the grid
   * draws again only the rows these cover, before and after, rather than the whole canvas: another
   * editor's selection moving is two small strips, not a frame.
   */
  readonly bounds?: readonly CellRect[];
  /** A look laid over a cell's own (conditional formats): what it sets wins over the cell's format. */
  cellStyle?(row: number, col: number): Partial<CellView> | undefined;
}

export interface VectorSizes {
  readonly sizes: ArrayLike<number>;
}

/** Everything one drawing pass reads, computed once per frame. */
export interface Frame {
  readonly ctx: CanvasRenderingContext2D;
  readonly model: GridModel;
  readonly rows: VectorLayout;
  readonly columns: VectorLayout;
  readonly view: Viewport;
  readonly visible: VisibleRange;
  readonly showGridlines: boolean;
  readonly selection?: Selection;
  /** Reference ranges highlighted while a formula is edited, each with its colour. */
  readonly highlights?: readonly { range: CellRect; color: string }[];
  /** The copied range (dashed) and the fill-handle drag's target. */
  readonly marquee?: CellRect;
  readonly fillPreview?: CellRect;
  /** A line across the body: where a header drag would drop rows or columns, or a resized border. */
  readonly guide?: Guide;
}

export interface Guide {
  readonly axis: 'rows' | 'columns';
  /** Sheet offset (pixels at zoom 1) of the line. */
  readonly offset: number;
}

export interface CellRect {
  readonly top: number;
  readonly left: number;
  readonly bottom: number;
  readonly right: number;
}

export interface Selection extends CellRect {
  readonly active: { readonly row: number; readonly col: number };
}
