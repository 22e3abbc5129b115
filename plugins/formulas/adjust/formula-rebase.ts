import type { FormulaRebase, StructuralChange } from '../../../kernel/index.js';
import type { Workbook } from '../../workbook/model/index.js';
import { sheetLookup, tabOrder } from './adjuster.js';
import { rewriteFormula } from './rewrite.js';

/**
 * The formulas plugin's FormulaRebase: a formula typed concurrently with a structural change is
 * rewritten as the adjuster rewrites the stored ones (the same rewriteFormula), with the scope of the
 * document the change was made on.
 */
export const formulaRebase: FormulaRebase = {
  rebaseFormula(formula: string, sheetId: string, change: StructuralChange, before: unknown): string {
    const workbook = before as Workbook;
    return rewriteFormula(formula, { ownSheetId: sheetId, sheetIdByName: sheetLookup(workbook), sheetOrder: tabOrder(workbook) }, change);
  },
};
