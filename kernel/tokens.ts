import type { FormulaRebase } from './formula-rebase.js';
import { serviceKey } from './services.js';

/** Keys of the services the kernel defines and plugins provide (kernel/services.ts). */
export const KERNEL = {
  /** A FormulaRebase (kernel/formula-rebase.ts), provided by the formulas plugin. */
  FormulaRebase: serviceKey<FormulaRebase>('gridcast.kernel.FormulaRebase'),
} as const;
