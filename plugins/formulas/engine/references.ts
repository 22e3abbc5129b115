import { tokenize, type StructuredRef } from '../parser/index.js';
import { ERRORS, FormulaError, type RangeRef } from '../values.js';
import type { NamedArea } from './graph.js';
import { SheetRange } from './range-ref.js';
import { descFromPoints, placeRef } from './refs.js';
import type { FormulaCell, SheetData } from './sheet-data.js';
import { structuredArea, type TableArea, type TableResolver } from './structured-area.js';

/** Resolves a named range (case-insensitive) to a sheet area, or undefined when unknown. */
export type NameResolver = (name: string) => NamedArea | undefined;

/** The engine's sheets and the ranges of their cells, which a resolved reference is made of. */
export interface SheetRanges {
  sheetById(id: string): SheetData | undefined;
  sheetByName(lowerName: string): SheetData | undefined;
  range(sheet: SheetData, top: number, left: number, bottom: number, right: number): SheetRange;
}

/** What a reference written as text (INDIRECT) may name besides cells: a named range. */
export interface TextReferenceHost extends SheetRanges {
  resolveName(name: string): RangeRef | FormulaError;
}

/**
 * The cells of a named range; #REF! for a name whose cells or sheet were deleted (`deleted`, upper-case
 * names), #NAME? for a name the document does not have (SPEC section 8).
 */
export function rangeOfName(host: SheetRanges, names: NameResolver, deleted: ReadonlySet<string>, name: string): RangeRef | FormulaError {
  const upper = name.toUpperCase();
  const area = names(upper);
  const sheet = area && host.sheetById(area.sheetId);
  if (!area && deleted.has(upper)) return new FormulaError('#REF!', `The named range ${name} refers to deleted cells`);
  if (!area || !sheet) return new FormulaError('#NAME?', `Unknown name ${name}`);
  return host.range(sheet, area.top, area.left, area.bottom, area.right);
}

/** The cells a structured reference names for the formula in `cell`, or Excel's error. */
export function rangeOfStructured(host: SheetRanges, tables: TableResolver, ref: StructuredRef, cell: FormulaCell): RangeRef | FormulaError {
  const table = tableAt(tables, ref, cell.sheet.id, cell.row, cell.col);
  if (!table) return new FormulaError('#REF!', ref.table === undefined ? 'The cell is in no table' : `Unknown table ${ref.table}`);
  const area = structuredArea(ref, table, cell.row);
  if (area instanceof FormulaError) return area;
  const sheet = host.sheetById(area.sheetId);
  return sheet ? host.range(sheet, area.top, area.left, area.bottom, area.right) : ERRORS.REF;
}

/** The cells a structured reference names for a formula at (row, col) of a sheet, or undefined when none. */
export function areaOfStructured(tables: TableResolver, ref: StructuredRef, sheetId: string, row: number, col: number): NamedArea | undefined {
  const table = tableAt(tables, ref, sheetId, row, col);
  const area = table && structuredArea(ref, table, row);
  return area instanceof FormulaError ? undefined : area;
}

/** The table a structured reference names, or, without a name, the one holding the formula. */
function tableAt(tables: TableResolver, ref: StructuredRef, sheetId: string, row: number, col: number): TableArea | undefined {
  return ref.table === undefined ? tables.at(sheetId, row, col) : tables.byName(ref.table.toUpperCase());
}

/** A reference written as text (INDIRECT): cells, a named range or a table's part; #REF! for anything else. */
export function rangeOfText(host: TextReferenceHost, tables: TableResolver, text: string, from: SheetData): RangeRef | FormulaError {
  const tokens = tokenize(text.trim());
  if (tokens.length !== 1) return new FormulaError('#REF!', `Not a reference: ${text}`);
  const t = tokens[0];
  if (t.kind === 'name') return host.resolveName(t.value as string);
  if (t.kind === 'structured') return structuredFromText(host, tables, t.structured!);
  if (t.kind !== 'ref' || !t.ref) return new FormulaError('#REF!', `Not a reference: ${text}`);
  const sheet = t.ref.sheet === undefined ? from : host.sheetByName(t.ref.sheet.toLowerCase());
  if (!sheet) return new FormulaError('#REF!', `Unknown sheet ${t.ref.sheet}`);
  const placed = placeRef(descFromPoints(undefined, t.ref.from, t.ref.to ?? t.ref.from, 0, 0), 0, 0);
  if (!placed) return ERRORS.REF;
  return host.range(sheet, placed.top, placed.left, placed.bottom, placed.right);
}

/** `INDIRECT("Sales[Amount]")`: a reference naming its table (no formula cell gives one or a row). */
function structuredFromText(host: SheetRanges, tables: TableResolver, ref: StructuredRef): RangeRef | FormulaError {
  const table = ref.table === undefined ? undefined : tables.byName(ref.table.toUpperCase());
  if (!table) return new FormulaError('#REF!', ref.table === undefined ? 'A reference from text names its table' : `Unknown table ${ref.table}`);
  const area = structuredArea(ref, table, -1);
  if (area instanceof FormulaError) return area;
  const sheet = host.sheetById(area.sheetId);
  return sheet ? host.range(sheet, area.top, area.left, area.bottom, area.right) : ERRORS.REF;
}

/** OFFSET's range: `base` moved by rows and columns, of the given size; #REF! when it leaves the sheet. */
export function rangeAtOffset(host: SheetRanges, base: RangeRef, rows: number, cols: number, height: number, width: number): RangeRef | FormulaError {
  const sheet = base instanceof SheetRange ? base.sheet : host.sheetById(base.sheetId);
  if (!sheet) return ERRORS.REF;
  const top = base.top + rows;
  const left = base.left + cols;
  if (top < 0 || left < 0 || height < 1 || width < 1) return ERRORS.REF;
  return host.range(sheet, top, left, top + height - 1, left + width - 1);
}
