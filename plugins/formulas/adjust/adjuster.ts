import type { Draft } from 'immer';
import type { Adjuster, StructuralChange } from '../../../kernel/index.js';
import { getCell, iterateCells, putCell } from '../../workbook/cell-store.js';
import type { Cell, Sheet, Workbook } from '../../workbook/model/index.js';
import { transformCell } from './geometry.js';
import { rewriteFormula, type FormulaScope } from './rewrite.js';

/**
 * The formulas plugin's adjuster: after a structural change, every formula of the workbook that refers
 * to moved, deleted or renamed cells or sheets is rewritten, inside the same draft (one undo step).
 * Formulas are found in the document before the change (plain objects, fast to walk); only changed
 * cells are written to the draft.
 */
export const formulaAdjuster: Adjuster<Workbook> = (draft, change, before) => {
  const sheetIdByName = sheetLookup(before);
  for (const sheetId of before.sheetIds) {
    const sheet = before.sheetsById[sheetId];
    if (!sheet || (change.kind === 'delete-sheet' && sheetId === change.sheetId)) continue;
    const scope: FormulaScope = { ownSheetId: sheetId, sheetIdByName };
    for (const [rowId, columnId, cell] of iterateCells(sheet)) {
      const formula = cell.formula;
      if (!formula) continue;
      const next = rewriteFormula(formula, scope, change);
      if (next !== formula) writeFormula(draft, sheet, rowId, columnId, formula, next, change);
    }
  }
};

export function sheetLookup(workbook: Workbook): (name: string) => string | undefined {
  const byName = new Map<string, string>();
  for (const id of workbook.sheetIds) {
    const sheet = workbook.sheetsById[id];
    if (sheet) byName.set(sheet.name.toLowerCase(), id);
  }
  return (name) => byName.get(name.toLowerCase());
}

/**
 * Writes the rewritten formula into the draft cell that holds this formula now: the same ids for row
 * and column changes (ids are stable), or the cell it was shifted to by an insert/delete of cells.
 */
function writeFormula(
  draft: Draft<Workbook>, before: Sheet, rowId: string, columnId: string, formula: string, next: string, change: StructuralChange,
): void {
  const sheet = draft.sheetsById[before.id] as Draft<Sheet> | undefined;
  if (!sheet) return;
  for (const [r, c] of candidateIds(before, rowId, columnId, change)) {
    const cell = getCell(sheet as Sheet, r, c);
    if (cell?.formula === formula) {
      putCell(sheet, r, c, { ...(cell as Cell), formula: next });
      return;
    }
  }
}

function candidateIds(before: Sheet, rowId: string, columnId: string, change: StructuralChange): [string, string][] {
  const same: [string, string] = [rowId, columnId];
  if ((change.kind !== 'insert-cells' && change.kind !== 'delete-cells') || change.sheetId !== before.id) return [same];
  const row = indexOf(before.rowIds, rowId);
  const col = indexOf(before.columnIds, columnId);
  const moved = row < 0 || col < 0 ? undefined : transformCell(row, col, change);
  if (!moved) return [same];
  const movedRow = before.rowIds[moved.row];
  const movedCol = before.columnIds[moved.col];
  return movedRow && movedCol ? [[movedRow, movedCol], same] : [same];
}

const indexCache = new WeakMap<readonly string[], Map<string, number>>();

/** Position of an id among a sheet's row or column ids (indexed once per list). */
function indexOf(ids: readonly string[], id: string): number {
  let index = indexCache.get(ids);
  if (!index) {
    index = new Map(ids.map((value, i) => [value, i]));
    indexCache.set(ids, index);
  }
  return index.get(id) ?? -1;
}
