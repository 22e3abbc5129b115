import type { PluginManifest } from '../../kernel/index.js';
import type { Workbook } from '../workbook/model/index.js';
import { conditionalFormatsAdjuster } from './adjuster.js';
import { conditionalFormatCommands } from './commands.js';

/**
 * Conditional formats (SPEC sections 2, 3, 5): their commands (conditional-formats.add / update /
 * delete / reorder, one undo step each), the adjuster that keeps their ranges and formulas on their
 * cells, and the evaluator that says which cells they change and how, from a formula engine's values.
 */
export const conditionalFormatsPlugin: PluginManifest<Workbook> = {
  id: 'conditional-formats',
  documentSlots: [{ path: 'conditionalFormatsById', affectsValues: false, editableInShadows: true }],
  dependsOn: ['workbook', 'formulas', 'names'],
  commands: conditionalFormatCommands,
  adjusters: [conditionalFormatsAdjuster],
};

export * from './model.js';
export { adjustRule, conditionalFormatsAdjuster } from './adjuster.js';
export * from './commands.js';
export { formulaText, isBlank, isTruthy, planCondition, RULE_PROBLEMS, type ConditionPlan } from './conditions.js';
export { ConditionalFormatEvaluator, type CellPosition, type ConditionalFormatLog } from './evaluator.js';
export { parseRangesText, rangesText, toStoredRanges, type RangesParse } from './ranges.js';
export { byOrder, readRule, readRules, STYLE_KEYS } from './rules.js';
export { addUnder, isEmptyStyle } from './style.js';
export { CONDITION_LABELS, describeCondition, inputCount } from './labels.js';
export { withConditionalStyle } from './cell-format.js';
