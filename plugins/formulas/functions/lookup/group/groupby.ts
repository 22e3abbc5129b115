import type { EagerFunction } from '../../../function-definition.js';
import type { Lambda } from '../../../lambda-value.js';
import { FormulaError, type Scalar, type Value } from '../../../values.js';
import { integerArg } from '../shared/args.js';
import { arrayResult } from '../shared/matrix.js';
import { aggregate, dataRows, groupingInput, headerMode, headerNames, keptRows, NO_ROWS, pick, sortKeys, totalDepth } from './args.js';
import { groupRows, layoutLines, lineLabels, sortTree, type GroupNode } from './tree.js';

/** The aggregates of a node, one per values column and function (values-major), computed once. */
function aggregator(values: readonly (readonly Scalar[])[], fns: readonly Lambda[], all: readonly (readonly Scalar[])[]): (node: GroupNode) => Scalar[] {
  const cache = new Map<GroupNode, Scalar[]>();
  return (node) => {
    let out = cache.get(node);
    if (!out) {
      out = [];
      for (let j = 0; j < all.length; j++) {
        const subset = pick(values, node.rows, j);
        for (const fn of fns) out.push(aggregate(fn, subset, all[j]));
      }
      cache.set(node, out);
    }
    return out;
  };
}

function groupBy(args: readonly Value[]): Value {
  const input = groupingInput([args[0], args[1]], args[2]);
  if (input instanceof FormulaError) return input;
  const { tables: [fields, values], fns } = input;
  const fieldCount = fields[0].length;
  const valueCount = values[0].length;
  const headers = headerMode(args[3], values, fieldCount);
  if (headers instanceof FormulaError) return headers;
  const relationship = integerArg(args, 7, 0);
  if (relationship instanceof FormulaError) return relationship;
  if (relationship !== 0 && relationship !== 1) return new FormulaError('#VALUE!', 'field_relationship must be 0 (hierarchy) or 1 (table)');
  const flat = relationship === 1;
  // Subtotals need a hierarchy: with the table relationship there are grand totals at most.
  const totals = totalDepth(args, 4, flat ? 1 : fieldCount);
  if (totals instanceof FormulaError) return totals;
  const keys = sortKeys(args[5], fieldCount + valueCount);
  if (keys instanceof FormulaError) return keys;
  const kept = keptRows(args[6], fields.length);
  if (kept instanceof FormulaError) return kept;

  const rows = dataRows(fields.length, headers.hasHeaders, kept);
  if (rows.length === 0) return NO_ROWS;
  const all = Array.from({ length: valueCount }, (_, j) => pick(values, rows, j));
  const aggregatesOf = aggregator(values, fns, all);
  const root = groupRows(fields, rows, flat);
  sortTree(root, keys, fieldCount, (node, j) => aggregatesOf(node)[j * fns.length], flat);

  const out: Scalar[][] = [];
  if (headers.show) {
    const valueNames = headerNames(headers, values, 'Value');
    out.push([...headerNames(headers, fields, 'Row Field'), ...valueNames.flatMap((name) => fns.map(() => name))]);
  }
  for (const line of layoutLines(root, totals.depth, totals.atTop)) out.push([...lineLabels(line, fieldCount), ...aggregatesOf(line.node)]);
  return arrayResult(out);
}

/**
 * GROUPBY(row_fields, values, function, [field_headers], [total_depth], [sort_order], [filter_array],
 * [field_relationship]): Excel 365's summary of values by groups of rows, with subtotals and a total.
 */
export const GROUPBY: EagerFunction = {
  name: 'GROUPBY',
  category: 'lookup',
  minArgs: 3,
  maxArgs: 8,
  description: 'Groups rows by field values and aggregates the values of each group, with totals.',
  syntax: 'GROUPBY(row_fields, values, function, [field_headers], [total_depth], [sort_order], [filter_array], [field_relationship])',
  args: ['any'],
  call: groupBy,
};
