import type { EagerFunction } from '../../../function-definition.js';
import type { Lambda } from '../../../lambda-value.js';
import { FormulaError, type Scalar, type Value } from '../../../values.js';
import { integerArg } from '../shared/args.js';
import { arrayResult } from '../shared/matrix.js';
import { aggregate, dataRows, groupingInput, headerMode, headerNames, keptRows, NO_ROWS, pick, sortKeys, totalDepth } from './args.js';
import { groupRows, layoutLines, lineLabels, sortTree, type GroupLine, type GroupNode } from './tree.js';

/** relative_to: what a two-parameter function's second argument covers, for a cell of row group R and column group C. */
const RELATIVE_TO = ['column', 'row', 'grand', 'parent column', 'parent row'] as const;
type RelativeTo = (typeof RELATIVE_TO)[number];

interface Pivot {
  readonly values: readonly (readonly Scalar[])[];
  readonly fns: readonly Lambda[];
  readonly relativeTo: RelativeTo;
  readonly root: GroupNode;
}

/** The data rows in both groups, in data order. */
function common(rowNode: GroupNode, colNode: GroupNode, colMembers: (node: GroupNode) => ReadonlySet<number>): number[] {
  const members = colMembers(colNode);
  return rowNode.rows.filter((row) => members.has(row));
}

function memberSets(): (node: GroupNode) => ReadonlySet<number> {
  const sets = new Map<GroupNode, Set<number>>();
  return (node) => {
    let set = sets.get(node);
    if (!set) sets.set(node, (set = new Set(node.rows)));
    return set;
  };
}

/** The rows a cell's two-parameter function divides by (PERCENTOF's whole), per relative_to. */
function wholeRows(pivot: Pivot, rowNode: GroupNode, colNode: GroupNode, colMembers: (node: GroupNode) => ReadonlySet<number>): readonly number[] {
  switch (pivot.relativeTo) {
    case 'column': return colNode.rows;
    case 'row': return rowNode.rows;
    case 'grand': return pivot.root.rows;
    case 'parent column': return common(rowNode, colNode.parent ?? colNode, colMembers);
    case 'parent row': return common(rowNode.parent ?? rowNode, colNode, colMembers);
  }
}

/** A cell's aggregates (values-major, then functions): blanks where the two groups share no row. */
function cellValues(pivot: Pivot, rowNode: GroupNode, colNode: GroupNode, colMembers: (node: GroupNode) => ReadonlySet<number>): Scalar[] {
  const rows = common(rowNode, colNode, colMembers);
  const out: Scalar[] = [];
  const whole = rows.length > 0 && pivot.fns.some((fn) => fn.arity === 2) ? wholeRows(pivot, rowNode, colNode, colMembers) : [];
  for (let j = 0; j < pivot.values[0].length; j++) {
    const subset = pick(pivot.values, rows, j);
    const all = pick(pivot.values, whole, j);
    for (const fn of pivot.fns) out.push(rows.length === 0 ? '' : aggregate(fn, subset, all));
  }
  return out;
}

/** The header rows: one per column field level (the column groups' labels), then the value names when shown. */
function headerRows(colLines: readonly GroupLine[], colFieldCount: number, rowFieldNames: readonly Scalar[], valueNames: readonly Scalar[] | null, perGroup: number, fnCount: number): Scalar[][] {
  const lines: Scalar[][] = [];
  for (let level = 0; level < colFieldCount; level++) {
    const line: Scalar[] = new Array<Scalar>(rowFieldNames.length).fill('');
    for (const col of colLines) line.push(lineLabels(col, colFieldCount)[level], ...new Array<Scalar>(perGroup - 1).fill(''));
    lines.push(line);
  }
  if (valueNames) {
    const line: Scalar[] = [...rowFieldNames];
    for (let c = 0; c < colLines.length; c++) for (const name of valueNames) for (let f = 0; f < fnCount; f++) line.push(name);
    lines.push(line);
  }
  return lines;
}

function pivotBy(args: readonly Value[]): Value {
  const input = groupingInput([args[0], args[1], args[2]], args[3]);
  if (input instanceof FormulaError) return input;
  const { tables: [rowFields, colFields, values], fns } = input;
  const rowFieldCount = rowFields[0].length;
  const colFieldCount = colFields[0].length;
  const valueCount = values[0].length;
  const headers = headerMode(args[4], values, Math.max(rowFieldCount, colFieldCount));
  if (headers instanceof FormulaError) return headers;
  const rowTotals = totalDepth(args, 5, rowFieldCount);
  if (rowTotals instanceof FormulaError) return rowTotals;
  const rowKeys = sortKeys(args[6], rowFieldCount + valueCount);
  if (rowKeys instanceof FormulaError) return rowKeys;
  const colTotals = totalDepth(args, 7, colFieldCount);
  if (colTotals instanceof FormulaError) return colTotals;
  const colKeys = sortKeys(args[8], colFieldCount + valueCount);
  if (colKeys instanceof FormulaError) return colKeys;
  const kept = keptRows(args[9], values.length);
  if (kept instanceof FormulaError) return kept;
  const relative = integerArg(args, 10, 0);
  if (relative instanceof FormulaError) return relative;
  if (relative < 0 || relative >= RELATIVE_TO.length) return new FormulaError('#VALUE!', 'relative_to must be 0 to 4');

  const rows = dataRows(values.length, headers.hasHeaders, kept);
  if (rows.length === 0) return NO_ROWS;
  const rowRoot = groupRows(rowFields, rows, false);
  const colRoot = groupRows(colFields, rows, false);
  const pivot: Pivot = { values, fns, relativeTo: RELATIVE_TO[relative], root: rowRoot };
  const colMembers = memberSets();
  // Sorting by a values column compares a group's total: across all columns for rows, all rows for columns.
  sortTree(rowRoot, rowKeys, rowFieldCount, (node, j) => cellValues(pivot, node, colRoot, colMembers)[j * fns.length], false);
  sortTree(colRoot, colKeys, colFieldCount, (node, j) => cellValues(pivot, rowRoot, node, colMembers)[j * fns.length], false);

  const colLines = layoutLines(colRoot, colTotals.depth, colTotals.atTop);
  const perGroup = valueCount * fns.length;
  const out = headerRows(
    colLines, colFieldCount,
    headers.show ? headerNames(headers, rowFields, 'Row Field') : new Array<Scalar>(rowFieldCount).fill(''),
    headers.show ? headerNames(headers, values, 'Value') : null,
    perGroup, fns.length,
  );
  for (const line of layoutLines(rowRoot, rowTotals.depth, rowTotals.atTop)) {
    out.push([...lineLabels(line, rowFieldCount), ...colLines.flatMap((col) => cellValues(pivot, line.node, col.node, colMembers))]);
  }
  return arrayResult(out);
}

/**
 * PIVOTBY(row_fields, col_fields, values, function, [field_headers], [row_total_depth], [row_sort_order],
 * [col_total_depth], [col_sort_order], [filter_array], [relative_to]): Excel 365's pivot table as a formula.
 */
export const PIVOTBY: EagerFunction = {
  name: 'PIVOTBY',
  category: 'lookup',
  minArgs: 4,
  maxArgs: 11,
  description: 'Groups rows and columns by field values and aggregates the values where they meet, with totals.',
  syntax: 'PIVOTBY(row_fields, col_fields, values, function, [field_headers], [row_total_depth], [row_sort_order], [col_total_depth], [col_sort_order], [filter_array], [relative_to])',
  args: ['any'],
  call: pivotBy,
};
