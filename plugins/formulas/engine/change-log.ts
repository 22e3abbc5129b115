import type { Scalar } from '../values.js';
import { CompactChanges } from './changed-cells.js';
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

  /**
   * Each changed cell once, in the order of their first change; then the log is empty. Repeats are
   * found with a byte per row of each changed column (a sort changes a million cells: a set of a
   * million numbers cost seconds).
   */
  drain<T>(make: (sheet: SheetData, row: number, col: number) => T): T[] {
    const out: T[] = [];
    this.drainEach((sheet, row, col) => out.push(make(sheet, row, col)));
    return out;
  }

  /** Each changed cell once with its value now, in parallel arrays (a large change: see CompactChanges). */
  drainCompact(): CompactChanges {
    const sheetIds: string[] = [];
    const rows = new Int32Array(this.count);
    const cols = new Int32Array(this.count);
    const values: Scalar[] = [];
    let n = 0;
    this.drainEach((sheet, row, col) => {
      sheetIds.push(sheet.id);
      rows[n] = row;
      cols[n++] = col;
      values.push(sheet.peek(row, col));
    });
    return new CompactChanges(sheetIds, rows.subarray(0, n), cols.subarray(0, n), values);
  }

  /** How many changes are logged (repeats included). */
  get size(): number {
    return this.count;
  }

  private drainEach(visit: (sheet: SheetData, row: number, col: number) => void): void {
    const seen = this.markers();
    for (let i = 0; i < this.count; i++) {
      const marks = seen.get(this.sheets[i])![this.cols[i]];
      const row = this.rows[i];
      if (marks[row] === 1) continue;
      marks[row] = 1;
      visit(this.sheets[i], row, this.cols[i]);
    }
    this.clear();
    this.sheets = [];
  }

  /** For each sheet and column in the log, one byte per row up to the last logged one. */
  private markers(): Map<SheetData, Uint8Array[]> {
    const lastRows = new Map<SheetData, number[]>();
    for (let i = 0; i < this.count; i++) {
      let rows = lastRows.get(this.sheets[i]);
      if (!rows) lastRows.set(this.sheets[i], (rows = []));
      const col = this.cols[i];
      if (!(rows[col] >= this.rows[i])) rows[col] = this.rows[i];
    }
    const markers = new Map<SheetData, Uint8Array[]>();
    for (const [sheet, rows] of lastRows) markers.set(sheet, rows.map((last) => new Uint8Array(last + 1)));
    return markers;
  }
}
