import type { Scalar } from '../values.js';
import { CompactChanges } from './changed-cells.js';
import type { SheetData } from './sheet-data.js';

/**
 * Cells whose value changed, kept in parallel typed buffers (no object per change, the sheet as an index
 * into the log's few sheets) that keep their capacity from one recalculation to the next, until someone
 * asks. A sort logs 1.2M changes: a JS array of sheets per change, grown and written with a barrier each
 * time, and a map look-up of the sheet per change when draining, were most of the log's cost.
 */
export class ChangeLog {
  /** The sheets the logged changes are in (a change holds its sheet's index here). */
  private sheets: SheetData[] = [];
  private sheetAt = new Uint16Array(1024);
  private rows = new Int32Array(1024);
  private cols = new Int32Array(1024);
  private count = 0;
  /** The sheet of the last change and its index: changes come in runs of one sheet. */
  private lastSheet: SheetData | undefined;
  private lastIndex = 0;

  add(sheet: SheetData, row: number, col: number): void {
    const i = this.count++;
    if (i === this.rows.length) this.grow();
    this.sheetAt[i] = sheet === this.lastSheet ? this.lastIndex : this.indexOf(sheet);
    this.rows[i] = row;
    this.cols[i] = col;
  }

  private indexOf(sheet: SheetData): number {
    let index = this.sheets.indexOf(sheet);
    if (index < 0) index = this.sheets.push(sheet) - 1;
    this.lastSheet = sheet;
    this.lastIndex = index;
    return index;
  }

  private grow(): void {
    const sheetAt = new Uint16Array(this.sheetAt.length * 2);
    sheetAt.set(this.sheetAt);
    this.sheetAt = sheetAt;
    const rows = new Int32Array(this.rows.length * 2);
    rows.set(this.rows);
    this.rows = rows;
    const cols = new Int32Array(this.cols.length * 2);
    cols.set(this.cols);
    this.cols = cols;
  }

  /** A structural change moved a sheet's cells: logged cells go with them, or go when deleted. */
  moveCells(sheet: SheetData, to: (row: number, col: number) => [number, number] | undefined): void {
    const index = this.sheets.indexOf(sheet);
    let kept = 0;
    for (let i = 0; i < this.count; i++) {
      let row = this.rows[i];
      let col = this.cols[i];
      if (this.sheetAt[i] === index) {
        const moved = to(row, col);
        if (moved === undefined) continue;
        [row, col] = moved;
      }
      this.sheetAt[kept] = this.sheetAt[i];
      this.rows[kept] = row;
      this.cols[kept] = col;
      kept++;
    }
    this.count = kept;
  }

  clear(): void {
    this.count = 0;
    this.sheets = [];
    this.lastSheet = undefined;
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
    const sheetIds = this.sheets.map((sheet) => sheet.id);
    const sheetAt = new Uint16Array(this.count);
    const rows = new Int32Array(this.count);
    const cols = new Int32Array(this.count);
    const values = new Array<Scalar>(this.count);
    let n = 0;
    this.drainEach((sheet, row, col, index) => {
      sheetAt[n] = index;
      rows[n] = row;
      cols[n] = col;
      values[n++] = sheet.peek(row, col);
    });
    values.length = n;
    return new CompactChanges(sheetIds, sheetAt.subarray(0, n), rows.subarray(0, n), cols.subarray(0, n), values);
  }

  /** How many changes are logged (repeats included). */
  get size(): number {
    return this.count;
  }

  private drainEach(visit: (sheet: SheetData, row: number, col: number, sheetIndex: number) => void): void {
    const seen = this.markers();
    const { sheets, sheetAt, rows, cols } = this;
    for (let i = 0; i < this.count; i++) {
      const index = sheetAt[i];
      const marks = seen[index][cols[i]];
      const row = rows[i];
      if (marks[row] === 1) continue;
      marks[row] = 1;
      visit(sheets[index], row, cols[i], index);
    }
    this.clear();
  }

  /** For each sheet (by index) and column in the log, one byte per row up to the last logged one. */
  private markers(): Uint8Array[][] {
    const lastRows = this.sheets.map((): number[] => []);
    for (let i = 0; i < this.count; i++) {
      const rows = lastRows[this.sheetAt[i]];
      const col = this.cols[i];
      if (!(rows[col] >= this.rows[i])) rows[col] = this.rows[i];
    }
    return lastRows.map((rows) => rows.map((last) => new Uint8Array(last + 1)));
  }
}
