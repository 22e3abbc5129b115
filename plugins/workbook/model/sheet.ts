import type { Cell } from './cell.js';
import type { CellRange } from './cell-range.js';
import type { SheetFilter } from './filter.js';

export interface Row {
  readonly id: string;
  /** Current height in pixels; 0 while hidden. */
  readonly height: number;
  readonly hidden?: boolean;
  /** The size to restore on unhide. */
  readonly realSize?: number;
  readonly hiddenByUser?: boolean;
  readonly disableHidingFunctions?: boolean;
}

export interface Column {
  readonly id: string;
  readonly width: number;
  readonly hidden?: boolean;
  readonly realSize?: number;
  readonly hiddenByUser?: boolean;
  readonly disableHidingFunctions?: boolean;
}

/** A lock: a named range of cells that cannot be edited in shadow mode. */
export interface Lock {
  readonly id: string;
  readonly name: string;
  readonly range: CellRange;
}

/**
 * Cells grouped per row, the rows spread over hash buckets (see cell-store.ts), so that a one-cell
 * edit copies only small objects whatever the size of the sheet.
 */
export type CellBuckets = Readonly<Record<string, Readonly<Record<string, Readonly<Record<string, Cell>>>>>>;

export interface Sheet {
  readonly id: string;
  readonly name: string;
  readonly hidden?: boolean;
  readonly rowIds: readonly string[];
  readonly rowsById: Readonly<Record<string, Row>>;
  readonly columnIds: readonly string[];
  readonly columnsById: Readonly<Record<string, Column>>;
  readonly cells: CellBuckets;
  /** Charts are owned by the charts plugin; the workbook keeps them opaque. */
  readonly chartsById: Readonly<Record<string, unknown>>;
  readonly locks: readonly Lock[];
  /** At most one filter per sheet (plugins/filters). */
  readonly filter?: SheetFilter;
  /** Frozen panes (plugins/freeze); absent when nothing is frozen. */
  readonly frozen?: FrozenPanes;
}

/**
 * How many leading rows and columns stay in place while the rest of the sheet scrolls. Counts rather
 * than ids, as in xlsx: inserting a row inside the frozen rows grows them (the freeze adjuster).
 */
export interface FrozenPanes {
  readonly rows: number;
  readonly columns: number;
}
