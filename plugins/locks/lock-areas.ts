import type { CellArea } from '../../kernel/index.js';
import type { Lock, Sheet, Workbook } from '../workbook/model/index.js';
import { resolveRange } from '../names/index.js';

/** A lock and where its cells are now. */
export interface LockedArea {
  readonly lock: Lock;
  readonly area: CellArea;
}

/**
 * Where a lock of the sheet is now, or undefined when it is invalid: its cells are gone, or (in a file
 * written elsewhere) its range names another sheet. The Locks section marks such a lock 'Invalid range'.
 */
export function lockArea(workbook: Workbook, sheetId: string, lock: Lock): CellArea | undefined {
  const area = lock.range.sheetId === sheetId ? resolveRange(workbook, lock.range) : undefined;
  return area && { top: area.top, left: area.left, bottom: area.bottom, right: area.right };
}

/** The sheet's locks resolved to positions; an invalid lock locks nothing. */
export function lockedAreas(workbook: Workbook, sheet: Sheet): LockedArea[] {
  return sheet.locks.flatMap((lock) => {
    const area = lockArea(workbook, sheet.id, lock);
    return area ? [{ lock, area }] : [];
  });
}

export function overlaps(a: CellArea, b: CellArea): boolean {
  return a.top <= b.bottom && b.top <= a.bottom && a.left <= b.right && b.left <= a.right;
}

/** Whether any cell of the area is locked. */
export function touchesLock(workbook: Workbook, sheetId: string, area: CellArea): boolean {
  const sheet = workbook.sheetsById[sheetId];
  return sheet !== undefined && lockedAreas(workbook, sheet).some((locked) => overlaps(locked.area, area));
}
