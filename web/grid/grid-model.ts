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
  /** The sheet's filter, when it has one: drawn as a tinted header row with a button per column. */
  readonly filter?: FilterView;
}

/** A filter as the canvas draws it, by positions. */
export interface FilterView {
  /** The filtered block; its top row is the header row that carries the buttons. */
  readonly area: { readonly top: number; readonly left: number; readonly bottom: number; readonly right: number };
  /** Columns whose criteria hide something: their buttons look different. */
  readonly filteredColumns: ReadonlySet<number>;
}

export interface VectorSizes {
  readonly sizes: ArrayLike<number>;
}
