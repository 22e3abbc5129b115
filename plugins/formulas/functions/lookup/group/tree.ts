import { FormulaError, type Scalar } from '../../../values.js';
import { sortCompare } from '../sort.js';

/**
 * The groups of GROUPBY and PIVOTBY as a tree: one level per field column, each node holding the data
 * rows under it. With the "table" field relationship there is one level of whole combinations instead.
 */
export interface GroupNode {
  /** The field values from the top level down to this node (the first occurrence's, as shown). */
  readonly path: readonly Scalar[];
  /** Indexes of the data rows under this node, in data order. */
  readonly rows: number[];
  readonly children: GroupNode[];
  readonly parent: GroupNode | null;
}

/** One line of the result along an axis: a group, a subtotal of a group, or the grand total. */
export interface GroupLine {
  readonly kind: 'group' | 'subtotal' | 'total';
  readonly node: GroupNode;
}

/** A sort key: a 0-based column (fields first, then values) and 1 ascending or -1 descending. */
export interface GroupSortKey {
  readonly column: number;
  readonly order: 1 | -1;
}

/** How a node compares on a values column (its aggregate), for sorting by values. */
export type NodeValue = (node: GroupNode, valuesColumn: number) => Scalar;

/** Identity of a field value: text case-insensitive, kinds apart (as UNIQUE groups them). */
function keyOf(value: Scalar): string {
  if (value instanceof FormulaError) return `#${value.code}`;
  if (typeof value === 'string') return `s${value.toLowerCase()}`;
  if (value === null) return 'blank';
  return `${typeof value}${String(value)}`;
}

function node(path: readonly Scalar[], parent: GroupNode | null): GroupNode {
  return { path, rows: [], children: [], parent };
}

/**
 * Groups the rows by their field values: one tree level per field (hierarchy), or one level of whole
 * combinations (`flat`, Excel's "table" relationship).
 */
export function groupRows(fields: readonly (readonly Scalar[])[], rows: readonly number[], flat: boolean): GroupNode {
  const root = node([], null);
  const index = new Map<GroupNode, Map<string, GroupNode>>();
  for (const row of rows) {
    root.rows.push(row);
    const line = fields[row];
    let at = root;
    const levels = flat ? [line] : line.map((value) => [value]);
    for (const values of levels) {
      const key = values.map(keyOf).join('\u0000');
      let children = index.get(at);
      if (!children) index.set(at, (children = new Map()));
      let child = children.get(key);
      if (!child) {
        child = node([...at.path, ...values], at);
        children.set(key, child);
        at.children.push(child);
      }
      child.rows.push(row);
      at = child;
    }
  }
  return root;
}

/**
 * Sorts every level's siblings by the keys that apply to it: a field column of that level (flat: any
 * field column) or a values column (the siblings' aggregates); the level's own field ascending breaks ties.
 */
export function sortTree(root: GroupNode, keys: readonly GroupSortKey[], fieldCount: number, nodeValue: NodeValue, flat: boolean): void {
  // A node's aggregate is computed once, not once per comparison.
  const known = new Map<number, Map<GroupNode, Scalar>>();
  const valueOf: NodeValue = (n, column) => {
    let byNode = known.get(column);
    if (!byNode) known.set(column, (byNode = new Map()));
    if (!byNode.has(n)) byNode.set(n, nodeValue(n, column));
    return byNode.get(n) as Scalar;
  };
  const sortLevel = (parent: GroupNode, level: number): void => {
    const applies = keys.filter((key) => key.column >= fieldCount || flat || key.column === level);
    const fieldsOfLevel = flat ? Array.from({ length: fieldCount }, (_, i) => i) : [level];
    const compare = (a: GroupNode, b: GroupNode): number => {
      for (const key of applies) {
        const c = key.column < fieldCount
          ? sortCompare(a.path[key.column], b.path[key.column], key.order)
          : sortCompare(valueOf(a, key.column - fieldCount), valueOf(b, key.column - fieldCount), key.order);
        if (c !== 0) return c;
      }
      for (const column of fieldsOfLevel) {
        const c = sortCompare(a.path[column], b.path[column], 1);
        if (c !== 0) return c;
      }
      return 0;
    };
    parent.children.sort(compare);
    for (const child of parent.children) sortLevel(child, level + 1);
  };
  sortLevel(root, 0);
}

/**
 * The lines of an axis in order: groups at the deepest level, a subtotal after (or before, `atTop`)
 * each group of the levels above the deepest that `depth` reaches (depth 2: the first level, 3: the
 * first two...), and the grand total last (or first) when depth is at least 1.
 */
export function layoutLines(root: GroupNode, depth: number, atTop: boolean): GroupLine[] {
  const lines: GroupLine[] = [];
  const subtotalLevels = Math.max(0, depth - 1);
  const visit = (parent: GroupNode, level: number): void => {
    for (const child of parent.children) {
      if (child.children.length === 0) {
        lines.push({ kind: 'group', node: child });
        continue;
      }
      const subtotal = level < subtotalLevels;
      if (subtotal && atTop) lines.push({ kind: 'subtotal', node: child });
      visit(child, level + 1);
      if (subtotal && !atTop) lines.push({ kind: 'subtotal', node: child });
    }
  };
  visit(root, 0);
  if (depth >= 1) {
    if (atTop) lines.unshift({ kind: 'total', node: root });
    else lines.push({ kind: 'total', node: root });
  }
  return lines;
}

/**
 * The field columns a line shows: a group's whole path, a subtotal's path then blanks, the grand total
 * "Total" then blanks.
 */
export function lineLabels(line: GroupLine, fieldCount: number): Scalar[] {
  const labels: Scalar[] = new Array<Scalar>(fieldCount).fill('');
  if (line.kind === 'total') {
    labels[0] = 'Total';
    return labels;
  }
  line.node.path.forEach((value, i) => { labels[i] = value === null ? '' : value; });
  return labels;
}
