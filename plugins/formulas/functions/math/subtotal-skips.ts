import type { CallContext } from '../../function-definition.js';
import { isRangeRef, type Matrix, type RangeRef, type Value } from '../../values.js';

/** What SUBTOTAL and AGGREGATE leave out of the references they are given. */
export interface Skips {
  /** Rows the user hid: SUBTOTAL 101-111, AGGREGATE options 1, 3, 5 and 7. */
  readonly userHidden: boolean;
  /** Rows a filter leaves out: every SUBTOTAL, AGGREGATE options 1, 3, 5 and 7. */
  readonly filtered: boolean;
  /** Cells whose formula calls SUBTOTAL or AGGREGATE: every SUBTOTAL, AGGREGATE options 0 to 3. */
  readonly nested: boolean;
}

/**
 * A reference as SUBTOTAL and AGGREGATE read it: the cells they leave out read as empty. Arrays and
 * single values are kept as they are (only cells of a sheet are hidden or hold formulas), and hidden
 * columns never count: Excel made both functions for columns of data.
 */
export function withoutSkipped(value: Value, skips: Skips, ctx: CallContext): Value {
  if (!isRangeRef(value)) return value;
  const rows = hiddenRowsIn(value, skips, ctx);
  const nested = skips.nested ? ctx.callsSubtotal?.bind(ctx) : undefined;
  if (rows.size === 0 && nested === undefined) return value;
  const { sheetId, top, left } = value;
  const skipped = (r: number, c: number): boolean => rows.has(r) || (nested !== undefined && nested(sheetId, top + r, left + c));
  const view: Matrix = {
    rows: value.rows,
    cols: value.cols,
    get: (r, c) => (skipped(r, c) ? null : value.get(r, c)),
    each: (visit) => value.each((v, r, c) => {
      if (!skipped(r, c)) visit(v, r, c);
    }),
  };
  return view;
}

/** The rows of the reference (relative to its top) that the skips leave out. */
function hiddenRowsIn(ref: RangeRef, skips: Skips, ctx: CallContext): Set<number> {
  const out = new Set<number>();
  if (!skips.userHidden && !skips.filtered) return out;
  const hidden = ctx.hiddenRows?.(ref.sheetId);
  if (!hidden) return out;
  const add = (rows: ReadonlySet<number>) => {
    for (const row of rows) if (row >= ref.top && row <= ref.bottom) out.add(row - ref.top);
  };
  if (skips.userHidden) add(hidden.byUser);
  if (skips.filtered) add(hidden.byFilter);
  return out;
}
