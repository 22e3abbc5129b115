import { current, isDraft, type Draft } from 'immer';
import type { Adjuster, StructuralChange } from '../../../kernel/index.js';
import { bucketOf, columnIndex, getCell, indexOfIds, iterateCells, putCell } from '../../workbook/index.js';
import type { Cell, Sheet, Workbook } from '../../workbook/model/index.js';
import { type ArrayAnchor, arrayAnchorOf, resizeArrayAreas } from './array-areas.js';
import type { FormulaScope } from './formula-scope.js';
import { transformCell } from './geometry.js';
import { rewriteFormula } from './rewrite.js';

/** A formula to write back: where it was (ids before the change), its old and new text. */
interface Rewrite {
  readonly rowId: string;
  readonly columnId: string;
  readonly formula: string;
  readonly next: string;
}

/**
 * The formulas plugin's adjuster: after a structural change, every formula of the workbook that refers
 * to moved, deleted or renamed cells or sheets is rewritten, inside the same draft (one undo step).
 * Formulas are read from the document before the change (plain objects, fast to walk); the changed
 * ones are written back one row record at a time, so a change that rewrites many formulas does not
 * pay for a draft per cell.
 */
export const formulaAdjuster: Adjuster<Workbook> = (draft, change, before) => {
  const sheetIdByName = sheetLookup(before);
  const sheetOrder = tabOrder(before);
  for (const sheetId of before.sheetIds) {
    const sheet = before.sheetsById[sheetId];
    if (!sheet || (change.kind === 'delete-sheet' && sheetId === change.sheetId)) continue;
    const anchors: ArrayAnchor[] = [];
    const rewrites = sheetRewrites(sheet, { ownSheetId: sheetId, sheetIdByName, sheetOrder }, change, anchors);
    const target = draft.sheetsById[sheetId] as Draft<Sheet> | undefined;
    if (!target) continue;
    if ((change.kind === 'insert-cells' || change.kind === 'delete-cells') && change.sheetId === sheetId) {
      for (const rewrite of rewrites) writeShifted(target, sheet, rewrite, change);
    } else if (rewrites.length > 0) {
      writeInPlace(target, rewrites);
    }
    resizeArrayAreas(target, sheet, anchors, change);
  }
};

/** The formulas to rewrite; on the changed sheet, its legacy array formulas go to `anchors` too. */
function sheetRewrites(sheet: Sheet, scope: FormulaScope, change: StructuralChange, anchors: ArrayAnchor[]): Rewrite[] {
  const rewrites: Rewrite[] = [];
  const own = 'sheetId' in change && change.sheetId === sheet.id && change.kind !== 'rename-sheet' && change.kind !== 'delete-sheet';
  // Formulas repeated word for word on a sheet (=$B$1*2 down a column) are rewritten once.
  const seen = new Map<string, string>();
  const reach = change.sheetId === sheet.id ? changeReach(change) : undefined;
  for (const [rowId, columnId, cell] of iterateCells(sheet)) {
    const formula = cell.formula;
    if (!formula) continue;
    if (own) {
      const anchor = arrayAnchorOf(rowId, columnId, cell);
      if (anchor) anchors.push(anchor);
    }
    if (reach && !formula.includes('!') && !mayReach(formula, reach)) continue;
    let next = seen.get(formula);
    if (next === undefined) {
      next = rewriteFormula(formula, scope, change);
      seen.set(formula, next);
    }
    if (next !== formula) rewrites.push({ rowId, columnId, formula, next });
  }
  return rewrites;
}

/** The first row or column (zero-based) whose references a line change can alter. */
interface Reach {
  readonly axis: 'rows' | 'cols';
  readonly from: number;
}

function changeReach(change: StructuralChange): Reach | undefined {
  switch (change.kind) {
    case 'insert-rows':
    case 'delete-rows':
      return { axis: 'rows', from: change.at };
    case 'insert-columns':
    case 'delete-columns':
      return { axis: 'cols', from: change.at };
    case 'move-rows':
      return { axis: 'rows', from: Math.min(change.from, change.to) };
    case 'move-columns':
      return { axis: 'cols', from: Math.min(change.from, change.to) };
    default:
      return undefined;
  }
}

const CELL_LIKE = /\$?([A-Za-z]{1,3})\$?[0-9]+|\$?([A-Za-z]{1,3}):\$?([A-Za-z]{1,3})/g;

