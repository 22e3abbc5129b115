import { NUMBER_TEST_LABELS, TEXT_TEST_LABELS, prefixed } from '../../workbook/index.js';
import type { FilterCondition, FilterConditionType } from '../../workbook/model/index.js';

/** "Filter by condition" choices, in Sheets' order and wording (the comparisons' labels are shared). */
export const CONDITION_LABELS: Readonly<Record<FilterConditionType, string>> = {
  is_empty: 'Is empty',
  is_not_empty: 'Is not empty',
  text_contains: TEXT_TEST_LABELS.contains,
  text_not_contains: TEXT_TEST_LABELS.not_contains,
  text_begins_with: TEXT_TEST_LABELS.begins_with,
  text_ends_with: TEXT_TEST_LABELS.ends_with,
  text_is: TEXT_TEST_LABELS.is,
  ...prefixed('number_', NUMBER_TEST_LABELS),
};

/** How many values a condition takes (0 for the emptiness tests, 2 for the ranges). */
export function conditionInputs(type: FilterConditionType | ''): 0 | 1 | 2 {
  if (type === '' || type === 'is_empty' || type === 'is_not_empty') return 0;
  return type === 'number_between' || type === 'number_not_between' ? 2 : 1;
}

/** The condition the form describes, or undefined for "None". Unused inputs are not stored. */
export function conditionOf(type: FilterConditionType | '', input1: string, input2: string): FilterCondition | undefined {
  if (type === '') return undefined;
  const inputs = conditionInputs(type);
  return { type, ...(inputs >= 1 ? { input1 } : {}), ...(inputs === 2 ? { input2 } : {}) };
}
