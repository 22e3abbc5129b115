import type { CallContext } from '../../function-definition.js';
import { ArrayValue, ERRORS, FormulaError, isError, isMatrix, isRangeRef, type Matrix, type Scalar, type Value } from '../../values.js';
import { parseCriterion, type Criterion } from './criteria.js';
import { matchedSlice, numericOrder, orderPrefix } from './numeric-index.js';
import { textIndex, type TextIndex } from './text-index.js';
import { cellAt } from './numbers.js';

/** One criteria range with its criterion (COUNTIFS, SUMIFS...). */
export interface CriteriaPair {
  readonly range: Matrix;
  readonly criterion: Criterion;
}

/** Visits (row, col) of every position where all pairs match, in no particular order. */
export function forEachMatch(pairs: readonly CriteriaPair[], ctx: CallContext, visit: (r: number, c: number) => void, valueRange?: Matrix): void {
  const rest = (skip: number) => pairs.filter((_, i) => i !== skip);
  const allMatch = (others: readonly CriteriaPair[], r: number, c: number) =>
    others.every((p) => p.criterion.test(cellAt(p.range, r, c)));
  const best = mostSelective(pairs, ctx);
  if (best) {
    const others = rest(best.at);
    best.positions((r, c) => {
      if (allMatch(others, r, c)) visit(r, c);
    });
    return;
  }
  const driver = pairs.findIndex((p) => !p.criterion.matchesBlank);
  if (driver >= 0) {
    const others = rest(driver);
    pairs[driver].range.each((v, r, c) => {
      if (pairs[driver].criterion.test(v) && allMatch(others, r, c)) visit(r, c);
    });
    return;
  }
  // Every criterion matches blanks: a value aggregate only needs the non-empty values; a count needs all.
  const shape = pairs[0].range;
  if (valueRange) {
    valueRange.each((_v, r, c) => {
      if (r < shape.rows && c < shape.cols && allMatch(pairs, r, c)) visit(r, c);
    });
    return;
  }
  for (let r = 0; r < shape.rows; r++) for (let c = 0; c < shape.cols; c++) if (allMatch(pairs, r, c)) visit(r, c);
}

/** An indexed pair: where it is and how to enumerate its matches. */
interface IndexedPair {
  readonly at: number;
  readonly size: number;
  positions(visit: (r: number, c: number) => void): void;
}

/**
 * Among pairs whose criterion an index can answer (numeric bounds, exact text), the one with the fewest
 * matches: its positions drive the loop and the other pairs are checked cell by cell.
 */
function mostSelective(pairs: readonly CriteriaPair[], ctx: CallContext): IndexedPair | undefined {
  let best: IndexedPair | undefined;
  pairs.forEach(({ range, criterion }, at) => {
    let candidate: IndexedPair | undefined;
    if (criterion.numeric) {
      const order = numericOrder(range, ctx);
      const [start, end] = matchedSlice(order, criterion.numeric);
      candidate = { at, size: end - start + order.textNumbers.length, positions: (visit) => forEachIndexed(range, criterion, ctx, visit) };
    } else if (matchesTextOnly(criterion)) {
      const index = textIndex(range, ctx);
      const list = textMatches(index, criterion);
      candidate = {
        at,
        size: list.length,
        positions: (visit) => {
          for (const p of list) {
            const r = Math.floor(p / index.cols);
            visit(r, p - r * index.cols);
          }
        },
      };
    }
    if (candidate && (!best || candidate.size < best.size)) best = candidate;
  });
  return best;
}

/** Criteria with a text operand other than <> match text cells only, so the text index answers them. */
function matchesTextOnly(criterion: Criterion): boolean {
  return criterion.exactText !== undefined || (typeof criterion.operand === 'string' && criterion.op !== '<>');
}

/**
 * Positions of the texts a criterion matches: one look-up for exact text, otherwise one test per distinct
 * text (wildcards and orderings are case-insensitive, so the lower-cased keys answer the same).
 */
function textMatches(index: TextIndex, criterion: Criterion): readonly number[] {
  if (criterion.exactText !== undefined) return index.positions.get(criterion.exactText) ?? [];
  const out: number[] = [];
  for (const [text, positions] of index.positions) if (criterion.test(text)) for (const p of positions) out.push(p);
  return out;
}

/** Positions matched by a numeric criterion, through the memoised sorted index. */
function forEachIndexed(range: Matrix, criterion: Criterion, ctx: CallContext, visit: (r: number, c: number) => void): void {
  const order = numericOrder(range, ctx);
  const [start, end] = matchedSlice(order, criterion.numeric!);
  for (let i = start; i < end; i++) {
    const p = order.positions[i];
    const r = Math.floor(p / order.cols);
    visit(r, p - r * order.cols);
  }
  for (const t of order.textNumbers) {
    if (criterion.test(cellAt(range, Math.floor(t.position / order.cols), t.position % order.cols))) {
      visit(Math.floor(t.position / order.cols), t.position % order.cols);
    }
  }
}

/** Sum, count of numbers and first error of the values at matched positions. */
export interface MatchTotals {
  sum: number;
  count: number;
  error?: FormulaError;
}

