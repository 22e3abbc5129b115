import type { Patch } from 'immer';
import { bucketOf, getCell, iterateCells, parseCellId } from '../../workbook/cell-store.js';
import type { Sheet, Workbook } from '../../workbook/model/index.js';
import type { NamedArea } from './graph.js';

type Content = number | string | boolean | null;

/** What a cell gives the engine: its formula text, else its value. */
export function cellContent(workbook: Workbook, sheetId: string, rowId: string, colId: string): Content {
  const sheet = workbook.sheetsById[sheetId];
  const cell = sheet && getCell(sheet, rowId, colId);
  if (!cell) return null;
  if (cell.formula !== undefined && cell.formula.trim() !== '') return cell.formula;
  return cell.value ?? null;
}

interface SheetIndex {
  readonly rows: Map<string, number>;
  readonly cols: Map<string, number>;
  readonly colIds: readonly string[];
}

/** Row and column ids of a loaded workbook to positions. */
export class WorkbookIndex {
  private readonly sheets = new Map<string, SheetIndex>();

  constructor(workbook?: Workbook) {
    if (!workbook) return;
    for (const id of workbook.sheetIds) {
      const sheet = workbook.sheetsById[id];
      if (!sheet) continue;
      this.sheets.set(id, {
        rows: new Map(sheet.rowIds.map((rowId, i) => [rowId, i])),
        cols: new Map(sheet.columnIds.map((colId, i) => [colId, i])),
        colIds: sheet.columnIds,
      });
    }
  }

  position(sheetId: string, rowId: string, colId: string): { row: number; col: number } | undefined {
    const index = this.sheets.get(sheetId);
    const row = index?.rows.get(rowId);
    const col = index?.cols.get(colId);
    return row === undefined || col === undefined ? undefined : { row, col };
  }

  /** Row ids of a sheet whose cells live in a bucket. */
  rowsInBucket(sheetId: string, bucket: string): string[] {
    const index = this.sheets.get(sheetId);
    return index ? [...index.rows.keys()].filter((rowId) => bucketOf(rowId) === bucket) : [];
  }

  rowPosition(sheetId: string, rowId: string): number | undefined {
    return this.sheets.get(sheetId)?.rows.get(rowId);
  }

  columnId(sheetId: string, col: number): string | undefined {
    return this.sheets.get(sheetId)?.colIds[col];
  }

  /** Every stored cell of a sheet as [row, col, content]. */
  *cellsOf(sheet: Sheet): Generator<readonly [number, number, Content]> {
    const index = this.sheets.get(sheet.id);
    if (!index) return;
    for (const [rowId, colId, cell] of iterateCells(sheet)) {
      const row = index.rows.get(rowId);
      const col = index.cols.get(colId);
      if (row === undefined || col === undefined) continue;
      const content = cell.formula !== undefined && cell.formula.trim() !== '' ? cell.formula : (cell.value ?? null);
      if (content !== null) yield [row, col, content];
    }
  }

  /** Named ranges of the workbook by upper-case name. */
  nameResolver(workbook: Workbook): (name: string) => NamedArea | undefined {
    const byName = new Map<string, NamedArea>();
    for (const named of Object.values(workbook.namedRangesById)) {
      if (named.invalid) continue;
      const from = parseCellId(named.fromCellId);
      const to = parseCellId(named.toCellId ?? named.fromCellId);
      if (!from || !to) continue;
      const a = this.position(named.sheetId, from.rowId, from.columnId);
      const b = this.position(named.sheetId, to.rowId, to.columnId);
      if (!a || !b) continue;
      byName.set(named.name.toUpperCase(), {
        sheetId: named.sheetId,
        top: Math.min(a.row, b.row), left: Math.min(a.col, b.col),
        bottom: Math.max(a.row, b.row), right: Math.max(a.col, b.col),
      });
    }
    return (name) => byName.get(name.toUpperCase());
  }
}

/** What a list of document patches means for the engine. */
export interface PatchPlan {
  /** Something structural changed (sheets, rows, columns, names): load the workbook again. */
  readonly reload: boolean;
  /** Cells to read again: [sheetId, rowId, colId]. */
  readonly cells: [string, string, string][];
  /** Whole rows of cells replaced: [sheetId, rowId]. */
  readonly rows: [string, string][];
  /** Whole buckets of rows replaced: [sheetId, bucket]. */
  readonly buckets: [string, string][];
}

// A filter only changes which rows are shown, never a computed value.
const IGNORED_SHEET_KEYS = new Set(['rowsById', 'columnsById', 'chartsById', 'locks', 'hidden', 'filter']);
const STRUCTURAL_KEYS = new Set(['sheetIds', 'sheetsById', 'namedRangesById']);

export function classifyPatches(patches: readonly Patch[]): PatchPlan {
  const cells: [string, string, string][] = [];
  const rows: [string, string][] = [];
  const buckets: [string, string][] = [];
  for (const { path } of patches) {
    const [top, sheetId, key] = path.map(String);
    if (top === 'sheetsById' && key === 'cells' && path.length >= 6) cells.push([sheetId, String(path[4]), String(path[5])]);
    else if (top === 'sheetsById' && key === 'cells' && path.length === 5) rows.push([sheetId, String(path[4])]);
    else if (top === 'sheetsById' && key === 'cells' && path.length === 4) buckets.push([sheetId, String(path[3])]);
    else if (top === 'sheetsById' && path.length >= 3 && IGNORED_SHEET_KEYS.has(key)) continue;
    else if (STRUCTURAL_KEYS.has(top)) return { reload: true, cells: [], rows: [], buckets: [] };
  }
  return { reload: false, cells, rows, buckets };
}
