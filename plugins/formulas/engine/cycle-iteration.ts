import type { Scalar } from '../values.js';
import type { CycleRule } from './cycle-rule.js';
import { sameScalar } from './normalize.js';
import { CLEAN, type FormulaCell } from './sheet-data.js';

type IterateRule = Extract<CycleRule, { readonly kind: 'iterate' }>;

/** What iterating a cycle needs of the engine. */
export interface IterationHost {
  /** Sheet ids in tab order: cells are computed in it. */
  sheetOrder(): readonly string[];
  /** The value the document's file cached for a formula cell, if any: the iteration starts from it. */
  cachedValue(cell: FormulaCell): Scalar | undefined;
  /** Computes a formula reading its own last value (keepOld). */
  evaluate(cell: FormulaCell, keepOld: boolean): boolean;
}

/**
 * Excel's iterative calculation of cells on circular references: from their last values (the file's
 * at first), each is computed in turn (tab order, then rows, then columns), reading the others' latest
 * values, until no number changes by `maxChange` or more, or `maxIterations` rounds were made.
 * `loading`: the recalculation of a load, which leaves a cycle the file cached at its cached values.
 */
export function iterateCycle(host: IterationHost, rule: IterateRule, cells: readonly FormulaCell[], loading: boolean): void {
  const order = new Map(host.sheetOrder().map((id, i) => [id, i]));
  const sorted = [...cells].sort((a, b) => (order.get(a.sheet.id) ?? 0) - (order.get(b.sheet.id) ?? 0) || a.row - b.row || a.col - b.col);
  let cached = true;
  for (const cell of sorted) {
    cell.state = CLEAN;
    const column = cell.sheet.columns[cell.col];
    if (column.values[cell.row] !== undefined) continue;
    const kept = host.cachedValue(cell);
    if (kept === undefined) cached = false;
    else if (kept !== null) column.values[cell.row] = kept;
  }
  // Opening a book, Excel shows the values it saved: a cycle the file cached is iterated by the next
  // recalculation that reaches it, not by the load.
  if (cached && loading) return;
  for (let round = 0; round < rule.maxIterations; round++) {
    let settled = true;
    for (const cell of sorted) {
      const values = cell.sheet.columns[cell.col].values;
      const before = values[cell.row];
      host.evaluate(cell, true);
      const after = values[cell.row];
      const moved = typeof before === 'number' && typeof after === 'number' ? Math.abs(after - before) >= rule.maxChange : !sameScalar(before, after);
      if (moved) settled = false;
    }
    if (settled) break;
  }
}
