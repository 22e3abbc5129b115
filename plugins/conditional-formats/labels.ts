import type { ConditionalFormat, ConditionType } from './model.js';

/** How the panel names each condition type (Sheets' wording), in the order its dropdown lists them. */
export const CONDITION_LABELS: Readonly<Record<ConditionType, string>> = {
  blank: 'Cell is empty',
  not_blank: 'Cell is not empty',
  text_contains: 'Text contains',
  text_not_contains: 'Text does not contain',
  text_begins_with: 'Text starts with',
  text_ends_with: 'Text ends with',
  text_is: 'Text is exactly',
  text_is_not: 'Text is not',
  date_is: 'Date is',
  date_is_not: 'Date is not',
  date_before: 'Date is before',
  date_after: 'Date is after',
  date_between: 'Date is between',
  date_not_between: 'Date is not between',
  number_greater: 'Greater than',
  number_greater_equal: 'Greater than or equal to',
  number_less: 'Less than',
  number_less_equal: 'Less than or equal to',
  number_equal: 'Is equal to',
  number_not_equal: 'Is not equal to',
  number_between: 'Is between',
  number_not_between: 'Is not between',
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
