import { BucketFormatsRecorder } from '../bucket-formats.js';
import { bucketOf } from '../cell-store.js';
import { BucketFormulasRecorder } from '../formula-columns.js';
import { BucketMergesRecorder } from '../merge-index.js';
import type { Cell, CellData } from '../model/cell.js';
import type { CellBuckets } from '../model/sheet.js';
import type { JsonRecord } from './checks.js';
import { cellRefProblem, type SheetAxes } from './cell-ref.js';
import { at, refuse } from './errors.js';
import { readCell } from './read-cell.js';
import { SharedCellData } from './shared-data.js';

/** How a file's cells are read. */
export interface CellsReadOptions {
  /**
   * Note each bucket's number formats as its cells go by (workbook/bucket-formats.ts), for the editor,
   * whose find would otherwise read them back from every cell object (most of a first search's cost).
   * Costs the reader ~0.5 us and ~30 bytes per formatted cell, so hosts that never search leave it off.
   */
  readonly noteFormats?: boolean;
}

type MutableBuckets = Record<string, Record<string, Record<string, Cell>>>;
const AMPERSAND = 38;

/**
 * Turns a sheet's flat `cellsById` into the bucketed `cells` of cell-store.ts, checking each cell and
 * that its row and column exist (see CellsReader).
 */
export function readCells(raw: JsonRecord, path: string, axes: SheetAxes, options: CellsReadOptions = {}): CellBuckets {
  const reader = new CellsReader(path, axes, options);
  // (Object.values is slow on dictionary-mode objects: measured 4x Object.keys.)
  const ids = Object.keys(raw);
  for (let k = 0; k < ids.length; k++) reader.add(ids[k], raw[ids[k]]);
  return reader.finish();
}

/**
 * Reads a sheet's cells one at a time, in file order, so a file read as a stream never holds the whole
 * `cellsById` object. This loop is most of the time spent reading a big template, so it bets on the order
 * files are written in (row by row in sheet order, columns in sheet order): the expected next cell, and
 * the first cell of the expected next row, are recognised by comparing characters, without slicing the id
 * or looking anything up. Any other id takes the slow path (RowCursor.seek), which checks everything.
 */
export class CellsReader {
  private readonly cursor: RowCursor;
  private merged: string[] | undefined;
  private readonly sharedData = new SharedCellData();
  /** Merged cells as the cells go by, for the workbook's index of them (merge-index.ts). */
  private readonly merges = new BucketMergesRecorder();
  /** The columns holding formulas in each bucket, for a sort (formula-columns.ts). */
  private readonly formulas = new BucketFormulasRecorder();
  /** Number formats as the cells go by, when asked (CellsReadOptions.noteFormats). */
  private readonly formats: BucketFormatsRecorder | undefined;

  constructor(
    private readonly path: string,
    private readonly axes: SheetAxes,
    options: CellsReadOptions = {},
  ) {
    this.cursor = new RowCursor(axes);
    this.formats = options.noteFormats ? new BucketFormatsRecorder() : undefined;
  }

  add(id: string, value: unknown): void {
    const cursor = this.cursor;
    const column = cursor.isNext(id) ? cursor.next : cursor.seek(id, this.path);
    cursor.next = column + 1;
    const cell = readCell(value, this.path, id);
    // The cell is this reader's own (parsed from the file), so its data may be swapped for a shared one.
    const columnId = this.axes.columnIds[column];
    if (cell.data !== undefined) {
      (cell as { data: CellData }).data = this.sharedData.of(cell.data);
      this.formats?.note(cursor.bucket, cursor.rowId, columnId, cell);
    }
    cursor.row[columnId] = cell;
    if (cell.formula !== undefined) this.formulas.note(cursor.bucket, columnId);
    if (cell.mergedInto !== undefined || cell.mergeRows !== undefined || cell.mergeColumns !== undefined) {
      if (cell.mergedInto !== undefined) (this.merged ??= []).push(id);
      this.merges.note(cursor.bucket, cursor.rowId, columnId, cell);
    }
  }

  /** The cells read, once merges are checked against them. */
  finish(): CellBuckets {
    if (this.merged !== undefined) for (const id of this.merged) checkMergeAnchor(this.cursor.buckets, this.path, id, this.axes);
    this.merges.keep(this.cursor.buckets);
    this.formulas.keep(this.cursor.buckets);
    this.formats?.keep(this.cursor.buckets);
    return this.cursor.buckets;
  }
}

