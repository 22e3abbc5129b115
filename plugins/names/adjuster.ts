import type { Draft } from 'immer';
import type { Adjuster, StructuralChange } from '../../kernel/index.js';
import { rewriteFormula, sheetLookup, tabOrder, transformRect, type FormulaScope } from '../formulas/adjust/index.js';
import { cellId } from '../workbook/index.js';
import type { NamedRange, Sheet, Workbook } from '../workbook/model/index.js';
import { areaToIds, resolveRange, type RangeIds } from './ranges.js';

/**
 * Keeps named ranges pointing at the same cells through structural changes, as formula references do,
 * and rewrites named formulas as cell formulas are rewritten (named-formulas.ts).
 * Ranges are stored by cell ids, which are stable, so inserting rows and columns changes nothing.
 * Deleting lines shrinks a range to the lines that remain (a range whose lines are all deleted, or
 * whose sheet is deleted, is marked `invalid`); a move keeps a range whole when its lines stay side by
 * side; inserting or deleting cells moves a range whose cells were shifted.
 */
export const namesAdjuster: Adjuster<Workbook> = (draft, change, before) => {
  let scope: FormulaScope | undefined;
  for (const range of Object.values(before.namedRangesById)) {
    if (range.formula !== undefined) {
      scope ??= { ownSheetId: '', sheetIdByName: sheetLookup(before), sheetOrder: tabOrder(before) };
      const next = adjustFormula(range, change, before, scope);
      if (next !== range) draft.namedRangesById[range.id] = next as Draft<NamedRange>;
      continue;
    }
    if (range.invalid || range.sheetId !== change.sheetId) continue;
    const next = adjustRange(range, change, before);
    if (next === range) continue;
    draft.namedRangesById[range.id] = next as Draft<NamedRange>;
  }
};

/**
 * A named formula's references, rewritten as a cell formula's are (a reference without a sheet reads the
 * using cell's sheet, so no change of one sheet moves it); the sheet it was defined on going, it is kept
 * on the first sheet left.
 */
function adjustFormula(range: NamedRange, change: StructuralChange, before: Workbook, scope: FormulaScope): NamedRange {
  const formula = rewriteFormula(`=${range.formula}`, scope, change).slice(1);
  const home = change.kind === 'delete-sheet' && range.sheetId === change.sheetId ? before.sheetIds.find((id) => id !== change.sheetId) : undefined;
  const sheet = home === undefined ? undefined : before.sheetsById[home];
  if (formula === range.formula && !sheet) return range;
  return { ...range, formula, ...(sheet ? { sheetId: sheet.id, fromCellId: cellId(sheet.columnIds[0], sheet.rowIds[0]) } : {}) };
}

export function adjustRange(range: NamedRange, change: StructuralChange, before: Workbook): NamedRange {
  const sheet = before.sheetsById[range.sheetId];
  switch (change.kind) {
    case 'delete-sheet':
      return { ...range, invalid: true };
    case 'delete-rows':
    case 'delete-columns':
    case 'move-rows':
    case 'move-columns':
    case 'insert-cells':
    case 'delete-cells':
      return sheet ? moveRange(range, change, sheet, before) : range;
    default:
      return range;
  }
}

function moveRange(range: NamedRange, change: StructuralChange, sheet: Sheet, before: Workbook): NamedRange {
  const area = resolveRange(before, range);
  if (!area) return range;
  const moved = transformRect({ rows: { start: area.top, end: area.bottom }, cols: { start: area.left, end: area.right } }, change);
  if (!moved?.rows || !moved.cols) return { ...range, invalid: true };
  const after = linesAfter(sheet, change);
  const ids = areaToIds(after, { top: moved.rows.start, bottom: moved.rows.end, left: moved.cols.start, right: moved.cols.end });
  if (!ids) return { ...range, invalid: true };
  return sameIds(range, ids) ? range : withIds(range, ids);
}

/** The sheet's row and column ids after a deletion or a move of lines (cell shifts keep them). */
function linesAfter(sheet: Sheet, change: StructuralChange): Sheet {
  switch (change.kind) {
    case 'delete-rows':
      return { ...sheet, rowIds: without(sheet.rowIds, change.at, change.count) };
    case 'delete-columns':
      return { ...sheet, columnIds: without(sheet.columnIds, change.at, change.count) };
    case 'move-rows':
      return { ...sheet, rowIds: moved(sheet.rowIds, change.from, change.count, change.to) };
    case 'move-columns':
      return { ...sheet, columnIds: moved(sheet.columnIds, change.from, change.count, change.to) };
    default:
      return sheet;
  }
}

/** Ids after moving `count` of them from `from` to sit before the one at `to` (positions before). */
function moved(ids: readonly string[], from: number, count: number, to: number): string[] {
  const block = ids.slice(from, from + count);
  const rest = without(ids, from, count);
  const at = to > from ? to - count : to;
  return [...rest.slice(0, at), ...block, ...rest.slice(at)];
}

function without(ids: readonly string[], at: number, count: number): string[] {
  return [...ids.slice(0, at), ...ids.slice(at + count)];
}

function sameIds(range: NamedRange, ids: RangeIds): boolean {
  return range.fromCellId === ids.fromCellId && (range.toCellId ?? range.fromCellId) === (ids.toCellId ?? ids.fromCellId);
}

function withIds(range: NamedRange, ids: RangeIds): NamedRange {
  const { toCellId: _old, ...rest } = range;
  return ids.toCellId ? { ...rest, fromCellId: ids.fromCellId, toCellId: ids.toCellId } : { ...rest, fromCellId: ids.fromCellId };
}
