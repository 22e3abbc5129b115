import { DATE_TEST_LABELS, NUMBER_TEST_LABELS, TEXT_TEST_LABELS, prefixed } from '../workbook/index.js';
import type { ConditionalFormat, ConditionType } from './model.js';

/** How the panel names each condition type (Sheets' wording), in the order its dropdown lists them. */
export const CONDITION_LABELS: Readonly<Record<ConditionType, string>> = {
  blank: 'Cell is empty',
  not_blank: 'Cell is not empty',
  ...prefixed('text_', TEXT_TEST_LABELS),
  ...prefixed('date_', DATE_TEST_LABELS),
  ...prefixed('number_', NUMBER_TEST_LABELS),
  formula: 'Custom formula is',
};

/** How many inputs a condition type takes (0, 1 or 2). */
export function inputCount(type: ConditionType): 0 | 1 | 2 {
  if (type === 'blank' || type === 'not_blank') return 0;
  return type.endsWith('between') ? 2 : 1;
}

/** One line describing a rule's condition: "Greater than 5", "Is between 1 and 10", "Custom formula is =A1>2". */
export function describeCondition(condition: ConditionalFormat['condition']): string {
  const label = (CONDITION_LABELS as Record<string, string>)[condition.type] ?? condition.type;
  const count = (CONDITION_LABELS as Record<string, string>)[condition.type] ? inputCount(condition.type) : 0;
  const input1 = condition.type === 'formula' && condition.input1 !== undefined && !condition.input1.trim().startsWith('=') ? `=${condition.input1.trim()}` : condition.input1;
  if (count === 0) return label;
  if (count === 1) return `${label} ${input1 ?? ''}`.trim();
  return `${label} ${input1 ?? ''} and ${condition.input2 ?? ''}`;
}
