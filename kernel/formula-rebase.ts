import type { DescribedChange } from './structural-change.js';

/**
 * Co-editing: a formula text typed concurrently with someone else's structural change, as if typed after
 * it (`=A5` typed on a sheet where a row went in above row 5 is `=A6`). The formulas plugin provides it
 * under KERNEL.FormulaRebase (it already rewrites stored formulas for structural changes); commands'
 * `rebase` hooks find it in the kernel's services, so no plugin imports the formula parser for it.
 */
export interface FormulaRebase {
  /** `formula` without its '=' or with it, typed on sheet `sheetId` of `before` (the document the change was made on). */
  rebaseFormula(formula: string, sheetId: string, change: DescribedChange, before: unknown): string;
}
