import type { DescribedChange } from './structural-change.js';
import type { Services } from './services.js';
import { KERNEL } from './tokens.js';

const REF_ERROR = '#REF!';

/**
 * Co-editing: a list of ranges typed as text ("A1:B10, C1:C5", on sheet `sheetId`) as if typed after
 * the change, each rewritten like a formula's reference (FormulaRebase); ranges whose cells were all
 * deleted are left out, and none left is undefined (the command is dropped). Without the formulas
 * plugin the text stays as typed.
 */
export function rebaseRangesText(text: string, sheetId: string, change: DescribedChange, before: unknown, services: Services): string | undefined {
  const rebase = services.find(KERNEL.FormulaRebase);
  if (rebase === undefined) return text;
  const kept: string[] = [];
  for (const piece of text.split(',')) {
    const range = piece.trim();
    if (range === '') continue;
    const moved = rebase.rebaseFormula(`=${range}`, sheetId, change, before).slice(1);
    if (!moved.includes(REF_ERROR)) kept.push(moved);
  }
  return kept.length > 0 ? kept.join(', ') : undefined;
}

/**
 * Co-editing: a formula typed in a command's params (a conditional format's or a validation's custom
 * formula, on sheet `sheetId`) as if typed after the change. Without the formulas plugin it stays.
 */
export function rebaseFormulaText(formula: string, sheetId: string, change: DescribedChange, before: unknown, services: Services): string {
  const rebase = services.find(KERNEL.FormulaRebase);
  return rebase === undefined ? formula : rebase.rebaseFormula(formula, sheetId, change, before);
}