/** COUNTIFS: how many positions match every pair. */
export function countMatches(pairs: readonly CriteriaPair[], ctx: CallContext): number {
  if (pairs.length === 1) {
    const { range, criterion } = pairs[0];
    if (criterion.numeric) {
      const order = numericOrder(range, ctx);
      const [start, end] = matchedSlice(order, criterion.numeric);
      let n = end - start;
      for (const t of order.textNumbers) if (t.value === criterion.numeric.value && criterion.numeric.op === '=') n++;
      return n;
    }
    if (matchesTextOnly(criterion)) return textMatches(textIndex(range, ctx), criterion).length;
    if (criterion.matchesBlank) {
      // Count the complement among non-empty cells: blanks all match.
      let nonMatching = 0;
      range.each((v) => {
        if (!criterion.test(v)) nonMatching++;
      });
      return range.rows * range.cols - nonMatching;
    }
  }
  let n = 0;
  forEachMatch(pairs, ctx, () => n++);
  return n;
}

/** SUMIFS/AVERAGEIFS: totals of the numbers of `values` at matched positions. */
export function totalsOfMatches(values: Matrix, pairs: readonly CriteriaPair[], ctx: CallContext): MatchTotals {
  const single = pairs.length === 1 ? pairs[0] : undefined;
  if (single?.criterion.numeric && single.range.rows * single.range.cols > 64) {
    const fast = indexedTotals(values, single, ctx);
    if (fast) return fast;
  }
  const totals: MatchTotals = { sum: 0, count: 0 };
  forEachMatch(pairs, ctx, (r, c) => {
    const v = r < values.rows && c < values.cols ? cellAt(values, r, c) : null;
    if (typeof v === 'number') {
      totals.sum += v;
      totals.count++;
    } else if (isError(v) && !totals.error) totals.error = v;
  }, values);
  return totals;
}

/** Prefix-sum totals for a single numeric criterion; undefined when errors force a scan. */
function indexedTotals(values: Matrix, pair: CriteriaPair, ctx: CallContext): MatchTotals | undefined {
  const order = numericOrder(pair.range, ctx);
  const numeric = pair.criterion.numeric!;
  if (numeric.op === '=' && order.textNumbers.some((t) => t.value === numeric.value)) return undefined;
  const prefix = orderPrefix(pair.range, values, order, ctx);
  const [start, end] = matchedSlice(order, numeric);
  if (prefix.errors[end] - prefix.errors[start] > 0) return undefined;
  return { sum: prefix.sums[end] - prefix.sums[start], count: prefix.counts[end] - prefix.counts[start] };
}

/** Values at matched positions (MAXIFS, MINIFS): numbers only, first error kept. */
export function numbersOfMatches(values: Matrix, pairs: readonly CriteriaPair[], ctx: CallContext): number[] | FormulaError {
  const out: number[] = [];
  let error: FormulaError | undefined;
  forEachMatch(pairs, ctx, (r, c) => {
    const v = cellAt(values, r, c);
    if (typeof v === 'number') out.push(v);
    else if (isError(v)) error ??= v;
  }, values);
  return error ?? out;
}

/** A range argument as a Matrix; a scalar becomes a 1x1 array (Excel wants ranges; we are lenient). */
export function asMatrix(v: Value): Matrix {
  return isMatrix(v) ? v : { rows: 1, cols: 1, get: () => v, each: (visit) => { if (v !== null) visit(v, 0, 0); } };
}

/**
 * The value range of SUMIF/AVERAGEIF: Excel takes the criteria range's shape from the value range's
 * top-left cell, so a range of another size is resized (through ctx.offset) before use.
 */
export function alignedValues(values: Matrix, shape: Matrix, ctx: CallContext): Matrix {
  if (values.rows === shape.rows && values.cols === shape.cols) return values;
  if (isRangeRef(values)) {
    const resized = ctx.offset(values, 0, 0, shape.rows, shape.cols);
    if (!isError(resized)) return resized;
  }
  return values;
}

/** Builds pairs from (range, criterion) argument pairs; ranges must share one shape (#VALUE! otherwise). */
export function criteriaPairs(args: readonly Value[], criteria: readonly Scalar[], shape?: Matrix): CriteriaPair[] | FormulaError {
  const pairs: CriteriaPair[] = [];
  for (let i = 0; i < criteria.length; i++) {
    const range = asMatrix(args[i]);
    const expected = shape ?? pairs[0]?.range ?? range;
    if (range.rows !== expected.rows || range.cols !== expected.cols) return ERRORS.VALUE;
    pairs.push({ range, criterion: parseCriterion(criteria[i]) });
  }
  return pairs;
}

/**
 * Criteria given as arrays (COUNTIF(A:A, {"a","b"})) give an array of results, element by element,
 * as the evaluator's lifting would; scalar criteria give one result.
 */
export function liftCriteria(criteria: readonly Value[], compute: (scalars: Scalar[]) => Scalar): Value {
  const shaped = criteria.find((c): c is Matrix => isMatrix(c) && (c.rows > 1 || c.cols > 1));
  const at = (c: Value, r: number, k: number): Scalar => (!isMatrix(c) ? c : c.rows === 1 && c.cols === 1 ? cellAt(c, 0, 0) : r < c.rows && k < c.cols ? cellAt(c, r, k) : ERRORS.NA);
  if (!shaped) return compute(criteria.map((c) => at(c, 0, 0)));
  const data: Scalar[][] = [];
  for (let r = 0; r < shaped.rows; r++) {
    const line: Scalar[] = [];
    for (let k = 0; k < shaped.cols; k++) line.push(compute(criteria.map((c) => at(c, r, k))));
    data.push(line);
  }
  return new ArrayValue(data);
}
