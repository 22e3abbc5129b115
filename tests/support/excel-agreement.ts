import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { cliEngineOptions } from '../../cli/plugins.js';
import { Engine } from '../../plugins/formulas/engine/index.js';
import { FormulaError, type Scalar } from '../../plugins/formulas/values.js';
import { importXlsx } from '../../plugins/files/xlsx/import.js';
import { a1 } from '../../plugins/workbook/a1.js';
import { getCell } from '../../plugins/workbook/cell-store.js';
import { RandomIdGenerator } from '../../plugins/workbook/ids.js';
import type { Sheet, Workbook } from '../../plugins/workbook/model/index.js';
import { type CachedCell, type CachedValue, isVolatile, parseA1, readExcelCache } from './excel-cache.js';

/** A formula cell whose computed value is not the one Excel cached. */
export interface Disagreement {
  readonly sheet: string;
  readonly address: string;
  readonly formula: string;
  readonly excel: CachedValue;
  /** 'constant' where the template holds a value of its own instead of computing the cell. */
  readonly gridcast: CachedValue | 'missing' | 'constant';
}

export interface BookAgreement {
  readonly book: string;
  readonly cells: number;
  readonly agreeing: number;
  readonly disagreements: readonly Disagreement[];
  /** Set when the import refused or crashed on the book. */
  readonly failure?: string;
}

/**
 * Imports an Excel book, computes it, and compares every formula cell with Excel's cached value by
 * SOURCES.md's rule: numbers within 1e-9 relative (or 1e-12 absolute), text and booleans equal, errors
 * equal by code; cells calling a volatile function are skipped; a cell the template keeps as a constant
 * rather than computes disagrees whatever its value.
 */
export async function bookAgreement(path: string): Promise<BookAgreement> {
  const bytes = new Uint8Array(readFileSync(path));
  const all = await readExcelCache(bytes);
  const book = basename(path);
  let engine: Engine;
  let sheetIds: Map<string, string>;
  let workbook: Workbook;
  try {
    ({ workbook } = await importXlsx(bytes, book, new RandomIdGenerator()));
    engine = new Engine(cliEngineOptions());
    engine.loadWorkbook(workbook, {});
    sheetIds = new Map(workbook.sheetIds.map((id) => [workbook.sheetsById[id].name, id]));
  } catch (error) {
    const cached = all.filter((cell) => !isVolatile(cell));
    return { book, cells: cached.length, agreeing: 0, disagreements: [], failure: error instanceof Error ? error.message : String(error) };
  }
  const volatile = volatileCells(engine, sheetIds, all);
  const cached = all.filter((cell) => !volatile.has(`${cell.sheet}!${cell.address}`));
  const disagreements: Disagreement[] = [];
  for (const cell of cached) {
    const sheetId = sheetIds.get(cell.sheet);
    const computed = sheetId !== undefined && keptAsConstant(workbook.sheetsById[sheetId], cell) ? 'constant' : computedValue(engine, sheetId, cell);
    if (computed !== 'missing' && computed !== 'constant' && agrees(cell.value, computed)) continue;
    disagreements.push({ sheet: cell.sheet, address: cell.address, formula: cell.formula, excel: cell.value, gridcast: computed });
  }
  return { book, cells: cached.length, agreeing: cached.length - disagreements.length, disagreements };
}

/** Cells that call a volatile function, every formula the dependency graph says reads one, and the cells their arrays fill. */
function volatileCells(engine: Engine, sheetIds: ReadonlyMap<string, string>, cells: readonly CachedCell[]): Set<string> {
  const names = new Map([...sheetIds].map(([name, id]) => [id, name]));
  const found = new Set<string>();
  const queue: { sheetId: string; row: number; col: number }[] = [];
  for (const cell of cells) {
    const sheetId = sheetIds.get(cell.sheet);
    if (!sheetId || !isVolatile(cell)) continue;
    found.add(`${cell.sheet}!${cell.address}`);
    queue.push({ sheetId, ...parseA1(cell.address) });
  }
  while (queue.length) {
    const at = queue.pop()!;
    for (const next of engine.dependentCells(at.sheetId, at.row, at.col)) {
      const key = `${names.get(next.sheetId)}!${a1(next.row, next.col)}`;
      if (found.has(key)) continue;
      found.add(key);
      queue.push(next);
    }
  }
  // The cells an array fills are the array's: volatile with their anchor (the graph lists formulas only).
  for (const cell of cells) {
    if (cell.anchor !== undefined && found.has(`${cell.sheet}!${cell.anchor}`)) found.add(`${cell.sheet}!${cell.address}`);
  }
  return found;
}

/** A formula cell (or a cell of an array) the template holds a value in: Excel's cache kept, not computed. */
function keptAsConstant(sheet: Sheet, cell: CachedCell): boolean {
  const { row, col } = parseA1(cell.address);
  const rowId = sheet.rowIds[row];
  const columnId = sheet.columnIds[col];
  const content = rowId === undefined || columnId === undefined ? undefined : getCell(sheet, rowId, columnId);
  return content !== undefined && !content.formula && content.value !== undefined && content.value !== null && content.value !== '';
}

function computedValue(engine: Engine, sheetId: string | undefined, cell: CachedCell): CachedValue | 'missing' {
  if (!sheetId) return 'missing';
  const { row, col } = parseA1(cell.address);
  return asCached(engine.getValue(sheetId, row, col));
}

function asCached(value: Scalar): CachedValue {
  return value instanceof FormulaError ? { error: value.code } : value;
}

/** SOURCES.md's comparison; Excel caches an empty text result as no value at all. */
export function agrees(excel: CachedValue, ours: CachedValue): boolean {
  if (typeof excel === 'number') {
    if (typeof ours !== 'number') return false;
    return Math.abs(excel - ours) <= Math.max(1e-12, 1e-9 * Math.abs(excel));
  }
  if (excel === null || excel === '') return ours === null || ours === '';
  if (typeof excel === 'object') return typeof ours === 'object' && ours !== null && ours.error === excel.error;
  return excel === ours;
}
