import { MAX_REPEAT_HEADER_ROWS, MIN_VECTOR_SIZE } from './limits.js';

interface VectorOverride {
  readonly width?: number;
  readonly height?: number;
  readonly hidden?: boolean;
}

/** A shadow's selected cast (SPEC section 3 "Cast (selected)"), as PUT /api/shadows/{token}/casts/{castId} takes it. */
export interface SelectedCast {
  readonly type?: 'sheet' | 'range' | 'chart' | 'suggestion';
  readonly sheetId?: string;
  readonly fromCellId?: string;
  readonly toCellId?: string;
  readonly chartId?: string;
  readonly recommendedCast?: string;
  readonly repeatHeaderRows?: number;
  readonly columns?: Readonly<Record<string, VectorOverride>>;
  readonly rows?: Readonly<Record<string, VectorOverride>>;
}

export type Axis = 'columns' | 'rows';

const sizeKey = (axis: Axis): 'width' | 'height' => (axis === 'columns' ? 'width' : 'height');

function withOverride(cast: SelectedCast, axis: Axis, id: string, change: VectorOverride): SelectedCast {
  const overrides = cast[axis] ?? {};
  return { ...cast, [axis]: { ...overrides, [id]: { ...overrides[id], ...change } } };
}

/** The cast with a column or row hidden or shown again (the resizer's toggle). */
export function withHidden(cast: SelectedCast, axis: Axis, id: string, hidden: boolean): SelectedCast {
  return withOverride(cast, axis, id, { hidden });
}

/** The cast with a column's width or a row's height set, never below 4 pixels. */
export function withSize(cast: SelectedCast, axis: Axis, id: string, size: number): SelectedCast {
  return withOverride(cast, axis, id, { [sizeKey(axis)]: Math.max(MIN_VECTOR_SIZE, Math.round(size)) });
}

/** The cast repeating its first 0-4 rows at the top of every page after the first. */
export function withHeaderRows(cast: SelectedCast, count: number): SelectedCast {
  return { ...cast, repeatHeaderRows: Math.max(0, Math.min(MAX_REPEAT_HEADER_ROWS, Math.floor(count))) };
}

/** The cast with its resize settings gone (sizes, hiding and header rows from the template again). */
export function withoutSizing(cast: SelectedCast): SelectedCast {
  const { repeatHeaderRows: _headers, columns: _columns, rows: _rows, ...what } = cast;
  return what;
}
