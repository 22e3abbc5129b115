import type { Adjuster, StructuralChange } from '../../kernel/index.js';
import { transformRect } from '../formulas/adjust/index.js';
import { adjustRange } from '../names/index.js';
import { a1, parseA1 } from '../workbook/index.js';
import type { Workbook } from '../workbook/model/index.js';

type Fields = Readonly<Record<string, unknown>>;

/**
 * Keeps recommended casts on their cells through structural changes, in the same draft (one undo step),
 * as named ranges are kept: a range by cell ids follows its cells (inserts change nothing, a deletion
 * shrinks it), a range kept as A1 text (from a file) is moved like a formula's reference, and renaming a
 * sheet changes nothing (casts name sheets by id). A cast whose cells are all deleted, or whose sheet is
 * deleted, is dropped: a viewer asking for it by name gets a clear "not found" instead of a wrong area.
 */
export const castsAdjuster: Adjuster<Workbook> = (draft, change, before) => {
  if (change.kind === 'rename-sheet') return;
  for (const [name, value] of Object.entries(before.recommendedCastsByName)) {
    const cast: Fields = typeof value === 'object' && value !== null ? (value as Fields) : {};
    if (cast.sheetId !== change.sheetId) continue;
    const next = adjustCast(cast, change, before);
    if (next === cast) continue;
    const casts = draft.recommendedCastsByName as Record<string, unknown>;
    if (next === undefined) delete casts[name];
    else casts[name] = next;
  }
};

/** The cast after the change, itself when unchanged, undefined when nothing of it is left. */
function adjustCast(cast: Fields, change: StructuralChange, before: Workbook): Fields | undefined {
  if (change.kind === 'delete-sheet') return undefined;
  const sheetId = cast.sheetId as string;
  if (typeof cast.fromCellId === 'string' && cast.castRange !== false) {
    const toCellId = typeof cast.toCellId === 'string' ? cast.toCellId : cast.fromCellId;
    const adjusted = adjustRange({ id: '', name: '', sheetId, fromCellId: cast.fromCellId, toCellId }, change, before);
    if (adjusted.invalid) return undefined;
    const to = adjusted.toCellId ?? adjusted.fromCellId;
    return adjusted.fromCellId === cast.fromCellId && to === toCellId ? cast : { ...cast, fromCellId: adjusted.fromCellId, toCellId: to };
  }
  if (typeof cast.castRange === 'string' && cast.chartId === undefined) {
    const text = movedA1(cast.castRange, change);
    if (text === undefined) return undefined;
    return text === cast.castRange ? cast : { ...cast, castRange: text };
  }
  return cast;
}

/** An A1 range text ('B2:C9', optionally after 'Sheet!') moved by the change; undefined when all of it was deleted. */
function movedA1(text: string, change: StructuralChange): string | undefined {
  const bang = text.lastIndexOf('!');
  const prefix = text.slice(0, bang + 1);
  const [first, second = first, extra] = text.slice(bang + 1).split(':');
  const from = parseA1(first);
  const to = parseA1(second);
  if (extra !== undefined || !from || !to) return text;
  const rect = {
    rows: { start: Math.min(from.row, to.row), end: Math.max(from.row, to.row) },
    cols: { start: Math.min(from.column, to.column), end: Math.max(from.column, to.column) },
  };
  const moved = transformRect(rect, change);
  if (!moved?.rows || !moved.cols) return undefined;
  const start = a1(moved.rows.start, moved.cols.start);
  const end = a1(moved.rows.end, moved.cols.end);
  return `${prefix}${start === end ? start : `${start}:${end}`}`;
}
