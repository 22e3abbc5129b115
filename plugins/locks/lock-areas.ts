import type { CellArea } from '../../kernel/index.js';
import type { Lock, Sheet, Workbook } from '../workbook/model/index.js';
import { resolveRange } from '../names/ranges.js';

/** A lock and where its cells are now. */
export interface LockedArea {
  readonly lock: Lock;
  readonly area: CellArea;
}

/** The sheet's locks resolved to positions; a lock whose cells are gone locks nothing. */
export function lockedAreas(workbook: Workbook, sheet: Sheet): LockedArea[] {
  return sheet.locks.flatMap((lock) => {
    const area = resolveRange(workbook, { ...lock.range, sheetId: sheet.id });
    return area ? [{ lock, area: { top: area.top, left: area.left, bottom: area.bottom, right: area.right } }] : [];
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
