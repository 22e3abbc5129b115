import type { CallContext } from '../../../function-definition.js';
import { FormulaError } from '../../../values.js';
import type { Vector } from './vector.js';

type Plain = number | string | boolean;

/** The distinct values of one kind in ascending order, with where each first and last occurs. */
interface SortedKind {
  readonly values: (number | string)[];
  readonly first: number[];
  readonly last: number[];
}

interface SortedIndex {
  readonly number: SortedKind;
  readonly string: SortedKind;
  readonly boolean: SortedKind;
}

/** Numbers by value, text lower-cased, logicals as 0/1: the order lookups compare in. */
function sortKey(v: Plain): number | string {
  return typeof v === 'string' ? v.toLowerCase() : Number(v);
}

function kindOf(v: Plain): keyof SortedIndex {
  return typeof v as keyof SortedIndex;
}

function build(vec: Vector): SortedIndex {
  const groups: Record<keyof SortedIndex, Map<number | string, [number, number]>> = {
    number: new Map(), string: new Map(), boolean: new Map(),
  };
  vec.each((v, position) => {
    if (v === null || v instanceof FormulaError) return;
    const map = groups[kindOf(v)];
    const key = sortKey(v);
    const seen = map.get(key);
    if (seen) seen[1] = position;
    else map.set(key, [position, position]);
  });
  const sorted = (map: Map<number | string, [number, number]>): SortedKind => {
    const entries = [...map.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return { values: entries.map((e) => e[0]), first: entries.map((e) => e[1][0]), last: entries.map((e) => e[1][1]) };
  };
  return { number: sorted(groups.number), string: sorted(groups.string), boolean: sorted(groups.boolean) };
}

/** Count of values strictly below `key` (the insertion point). */
function lowerBound(values: readonly (number | string)[], key: number | string): number {
  let lo = 0;
  let hi = values.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (values[mid] < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The kinds in the order Excel's approximate lookups rank them: numbers, then text, then FALSE, TRUE. */
const KINDS: readonly (keyof SortedIndex)[] = ['number', 'string', 'boolean'];

/**
 * XLOOKUP's "next smaller" (-1) or "next larger" (1) over unsorted data without a scan per call: a
 * sorted index of the line is memoised. Among equal closest values the first in search order wins.
 * The exact match is looked for before this is asked. Kinds rank as in a sort (numbers < text <
 * logicals): the next larger value after the largest number is the smallest text, as in Excel's
 * XLOOKUP book (10 over {2,5,TRUE,"ala"} with match 1 finds "ala").
 */
export function findNearestIndexed(vec: Vector, key: Plain, direction: -1 | 1, fromEnd: boolean, ctx: CallContext): number {
  const index = ctx.memo(vec.source, vec.memoKey('sorted'), () => build(vec));
  let kindAt = KINDS.indexOf(kindOf(key));
  const k = sortKey(key);
  let kind = index[KINDS[kindAt]];
  let at = lowerBound(kind.values, k);
  if (direction === 1 && kind.values[at] === k) at++;
  if (direction === -1) at--;
  while (at < 0 || at >= kind.values.length) {
    kindAt += direction;
    if (kindAt < 0 || kindAt >= KINDS.length) return -1;
    kind = index[KINDS[kindAt]];
    at = direction === 1 ? 0 : kind.values.length - 1;
  }
  return fromEnd ? kind.last[at] : kind.first[at];
}
