import type { Draft } from 'immer';
import { renameInFormula } from '../formulas/adjust/index.js';
import { isFunctionName } from '../formulas/index.js';
import { getCell, iterateCells, putCell } from '../workbook/index.js';
import type { Cell, NamedRange, Sheet, Workbook } from '../workbook/model/index.js';


/**
 * Follows a renamed named range in every formula (a LAMBDA it holds called by name too), named formulas'
 * included, or turns its uses into #REF! when it was deleted (SPEC section 8), in the same draft so that
 * the edit is one undo step.
 */
export function renameInWorkbook(draft: Draft<Workbook>, before: Workbook, oldName: string, newName: string | undefined): void {
  const lower = oldName.toLowerCase();
  renameInNamedFormulas(draft, oldName, newName);
  for (const sheetId of before.sheetIds) {
    const sheet = before.sheetsById[sheetId];
    if (!sheet) continue;
    for (const [rowId, columnId, cell] of iterateCells(sheet)) {
      if (!cell.formula || !cell.formula.toLowerCase().includes(lower)) continue;
      const next = renameInFormula(cell.formula, oldName, newName, isFunctionName);
      if (next === cell.formula) continue;
      const target = draft.sheetsById[sheetId] as Draft<Sheet>;
      const current = getCell(target as Sheet, rowId, columnId);
      if (current) putCell(target, rowId, columnId, { ...(current as Cell), formula: next });
    }
  }
}

/** Named formulas reading the name (a LAMBDA name calling itself too: its own text follows its new name). */
function renameInNamedFormulas(draft: Draft<Workbook>, oldName: string, newName: string | undefined): void {
  const lower = oldName.toLowerCase();
  for (const id of Object.keys(draft.namedRangesById)) {
    const named = draft.namedRangesById[id] as NamedRange;
    if (named.formula === undefined || !named.formula.toLowerCase().includes(lower)) continue;
    const next = renameInFormula(`=${named.formula}`, oldName, newName, isFunctionName).slice(1);
    if (next !== named.formula) draft.namedRangesById[id] = { ...named, formula: next } as Draft<NamedRange>;
  }
}
