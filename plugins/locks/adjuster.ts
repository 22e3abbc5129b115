import type { Draft } from 'immer';
import type { Adjuster } from '../../kernel/index.js';
import { adjustRange } from '../names/index.js';
import type { Lock, Workbook } from '../workbook/model/index.js';

/**
 * Keeps locks on the same cells through structural changes, as named ranges are kept: ranges are by
 * cell ids, so inserts change nothing; deleting lines shrinks a lock to what remains, moves carry it,
 * and a lock whose cells are all deleted goes with them (one undo step brings both back). A deleted
 * sheet takes its locks with it.
 */
export const locksAdjuster: Adjuster<Workbook> = (draft, change, before) => {
  const sheet = before.sheetsById[change.sheetId];
  if (!sheet || sheet.locks.length === 0 || change.kind === 'delete-sheet') return;
  let changed = false;
  const locks = sheet.locks.flatMap((lock): Lock[] => {
    const moved = adjustRange({ id: lock.id, name: lock.name, ...lock.range }, change, before);
    if (moved.invalid) {
      changed = true;
      return [];
    }
    const toCellId = moved.toCellId ?? moved.fromCellId;
    if (moved.fromCellId === lock.range.fromCellId && toCellId === lock.range.toCellId) return [lock];
    changed = true;
    return [{ ...lock, range: { sheetId: lock.range.sheetId, fromCellId: moved.fromCellId, toCellId } }];
  });
  const target = draft.sheetsById[change.sheetId];
  if (changed && target) target.locks = locks as Draft<Lock>[];
};
