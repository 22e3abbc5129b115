import { parseA1, parseCellId } from '../workbook/index.js';
import type { CellRange, Sheet, Workbook } from '../workbook/model/index.js';
import { CastError } from './errors.js';
import type { CastTarget } from './model.js';

/** A rectangle of a sheet by zero-based positions, bounds included. */
export interface CastArea {
  readonly sheet: Sheet;
  readonly top: number;
  readonly left: number;
  readonly bottom: number;
  readonly right: number;
}

export function sheetOf(workbook: Workbook, sheetId: string): Sheet {
  const sheet = workbook.sheetsById[sheetId];
  if (!sheet) throw new CastError('missing', `The cast's sheet "${sheetId}" no longer exists.`);
  return sheet;
}

/** The rectangle a sheet or range cast shows: a whole sheet is every row and column it has. */
export function areaOf(workbook: Workbook, target: Exclude<CastTarget, { kind: 'chart' }>): CastArea {
  const sheet = sheetOf(workbook, target.sheetId);
  if (target.kind === 'sheet') return { sheet, top: 0, left: 0, bottom: sheet.rowIds.length - 1, right: sheet.columnIds.length - 1 };
  return target.kind === 'range' ? byIds(sheet, target.range) : byA1(sheet, target.text);
}

/** A range given by cell ids, in either corner order. */
export function byIds(sheet: Sheet, range: CellRange): CastArea {
  const from = position(sheet, range.fromCellId);
  const to = position(sheet, range.toCellId);
  return ordered(sheet, from, to);
}

function position(sheet: Sheet, id: string): { row: number; column: number } {
  const ids = parseCellId(id);
  const row = ids ? sheet.rowIds.indexOf(ids.rowId) : -1;
  const column = ids ? sheet.columnIds.indexOf(ids.columnId) : -1;
  if (row < 0 || column < 0) throw new CastError('missing', `The cast's cell "${id}" no longer exists in sheet "${sheet.name}".`);
  return { row, column };
}

function byA1(sheet: Sheet, text: string): CastArea {
  const [first, second = first] = text.slice(text.lastIndexOf('!') + 1).split(':');
  const from = parseA1(first);
  const to = parseA1(second);
  const inside = (at: { row: number; column: number } | undefined) => at !== undefined && at.row < sheet.rowIds.length && at.column < sheet.columnIds.length;
  if (!inside(from) || !inside(to)) throw new CastError('missing', `The cast's range "${text}" is not a range of sheet "${sheet.name}".`);
  return ordered(sheet, from!, to!);
}

function ordered(sheet: Sheet, a: { row: number; column: number }, b: { row: number; column: number }): CastArea {
  return {
    sheet,
    top: Math.min(a.row, b.row), bottom: Math.max(a.row, b.row),
    left: Math.min(a.column, b.column), right: Math.max(a.column, b.column),
  };
}
