import type { Patch } from 'immer';
import type { DocumentSlots } from '../../../kernel/index.js';
import { iterateCells, parseCellId } from '../../workbook/index.js';
import type { Cell, Sheet, Workbook } from '../../workbook/model/index.js';
import type { NamedArea } from './graph.js';
import { NO_TABLES, type TableArea, type TableResolver } from './structured-area.js';
import type { SpillArea } from './sheet-data.js';

type Content = number | string | boolean | null;

/** The area a legacy array formula fills (the cell's arrayRows x arrayColumns), or undefined for any other cell. */
export function arrayAreaOf(cell: Cell | undefined): SpillArea | undefined {
  if (cell === undefined || (cell.arrayRows === undefined && cell.arrayColumns === undefined)) return undefined;
  return { rows: cell.arrayRows ?? 1, cols: cell.arrayColumns ?? 1 };
}

/** A sheet's row and column ids, with maps from id to position made when first asked. */
export class SheetIndex {
  private rowMap: Map<string, number> | undefined;
  private colMap: Map<string, number> | undefined;
  constructor(
    readonly rowIds: readonly string[],
    readonly colIds: readonly string[],
  ) {}
  get rows(): Map<string, number> {
    return (this.rowMap ??= new Map(this.rowIds.map((id, i) => [id, i])));
  }
  get cols(): Map<string, number> {
    return (this.colMap ??= new Map(this.colIds.map((id, i) => [id, i])));
  }
}

/**
 * Row and column ids of a loaded workbook to positions. After a structural change a sheet's entry is
 * replaced and its maps are made again on the next lookup, not during the change.
 */
export class WorkbookIndex {
  private readonly sheets = new Map<string, SheetIndex>();

  constructor(workbook?: Workbook) {
    if (!workbook) return;
    for (const id of workbook.sheetIds) {
      const sheet = workbook.sheetsById[id];
      if (sheet) this.replaceSheet(sheet);
    }
  }

  /** Takes a sheet's ids as they are now. */
  replaceSheet(sheet: Sheet): void {
    this.sheets.set(sheet.id, new SheetIndex(sheet.rowIds, sheet.columnIds));
  }

  /** Forgets a deleted sheet. */
  removeSheet(sheetId: string): void {
    this.sheets.delete(sheetId);
  }

  /** A sheet's ids and positions (undefined for a sheet the engine does not hold). */
  sheet(sheetId: string): SheetIndex | undefined {
    return this.sheets.get(sheetId);
  }

  /** How many rows the sheets have in all. */
  rowCount(): number {
    let count = 0;
    for (const index of this.sheets.values()) count += index.rowIds.length;
    return count;
  }

  /** The ids of a sheet's rows or columns, in order. */
  lineIds(sheetId: string, axis: 'rows' | 'cols'): readonly string[] | undefined {
    const index = this.sheets.get(sheetId);
    return index && (axis === 'rows' ? index.rowIds : index.colIds);
  }

  position(sheetId: string, rowId: string, colId: string): { row: number; col: number } | undefined {
    const index = this.sheets.get(sheetId);
    const row = index?.rows.get(rowId);
    const col = index?.cols.get(colId);
    return row === undefined || col === undefined ? undefined : { row, col };
  }

  rowPosition(sheetId: string, rowId: string): number | undefined {
    return this.sheets.get(sheetId)?.rows.get(rowId);
  }

  columnId(sheetId: string, col: number): string | undefined {
    return this.sheets.get(sheetId)?.colIds[col];
  }

  /**
   * Every stored cell of a sheet as [row, col, content], with its area for a legacy array formula, or
   * `true` after it for a text value starting with '=' (a value, not a formula).
   */
  *cellsOf(sheet: Sheet): Generator<readonly [number, number, Content, SpillArea?, boolean?]> {
    const index = this.sheets.get(sheet.id);
    if (!index) return;
    for (const [rowId, colId, cell] of iterateCells(sheet)) {
      const row = index.rows.get(rowId);
      const col = index.cols.get(colId);
      if (row === undefined || col === undefined) continue;
      const formula = cell.formula !== undefined && cell.formula.trim() !== '';
      const content = formula ? cell.formula! : (cell.value ?? null);
      if (content === null) continue;
      if (!formula && typeof content === 'string' && content.charCodeAt(0) === 61) yield [row, col, content, undefined, true];
      else if (cell.arrayRows !== undefined || cell.arrayColumns !== undefined) yield [row, col, content, arrayAreaOf(cell)];
      else yield [row, col, content];
    }
  }

