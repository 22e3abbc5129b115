import type { Draft } from 'immer';
import type { Adjuster, StructuralChange } from '../../kernel/index.js';
import { candidateIds, rewriteFormula, sheetLookup, type FormulaScope } from '../formulas/adjust/index.js';
import { getCell, iterateCells, putCell } from '../workbook/index.js';
import type { Cell, Sheet, Workbook } from '../workbook/model/index.js';

/** A list validation whose range text changes: where its cell was (ids before the change), old and new text. */
interface RangeRewrite {
  readonly rowId: string;
  readonly columnId: string;
  readonly input: string;
  readonly next: string;
}

/**
 * The validation is a field of each cell's data, so it travels with its cell; what does not is the range
 * a list validation reads its items from, typed as text ('Sheet1!A1:A5'). This adjuster rewrites that text
 * as the formulas plugin rewrites a formula's references: it follows inserted, deleted and moved rows,
 * columns and cells, a renamed sheet's new name, and becomes #REF! when its cells or sheet are deleted
 * (the validation then shows its configuration error, 'Enter valid range above').
 */
export const validationAdjuster: Adjuster<Workbook> = (draft, change, before) => {
  const sheetIdByName = sheetLookup(before);
  for (const sheetId of before.sheetIds) {
    const sheet = before.sheetsById[sheetId];
    if (!sheet || (change.kind === 'delete-sheet' && sheetId === change.sheetId)) continue;
    const rewrites = rangeRewrites(sheet, { ownSheetId: sheetId, sheetIdByName }, change);
    const target = draft.sheetsById[sheetId] as Draft<Sheet> | undefined;
    if (target) for (const rewrite of rewrites) writeRewrite(target, sheet, rewrite, change);
  }
};

function rangeRewrites(sheet: Sheet, scope: FormulaScope, change: StructuralChange): RangeRewrite[] {
  const rewrites: RangeRewrite[] = [];
  for (const [rowId, columnId, cell] of iterateCells(sheet)) {
    const validation = cell.data?.validation;
    if (validation?.type !== 'list_range' || !validation.input1) continue;
    const next = rewriteFormula(validation.input1, scope, change);
    if (next !== validation.input1) rewrites.push({ rowId, columnId, input: validation.input1, next });
  }
  return rewrites;
}

/** Writes the new text where the cell's content is now (inserting or deleting cells moves it). */
function writeRewrite(sheet: Draft<Sheet>, before: Sheet, rewrite: RangeRewrite, change: StructuralChange): void {
  for (const [rowId, columnId] of candidateIds(before, rewrite.rowId, rewrite.columnId, change, sheet as Sheet)) {
    const cell = getCell(sheet as Sheet, rowId, columnId);
    const validation = cell?.data?.validation;
    if (validation?.type !== 'list_range' || validation.input1 !== rewrite.input) continue;
    putCell(sheet, rowId, columnId, { ...(cell as Cell), data: { ...cell!.data, validation: { ...validation, input1: rewrite.next } } });
    return;
  }
}
