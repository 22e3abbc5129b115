import type { CallContext } from '../../../function-definition.js';
import { ERRORS, FormulaError, type Matrix, type Scalar } from '../../../values.js';
import { cellOf } from './matrix.js';

type MemoName = 'exact' | 'exact-last' | 'extent' | 'sorted';
const COLUMN_KEYS: Record<MemoName, string[]> = { exact: [], 'exact-last': [], extent: [], sorted: [] };
const ROW_KEYS: Record<MemoName, string[]> = { exact: [], 'exact-last': [], extent: [], sorted: [] };

/**
 * One row or one column of a matrix, the thing every lookup searches. `line` is the column (for a
 * vertical vector) or row (horizontal) within `source`, so memoised indexes are keyed per line of
 * the range they come from and shared by every formula that searches the same range.
 */
export class Vector {
  readonly length: number;
  constructor(
    readonly source: Matrix,
    readonly vertical: boolean,
    readonly line: number,
    length?: number,
  ) {
    this.length = length ?? (vertical ? source.rows : source.cols);
  }
  get(i: number): Scalar {
    return this.vertical ? cellOf(this.source, i, this.line) : cellOf(this.source, this.line, i);
  }
  /** Visits the non-empty values of this line in order, through the matrix's sparse `each`. */
  each(visit: (value: Scalar, position: number) => void): void {
    const { line } = this;
    if (!this.vertical) {
      // A row is at most 16,384 cells: reading it beats visiting every row of a tall table.
      for (let c = 0; c < this.length; c++) {
        const v = this.get(c);
        if (v !== null) visit(v, c);
      }
      return;
    }
    this.source.each((v, r, c) => {
      if (c === line) visit(v, r);
    });
  }
  /** 'exact-col:0' and the like; cached because 50k lookups would otherwise build 50k strings. */
  memoKey(name: MemoName): string {
    const table = this.vertical ? COLUMN_KEYS : ROW_KEYS;
    const cache = table[name];
    return (cache[this.line] ??= `${name}-${this.vertical ? 'col' : 'row'}:${this.line}`);
  }
}

/** The vector of a one-row or one-column range (the lookup_array of MATCH, XLOOKUP...), or #N/A. */
export function vectorOf(m: Matrix, error: FormulaError = ERRORS.NA): Vector | FormulaError {
  if (m.cols === 1) return new Vector(m, true, 0);
  if (m.rows === 1) return new Vector(m, false, 0);
  return error;
}

export type LookupKey = number | string | boolean;

/** Equality key of a value for exact matching: numbers by value, text case-insensitively. */
export function lookupKey(v: Scalar): LookupKey | undefined {
  if (v === null || v instanceof FormulaError) return undefined;
  return typeof v === 'string' ? v.toLowerCase() : v;
}

/**
 * Position of the first (or last) value equal to `key`, through a hash index built once per range
 * line and kept by the engine until a cell of the range changes: 50k lookups cost one build.
 */
export function indexedPosition(vec: Vector, key: LookupKey, ctx: CallContext, last = false): number {
  const index = ctx.memo(vec.source, vec.memoKey(last ? 'exact-last' : 'exact'), () => buildIndex(vec, last));
  return index.get(key) ?? -1;
}

function buildIndex(vec: Vector, last: boolean): Map<LookupKey, number> {
  const index = new Map<LookupKey, number>();
  vec.each((value, position) => {
    const key = lookupKey(value);
    if (key === undefined) return;
    if (last || !index.has(key)) index.set(key, position);
  });
  return index;
}

/**
 * The vector cut after its last non-empty value (memoised), so sorted and scanning searches over a
 * whole column (A:A) cost what the column holds, not a million empty rows.
 */
export function trimmed(vec: Vector, ctx: CallContext): Vector {
  const used = ctx.memo(vec.source, vec.memoKey('extent'), () => {
    let last = -1;
    vec.each((_, position) => {
      if (position > last) last = position;
    });
    return last + 1;
  });
  return used >= vec.length ? vec : new Vector(vec.source, vec.vertical, vec.line, used);
}
