import type { Sheet, Workbook } from '../../workbook/model/index.js';
import type { HiddenRows } from '../function-definition.js';
import type { Scalar } from '../values.js';

/** Computed values as they stand, read without bringing the engine up to date. */
export interface ValueReader {
  getValue(sheetId: string, row: number, col: number): Scalar;
}

/**
 * The rows a sheet's filter leaves out, by position (plugins/filters gives it, with the filter's own
 * reading of cells). An engine without it has no filtered rows.
 */
export type FilteredRowsOf = (sheet: Sheet, values: ValueReader) => readonly number[];

const NONE: ReadonlySet<number> = new Set();

/**
 * The hidden rows SUBTOTAL and AGGREGATE ask for (CallContext.hiddenRows). The user's are read from the
 * document's rows, once per version of a sheet's rows. A filter's follow computed values, so they are
 * worked out when a sheet is first asked about, then again after each recalculation (`refresh`): the
 * engine computes the subtotals again when they changed.
 */
export class RowHiding {
  private readonly byUser = new WeakMap<Sheet['rowsById'], { readonly rowIds: readonly string[]; readonly rows: ReadonlySet<number> }>();
  private readonly byFilter = new Map<string, ReadonlySet<number>>();

  constructor(private readonly filteredRowsOf: FilteredRowsOf | undefined) {}

  of(sheet: Sheet | undefined, values: ValueReader): HiddenRows | undefined {
    if (!sheet) return undefined;
    let byFilter = this.byFilter.get(sheet.id);
    if (byFilter === undefined) this.byFilter.set(sheet.id, (byFilter = this.filtered(sheet, values)));
    return { byUser: this.userRows(sheet), byFilter };
  }

  /** Works out again the filters asked about; true when one leaves out other rows than before. */
  refresh(document: Workbook, values: ValueReader): boolean {
    let changed = false;
    for (const [sheetId, before] of this.byFilter) {
      const sheet = document.sheetsById[sheetId];
      const now = sheet ? this.filtered(sheet, values) : NONE;
      if (sameRows(before, now)) continue;
      this.byFilter.set(sheetId, now);
      changed = true;
    }
    return changed;
  }

  /** Forgets the filtered rows worked out (the document's filters changed, or it was loaded again). */
  forget(): void {
    this.byFilter.clear();
  }

  private filtered(sheet: Sheet, values: ValueReader): ReadonlySet<number> {
    if (!this.filteredRowsOf || !sheet.filter) return NONE;
    const rows = this.filteredRowsOf(sheet, values);
    return rows.length === 0 ? NONE : new Set(rows);
  }

  private userRows(sheet: Sheet): ReadonlySet<number> {
    const kept = this.byUser.get(sheet.rowsById);
    if (kept && kept.rowIds === sheet.rowIds) return kept.rows;
    const rows = new Set<number>();
    sheet.rowIds.forEach((id, position) => {
      if (sheet.rowsById[id]?.hiddenByUser) rows.add(position);
    });
    this.byUser.set(sheet.rowsById, { rowIds: sheet.rowIds, rows });
    return rows;
  }
}

function sameRows(a: ReadonlySet<number>, b: ReadonlySet<number>): boolean {
  if (a.size !== b.size) return false;
  for (const row of a) if (!b.has(row)) return false;
  return true;
}

/** Whether a change of the document may change which rows are hidden: a sheet's rows or filter. */
export function hidingChanged(before: Workbook, next: Workbook): boolean {
  for (const id of next.sheetIds) {
    const a = before.sheetsById[id];
    const b = next.sheetsById[id];
    if (a && b && (a.rowsById !== b.rowsById || a.filter !== b.filter)) return true;
  }
  return false;
}
