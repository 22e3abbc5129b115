import { scanReferences, shapeToRect, sheetPrefix } from '../formulas/adjust/index.js';
import { a1, cellId, indexOfIds, parseCellId } from '../workbook/index.js';
import type { CellRange, NamedRange, Sheet, Workbook } from '../workbook/model/index.js';

/** A rectangle of one sheet by zero-based indices, inclusive. */
export interface SheetArea {
  readonly sheetId: string;
  readonly top: number;
  readonly left: number;
  readonly bottom: number;
  readonly right: number;
}

/** A range as stored on a named range: a sheet and cell ids; `toCellId` absent for one cell. */
export interface RangeIds {
  readonly sheetId: string;
  readonly fromCellId: string;
  readonly toCellId?: string;
}

export const RANGE_MESSAGES = {
  blank: "Range can't be blank",
  invalid: 'Range not valid',
  noSheet: 'Range must specify sheet',
  noSuchSheet: (name: string) => `Sheet '${name}' doesn't exist`,
  outside: "Range doesn't exist",
} as const;

export type RangeParse = { readonly ok: true; readonly range: RangeIds; readonly area: SheetArea } | { readonly ok: false; readonly error: string };

/**
 * Reads a range typed in the named-range form ("Sheet1!A1:B4", "'My sheet'!C3", "Data!A:B") with the
 * messages of SPEC section 5.
 */
export function parseRangeText(text: string, workbook: Workbook): RangeParse {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, error: RANGE_MESSAGES.blank };
  const tokens = scanReferences(trimmed);
  const token = tokens[0];
  if (tokens.length !== 1 || token.start !== 0 || token.end !== trimmed.length) return { ok: false, error: RANGE_MESSAGES.invalid };
  if (token.sheet === undefined) return { ok: false, error: RANGE_MESSAGES.noSheet };
  const sheet = findSheet(workbook, token.sheet);
  if (!sheet) return { ok: false, error: RANGE_MESSAGES.noSuchSheet(token.sheet) };
  const rect = shapeToRect(token.shape);
  const area: SheetArea = {
    sheetId: sheet.id,
    top: rect.rows?.start ?? 0,
    bottom: rect.rows?.end ?? sheet.rowIds.length - 1,
    left: rect.cols?.start ?? 0,
    right: rect.cols?.end ?? sheet.columnIds.length - 1,
  };
  const range = areaToIds(sheet, area);
  return range ? { ok: true, range, area } : { ok: false, error: RANGE_MESSAGES.outside };
}

export function findSheet(workbook: Workbook, name: string): Sheet | undefined {
  const lower = name.toLowerCase();
  for (const id of workbook.sheetIds) {
    const sheet = workbook.sheetsById[id];
    if (sheet?.name.toLowerCase() === lower) return sheet;
  }
  return undefined;
}

/** Cell ids of an area, or undefined when it reaches past the sheet's rows or columns. */
export function areaToIds(sheet: Sheet, area: Omit<SheetArea, 'sheetId'>): RangeIds | undefined {
  const top = sheet.rowIds[area.top];
  const bottom = sheet.rowIds[area.bottom];
  const left = sheet.columnIds[area.left];
  const right = sheet.columnIds[area.right];
  if (area.top < 0 || area.left < 0 || !top || !bottom || !left || !right) return undefined;
  const fromCellId = cellId(left, top);
  const toCellId = cellId(right, bottom);
  return toCellId === fromCellId ? { sheetId: sheet.id, fromCellId } : { sheetId: sheet.id, fromCellId, toCellId };
}

/** Where a stored range is now, or undefined when its sheet, rows or columns are gone. */
export function resolveRange(workbook: Workbook, range: RangeIds | CellRange): SheetArea | undefined {
  const sheet = workbook.sheetsById[range.sheetId];
  if (!sheet) return undefined;
  const from = locate(sheet, range.fromCellId);
  const to = range.toCellId ? locate(sheet, range.toCellId) : from;
  if (!from || !to) return undefined;
  return {
    sheetId: sheet.id,
    top: Math.min(from.row, to.row),
    bottom: Math.max(from.row, to.row),
    left: Math.min(from.col, to.col),
    right: Math.max(from.col, to.col),
  };
}

/** A named range's area, or undefined when it is invalid or is a named formula (no range: named-formulas.ts). */
export function resolveNamedRange(workbook: Workbook, range: NamedRange): SheetArea | undefined {
  return range.invalid || range.formula !== undefined ? undefined : resolveRange(workbook, range);
}

/** The range as the form shows it: "Sheet1!A1:B4", quoting the sheet name when needed. */
export function formatRange(workbook: Workbook, range: RangeIds | CellRange): string | undefined {
  const area = resolveRange(workbook, range);
  const sheet = workbook.sheetsById[range.sheetId];
  if (!area || !sheet) return undefined;
  const from = a1(area.top, area.left);
  const to = a1(area.bottom, area.right);
  return sheetPrefix(sheet.name) + (from === to ? from : `${from}:${to}`);
}

/** The column ids an area covers, left to right. */
export function areaColumnIds(workbook: Workbook, area: SheetArea): string[] {
  return workbook.sheetsById[area.sheetId]?.columnIds.slice(area.left, area.right + 1) ?? [];
}

function locate(sheet: Sheet, id: string): { row: number; col: number } | undefined {
  const parsed = parseCellId(id);
  if (!parsed) return undefined;
  const row = indexOfIds(sheet.rowIds).get(parsed.rowId) ?? -1;
  const col = indexOfIds(sheet.columnIds).get(parsed.columnId) ?? -1;
  return row < 0 || col < 0 ? undefined : { row, col };
}
