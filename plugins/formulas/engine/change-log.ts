import type { SheetData } from './sheet-data.js';

/**
 * Cells whose value changed, kept in parallel buffers (no object per change) that keep their capacity
 * from one recalculation to the next, until someone asks.
 */
export class ChangeLog {
  private sheets: SheetData[] = [];
  private rows = new Int32Array(1024);
  private cols = new Int32Array(1024);
  private count = 0;

  add(sheet: SheetData, row: number, col: number): void {
    const i = this.count++;
    if (i === this.rows.length) this.grow();
    this.sheets[i] = sheet;
    this.rows[i] = row;
    this.cols[i] = col;
  }

  private grow(): void {
    const rows = new Int32Array(this.rows.length * 2);
    rows.set(this.rows);
    this.rows = rows;
    const cols = new Int32Array(this.cols.length * 2);
    cols.set(this.cols);
    this.cols = cols;
  }

  /** A structural change moved a sheet's cells: logged cells go with them, or go when deleted. */
  moveCells(sheet: SheetData, to: (row: number, col: number) => [number, number] | undefined): void {
    let kept = 0;
    for (let i = 0; i < this.count; i++) {
      let row = this.rows[i];
      let col = this.cols[i];
      if (this.sheets[i] === sheet) {
        const moved = to(row, col);
        if (moved === undefined) continue;
        [row, col] = moved;
      }
      this.sheets[kept] = this.sheets[i];
      this.rows[kept] = row;
      this.cols[kept] = col;
      kept++;
    }
    this.count = kept;
  }

  clear(): void {
    this.count = 0;
  }

  /** Each changed cell once, in the order of their first change; then the log is empty. */
  drain<T>(make: (sheet: SheetData, row: number, col: number) => T): T[] {
    const seen = new Map<SheetData, Set<number>>();
    const out: T[] = [];
    for (let i = 0; i < this.count; i++) {
      const sheet = this.sheets[i];
      let set = seen.get(sheet);
      if (!set) seen.set(sheet, (set = new Set()));
      const key = this.rows[i] * 32_768 + this.cols[i];
      if (set.has(key)) continue;
      set.add(key);
      out.push(make(sheet, this.rows[i], this.cols[i]));
    }
    this.clear();
    this.sheets = [];
    return out;
  }
}
