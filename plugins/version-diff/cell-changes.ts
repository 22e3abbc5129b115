import type { SheetValues } from '../template-function/index.js';
import type { OutputScalar } from '../formulas/outputs/index.js';
import { a1, iterateCells } from '../workbook/index.js';
import type { Sheet } from '../workbook/model/index.js';

/** What one cell holds in one version: its formula (if any) and its computed value. */
export interface CellState {
  readonly formula?: string;
  readonly value: OutputScalar;
}

/** A cell whose formula or value differs; `null` on a side where the cell is empty or its sheet absent. */
export interface CellChange {
  readonly sheet: string;
  readonly cell: string;
  readonly before: CellState | null;
  readonly after: CellState | null;
}

/** One version's cells as the diff sees them: by sheet name, then A1 address. */
export type VersionCells = ReadonlyMap<string, ReadonlyMap<string, CellState>>;

/**
 * Cells by what a person sees (sheet name and address), not by row and column ids: a row inserted in
 * the newer version moves every cell below it, and the diff says so, as a comparison of two sheets would.
 */
export function versionCells(sheets: readonly Sheet[], values: Readonly<Record<string, SheetValues>>): VersionCells {
  const bySheet = new Map<string, Map<string, CellState>>();
  for (const sheet of sheets) {
    const cells = new Map<string, CellState>();
    for (const [address, value] of Object.entries(values[sheet.name] ?? {})) cells.set(address, { value });
    const rowIndex = new Map(sheet.rowIds.map((id, i) => [id, i]));
    const columnIndex = new Map(sheet.columnIds.map((id, i) => [id, i]));
    for (const [rowId, columnId, cell] of iterateCells(sheet)) {
      const row = rowIndex.get(rowId);
      const column = columnIndex.get(columnId);
      if (cell.formula === undefined || row === undefined || column === undefined) continue;
      const address = a1(row, column);
      cells.set(address, { formula: cell.formula, value: cells.get(address)?.value ?? null });
    }
    bySheet.set(sheet.name, cells);
  }
  return bySheet;
}

/** Every cell whose formula or value changed, sheet by sheet (the newer version's order first), row by row. */
export function cellChanges(before: VersionCells, after: VersionCells): CellChange[] {
  const changes: CellChange[] = [];
  const sheetNames = new Set([...after.keys(), ...before.keys()]);
  for (const sheet of sheetNames) {
    const old = before.get(sheet) ?? new Map<string, CellState>();
    const now = after.get(sheet) ?? new Map<string, CellState>();
    const found: CellChange[] = [];
    for (const cell of new Set([...old.keys(), ...now.keys()])) {
      const was = old.get(cell) ?? null;
      const is = now.get(cell) ?? null;
      if (!sameState(was, is)) found.push({ sheet, cell, before: was, after: is });
    }
    changes.push(...found.sort((x, y) => compareAddresses(x.cell, y.cell)));
  }
  return changes;
}

function sameState(a: CellState | null, b: CellState | null): boolean {
  if (a === null || b === null) return a === b;
  return a.formula === b.formula && Object.is(a.value, b.value);
}

const ADDRESS = /^([A-Z]+)(\d+)$/;

/** Row by row, then column by column, as a person reads a sheet. */
function compareAddresses(x: string, y: string): number {
  const [, xc = '', xr = '0'] = ADDRESS.exec(x) ?? [];
  const [, yc = '', yr = '0'] = ADDRESS.exec(y) ?? [];
  return Number(xr) - Number(yr) || xc.length - yc.length || (xc < yc ? -1 : xc > yc ? 1 : 0);
}