/**
 * Cheap test before tokenizing a formula of the changed sheet that names no sheet: a line change can
 * only rewrite it if some number in it (rows) or some cell-like letters in it (columns) reach the first
 * changed line. It may say yes wrongly (a constant, a function name), never no wrongly.
 */
function mayReach(formula: string, reach: Reach): boolean {
  if (reach.axis === 'rows') {
    const digits = /[0-9]+/g;
    for (let m = digits.exec(formula); m; m = digits.exec(formula)) {
      if (m[0].length > 7 || Number(m[0]) > reach.from) return true;
    }
    return false;
  }
  CELL_LIKE.lastIndex = 0;
  for (let m = CELL_LIKE.exec(formula); m; m = CELL_LIKE.exec(formula)) {
    for (const letters of [m[1], m[2], m[3]]) if (letters !== undefined && columnIndex(letters) >= reach.from) return true;
  }
  return false;
}

/** The sheets' ids and names in tab order (a 3D reference spans them). */
export function tabOrder(workbook: Workbook): { id: string; name: string }[] {
  return workbook.sheetIds.filter((id) => workbook.sheetsById[id]).map((id) => ({ id, name: workbook.sheetsById[id].name }));
}

export function sheetLookup(workbook: Workbook): (name: string) => string | undefined {
  const byName = new Map<string, string>();
  for (const id of workbook.sheetIds) {
    const sheet = workbook.sheetsById[id];
    if (sheet) byName.set(sheet.name.toLowerCase(), id);
  }
  return (name) => byName.get(name.toLowerCase());
}

/**
 * Row and column changes keep cell ids, so each formula stays under its ids. Rows are replaced whole
 * (one plain object per row, read from the draft's current state), and only where the cell still holds
 * the old formula: a cell the command deleted is not brought back.
 */
function writeInPlace(sheet: Draft<Sheet>, rewrites: readonly Rewrite[]): void {
  const byBucket = new Map<string, Rewrite[]>();
  for (const rewrite of rewrites) {
    const key = bucketOf(rewrite.rowId);
    const list = byBucket.get(key);
    if (list) list.push(rewrite);
    else byBucket.set(key, [rewrite]);
  }
  const cells = sheet.cells as Record<string, Record<string, Record<string, Cell>>>;
  for (const [key, list] of byBucket) {
    const bucket = cells[key];
    if (!bucket) continue;
    const now: Readonly<Record<string, Readonly<Record<string, Cell>>>> = isDraft(bucket) ? current(bucket) : bucket;
    const rows = new Map<string, Record<string, Cell>>();
    for (const { rowId, columnId, formula, next } of list) {
      const cell = (rows.get(rowId) ?? now[rowId])?.[columnId];
      if (cell?.formula !== formula) continue;
      const row = rows.get(rowId) ?? { ...now[rowId] };
      row[columnId] = { ...cell, formula: next };
      rows.set(rowId, row);
    }
    for (const [rowId, row] of rows) bucket[rowId] = row;
  }
}

/** Inserting or deleting cells moves contents between ids: find where this formula went. */
function writeShifted(sheet: Draft<Sheet>, before: Sheet, rewrite: Rewrite, change: StructuralChange): void {
  for (const [r, c] of candidateIds(before, rewrite.rowId, rewrite.columnId, change, sheet as Sheet)) {
    const cell = getCell(sheet as Sheet, r, c);
    if (cell?.formula === rewrite.formula) {
      putCell(sheet, r, c, { ...(cell as Cell), formula: rewrite.next });
      return;
    }
  }
}

/**
 * Where a cell's content may be after the change, as [row id, column id]: where inserting or deleting
 * cells moved it, then its own ids; none when the change deleted it. Other plugins whose settings travel with cells use it too. `after`
 * (the sheet in the draft) has the lines a shift added past the sheet's end, where pushed cells went.
 */
export function candidateIds(before: Sheet, rowId: string, columnId: string, change: StructuralChange, after: Pick<Sheet, 'rowIds' | 'columnIds'> = before): [string, string][] {
  const same: [string, string] = [rowId, columnId];
  const row = indexOfIds(before.rowIds).get(rowId) ?? -1;
  const col = indexOfIds(before.columnIds).get(columnId) ?? -1;
  if (row < 0 || col < 0 || change.sheetId !== before.id) return [same];
  const moved = transformCell(row, col, change);
  // Deleted with the area: another cell's content may be under its ids now, and must keep its own text.
  if (!moved) return [];
  const movedRow = after.rowIds[moved.row];
  const movedCol = after.columnIds[moved.col];
  return movedRow && movedCol ? [[movedRow, movedCol], same] : [same];
}
