import { Engine } from '../formulas/engine/index.js';
import type { Workbook } from '../workbook/model/index.js';
import type { CastValues } from './model.js';

/**
 * Computes a workbook for a cast: CASTING() is TRUE, and hiding functions follow the template's setting,
 * so HIDEROW/HIDECOL hide in the cast exactly as the author configured.
 */
export function evaluateForCast(workbook: Workbook, input: unknown): CastValues {
  const engine = new Engine({ casting: true, hidingDisabled: workbook.settings.hidingFunctionsDisabled === true });
  engine.loadWorkbook(workbook, input);
  return engine;
}
