import type { CellData } from '../model/cell.js';

/** Distinct plain `data` objects a reader keeps at most (a file rarely has more than a few dozen). */
const KEPT = 1024;

/**
 * One frozen `data` object per type and number format, for a big file's cells to share: a 200k-row sheet
 * has a million `{"type":"NUMBER"}` and the like, ~30 MB of heap as separate objects. The model is never
 * changed in place (commands go through immer), so sharing is safe, as CSV import already does. Only
 * `data` holding a type and perhaps a format is shared; any other is kept as it is.
 */
export class SharedCellData {
  private readonly byKey = new Map<string, CellData>();

  of(data: CellData): CellData {
    let fields = 0;
    for (const field in data) {
      if (field !== 'type' && field !== 'format') return data;
      fields++;
    }
    const { type, format } = data;
    if (typeof type !== 'string' || fields !== (format === undefined ? 1 : 2) || (format !== undefined && typeof format !== 'string')) return data;
    const key = format === undefined ? type : `${type}\u0000${format}`;
    const found = this.byKey.get(key);
    if (found !== undefined) return found;
    if (this.byKey.size < KEPT) this.byKey.set(key, Object.freeze(data));
    return data;
  }
}
