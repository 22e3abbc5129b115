import { toBoolean, toNumber } from '../../../coerce.js';
import { Lambda } from '../../../lambda-value.js';
import { ArrayValue, FormulaError, isMatrix, type Scalar, type Value } from '../../../values.js';
import { integerArg } from '../shared/args.js';
import { asMatrix, toRows } from '../shared/matrix.js';
import type { GroupSortKey } from './tree.js';

/** Whether the data has a header row, and whether the result shows field headers. */
export interface HeaderMode {
  readonly hasHeaders: boolean;
  readonly show: boolean;
}

/**
 * field_headers: 0 no headers, 1 headers not shown, 2 no headers but generated, 3 headers shown.
 * Omitted, Excel decides: the data has headers when the first value is text and the second a number,
 * and shows them when there are several group levels.
 */
export function headerMode(arg: Value | undefined, values: readonly (readonly Scalar[])[], levels: number): HeaderMode | FormulaError {
  if (arg === undefined || arg === null) {
    const detected = values.length > 1 && typeof values[0][0] === 'string' && typeof values[1][0] === 'number';
    return { hasHeaders: detected, show: detected && levels > 1 };
  }
  const n = toNumber(arg);
  if (n instanceof FormulaError) return n;
  switch (Math.trunc(n)) {
    case 0: return { hasHeaders: false, show: false };
    case 1: return { hasHeaders: true, show: false };
    case 2: return { hasHeaders: false, show: true };
    case 3: return { hasHeaders: true, show: true };
    default: return new FormulaError('#VALUE!', 'field_headers must be 0, 1, 2 or 3');
  }
}

/** The depth of totals and where they go: omitted, grand totals and, with two levels or more, subtotals. */
export function totalDepth(args: readonly Value[], i: number, levels: number): { depth: number; atTop: boolean } | FormulaError {
  const n = integerArg(args, i, levels > 1 ? 2 : 1);
  if (n instanceof FormulaError) return n;
  return { depth: Math.abs(n), atTop: n < 0 };
}

/**
 * sort_order: 1-based columns (the fields, then the values), negative for descending; a vector sorts by
 * several. Omitted, the fields ascending. A column past the last is #VALUE!.
 */
export function sortKeys(arg: Value | undefined, columns: number): GroupSortKey[] | FormulaError {
  if (arg === undefined || arg === null) return [];
  const keys: GroupSortKey[] = [];
  for (const value of toRows(asMatrix(arg)).flat()) {
    const n = toNumber(value);
    if (n instanceof FormulaError) return n;
    const column = Math.abs(Math.trunc(n));
    if (column < 1 || column > columns) return new FormulaError('#VALUE!', `sort_order must name a column from 1 to ${columns}`);
    keys.push({ column: column - 1, order: n < 0 ? -1 : 1 });
  }
  return keys;
}

/** filter_array: which data rows count (TRUE) or not; one per row of the fields, headers included. */
export function keptRows(arg: Value | undefined, count: number): boolean[] | FormulaError {
  if (arg === undefined || arg === null) return new Array<boolean>(count).fill(true);
  const flags = toRows(asMatrix(arg)).flat();
  if (flags.length !== count) return new FormulaError('#VALUE!', 'filter_array must have one value per row of the fields');
  const kept: boolean[] = [];
  for (const flag of flags) {
    const b = toBoolean(flag);
    if (b instanceof FormulaError) return b;
    kept.push(b);
  }
  return kept;
}

/**
 * The aggregation: one LAMBDA (or a function named as a value, `SUM`), or a row of them for several
 * aggregations side by side. A LAMBDA of two parameters gets the group's values and all of them
 * (PERCENTOF's subset and whole).
 */
function aggregations(arg: Value): Lambda[] | FormulaError {
  const items = isMatrix(arg) ? toRows(arg) : [[arg]];
  if (items.length !== 1) return new FormulaError('#VALUE!', 'Several functions go in a row (HSTACK), not a column');
  const fns: Lambda[] = [];
  for (const item of items[0]) {
    if (!(item instanceof Lambda)) return item instanceof FormulaError ? item : new FormulaError('#VALUE!', 'The function must be a LAMBDA or a function name such as SUM');
    if (item.arity > 2) return new FormulaError('#VALUE!', 'The function must take one or two arguments');
    fns.push(item);
  }
  return fns;
}

/** One aggregate: the LAMBDA of a group's values (and of all values for a two-parameter one), as one value. */
export function aggregate(fn: Lambda, subset: readonly Scalar[], all: readonly Scalar[]): Scalar {
  const result = fn.arity === 2 ? fn.call([ArrayValue.column(subset), ArrayValue.column(all)]) : fn.call([ArrayValue.column(subset)]);
  if (!isMatrix(result)) return result === null ? 0 : result;
  if (result.rows === 1 && result.cols === 1) return result.get(0, 0) ?? 0;
  return new FormulaError('#CALC!', 'The function gave an array where one value is wanted');
}

/** A column-oriented argument's rows, or the error it is. */
function tableOf(arg: Value): Scalar[][] | FormulaError {
  if (arg instanceof FormulaError) return arg;
  return toRows(asMatrix(arg));
}

/** The data rows that count: past the header row when there is one, and kept by the filter. */
export function dataRows(count: number, hasHeaders: boolean, kept: readonly boolean[]): number[] {
  const rows: number[] = [];
  for (let i = hasHeaders ? 1 : 0; i < count; i++) if (kept[i]) rows.push(i);
  return rows;
}

/** One values column's entries for some data rows. */
export function pick(values: readonly (readonly Scalar[])[], rows: readonly number[], column: number): Scalar[] {
  return rows.map((row) => values[row][column]);
}

/** The names a result shows over a table's columns: its header row, or generated ones (field_headers 2). */
export function headerNames(headers: HeaderMode, table: readonly (readonly Scalar[])[], prefix: string): readonly Scalar[] {
  return headers.hasHeaders ? table[0] : Array.from({ length: table[0].length }, (_, i) => `${prefix} ${i + 1}`);
}

/**
 * The column-oriented tables a grouping reads (its fields, then its values), all of one height, and its
 * function(s): the first error met otherwise.
 */
export function groupingInput(tableArgs: readonly Value[], functionArg: Value): { tables: Scalar[][][]; fns: Lambda[] } | FormulaError {
  const tables: Scalar[][][] = [];
  for (const arg of tableArgs) {
    const table = tableOf(arg);
    if (table instanceof FormulaError) return table;
    tables.push(table);
  }
  if (tables.some((table) => table.length !== tables[0].length)) return ROWS_DIFFER;
  const fns = aggregations(functionArg);
  return fns instanceof FormulaError ? fns : { tables, fns };
}

const ROWS_DIFFER = new FormulaError('#VALUE!', 'The fields and the values must have the same number of rows');
export const NO_ROWS = new FormulaError('#CALC!', 'No rows to group');
