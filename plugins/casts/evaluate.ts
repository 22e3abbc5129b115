import { ConditionalFormatEvaluator } from '../conditional-formats/index.js';
import { Engine, type EngineOptions } from '../formulas/engine/index.js';
import { ERRORS } from '../formulas/index.js';
import { paletteLooks } from '../palettes/index.js';
import type { Workbook } from '../workbook/model/index.js';
import type { CastValues } from './model.js';

/**
 * Computes a workbook for a cast: CASTING() is TRUE, and hiding functions follow the template's setting,
 * so HIDEROW/HIDECOL hide in the cast exactly as the author configured; conditional formats are
 * evaluated over the results, and palettes' looks computed, as in the editor. `options` carry the host's functions (and user functions).
 */
export function evaluateForCast(workbook: Workbook, input: unknown, options: EngineOptions): CastValues {
  const engine = new Engine({ ...options, casting: true, hidingDisabled: workbook.settings.hidingFunctionsDisabled === true });
  engine.loadWorkbook(workbook, input);
  const formats = new ConditionalFormatEvaluator(engine);
  formats.load(workbook);
  const looksBySheet = new Map<string, ReturnType<typeof paletteLooks>>();
  const looksOf = (sheetId: string) => looksBySheet.get(sheetId) ?? looksBySheet.set(sheetId, paletteLooks(engine, workbook, sheetId)).get(sheetId)!;
  return {
    getValue: (sheetId, row, col) => engine.getValue(sheetId, row, col),
    getHidden: (sheetId) => engine.getHidden(sheetId),
    conditionalStyle: (sheetId, row, col) => formats.styleAt(sheetId, row, col),
    paletteLook: (sheetId, paletteId) => looksOf(sheetId)(paletteId),
    evaluateFormula: (sheetId, text) => engine.probeFormula(engine.compileFormulaAt(text, 0, 0), sheetId)?.at(0, 0) ?? ERRORS.REF,
  };
}
