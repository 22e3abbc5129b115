import type { Workbook } from '../workbook/model/index.js';
import { lockedAreas } from './lock-areas.js';

/** The rows and columns (by id) of one lock's area: a cell is in it when both its row and column are. */
interface LockedLines {
  readonly rows: ReadonlySet<string>;
  readonly columns: ReadonlySet<string>;
}

/**
 * Which cells a workbook's locks cover, by sheet id and cell id, without the workbook: a shadow save that
 * changes only a few cells of the last one (checked as text, not read whole) keeps the last one's rows,
 * columns and locks, so it is checked against these.
 */
export class LockedCells {
  private constructor(private readonly bySheet: ReadonlyMap<string, readonly LockedLines[]>) {}

  static of(workbook: Workbook): LockedCells {
    const bySheet = new Map<string, LockedLines[]>();
    for (const sheetId of workbook.sheetIds) {
      const sheet = workbook.sheetsById[sheetId];
      if (!sheet || sheet.locks.length === 0) continue;
      bySheet.set(sheetId, lockedAreas(workbook, sheet).map(({ area }) => ({
        rows: new Set(sheet.rowIds.slice(area.top, area.bottom + 1)),
        columns: new Set(sheet.columnIds.slice(area.left, area.right + 1)),
      })));
    }
    return new LockedCells(bySheet);
  }

  has(sheetId: string, rowId: string, columnId: string): boolean {
    return this.bySheet.get(sheetId)?.some((lines) => lines.rows.has(rowId) && lines.columns.has(columnId)) ?? false;
  }
}