/** Where the cells being read go: the current row's object, and the column expected next in it. */
class RowCursor {
  readonly buckets: MutableBuckets = {};
  row: Record<string, Cell> = {};
  rowId = '';
  /** The bucket holding the current row. */
  bucket: Record<string, Record<string, Cell>> = {};
  /** Index of the column expected next in the current row. */
  next: number;
  /** Index of the current row in the sheet's rowIds, or -1 when not known (the file left sheet order). */
  private rowIndex = -1;
  private readonly columnIndex: Map<string, number>;

  constructor(private readonly axes: SheetAxes) {
    this.columnIndex = new Map(axes.columnIds.map((id, index) => [id, index]));
    // No current row yet: nothing is "expected next" until seek has placed the first cell.
    this.next = axes.columnIds.length;
  }

  /** Whether `id` is the expected next column of the current row. */
  isNext(id: string): boolean {
    const columnId = this.axes.columnIds[this.next];
    return columnId !== undefined && isCellOf(id, columnId, this.rowId);
  }

  /** Moves to the row of `id`, checking that its column and row exist; returns its column's index. */
  seek(id: string, path: string): number {
    const amp = id.indexOf('&');
    const column = amp > 0 ? this.columnIndex.get(id.slice(0, amp)) : undefined;
    if (column === undefined || amp === id.length - 1) return refuse(at(path, id), cellRefProblem(id, this.axes)!);
    if (!isRowPart(id, amp, this.rowId)) this.enterRowOf(id, amp, path);
    return column;
  }

  private enterRowOf(id: string, amp: number, path: string): void {
    const expected = this.axes.rowIds[this.rowIndex + 1];
    if (expected !== undefined && isRowPart(id, amp, expected)) return this.enterRow(expected, this.rowIndex + 1);
    const rowId = id.slice(amp + 1);
    if (!Object.hasOwn(this.axes.rowsById, rowId)) refuse(at(path, id), cellRefProblem(id, this.axes)!);
    this.enterRow(rowId, -1);
  }

  private enterRow(rowId: string, rowIndex: number): void {
    const bucket = (this.buckets[bucketOf(rowId)] ??= newBucket());
    this.bucket = bucket;
    this.row = bucket[rowId] ??= {};
    this.rowId = rowId;
    this.rowIndex = rowIndex;
  }
}

/** Whether the part of `id` after its '&' (at `amp`) is `rowId`, compared in place. */
function isRowPart(id: string, amp: number, rowId: string): boolean {
  return id.length - amp - 1 === rowId.length && id.endsWith(rowId);
}

/**
 * An empty object in V8's dictionary mode. Each bucket holds a unique set of row ids; built as ordinary
 * objects, every bucket would add hidden-class transitions to the shared empty-object map, whose
 * transition array then grows with every bucket of every sheet, and reading slowed down sheet after
 * sheet (measured: 2-3x slower from the third sheet on). A dictionary-mode object has no transitions.
 * Deleting a property that is not the last one added is what switches an object to dictionary mode.
 */
function newBucket(): Record<string, Record<string, Cell>> {
  const bucket: Record<string, unknown> = { dictionary: 0, mode: 0 };
  delete bucket.dictionary;
  delete bucket.mode;
  return bucket as Record<string, Record<string, Cell>>;
}

/** Whether `id` is `${columnId}&${rowId}`, compared in place. */
function isCellOf(id: string, columnId: string, rowId: string): boolean {
  return id.length === columnId.length + 1 + rowId.length
    && id.charCodeAt(columnId.length) === AMPERSAND
    && id.startsWith(columnId)
    && id.endsWith(rowId);
}

/** A cell covered by a merge points at the merge's top-left cell, which must exist in the same sheet. */
function checkMergeAnchor(buckets: MutableBuckets, path: string, id: string, axes: SheetAxes): void {
  const amp = id.indexOf('&');
  const target = buckets[bucketOf(id.slice(amp + 1))][id.slice(amp + 1)][id.slice(0, amp)].mergedInto;
  // A repeated id (a file read as a stream may hold one) wrote a cell covered by no merge over it.
  if (target === undefined) return;
  const where = at(at(path, id), 'mergedInto');
  const problem = cellRefProblem(target, axes);
  if (problem !== undefined) refuse(where, problem);
  const targetAmp = target.indexOf('&');
  const targetRow = target.slice(targetAmp + 1);
  if (buckets[bucketOf(targetRow)]?.[targetRow]?.[target.slice(0, targetAmp)] === undefined) {
    refuse(where, `cell "${target}" does not exist in sheet ${axes.sheetId}`);
  }
  if (target === id) refuse(where, 'a cell cannot be merged into itself');
}
