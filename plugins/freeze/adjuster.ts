import type { Adjuster, StructuralChange } from '../../kernel/index.js';
import type { FrozenPanes, Workbook } from '../workbook/model/index.js';
import { writeFrozen } from './set-frozen.js';

/**
 * Keeps frozen counts on the same lines, as Sheets does: rows inserted inside the frozen rows join
 * them, deleted frozen rows leave them (the same for columns). Moves and cell shifts keep the counts.
 */
export const freezeAdjuster: Adjuster<Workbook> = (draft, change, before) => {
  if (change.kind === 'rename-sheet' || change.kind === 'delete-sheet') return;
  const frozen = before.sheetsById[change.sheetId]?.frozen;
  const sheet = draft.sheetsById[change.sheetId];
  if (!frozen || !sheet) return;
  const next = adjustedFrozen(frozen, change);
  if (next !== frozen) writeFrozen(sheet, next);
};

/** The counts after a change (positions before it); the same object when the change does not touch them. */
export function adjustedFrozen(frozen: FrozenPanes, change: StructuralChange): FrozenPanes {
  switch (change.kind) {
    case 'insert-rows':
      return change.at < frozen.rows ? { ...frozen, rows: frozen.rows + change.count } : frozen;
    case 'insert-columns':
      return change.at < frozen.columns ? { ...frozen, columns: frozen.columns + change.count } : frozen;
    case 'delete-rows':
      return { ...frozen, rows: frozen.rows - overlap(change.at, change.count, frozen.rows) };
    case 'delete-columns':
      return { ...frozen, columns: frozen.columns - overlap(change.at, change.count, frozen.columns) };
    default:
      return frozen;
  }
}

/** How many of `count` lines from `at` fall among the first `frozen`. */
function overlap(at: number, count: number, frozen: number): number {
  return Math.max(0, Math.min(at + count, frozen) - at);
}