  /** Named ranges of the workbook by upper-case name; a table's name alone is its data rows, as in Excel. */
  nameResolver(workbook: Workbook, tables: TableResolver = NO_TABLES): (name: string) => NamedArea | undefined {
    const byName = new Map<string, NamedArea>();
    for (const named of Object.values(workbook.namedRangesById)) {
      if (named.invalid || named.formula !== undefined) continue;
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
    return (name) => {
      const upper = name.toUpperCase();
      const named = byName.get(upper);
      if (named !== undefined) return named;
      const table = tables.byName(upper);
      return table && { sheetId: table.sheetId, top: table.top + (table.headerRow ? 1 : 0), bottom: table.bottom - (table.totalsRow ? 1 : 0), left: table.left, right: table.right };
    };
  }

  /** The workbook's tables where they are now (a table whose cells are gone is left out). */
  tableResolver(workbook: Workbook): TableResolver {
    const byName = new Map<string, TableArea>();
    const bySheet = new Map<string, TableArea[]>();
    for (const table of Object.values(workbook.tablesById ?? {})) {
      const from = parseCellId(table.fromCellId);
      const to = parseCellId(table.toCellId);
      const a = from && this.position(table.sheetId, from.rowId, from.columnId);
      const b = to && this.position(table.sheetId, to.rowId, to.columnId);
      if (!a || !b) continue;
      const area: TableArea = {
        sheetId: table.sheetId, name: table.name, headerRow: table.headerRow, totalsRow: table.totalsRow,
        top: Math.min(a.row, b.row), left: Math.min(a.col, b.col), bottom: Math.max(a.row, b.row), right: Math.max(a.col, b.col),
        columns: new Map(table.columns.map((column, i) => [column.name.toUpperCase(), i])),
      };
      byName.set(table.name.toUpperCase(), area);
      bySheet.set(table.sheetId, [...(bySheet.get(table.sheetId) ?? []), area]);
    }
    if (byName.size === 0) return NO_TABLES;
    return {
      byName: (upper) => byName.get(upper),
      at: (sheetId, row, col) => bySheet.get(sheetId)?.find((t) => row >= t.top && row <= t.bottom && col >= t.left && col <= t.right),
    };
  }
}

/** What a list of document patches means for the engine. */
export interface PatchPlan {
  /** Something changed that the engine does not follow in place: load again. */
  readonly reload: boolean;
  /** Sheets were added, deleted or renamed (`sheetChangeBetween` says which). */
  readonly sheets: boolean;
  /** Named ranges changed. */
  readonly names: boolean;
  /** Sheets whose rows or columns were inserted, deleted or moved: [sheetId, axis]. */
  readonly lines: [string, 'rows' | 'cols'][];
  /** Patches of cells: a bucket, a row or one cell (`cellPatchTarget` reads them). */
  readonly cells: Patch[];
}

/** What a cell patch replaced: its sheet and bucket, and its row and column when it names them. */
export interface CellPatchTarget {
  readonly sheetId: string;
  readonly bucket: string;
  readonly rowId: string | undefined;
  readonly colId: string | undefined;
}

export function cellPatchTarget({ path }: Patch): CellPatchTarget {
  return {
    sheetId: String(path[1]),
    bucket: String(path[3]),
    rowId: path.length >= 5 ? String(path[4]) : undefined,
    colId: path.length >= 6 ? String(path[5]) : undefined,
  };
}

const RELOAD: PatchPlan = { reload: true, sheets: false, names: false, lines: [], cells: [] };

/**
 * Reads patch paths without copying them: a structural change of a 100k-row sheet has 100k patches,
 * which a structural command's own change does not even need (engine.ts). The engine follows cells,
 * lines, sheets and names in place; another part is left alone when its plugin declares that it does not
 * affect values (`slots`), and otherwise (a part no plugin declares, calculation settings) loaded again.
 * Parts that affect values the engine follows by other ways than patches: the date system and row hiding
 * (rows, filters: engine.ts compares them), user functions (the host swaps the engine's functions and
 * computes again) and a shadow's input (the host gives it to the engine: EditorSession.setInput).
 */
export function classifyPatches(patches: readonly Patch[], slots: DocumentSlots | undefined): PatchPlan {
  const lines: [string, 'rows' | 'cols'][] = [];
  const cells: Patch[] = [];
  let sheets = false;
  let names = false;
  for (const patch of patches) {
    const path = patch.path;
    const top = path[0];
    const key = path[2];
    if (top === 'sheetIds' || (top === 'sheetsById' && (path.length === 2 || key === 'name'))) sheets = true;
    // Tables are names to the engine: their readers are linked again when either changes.
    else if (top === 'namedRangesById' || top === 'tablesById') names = true;
    else if (top === 'sheetsById' && path.length < 2) return RELOAD;
    else if (top === 'sheetsById' && key === 'cells') {
      if (path.length < 4) return RELOAD;
      cells.push(patch);
    } else if (top === 'sheetsById' && (key === 'rowIds' || key === 'columnIds')) {
      const sheetId = String(path[1]);
      const axis = key === 'rowIds' ? 'rows' : 'cols';
      if (!lines.some(([id, a]) => id === sheetId && a === axis)) lines.push([sheetId, axis]);
    } else if (!followedElsewhere(path) && slots?.affectsValues(path) !== false) return RELOAD;
  }
  return { reload: false, sheets, names, lines, cells };
}

/** Parts that affect values which the engine follows without reading their patches (see classifyPatches). */
function followedElsewhere(path: Patch['path']): boolean {
  const [top, second, key] = path;
  if (top === 'userFunctions' || top === 'input') return true;
  if (top === 'settings') return second === 'dateSystem';
  return top === 'sheetsById' && (key === 'rowsById' || key === 'filter');
}
