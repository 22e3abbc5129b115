import type { SheetData } from './sheet-data.js';

/** Cells whose value changed, kept as parallel arrays (no object per change) until someone asks. */
export class ChangeLog {
  private sheets: SheetData[] = [];
  private rows: number[] = [];
  private cols: number[] = [];

  add(sheet: SheetData, row: number, col: number): void {
    this.sheets.push(sheet);
    this.rows.push(row);
    this.cols.push(col);
  }

  clear(): void {
    this.sheets = [];
    this.rows = [];
    this.cols = [];
  }

  /** Each changed cell once, in the order of their first change; then the log is empty. */
  drain<T>(make: (sheet: SheetData, row: number, col: number) => T): T[] {
    const seen = new Map<SheetData, Set<number>>();
    const out: T[] = [];
    for (let i = 0; i < this.sheets.length; i++) {
      const sheet = this.sheets[i];
      let set = seen.get(sheet);
      if (!set) seen.set(sheet, (set = new Set()));
      const key = this.rows[i] * 32_768 + this.cols[i];
      if (set.has(key)) continue;
      set.add(key);
      out.push(make(sheet, this.rows[i], this.cols[i]));
    }
    this.clear();
    return out;
  }
}
