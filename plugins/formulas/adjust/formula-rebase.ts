import type { DescribedChange, FormulaRebase } from '../../../kernel/index.js';
import type { Workbook } from '../../workbook/model/index.js';
import { sheetLookup, tabOrder } from './adjuster.js';
import { renameInFormula } from './names.js';
import { rewriteFormula } from './rewrite.js';

/**
 * The formulas plugin's FormulaRebase: a formula typed concurrently with a structural change is
 * rewritten as the adjuster rewrites the stored ones (the same rewriteFormula), with the scope of the
 * document the change was made on; with a named range's rename or deletion, as the names plugin rewrites
 * them (renameInFormula). `isFunction` tells a function call from a LAMBDA name's.
 */
export function formulaRebase(isFunction: (name: string) => boolean): FormulaRebase {
  return {
    rebaseFormula(formula: string, sheetId: string, change: DescribedChange, before: unknown): string {
      if (change.kind === 'rename-name') return renameInFormula(formula, change.name, change.to, isFunction);
      const workbook = before as Workbook;
      return rewriteFormula(formula, { ownSheetId: sheetId, sheetIdByName: sheetLookup(workbook), sheetOrder: tabOrder(workbook) }, change);
    },
  };
}
