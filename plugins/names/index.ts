import type { PluginManifest } from '../../kernel/index.js';
import type { Workbook } from '../workbook/model/index.js';
import { namesAdjuster } from './adjuster.js';
import { namesCommands } from './commands.js';

/**
 * Named ranges: the model helpers, the commands names.add / names.update / names.delete, validation, and
 * the outputs the ranges flagged `output` give (outputs.ts).
 */
export const namesPlugin: PluginManifest<Workbook> = {
  id: 'names',
  documentSlots: [{ path: 'namedRangesById', affectsValues: true, editableInShadows: true }],
  dependsOn: ['workbook', 'formulas'],
  commands: namesCommands,
  adjusters: [namesAdjuster],
};

export { adjustRange, namesAdjuster } from './adjuster.js';
export {
  addNamedRange, buildNamedRange, deleteNamedRange, namesCommands, updateNamedRange,
  type AddNamedRangeParams, type DeleteNamedRangeParams, type RangeParam, type UpdateNamedRangeParams,
} from './commands.js';
export { renameInWorkbook } from './formulas.js';
export { computeOutputs, outputsReader, rangeOutput, type OutputsReader } from './outputs.js';
export { OutputCell, OutputConstant, outputsShape, type OutputShape } from './output-shape.js';
export { cleanFormula, FORMULA_MESSAGES, formulaError, formulaHome, isNamedFormula } from './named-formulas.js';
export {
  areaColumnIds, areaToIds, findSheet, formatRange, parseRangeText, RANGE_MESSAGES, resolveNamedRange, resolveRange,
  type RangeIds, type RangeParse, type SheetArea,
} from './ranges.js';
export {
  cleanColumnKey, cleanColumnOutputs, cleanName, cleanOutputName, columnOutputsError, defaultName, NAME_MESSAGES,
  nameError, outputKey, outputNameError,
} from './validation.js';
export { rebaseNamedRange as rebaseRangeParam } from './rebase.js';
