import type { CalculationSettings, CellValue } from '../../workbook/index.js';
import { errorFromText, type Scalar } from '../values.js';

/**
 * What a formula on a circular reference gets: #REF! (templates made here, SPEC section 8), its last
 * value (Excel without iterative calculation), or Excel's iteration.
 */
export type CycleRule =
  | { readonly kind: 'error' }
  | { readonly kind: 'keep' }
  | { readonly kind: 'iterate'; readonly maxIterations: number; readonly maxChange: number };

/** Excel's defaults (File > Options > Formulas). */
const MAX_ITERATIONS = 100;
const MAX_CHANGE = 0.001;

export function cycleRuleOf(settings: CalculationSettings | undefined): CycleRule {
  if (settings?.iterate) {
    return { kind: 'iterate', maxIterations: Math.max(1, Math.min(32767, Math.floor(settings.maxIterations ?? MAX_ITERATIONS))), maxChange: Math.max(0, settings.maxChange ?? MAX_CHANGE) };
  }
  return settings?.excel ? { kind: 'keep' } : { kind: 'error' };
}

/**
 * A formula cell's cached value as the document holds it: an error is kept as its code's text (the
 * model's values are plain), read back as the error (a formula whose text result looks like an error
 * code is read as that error: only kept values, on cycles or from other books, are read so).
 */
export function readCachedValue(value: CellValue | undefined): Scalar | undefined {
  if (value === undefined) return undefined;
  return typeof value === 'string' ? (errorFromText(value) ?? value) : value;
}
